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
        try Data(#"<?xml version="1.0" encoding="UTF-8"?>\n<testsuites name="flowrun" tests="1" failures="0" errors="0" skipped="0" time="0.000">\n</testsuites>\n"#.utf8)
            .write(to: root.appendingPathComponent("old.xml"))
        let forbidden = try FlowrunProcess.run(["test", "--forbid-only", "--report", "junit=old.xml"], in: root)
        #expect(forbidden.status == 2)
        #expect(try Data(contentsOf: root.appendingPathComponent("old.xml")).isEmpty, "no clean report of a run refused for only")
    }

    /// The inputs a project's flows read besides Lua: data files, captures, platform files, its configuration.
    static let inputs = [
        "data/links.csv": "url,screen\nshop://home,HomeViewController\n",
        "data/users.json": #"{"users": [{"name": "ada"}]}"#,
        "captures/home.txt": "UIWindow\n  HomeViewController\n",
        "platform/AndroidManifest.xml": #"<?xml version="1.0" encoding="utf-8"?><manifest package="com.example"/>"#,
        "platform/apple-app-site-association": #"{"applinks": {"details": []}}"#,
        "flowrun.json": #"{"flows": ["flows"]}"#,
    ]

    @Test("a report through a link, outside the project and the current folder, or over an input of the project: refused up front, nothing written")
    func linksOutsideAndInputs() throws {
        let outside = try FlowFolder(["target.xml": "keep"])
        var files = Self.inputs
        files["app.lua"] = #"app.class("HomeViewController") app.launch(app.navigation { app.screen("HomeViewController") })"#
        files["flows/a_test.lua"] = Self.flow
        files["reports/r.xml"] = ""
        let folder = try FlowFolder(files)
        let root = folder.url
        func link(_ name: String, to destination: String) throws {
            try FileManager.default.createSymbolicLink(atPath: root.appendingPathComponent(name).path, withDestinationPath: destination)
        }
        try link("out.xml", to: outside.url.appendingPathComponent("target.xml").path)
        try link("gone.json", to: outside.url.appendingPathComponent("new.json").path)
        try link("site", to: outside.url.path)
        try link("latest.xml", to: "reports/r.xml")
        let cases: [([String], String)] = [
            (["--report", "junit=out.xml"], "junit=out.xml: out.xml is a symbolic link"),
            (["--report", "json=gone.json"], "json=gone.json: gone.json is a symbolic link"),
            (["--report", "junit=latest.xml"], "junit=latest.xml: latest.xml is a symbolic link"),
            (["--report", "html=site/"], "is outside both the project"),
            (["--report", "junit=site/r.xml"], "is outside both the project"),
            (["--report", "json=\(outside.url.path)/abs.json"], "is outside both the project"),
            (["--coverage", "json=site/c.json"], "is outside both the project"),
            (["--coverage", "lcov=out.xml"], "lcov=out.xml: out.xml is a symbolic link"),
            (["--report", "junit=data/links.csv"], "junit=data/links.csv: data/links.csv is a file that is not a report"),
            (["--report", "json=data/users.json"], "json=data/users.json: data/users.json is a file that is not a report"),
            (["--report", "tap=captures/home.txt"], "tap=captures/home.txt: captures/home.txt is a file that is not a report"),
            (["--report", "junit=platform/AndroidManifest.xml"], "platform/AndroidManifest.xml is a file that is not a report"),
            (["--report", "html=platform/apple-app-site-association"], "platform/apple-app-site-association is a file that is not a report"),
            (["--coverage", "json=data/users.json"], "json=data/users.json: data/users.json is a file that is not a report"),
        ]
        for (arguments, cause) in cases {
            let run = try FlowrunProcess.run(["test"] + arguments, in: root)
            #expect(run.status == 2 && run.stderr.contains(cause) && !run.stdout.contains("ran"), "\(arguments): \(run.stderr)")
        }
        for (path, text) in Self.inputs {
            #expect(try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8) == text, "\(path) was written over")
        }
        #expect(try String(contentsOf: outside.url.appendingPathComponent("target.xml"), encoding: .utf8) == "keep")
        let left = try FileManager.default.contentsOfDirectory(atPath: outside.url.path)
        #expect(left == ["target.xml"], "written outside the project: \(left)")
    }

    @Test("reports replace the reports of an earlier run; a report in the current folder outside the project is written")
    func reportsReplaced() throws {
        let folder = try FlowFolder(["project/app.lua": #"app.class("HomeViewController") app.launch(app.navigation { app.screen("HomeViewController") })"#,
                                     "project/flows/a_test.lua": Self.flow])
        let project = folder.url.appendingPathComponent("project")
        let reports = ["--report", "junit=r.xml", "--report", "tap=r.tap", "--report", "json=r.json", "--report", "html=page/",
                       "--coverage", "json=c.json", "--coverage", "lcov=c.info"]
        for round in 1...2 {
            let run = try FlowrunProcess.run(["test"] + reports, in: project)
            #expect(run.status == 0, "round \(round): \(run.stderr)")
        }
        // Reports of one kind replace those of another.
        let swapped = try FlowrunProcess.run(["test", "--report", "json=r.xml", "--report", "junit=r.tap", "--report", "tap=r.json"], in: project)
        #expect(swapped.status == 0, "\(swapped.stderr)")
        // Started above the project: the current folder takes the report.
        let above = try FlowrunProcess.run(["test", "project/flows", "--report", "junit=above.xml"], in: folder.url)
        #expect(above.status == 0, "\(above.stderr)")
        #expect(FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("above.xml").path))
    }

    @Test("--svg of tree and graph, and coverage merge --json, follow the report rule: no link, no path outside, no input replaced")
    func picturesAndMergedCoverage() throws {
        let outside = try FlowFolder(["victim.txt": "secret\n"])
        let project = try FlowFolder(["app.lua": FlowFolder.productApp, "a_test.lua": "test('t', function() expect_top('HomeViewController') end)\n"])
        try FileManager.default.createSymbolicLink(atPath: project.url.appendingPathComponent("linkdir").path, withDestinationPath: outside.url.path)
        for arguments in [["tree", "--svg", "linkdir/victim.txt"], ["tree", "--svg", outside.url.appendingPathComponent("t.svg").path],
                          ["graph", "--svg", outside.url.appendingPathComponent("g.svg").path], ["tree", "--svg", "app.lua"]] {
            let run = try FlowrunProcess.run(arguments, in: project.url)
            #expect(run.status == 2, "\(arguments): \(run.stderr)")
        }
        #expect(try String(contentsOf: outside.url.appendingPathComponent("victim.txt"), encoding: .utf8) == "secret\n")
        #expect(try String(contentsOf: project.url.appendingPathComponent("app.lua"), encoding: .utf8) == FlowFolder.productApp)
        let picture = try FlowrunProcess.run(["tree", "--svg", "tree.svg"], in: project.url)
        #expect(picture.status == 0, "\(picture.stderr)")
        #expect(try FlowrunProcess.run(["tree", "--svg", "tree.svg"], in: project.url).status == 0, "an earlier picture is replaced")
        let coverage = try FlowrunProcess.run(["test", "--no-timings", "--coverage", "json=c.json"], in: project.url)
        #expect(coverage.status == 0, "\(coverage.stderr)")
        for target in ["app.lua", "linkdir/victim2.json"] {
            let merge = try FlowrunProcess.run(["coverage", "merge", "c.json", "--json", target], in: project.url)
            #expect(merge.status == 2, "\(target): \(merge.stderr)")
        }
        #expect(!FileManager.default.fileExists(atPath: outside.url.appendingPathComponent("victim2.json").path))
        #expect(try FlowrunProcess.run(["coverage", "merge", "c.json", "--json", "merged.json"], in: project.url).status == 0)
    }
}
