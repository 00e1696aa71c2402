import Foundation
import Testing
@testable import FlowRunner

@Suite("Finding a suite: folders, patterns, the app definition, the configuration")
struct DiscoveryTests {
    @Test("a key given twice in a JSON object, at any depth, is found with its line; the same key in other objects, list items and escaped quotes are not confused with it")
    func repeatedKeys() {
        #expect(SuiteConfig.repeatedKey(in: "{ \"app\": 1,\n \"app\": 2 }")! == ("app", 2))
        #expect(SuiteConfig.repeatedKey(in: "{ \"a\": { \"b\": 1,\n\n \"b\": 2 } }")! == ("b", 3))
        #expect(SuiteConfig.repeatedKey(in: #"{ "a": { "b": 1 }, "b": { "b": 2 }, "c": "\"a\"", "d": ["a", "a"], "e": [{ "a": 1 }, { "a": 2 }] }"#) == nil)
        #expect(SuiteConfig.repeatedKey(in: #"{ "a\"": 1, "a": 2, "x": { "a": 3 }, "a": 4 }"#)! == ("a", 1))
    }

    @Test("folders give their *_test.lua files at any depth, patterns their matches, each file once, sorted; each finds its nearest app.lua")
    func discovery() throws {
        let suite = try TemporarySuite([
            "app.lua": "", "helpers.lua": "",
            "flows/a_test.lua": "", "flows/deep/b_test.lua": "", "flows/notes.lua": "",
            "other/app.lua": "", "other/c_test.lua": "",
        ])
        let root = suite.root.path
        let files = try suite.discovery.files(for: [root + "/flows", root + "/other/*_test.lua", root + "/flows/a_test.lua"])
        #expect(files.map(\.displayPath) == ["flows/a_test.lua", "flows/deep/b_test.lua", "other/c_test.lua"])
        #expect(files.map { $0.appDefinition.map { String($0.dropFirst(root.count + 1)) } } == ["app.lua", "app.lua", "other/app.lua"])
        #expect(throws: SuiteError.self) { try suite.discovery.files(for: [root + "/missing"]) }
        #expect(throws: SuiteError.self) { try suite.discovery.files(for: [root + "/*.nothing"]) }
        let named = FlowDiscovery(root: root, appDefinition: "other/app.lua")
        #expect(try named.files(for: [root + "/flows"]).allSatisfy { $0.appDefinition == root + "/other/app.lua" })
    }

    @Test("flowrun.json is found in the folder or above, and a bad one is an error naming the file and the field")
    func configuration() throws {
        let suite = try TemporarySuite([
            "flowrun.json": #"{ "app": "app.lua", "flows": ["flows"], "timeout": 3 }"#,
            "app.lua": "",
            "flows/a_test.lua": "",
            "bad/flowrun.json": #"{ "flows": "flows" }"#,
            "broken/flowrun.json": "{",
        ])
        let project = try Project.resolve(Project.Request(start: suite.root.appendingPathComponent("flows/a_test.lua").path))
        #expect(project.configFile == suite.root.appendingPathComponent("flowrun.json").path)
        #expect(project.config == SuiteConfig(app: "app.lua", flows: ["flows"], timeout: 3))
        let bad = suite.root.appendingPathComponent("bad/flowrun.json").path
        #expect(throws: SuiteError("\(bad):1: 'flows' must be a list of strings, got the string \"flows\"")) { try SuiteConfig.load(from: bad) }
        let broken = suite.root.appendingPathComponent("broken/flowrun.json").path
        do {
            _ = try SuiteConfig.load(from: broken)
            Issue.record("a broken configuration loaded")
        } catch {
            #expect(error.description.hasPrefix("\(broken): not valid JSON"))
        }
        let comma = suite.root.appendingPathComponent("comma.json")
        try Data("{ \"app\": \"app.lua\"\n  \"flows\": [\"flows\"] }\n".utf8).write(to: comma)
        #expect(throws: SuiteError("\(comma.path):2:3: not valid JSON (invalid value; a comma is missing before it)")) { try SuiteConfig.load(from: comma.path) }
    }
}

extension SuiteError: Equatable {
    public static func == (lhs: SuiteError, rhs: SuiteError) -> Bool { lhs.description == rhs.description }
}
