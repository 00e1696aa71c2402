import Foundation
import Testing

@Suite("Report paths: refused before any test runs, whatever names them")
struct ReportPathTests {
    static let flow = """
        test("slow", function() print("ran") expect_top("HomeViewController") end)
        """

    @Test("a link to a flow, two names of one file, a device, a folder named as a file: refused up front, nothing written")
    func refusedUpFront() throws {
        let folder = try FlowFolder(["app.lua": #"app.class("HomeViewController") app.launch(app.navigation { app.screen("HomeViewController") })"#,
                                     "flows/a_test.lua": Self.flow, "plain.txt": "keep"])
        let root = folder.url
        try FileManager.default.createSymbolicLink(atPath: root.appendingPathComponent("link.txt").path, withDestinationPath: "flows/a_test.lua")
        try FileManager.default.createSymbolicLink(atPath: root.appendingPathComponent("alias.json").path, withDestinationPath: "real.json")
        let cases: [([String], String)] = [
            (["--report", "json=link.txt"], "that is a Lua file"),
            (["--report", "json=real.json", "--report", "junit=alias.json"], "name the same file"),
            (["--report", "tap=/dev/stdout"], "use '-' for standard output"),
            (["--report", "json=newd/"], "a folder (it ends with '/')"),
            (["--report", "html=plain.txt/"], "plain.txt is a file, not a folder"),
        ]
        for (arguments, cause) in cases {
            let run = try FlowrunProcess.run(["test"] + arguments, in: root)
            #expect(run.status == 2 && run.stderr.contains(cause) && !run.stdout.contains("ran"), "\(arguments): \(run.stderr)")
        }
        #expect(try String(contentsOf: root.appendingPathComponent("flows/a_test.lua"), encoding: .utf8) == Self.flow, "the flow behind the link is whole")
        #expect(try String(contentsOf: root.appendingPathComponent("plain.txt"), encoding: .utf8) == "keep")
        #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("newd").path))
    }

    @Test("a report file that cannot be opened or whose link leads nowhere is said before the run; --forbid-only leaves the reports empty")
    func unwritableAndForbidden() throws {
        let folder = try FlowFolder(["app.lua": #"app.class("HomeViewController") app.launch(app.navigation { app.screen("HomeViewController") })"#,
                                     "flows/a_test.lua": Self.flow, "flows/b_test.lua": #"test.only("only", function() expect_top("HomeViewController") end)"#])
        let root = folder.url
        for kind in ["html", "json"] {
            let run = try FlowrunProcess.run(["test", "--report", "\(kind)=missing.d/x/r.\(kind)"], in: root)
            #expect(run.status == 2 && !run.stdout.contains("ran"), "\(run.stderr)")
        }
        try FileManager.default.createSymbolicLink(atPath: root.appendingPathComponent("dangling.json").path, withDestinationPath: "nowhere/r.json")
        let dangling = try FlowrunProcess.run(["test", "--report", "json=dangling.json"], in: root)
        #expect(dangling.status == 2 && dangling.stderr.contains("nowhere does not exist") && !dangling.stdout.contains("ran"), "\(dangling.stderr)")
        try Data("old".utf8).write(to: root.appendingPathComponent("old.xml"))
        let forbidden = try FlowrunProcess.run(["test", "--forbid-only", "--report", "junit=old.xml"], in: root)
        #expect(forbidden.status == 2)
        #expect(try Data(contentsOf: root.appendingPathComponent("old.xml")).isEmpty, "no clean report of a run refused for only")
    }
}
