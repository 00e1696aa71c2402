import Foundation
import Testing

/// Lua warnings (`warn`, errors in finalizers) from tests run in parallel
/// workers are each test's, shown with it in suite order: the output is
/// the same bytes under -j 2 as serially, run after run.
@Suite("Warnings in suite order, through flowrun")
struct WarningOrderTests {
    @Test("flowrun test -j 2 prints every test's warnings with it, in suite order, the same bytes as a serial run, every run")
    func suiteOrder() throws {
        var files = ["app.lua": FlowFolder.productApp, "flowrun.json": "{ \"app\": \"app.lua\", \"flows\": [\".\"] }"]
        for name in ["a", "b", "c", "d"] {
            files["\(name)_test.lua"] = """
                for i = 1, 3 do
                  test("\(name)" .. i, function()
                    for k = 1, 3 do
                      warn("warning from \(name)", i, " ", k)
                      local x = 0
                      for j = 1, (i * 7 + k * 13) % 5 * 40000 do x = x + j end
                    end
                    warn("shared by every test")
                    expect(true)
                  end)
                end
                """
        }
        let folder = try FlowFolder(files)
        let serial = try FlowrunProcess.run(["test", "--no-timings", "-j", "1"], in: folder.url)
        #expect(serial.status == 0, "\(serial.stdout)\n\(serial.stderr)")
        var expected: [String] = []
        for name in ["a", "b", "c", "d"] {
            for i in 1...3 {
                expected.append("✓ \(name)_test.lua › \(name)\(i)")
                for k in 1...3 { expected.append("    warning: warning from \(name)\(i) \(k)") }
                expected.append("    warning: shared by every test")
            }
        }
        #expect(serial.stdout.hasPrefix(expected.joined(separator: "\n") + "\n"), "\(serial.stdout)")
        #expect(serial.stderr.isEmpty, "\(serial.stderr)")
        for _ in 1...3 {
            let parallel = try FlowrunProcess.run(["test", "--no-timings", "-j", "2"], in: folder.url)
            #expect(parallel.stdout == serial.stdout)
            #expect(parallel.stderr == serial.stderr, "\(parallel.stderr)")
        }
    }
}
