import Foundation
import TestSupport
import Testing

/// The virtual clock waited into the far future (9.3 million waits of the
/// longest wait, 1e9 s): a failed navigation's trace still shows its times,
/// instead of trapping while it converted them to milliseconds.
@Suite("The virtual clock in the far future, through flowrun")
struct FarFutureClockTests {
    @Test("flowrun test: a navigation failing at 9.3e15 s is reported with its trace, not as a crashed worker")
    func farFuture() throws {
        let folder = try FlowFolder([
            "app.lua": "app.class('H')\napp.class('P')\napp.launch(app.navigation { app.screen('H') })\n",
            "clock_test.lua": """
                test("far future", function()
                  local wait = app.wait
                  for _ = 1, 9300000 do wait(1e9) end
                  local product = route.step { finder = route.nil_finder(), factory = route.class_factory("P") }:adding(route.interceptor(function() return false, "refused" end))
                    :using(route.general.present_modally()):from(route.general.current()):assemble()
                  expect_ok(router:navigate(product))
                end)
                test("after", function() expect(true) end)

                """,
        ])
        let run = try FlowrunProcess.run(["test", "--no-timings", "clock_test.lua"] + HangGuard.timeoutOption, in: folder.url)
        #expect(!run.timedOut)
        #expect(run.status == 1, "\(run.stdout)\n\(run.stderr.prefix(3000))")
        #expect(!run.stdout.contains("[crashed]"), "\(run.stdout)")
        #expect(run.stdout.contains("clock_test.lua:6: "), "\(run.stdout)")
        #expect(run.stdout.contains("[9.3e+15s] result: failed"), "\(run.stdout)")
        #expect(run.stdout.hasSuffix("2 tests: 1 passed, 1 failed\n"), "\(run.stdout)")
    }
}
