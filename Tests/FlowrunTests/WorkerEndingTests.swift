import Foundation
import Testing

/// `flowrun test` ends its workers itself: each is waited for before it
/// exits, never left to end on its own after it.
@Suite("Workers ended and waited for, through flowrun test")
struct WorkerEndingTests {
    /// The processor time a run of `flowrun arguments…` took, as
    /// its parent learns it from `wait4`: its own, and that of the children it
    /// waited for (a worker left unwaited is missing from it).
    private static func processorSeconds(_ arguments: [String]) throws -> Double {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let strings = [FlowrunProcess.executable.path] + arguments
        var argv: [UnsafeMutablePointer<CChar>?] = strings.map { strdup($0) }
        argv.append(nil)
        defer { for pointer in argv { free(pointer) } }
        var pid: pid_t = 0
        guard posix_spawn(&pid, strings[0], &actions, nil, argv, environ) == 0 else { throw CocoaError(.executableLoad) }
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0 && errno == EINTR {}
        #expect(status == 0, "flowrun \(arguments) ended with wait status \(status)")
        func seconds(_ time: timeval) -> Double { Double(time.tv_sec) + Double(time.tv_usec) / 1e6 }
        return seconds(usage.ru_utime) + seconds(usage.ru_stime)
    }

    @Test("every worker's processor time is in flowrun's own: it waited for them all before exiting, run after run")
    func waitedFor() throws {
        // Two tests that each keep a worker busy for a while, and a third to
        // keep them both running to the end of the suite.
        let busy = "local n = 0 for i = 1, 40000000 do n = n + i end expect(n > 0)"
        let folder = try FlowFolder([
            "app.lua": FlowFolder.productApp,
            "flows/a_test.lua": "test('a', function() \(busy) end)\ntest('b', function() \(busy) end)",
            "flows/b_test.lua": "test('c', function() \(busy) end)",
        ])
        // What one busy test takes, run alone in one worker and its parent.
        let one = try Self.processorSeconds(["test", "-j", "1", folder.url.appendingPathComponent("flows/b_test.lua").path])
        for round in 1...6 {
            let three = try Self.processorSeconds(["test", "-j", "2", folder.url.path])
            // Three busy tests in two workers: well over one test's worth, whatever the
            // machine's speed (a worker left unwaited takes its tests' time away).
            #expect(three > one * 1.5, "round \(round): \(three) s for three busy tests, \(one) s for one: a worker went unwaited")
        }
    }
}
