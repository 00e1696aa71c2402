import Foundation
import LuaBridge
import Testing
@testable import FlowRunner

/// `flowrun watch` re-runs with one runner: each re-run is a run for the
/// snapshots, so one an earlier re-run wrote is compared with, never taken
/// as fresh (where a changed text would pass).
@Suite("Snapshots across the rounds of one runner")
struct SnapshotRoundTests {
    @Test("a snapshot an earlier round wrote is compared with in the next: a changed text fails with its diff")
    func laterRoundCompares() throws {
        let flow = "flows/a_test.lua"
        let suite = try TemporarySuite([
            "app.lua": TemporarySuite.appWithoutFixtures,
            flow: "test('t', function() expect_snapshot('home', 'first text') end)\n",
        ])
        var executor = suite.executor
        executor.settings.snapshots = .given(updating: false, environment: [:])
        let runner = SuiteRunner(executor: executor)
        let first = runner.run(try suite.files())
        #expect(first.results.map(\.status) == [.passed], "\(first.results.map(\.message))")
        try Data("test('t', function() expect_snapshot('home', 'a second, longer text') end)\n".utf8)
            .write(to: suite.root.appendingPathComponent(flow))
        let second = runner.run(try suite.files())
        #expect(second.results.map(\.status) == [.failed])
        #expect(second.results.first?.message?.contains("the snapshot snapshots/home.txt differs (- stored, + actual)") == true,
                "\(second.results.map(\.message))")
        #expect(second.results.first?.freshSnapshots == [], "not fresh: written by an earlier round")
    }
}
