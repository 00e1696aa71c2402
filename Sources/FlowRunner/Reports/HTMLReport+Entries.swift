import RouterCore

extension HTMLReport {
    /// The page's entries for a run's tests, each written as its result
    /// arrives, while the rest of the suite still runs: writing the page
    /// after the run then only puts them together. Entry `i` is that of the
    /// run's result `i` (results are added in the run's order).
    public struct Entries {
        /// The timings the entries show (durations or none).
        public let timings: Timings
        /// Each entry's JSON, in the run's order.
        var utf8: [[UInt8]] = []

        public init(timings: Timings) { self.timings = timings }

        /// Writes the entry of `result`, the run's next.
        public mutating func add(_ result: TestResult) {
            var out = JSONText(capacity: 512 + (result.filmstrip?.stepsUTF8.count ?? 0))
            HTMLReport.write(result, timings: timings, into: &out)
            utf8.append(out.utf8)
        }
    }
}
