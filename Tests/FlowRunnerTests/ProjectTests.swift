import Foundation
import Testing
@testable import FlowRunner

@Suite("Resolving a project: root, configuration, app definition")
struct ProjectTests {
    @Test("flowrun.json in the starting folder or above is the root; its app and flows are taken from there")
    func configAbove() throws {
        let suite = try TemporarySuite([
            "flowrun.json": #"{ "app": "src/main.lua", "flows": ["flows"] }"#,
            "src/main.lua": "", "flows/deep/a_test.lua": "",
        ])
        let root = suite.root.path
        let project = try Project.resolve(Project.Request(), from: root + "/flows/deep")
        #expect(project.root == root)
        #expect(project.appDefinition == root + "/src/main.lua")
        #expect(project.appIsNamed)
        #expect(project.flowPaths == [root + "/flows"])
        #expect(project.wasFoundAbove)
        #expect(project.foundNote == "using the app definition \(root)/src/main.lua (project \(root))")
        #expect(try Project.resolve(Project.Request(), from: root).foundNote == nil)
    }

    @Test("without flowrun.json, the nearest app.lua above the start is the project's app")
    func appAbove() throws {
        let suite = try TemporarySuite(["app.lua": "", "flows/a_test.lua": ""])
        let root = suite.root.path
        let project = try Project.resolve(Project.Request(start: "a_test.lua"), from: root + "/flows")
        #expect(project.root == root)
        #expect(project.appDefinition == root + "/app.lua")
        #expect(!project.appIsNamed)
        #expect(project.flowPaths == [root])
    }

    @Test("--app names the app and, without flowrun.json, the root; a relative path is the current folder's")
    func namedApp() throws {
        let suite = try TemporarySuite(["bank/main.lua": "", "elsewhere/x.txt": ""])
        let root = suite.root.path
        let project = try Project.resolve(Project.Request(app: "../bank/main.lua"), from: root + "/elsewhere")
        #expect(project.root == root + "/bank")
        #expect(project.appDefinition == root + "/bank/main.lua")
        #expect(project.appIsNamed)
    }

    @Test("--project and --config name the root; both must name the same one")
    func namedRoot() throws {
        let suite = try TemporarySuite([
            "one/app.lua": "", "two/flowrun.json": #"{ "app": "two.lua" }"#, "two/two.lua": "",
        ])
        let root = suite.root.path
        #expect(try Project.resolve(Project.Request(project: "one"), from: root).appDefinition == root + "/one/app.lua")
        let both = try Project.resolve(Project.Request(project: "two", config: "two/flowrun.json"), from: root)
        #expect(both.root == root + "/two")
        #expect(both.appDefinition == root + "/two/two.lua")
        #expect(throws: SuiteError("--config two/flowrun.json is not in --project one: the configuration's folder is the project, so give one of them")) {
            try Project.resolve(Project.Request(project: "one", config: "two/flowrun.json"), from: root)
        }
    }

    @Test("no app anywhere: the start is the root, and the message says where it looked")
    func noApp() throws {
        let suite = try TemporarySuite(["flows/a_test.lua": ""])
        let start = suite.root.path + "/flows"
        let project = try Project.resolve(Project.Request(), from: start)
        #expect(project.root == start)
        #expect(project.appDefinition == nil)
        #expect(project.missingApp.description == "no app definition found (looked for flowrun.json and app.lua in \(start) and the folders above it; use --app FILE)")
    }

    @Test("a missing --app, --config, --project or configured app is one error naming it")
    func missingNames() throws {
        let suite = try TemporarySuite(["flowrun.json": #"{ "app": "gone.lua" }"#, "sub/x.lua": ""])
        let root = suite.root.path
        #expect(throws: SuiteError("--app nope.lua: no such file")) { try Project.resolve(Project.Request(app: "nope.lua"), from: root) }
        #expect(throws: SuiteError("--app sub: a folder, not an app definition file")) { try Project.resolve(Project.Request(app: "sub"), from: root) }
        #expect(throws: SuiteError("--config nope.json: no such file")) { try Project.resolve(Project.Request(config: "nope.json"), from: root) }
        let data = try TemporarySuite(["flowrun.json": #"{ "app": "rows.csv" }"#, "rows.csv": "id\n"])
        #expect(throws: SuiteError("\(data.root.path)/flowrun.json:1: \"app\" names rows.csv: an app definition is a Lua file (.lua), such as app.lua")) {
            try Project.resolve(Project.Request(), from: data.root.path)
        }
        #expect(throws: SuiteError("--app flowrun.json: that is the project's configuration, not an app definition (a Lua file, such as app.lua); give it with --config")) {
            try Project.resolve(Project.Request(app: "flowrun.json"), from: root)
        }
        #expect(throws: SuiteError("--project nope: no such folder")) { try Project.resolve(Project.Request(project: "nope"), from: root) }
        #expect(throws: SuiteError("\(root)/flowrun.json:1: \"app\" names gone.lua, which does not exist (\(root)/gone.lua)")) {
            try Project.resolve(Project.Request(), from: root + "/sub")
        }
    }
}
