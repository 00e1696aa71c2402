import Foundation
import Testing

/// `flowrun test` ends its workers itself: each is waited for before it
/// exits, never left to end on its own after it.
@Suite("Workers ended and waited for, through flowrun test")
struct WorkerEndingTests {
    /// Runs flowrun (its arguments follow) under a subreaper: a process
    /// flowrun leaves unwaited, ended or not, is handed to this one when
    /// flowrun exits, and reaped and counted here. Prints flowrun's exit
    /// status and that count; flowrun's own output goes to standard error.
    /// (Python, which scripts/fuzz needs too: Swift cannot call prctl.)
    static let subreaper = """
        import ctypes, os, subprocess, sys
        if ctypes.CDLL(None, use_errno=True).prctl(36, 1, 0, 0, 0) != 0:  # PR_SET_CHILD_SUBREAPER
            sys.exit("cannot become a subreaper: " + os.strerror(ctypes.get_errno()))
        status = subprocess.run(sys.argv[1:], stdout=sys.stderr).returncode
        left = 0
        while True:
            try:
                os.waitpid(-1, 0)
            except ChildProcessError:
                break
            left += 1
        print(status, left)
        """

    @Test("no worker is left unwaited by flowrun test: once it has exited, none of its processes is handed to another, run after run")
    func waitedFor() throws {
        // Two tests that each keep a worker busy for a while, and a third to
        // keep them both running to the end of the suite.
        let busy = "local n = 0 for i = 1, 4000000 do n = n + i end expect(n > 0)"
        let folder = try FlowFolder([
            "app.lua": FlowFolder.productApp,
            "flows/a_test.lua": "test('a', function() \(busy) end)\ntest('b', function() \(busy) end)",
            "flows/b_test.lua": "test('c', function() \(busy) end)",
        ])
        for round in 1...4 {
            let run = try FlowrunProcess.run(
                ["python3", "-c", Self.subreaper, FlowrunProcess.executable.path, "test", "-j", "2", folder.url.path], program: "/usr/bin/env")
            #expect(run.status == 0, "round \(round): python3 is needed here (as by scripts/fuzz): \(run.stderr)")
            // The exit status of flowrun, then how many of its processes it left unwaited.
            #expect(run.stdout == "0 0\n", "round \(round): \(run.stdout)\(run.stderr)")
        }
    }
}
