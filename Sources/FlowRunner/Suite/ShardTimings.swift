import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// How long each test took in an earlier run, read from its JUnit report
/// (`--report junit=FILE`), so that `--shard k/n --shard-timings FILE`
/// gives each shard about the same time rather than the same count.
public struct ShardTimings: Sendable, Equatable {
    /// Milliseconds by test id (`flows/a_test.lua › group › name`).
    public var milliseconds: [String: Double]
    /// The report's path, as messages show it.
    public var source: String

    public init(milliseconds: [String: Double], source: String) {
        self.milliseconds = milliseconds
        self.source = source
    }

    /// Bytes of a report read: a suite of a hundred thousand tests writes far fewer.
    public static let largestReport = 64 << 20

    /// The durations of the JUnit report at `path` (`shown` as messages name
    /// it). Each `testcase` is known by its `file` attribute (flowrun's own
    /// reports) or, without one, by its `classname` (`flows.a_test`), and its name.
    public static func read(junit path: String, shown: String) throws(SuiteError) -> ShardTimings {
        if let size = (try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? NSNumber, size.intValue > largestReport {
            throw SuiteError("--shard-timings \(shown): the file is \(size.intValue) bytes, more than the \(largestReport) read")
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            let why = FileManager.default.fileExists(atPath: path) ? "cannot be read" : "does not exist"
            throw SuiteError("--shard-timings \(shown): the file \(why) (give the JUnit report of an earlier run: --report junit=FILE)")
        }
        let reader = JUnitCases()
        let parser = XMLParser(data: data)
        parser.delegate = reader
        let first = data.first { !Set(" \t\r\n".utf8).contains($0) }
        guard first == UInt8(ascii: "<") else {
            throw SuiteError("--shard-timings \(shown): not a JUnit report: it is not XML (a --report json or tap file?); give the JUnit report of an earlier run: --report junit=FILE")
        }
        guard parser.parse(), reader.isComplete else {
            let cause = parser.parserError == nil ? "it ends before its elements do" : "it is not well-formed"
            throw SuiteError("--shard-timings \(shown):\(parser.lineNumber): not a JUnit report: the XML is not valid (\(cause))")
        }
        guard reader.sawTestcase else {
            throw SuiteError("--shard-timings \(shown): has no <testcase>, so it times no test (give the JUnit report of an earlier run: --report junit=FILE)")
        }
        return ShardTimings(milliseconds: reader.milliseconds, source: shown)
    }

    /// Whether every duration is zero: a report written with `--no-timings`.
    public var hasNoDurations: Bool { milliseconds.values.allSatisfy { $0 == 0 } }

    /// What a test the report does not time counts for: the mean of those it times (1 ms when none).
    var unknownWeight: Double {
        let known = milliseconds.values.filter { $0 > 0 }
        return known.isEmpty ? 1 : known.reduce(0, +) / Double(known.count)
    }

    /// Part `shard` of `tests`, in their order: each test, the longest
    /// first, goes to the part with the least time so far (the first such
    /// part on a tie). Every test lands in exactly one part, the same one on
    /// every machine given the same report. A duration of zero counts as
    /// the smallest step, so a report without durations balances by count.
    public func part(_ shard: Shard, of tests: [TestCase]) -> [TestCase] {
        let fallback = unknownWeight
        let weights = tests.map { test in max(milliseconds[test.id] ?? fallback, 0.001) }
        let order = tests.indices.sorted { weights[$0] != weights[$1] ? weights[$0] > weights[$1] : $0 < $1 }
        var loads = [Double](repeating: 0, count: shard.count)
        var owner = [Int](repeating: 0, count: tests.count)
        for index in order {
            var lightest = 0
            for part in loads.indices where loads[part] < loads[lightest] { lightest = part }
            loads[lightest] += weights[index]
            owner[index] = lightest
        }
        return tests.indices.filter { owner[$0] == shard.index - 1 }.map { tests[$0] }
    }

    /// How many of `tests` the report does not time.
    public func untimed(among tests: [TestCase]) -> Int {
        tests.reduce(0) { $0 + (milliseconds[$1.id] == nil ? 1 : 0) }
    }
}

/// Reads the test cases of a JUnit report and their times.
private final class JUnitCases: NSObject, XMLParserDelegate {
    var milliseconds: [String: Double] = [:]
    var sawTestcase = false
    /// Elements open, and whether the outermost one has closed.
    private var depth = 0, closedRoot = false
    /// Whether the document's elements all closed (a report cut short does not).
    var isComplete: Bool { closedRoot && depth == 0 }

    func parser(_ parser: XMLParser, didEndElement element: String, namespaceURI: String?, qualifiedName: String?) {
        depth -= 1
        if depth == 0 { closedRoot = true }
    }

    func parser(_ parser: XMLParser, didStartElement element: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String] = [:]) {
        depth += 1
        guard element == "testcase", let name = attributes["name"] else { return }
        sawTestcase = true
        let file = attributes["file"] ?? attributes["classname"].map { $0.replacingOccurrences(of: ".", with: "/") + ".lua" } ?? ""
        // A time that is no number of seconds (nan, inf, negative) counts as none.
        let seconds = attributes["time"].flatMap(Double.init).flatMap { $0.isFinite && $0 >= 0 ? $0 : nil } ?? 0
        milliseconds["\(file) › \(name)", default: 0] += min(seconds, 1e9) * 1000
    }
}
