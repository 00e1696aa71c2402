import Formats
import RouterCore

extension HTMLReport {
    /// The page's entries for a run's tests, each written as its result
    /// arrives, while the rest of the suite still runs: writing the page
    /// after the run then only puts them together. Entry `i` is that of the
    /// run's result `i` (results are added in the run's order).
    public struct Entries {
        /// The timings the entries show (durations or none).
        public let timings: Timings
        /// Each entry, in the run's order.
        var written: [Entry] = []

        public init(timings: Timings) { self.timings = timings }

        /// Writes the entry of `result`, the run's next.
        public mutating func add(_ result: TestResult) {
            var head = JSONText(capacity: 512), tail = JSONText(capacity: 64)
            HTMLReport.writeHead(result, timings: timings, into: &head)
            HTMLReport.writeTail(result, into: &tail)
            written.append(Entry(head: head.utf8, steps: result.filmstrip?.stepsUTF8 ?? [], tail: tail.utf8))
        }

        /// A test's entry, its steps (the bulk of it) kept where the worker's answer brought them.
        struct Entry {
            let head: [UInt8]
            let steps: ArraySlice<UInt8>
            let tail: [UInt8]

            func write(into page: inout Page) {
                page.out.raw(utf8: head)
                page.raw(utf8: steps)
                page.out.raw(utf8: tail)
            }
        }
    }
}
