import Foundation
import Testing
@testable import FlowRunner

@Suite("Finding a suite: folders, patterns, the app definition, the configuration")
struct DiscoveryTests {
    @Test("each message about flowrun.json names the line where its key is written: inside a profile, a key or variable also given above, or a key's text given earlier as a value")
    func keyLines() throws {
        let cases: [(config: String, message: String)] = [
            ("{\n  \"env\": { \"PORT\": \"1\" },\n  \"profiles\": {\n    \"ci\": {\n      \"env\": { \"PORT\": 3000 }\n    }\n  }\n}",
             ":5: \"env\" of the profile 'ci': 'PORT' must be a string (every variable is text: write \"3000\"), got the number 3000"),
            ("{\n  \"profiles\": {\n    \"ci\": {\n      \"env\": 5 } },\n  \"env\": {}\n}",
             ":4: \"env\" of the profile 'ci' must be an object of variables ({ \"BASE_URL\": \"https://…\" }), got the number 5"),
            ("{\n  \"app\": \"app.lua\",\n  \"profiles\": {\n    \"ci\": { \"app\": \"x.lua\" }\n  }\n}",
             ":4: the profile 'ci' has the unknown key 'app'; a profile's keys are env"),
            ("{\n  \"env\": { \"A\": \"1\" },\n  \"profiles\": { \"ci\": { \"env\": { \"A\": \"2\",\n    \"A\": \"3\" } } }\n}",
             ":4: 'A' is given twice; a JSON reader would keep one silently, so give it once"),
            ("{ \"app\": \"flow\",\n  \"flow\": [] }", ":2: unknown key 'flow' (did you mean 'flows'?); the keys are app, flows, ignore, timeout, env, profiles, strict"),
            ("{ \"app\": \"timeout\",\n  \"timeout\": \"5\" }", ":2: 'timeout' must be a number, got the string \"5\""),
            ("{ \"flows\": [\"flows\",\n  null] }", ":2: 'flows' item 2 must be a string, got null"),
        ]
        for (config, message) in cases {
            let suite = try TemporarySuite(["flowrun.json": config])
            let path = suite.root.appendingPathComponent("flowrun.json").path
            #expect(throws: SuiteError(path + message)) { try SuiteConfig.load(from: path) }
        }
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
            #expect(error.description == "\(broken):1:2: not valid JSON (expected a key in quotes, the file ends)")
        }
        let comma = suite.root.appendingPathComponent("comma.json")
        try Data("{ \"app\": \"app.lua\"\n  \"flows\": [\"flows\"] }\n".utf8).write(to: comma)
        #expect(throws: SuiteError(#"\#(comma.path):2:3: not valid JSON (expected ',' or '}' after the value of "app", found '"flows": ["f'; a comma is missing before it)"#)) { try SuiteConfig.load(from: comma.path) }
    }
}

extension SuiteError: Equatable {
    public static func == (lhs: SuiteError, rhs: SuiteError) -> Bool { lhs.description == rhs.description }
}
