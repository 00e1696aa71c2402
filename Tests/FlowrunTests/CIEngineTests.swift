import Foundation
import Testing

/// flowrun inside CI's engines, through the executable: shards balanced by
/// an earlier report's durations, Bazel's test protocol, variables given
/// with --env and profiles, and GitHub Actions annotations.
@Suite("flowrun in CI engines")
struct CIEngineTests {
    /// Twelve tests in two files (`flows/a_test.lua › t1` …).
    static func suite(extra: [String: String] = [:]) throws -> FlowFolder {
        var files = ["app.lua": FlowFolder.productApp, "flowrun.json": #"{ "app": "app.lua", "flows": ["flows"] }"#]
        for file in ["a", "b"] {
            files["flows/\(file)_test.lua"] = "for i = 1, 6 do test(\"t\" .. i, function() expect(true) end) end\n"
        }
        return try FlowFolder(files.merging(extra) { $1 })
    }

    /// The tests `flowrun test --list` prints with `arguments`.
    static func listed(_ arguments: [String], in folder: FlowFolder, environment: [String: String] = [:]) throws -> [String] {
        let run = try FlowrunProcess.run(["test", "--list"] + arguments, in: folder.url, environment: environment)
        #expect(run.status == 0, "\(run.stderr)")
        return run.stdout.split(separator: "\n").map(String.init).filter { $0.contains("›") }
    }

    /// A JUnit report timing `flows/a_test.lua › t1` at 6 s and every other test at 1 s.
    static let timings = """
        <?xml version="1.0" encoding="UTF-8"?>
        <testsuites>
          <testsuite name="flows/a_test.lua">
            <testcase classname="flows.a_test" name="t1" file="flows/a_test.lua" time="6.0"/>
            \((2...6).map { "<testcase classname=\"flows.a_test\" name=\"t\($0)\" file=\"flows/a_test.lua\" time=\"1.0\"/>" }.joined(separator: "\n    "))
          </testsuite>
          <testsuite name="flows/b_test.lua">
            \((1...6).map { "<testcase classname=\"flows.b_test\" name=\"t\($0)\" time=\"1.000\"/>" }.joined(separator: "\n    "))
          </testsuite>
        </testsuites>
        """

    @Test("--shard-timings balances the shards by an earlier report's durations; together they are exactly the suite")
    func timedShards() throws {
        let folder = try Self.suite(extra: ["timings.xml": Self.timings])
        let everything = try Self.listed([], in: folder)
        #expect(everything.count == 12)
        for count in 1...4 {
            let parts = try (1...count).map { try Self.listed(["--shard", "\($0)/\(count)", "--shard-timings", "timings.xml"], in: folder) }
            #expect(parts.flatMap { $0 }.sorted() == everything.sorted(), "shards of \(count)")
            #expect(Set(parts.flatMap { $0 }).count == everything.count, "no test in two shards of \(count)")
        }
        // 17 s in two shards: the 6 s test first, six of 1 s to the other, then the rest in turn: 9 s against 8 s.
        let halves = try (1...2).map { try Self.listed(["--shard", "\($0)/2", "--shard-timings", "timings.xml"], in: folder) }
        #expect(halves.map(\.count) == [4, 8])
        #expect(halves[0].contains { $0.hasSuffix("flows/a_test.lua › t1") }, "\(halves[0])")
        // By count, the first half would hold every other test, t1 among them, with five others of a and b.
        let three = try Self.listed(["--shard", "1/3", "--shard-timings", "timings.xml"], in: folder)
        #expect(three.count == 1 && three[0].hasSuffix("flows/a_test.lua › t1"), "the 6 s test alone fills a third: \(three)")
        // The same report gives the same shards on every run.
        #expect(try Self.listed(["--shard", "2/3", "--shard-timings", "timings.xml"], in: folder) == Self.listed(["--shard", "2/3", "--shard-timings", "timings.xml"], in: folder))
    }

    @Test("a duration that is no number (nan, inf, negative) counts as none: the shards stay balanced")
    func oddDurations() throws {
        let odd = Self.timings.replacingOccurrences(of: "time=\"6.0\"", with: "time=\"nan\"").replacingOccurrences(of: "name=\"t2\" file=\"flows/a_test.lua\" time=\"1.0\"", with: "name=\"t2\" file=\"flows/a_test.lua\" time=\"-inf\"")
        let folder = try Self.suite(extra: ["timings.xml": odd])
        let parts = try (1...3).map { try Self.listed(["--shard", "\($0)/3", "--shard-timings", "timings.xml"], in: folder) }
        #expect(parts.map(\.count).allSatisfy { $0 >= 3 }, "\(parts.map(\.count))")
        #expect(parts.flatMap { $0 }.count == 12)
    }

    @Test("a test the report does not time counts as the mean, said; a report that is not one is an error")
    func timingsProblems() throws {
        let folder = try Self.suite(extra: [
            "timings.xml": Self.timings, "flows/c_test.lua": "test(\"new\", function() expect(true) end)\n",
            "empty.xml": "<testsuites/>", "broken.xml": "<testsuites><testcase name=\"x\"",
        ])
        let run = try FlowrunProcess.run(["test", "--list", "--shard", "1/2", "--shard-timings", "timings.xml"], in: folder.url)
        #expect(run.stderr.contains("--shard-timings: 1 of the 13 tests chosen is not in timings.xml (new or renamed since), so each counts as the mean duration of those it times"), "\(run.stderr)")
        for (file, message) in [
            ("empty.xml", "flowrun: --shard-timings empty.xml: has no <testcase>, so it times no test"),
            ("broken.xml", "flowrun: --shard-timings broken.xml:1: not a JUnit report: the XML is not valid"),
            ("missing.xml", "flowrun: --shard-timings missing.xml: the file does not exist"),
        ] {
            let refused = try FlowrunProcess.run(["test", "--shard", "1/2", "--shard-timings", file], in: folder.url)
            #expect(refused.status == 2)
            #expect(refused.stderr.contains(message), "\(refused.stderr)")
        }
        let alone = try FlowrunProcess.run(["test", "--shard-timings", "timings.xml"], in: folder.url)
        #expect(alone.status == 2)
        #expect(alone.stderr.contains("--shard-timings balances the parts of --shard k/n, which is not given: add --shard"), "\(alone.stderr)")
    }

    @Test("under Bazel, flowrun runs TEST_SHARD_INDEX of TEST_TOTAL_SHARDS, touches the status file, writes XML_OUTPUT_FILE, and its workers' TMPDIR is TEST_TMPDIR")
    func bazel() throws {
        let folder = try Self.suite(extra: [
            "flows/tmp_test.lua": "test(\"tmp\", function() print(\"TMPDIR=\" .. tostring(os.getenv(\"TMPDIR\"))) expect(true) end)\n",
        ])
        let outputs = try FlowFolder([:])
        var seen: [String] = []
        for index in 0..<3 {
            let tmp = outputs.url.appendingPathComponent("tmp\(index)")
            try FileManager.default.createDirectory(at: tmp, withIntermediateDirectories: true)
            let status = outputs.url.appendingPathComponent("status\(index)").path
            let xml = outputs.url.appendingPathComponent("test\(index).xml").path
            let run = try FlowrunProcess.run(["test", "--unsafe"], in: folder.url, environment: [
                "TEST_TOTAL_SHARDS": "3", "TEST_SHARD_INDEX": "\(index)", "TEST_SHARD_STATUS_FILE": status,
                "XML_OUTPUT_FILE": xml, "TEST_TMPDIR": tmp.path,
            ])
            #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
            #expect(FileManager.default.fileExists(atPath: status), "the status file says flowrun shards")
            let report = try String(contentsOfFile: xml, encoding: .utf8)
            let names = report.matches(of: /<testcase classname="[^"]*" name="([^"]*)" file="([^"]*)"/).map { "\($0.2) › \($0.1)" }
            #expect(!names.isEmpty)
            #expect(run.stdout.split(separator: "\n").filter { $0.hasPrefix("✓") }.count == names.count, "the report holds the shard's tests")
            if names.contains("flows/tmp_test.lua › tmp") { #expect(run.stdout.contains("TMPDIR=\(tmp.path)"), "\(run.stdout)") }
            seen += names
        }
        #expect(seen.count == 13 && Set(seen).count == 13, "the three shards are the suite: \(seen)")
    }

    @Test("a Bazel shard left without a test passes, saying so; indices that name no shard are an error")
    func bazelEdges() throws {
        let folder = try FlowFolder(["app.lua": FlowFolder.productApp, "flows/a_test.lua": "test(\"only one\", function() expect(true) end)\n"])
        let empty = try FlowrunProcess.run(["test"], in: folder.url, environment: ["TEST_TOTAL_SHARDS": "2", "TEST_SHARD_INDEX": "1"])
        #expect(empty.status == 0, "\(empty.stdout)\(empty.stderr)")
        #expect((empty.stdout + empty.stderr).contains("shard 2/2 has no test: the selection has 1 test for 2 shards (Bazel's shard_count is more than the tests)"))
        let wrong = try FlowrunProcess.run(["test"], in: folder.url, environment: ["TEST_TOTAL_SHARDS": "2", "TEST_SHARD_INDEX": "2"])
        #expect(wrong.status == 2)
        #expect(wrong.stderr.contains("Bazel's TEST_TOTAL_SHARDS=2 and TEST_SHARD_INDEX=2 do not name a shard"), "\(wrong.stderr)")
        let both = try FlowrunProcess.run(["test", "--shard", "1/2"], in: folder.url, environment: ["TEST_TOTAL_SHARDS": "3", "TEST_SHARD_INDEX": "0"])
        #expect(both.status == 2)
        #expect(both.stderr.contains("--shard 1/2 and Bazel's TEST_TOTAL_SHARDS=3 (TEST_SHARD_INDEX=0) both choose a part of the suite"), "\(both.stderr)")
        // Without Bazel, a shard with no test is a run that ran nothing.
        #expect(try FlowrunProcess.run(["test", "--shard", "2/2"], in: folder.url).status == 4)
    }

    @Test("env reads --env, then the profile's variables, then flowrun.json's; unknown names and profiles are errors naming the known ones")
    func environment() throws {
        let folder = try FlowFolder([
            "app.lua": FlowFolder.productApp,
            "flowrun.json": #"{ "app": "app.lua", "env": { "BASE": "shop://", "WHO": "ann" }, "profiles": { "staging": { "env": { "BASE": "staging://" } } } }"#,
            "flows/env_test.lua": """
                test("reads", function() print(env("BASE") .. " " .. env("WHO") .. " " .. env("GONE", "default")) expect(true) end)
                test("misspelt", function() env("BAS") end)
                test("getenv", function() os.getenv("HOME") end)
                """,
            "show.lua": "print(env(\"WHO\") .. \" \" .. env(\"BASE\"))\n",
        ])
        let plain = try FlowrunProcess.run(["test", "--filter", "reads"], in: folder.url)
        #expect(plain.stdout.contains("shop:// ann default"), "\(plain.stdout)")
        let staging = try FlowrunProcess.run(["test", "--filter", "reads", "--profile", "staging", "--env", "WHO=bob"], in: folder.url)
        #expect(staging.stdout.contains("staging:// bob default"), "\(staging.stdout)")
        let failing = try FlowrunProcess.run(["test"], in: folder.url)
        #expect(failing.stdout.contains("flows/env_test.lua:2: env: no variable 'BAS' is given (did you mean 'BASE'?) (the variables given are BASE, WHO)"), "\(failing.stdout)")
        #expect(failing.stdout.contains("flows/env_test.lua:3: os.getenv: the process's environment is hidden from sandboxed flows; read a variable given to them with env(\"HOME\")"))
        let profile = try FlowrunProcess.run(["test", "--profile", "stagin"], in: folder.url)
        #expect(profile.status == 2)
        #expect(profile.stderr.contains("--profile 'stagin': flowrun.json has no such profile (did you mean 'staging'?); its profiles are staging"), "\(profile.stderr)")
        let lower = try FlowrunProcess.run(["test", "--filter", "reads", "--env", "who=bob"], in: folder.url)
        #expect(lower.stderr.contains("--env who: flowrun.json names WHO, not who (names are case-sensitive), so flows reading env(\"WHO\") do not see this one"), "\(lower.stderr)")
        #expect(lower.stdout.contains("shop:// ann default"), "the configured WHO is what flows read")
        let twice = try FlowrunProcess.run(["test", "--profile", "staging", "--profile", "other"], in: folder.url)
        #expect(twice.status == 2)
        #expect(twice.stderr.contains("--profile is given 2 times (staging, other); a run takes one profile"), "\(twice.stderr)")
        let malformed = try FlowrunProcess.run(["test", "--env", "WHO"], in: folder.url)
        #expect(malformed.status == 2)
        #expect(malformed.stderr.contains("--env WHO: give NAME=VALUE"), "\(malformed.stderr)")
        // flowrun run reads the same variables.
        let script = try FlowrunProcess.run(["run", "--env", "WHO=cy", "show.lua"], in: folder.url)
        #expect(script.stdout.hasPrefix("cy shop://\n"), "\(script.stdout)\(script.stderr)")
    }

    @Test("a profile or variables written wrongly in flowrun.json are errors at their line", arguments: [
        (#"{ "env": { "PORT": 3000 } }"#, #"flowrun.json:1: "env": 'PORT' must be a string (every variable is text: write "3000"), got the number 3000"#),
        (#"{ "env": ["A"] }"#, #"flowrun.json:1: "env" must be an object of variables ({ "BASE_URL": "https://…" }), got a list"#),
        ("{ \"profiles\": {\n \"ci\": { \"evn\": {} } } }", #"flowrun.json:2: the profile 'ci' has the unknown key 'evn' (did you mean 'env'?); a profile's keys are env"#),
        (#"{ "env": { "A-B": "x" } }"#, #"flowrun.json:1: "env": 'A-B' cannot name a variable (letters, digits and _, not starting with a digit)"#),
        ("{ \"env\": {\n  \"OK\": \"1\",\n  \"PORT\": 3000 } }", "flowrun.json:3: \"env\": 'PORT' must be a string (every variable is text: write \"3000\"), got the number 3000"),
        (#"{ "env": { "A": null } }"#, #"flowrun.json:1: "env": 'A' must be a string (give it a value, or leave it out), got null"#),
        ("{ \"env\": { \"A\": \"1\",\n \"A\": \"2\" } }", "flowrun.json:2: 'A' is given twice; a JSON reader would keep one silently, so give it once"),
    ])
    func badConfiguration(config: String, message: String) throws {
        let folder = try FlowFolder(["app.lua": FlowFolder.productApp, "flowrun.json": config, "flows/a_test.lua": "test(\"t\", function() expect(true) end)\n"])
        let run = try FlowrunProcess.run(["test"], in: folder.url)
        #expect(run.status == 2)
        #expect(run.stderr.contains(message), "\(run.stderr)")
    }

    @Test("with GITHUB_ACTIONS set, each failure is an ::error annotation at its file and line, from the workspace; without, none")
    func githubAnnotations() throws {
        let folder = try FlowFolder([
            "app.lua": FlowFolder.productApp,
            "project/flowrun.json": #"{ "app": "../app.lua" }"#,
            "project/flows/a_test.lua": "test(\"passes\", function() expect(true) end)\n\ntest(\"fails, 100%\", function()\n  expect_equal(1, 2)\nend)\n",
            "project/flows/b_test.lua": "test(\n",
        ])
        let project = folder.url.appendingPathComponent("project")
        let annotated = try FlowrunProcess.run(["test"], in: project, environment: ["GITHUB_ACTIONS": "true", "GITHUB_WORKSPACE": folder.url.path])
        let lines = annotated.stdout.split(separator: "\n").filter { $0.hasPrefix("::error") }
        #expect(lines.count == 2, "\(annotated.stdout)")
        // The output in between is not read for commands: what a flow prints or fails with could hold one.
        let outer = annotated.stdout.split(separator: "\n").filter { $0.hasPrefix("::") && !$0.hasPrefix("::error") }
        let token = outer.first.map { String($0.dropFirst("::stop-commands::".count)) } ?? ""
        #expect(outer.count == 2 && outer[0] == "::stop-commands::\(token)" && outer[1] == "::\(token)::" && token.count >= 32, "\(outer)")
        #expect(annotated.stdout.components(separatedBy: "::\(token)::")[1].hasPrefix("\n::error"), "the annotations come after commands are read again")
        #expect(lines.first?.hasPrefix("::error file=project/flows/a_test.lua,line=4,title=flows/a_test.lua › fails%2C 100%25::flows/a_test.lua:4: ") == true, "\(lines)")
        #expect(lines.last?.hasPrefix("::error file=project/flows/b_test.lua,line=2,title=flows/b_test.lua could not be loaded::") == true, "\(lines)")
        #expect(!lines.contains { $0.dropFirst(2).contains("\n") })
        let plain = try FlowrunProcess.run(["test"], in: project)
        #expect(!plain.stdout.contains("::error"))
    }
}
