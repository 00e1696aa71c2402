import Foundation
import LuaBridge

extension SuiteRun {
    /// The most tests a conflict's message names; the rest are counted.
    static let namedInConflict = 5

    /// Fails each passed test of a group that gave one fresh snapshot (see
    /// ``FreshSnapshot``) two or more different texts: the file holds
    /// whichever text was written first, which depends on the order tests
    /// ran in, so no test of the group passes on it. Run once every result
    /// is in, the verdict is the same serial or parallel, in any order. The
    /// file is removed from the project folder `root`, so that the next run
    /// writes it again rather than compare with that chance text.
    mutating func reconcilingSnapshots(in root: String) {
        var order: [String] = []
        var groups: [String: (tests: [Int], digests: Set<String>)] = [:]
        for (index, result) in results.enumerated() {
            for fresh in result.freshSnapshots {
                if groups[fresh.file] == nil { order.append(fresh.file) }
                var group = groups[fresh.file] ?? ([], [])
                if group.tests.last != index { group.tests.append(index) }
                group.digests.insert(fresh.digest)
                groups[fresh.file] = group
            }
        }
        var said: [Int: [String]] = [:]
        for file in order {
            guard let group = groups[file], group.digests.count > 1 else { continue }
            let message = Self.conflict(file, tests: group.tests.map { results[$0].test })
            for index in group.tests { said[index, default: []].append(message) }
            unlink(URL(fileURLWithPath: root).appendingPathComponent(file).path)
        }
        for (index, messages) in said where results[index].status == .passed {
            let passed = results[index]
            var failed = TestResult(
                test: passed.test, status: .failed, milliseconds: passed.milliseconds, message: messages.joined(separator: "\n"),
                location: passed.test.location, steps: passed.steps, earlierSteps: passed.earlierSteps, tree: passed.tree,
                output: passed.output, filmstrip: passed.filmstrip, warnings: passed.warnings)
            failed.freshSnapshots = passed.freshSnapshots
            results[index] = failed
        }
    }

    /// Why the tests `tests` fail, having given the fresh snapshot `file` different texts.
    static func conflict(_ file: String, tests: [TestCase]) -> String {
        let named = tests.prefix(namedInConflict).map(\.id).joined(separator: ", ")
        let more = tests.count > namedInConflict ? ", and \(tests.count - namedInConflict) more" : ""
        let count = tests.count == 1 ? "a test gives" : "\(tests.count) tests give"
        return "snapshot \(file): \(count) it different texts in one run (\(named)\(more)); a snapshot holds one text: give each its own name "
            + "(the file is removed, so that no run compares with whichever text came first)"
    }
}
