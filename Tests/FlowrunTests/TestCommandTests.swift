import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing

/// `flowrun test` end to end, on fixture suites written to temporary folders.
@Suite("flowrun test")
struct TestCommandTests {
    static let app = """
        app.class("HomeViewController")
        app.class("ProductViewController")
        app.launch(app.navigation { app.screen("HomeViewController") })
        product = route.step { finder = route.class_finder("ProductViewController"),
                               factory = route.class_factory("ProductViewController") }
          :adding(route.context_task(function(vc, id) vc.product_id = id end))
          :using(route.nav.push())
          :from(route.general.custom(route.class_finder("UINavigationController", { search = "current_visible_only" })))
          :assemble()
        """

    /// Twelve passing tests over three files, tagged.
    static func passingSuite() throws -> FlowFolder {
        var files = ["app.lua": app, "flowrun.json": #"{ "app": "app.lua", "flows": ["flows"] }"#]
        for file in 1...3 {
            files["flows/f\(file)_test.lua"] = (1...4).map { n in
                """
                test("product \(n)", { tags = { "\(n % 2 == 0 ? "even" : "odd")" } }, function()
                  expect_ok(router:navigate(product, \(n)))
                  expect_top("ProductViewController", { product_id = \(n) })
                  expect_stack({ "HomeViewController", "ProductViewController" })
                end)
                """
            }.joined(separator: "\n")
        }
        return try FlowFolder(files)
    }

    @Test("a passing suite exits 0 with a line per test and the summary")
    func passing() throws {
        let suite = try Self.passingSuite()
        let run = try FlowrunProcess.run(["test", "--no-timings"], in: suite.url)
        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
        #expect(run.stdout.contains("✓ flows/f1_test.lua › product 1\n"))
        #expect(run.stdout.hasSuffix("12 tests: 12 passed\n"))
    }

    @Test("a test's name cannot rewrite the console: its control characters are shown escaped")
    func controlCharactersInNames() throws {
        let folder = try FlowFolder([
            "app.lua": FlowFolder.productApp,
            "flows/spoof_test.lua": "test(\"will fail\\r\\27[2K✓ all good\", function() expect_top(\"ProductViewController\") end)\n",
        ])
        let run = try FlowrunProcess.run(["test", "--no-timings"], in: folder.url)
        #expect(run.status == 1)
        #expect(run.stdout.contains("✗ flows/spoof_test.lua › will fail\\u{d}\\u{1b}[2K✓ all good"), "\(run.stdout)")
        #expect(!run.stdout.contains("\r") && !run.stdout.contains("\u{1B}"))
    }

    @Test("a failing test exits 1 and shows its step list, trace and tree")
    func failing() throws {
        let suite = try FlowFolder([
            "app.lua": Self.app,
            "flows/a_test.lua": """
                test("wrong screen", function()
                  router:navigate(product, 3)
                  expect_top("HomeViewController")
                end)
                """,
        ])
        let run = try FlowrunProcess.run(["test", "--no-timings", "--color", "never", "."], in: suite.url)
        #expect(run.status == 1)
        #expect(run.stdout.contains("✗ flows/a_test.lua › wrong screen\n    flows/a_test.lua:3: expected HomeViewController on top, got ProductViewController #3"))
        #expect(run.stdout.contains("  steps:\n    ✓ navigate to"))
        #expect(run.stdout.contains(#/✗ expect_top HomeViewController +flows\/a_test\.lua:3\n/#))
        #expect(run.stdout.contains("  app tree at the failure:\n    window main\n      UINavigationController\n        HomeViewController\n        ProductViewController product_id=3"))
        #expect(run.stdout.hasSuffix("1 test: 0 passed, 1 failed\n"))
    }

    @Test("a file that does not load exits 2 naming file and line; usage errors exit 2")
    func errors() throws {
        let suite = try FlowFolder(["flows/a_test.lua": "test('x', function() end", "flows/b_test.lua": "test('y', function() expect(true) end)"])
        let run = try FlowrunProcess.run(["test", "--no-timings", "."], in: suite.url)
        #expect(run.status == 2)
        #expect(run.stdout.contains("! flows/a_test.lua: flows/a_test.lua:1:"))
        #expect(run.stdout.contains("✓ flows/b_test.lua › y"))
        #expect(try FlowrunProcess.run(["test", "--shard", "3/2", "."], in: suite.url).status == 2)
        #expect(try FlowrunProcess.run(["test", "missing"], in: suite.url).status == 2)
    }

    @Test("a report that cannot be written, or a malformed --report, exits 2 saying which and why")
    func reportErrors() throws {
        let suite = try Self.passingSuite()
        let unwritable = try FlowrunProcess.run(["test", "--report", "junit=missing/folder/junit.xml"], in: suite.url)
        #expect(unwritable.status == 2)
        #expect(unwritable.firstErrorLine.hasPrefix("Error: --report junit=missing/folder/junit.xml: the folder \(suite.url.standardizedFileURL.path)/missing/folder does not exist"), "\(unwritable.stderr)")
        let malformed = try FlowrunProcess.run(["test", "--report", "xml=out.xml"], in: suite.url)
        #expect(malformed.status == 2)
        #expect(malformed.stderr.contains("--report must be junit=FILE, tap=FILE, json=FILE or html=FILE (or html=FOLDER), got 'xml=out.xml'"))
    }

    @Test("JUnit, TAP and JSON reports: the JUnit file parses as XML with a testcase per test and the failure's body")
    func reports() throws {
        let suite = try FlowFolder([
            "app.lua": Self.app,
            "flows/a_test.lua": """
                test("passes", function() expect_ok(router:navigate(product, 1)) end)
                test("fails <&>", function() expect_equal(1, 2, "numbers") end)
                test.skip("later", "not yet", function() expect(true) end)
                """,
        ])
        let junit = suite.url.appendingPathComponent("out/junit.xml")
        try FileManager.default.createDirectory(at: junit.deletingLastPathComponent(), withIntermediateDirectories: true)
        let run = try FlowrunProcess.run(["test", ".", "--report", "junit=out/junit.xml", "--report", "json=out/r.json", "--report", "tap=-"], in: suite.url)
        #expect(run.status == 1)
        #expect(run.stdout.hasPrefix("TAP version 13\n1..3\nok 1 - flows/a_test.lua › passes\nnot ok 2 - flows/a_test.lua › fails <&>\n"))
        #expect(run.stderr.contains("3 tests: 1 passed, 1 failed, 1 skipped"), "the console goes to standard error")

        let collector = JUnitCollector()
        let parser = XMLParser(data: try Data(contentsOf: junit))
        parser.delegate = collector
        #expect(parser.parse(), "\(parser.parserError.map { "\($0)" } ?? "")")
        #expect(collector.testcases == ["passes", "fails <&>", "later"])
        #expect(collector.failures.count == 1)
        #expect(collector.failures.first?.contains("numbers: expected 2, got 1") == true)
        #expect(collector.failures.first?.contains("steps:") == true)
        #expect(collector.skipped == 1)
        #expect(collector.suiteAttributes["tests"] == "3" && collector.suiteAttributes["failures"] == "1")

        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: suite.url.appendingPathComponent("out/r.json"))) as? [String: Any]
        let summary = json?["summary"] as? [String: Any]
        #expect(summary?["total"] as? Int == 3 && summary?["failed"] as? Int == 1)
    }

    @Test("parallel runs print exactly what a serial run prints; shards split the suite and together make it whole")
    func parallelAndShards() throws {
        let suite = try Self.passingSuite()
        let serial = try FlowrunProcess.run(["test", "--no-timings", "-j", "1"], in: suite.url)
        let parallel = try FlowrunProcess.run(["test", "--no-timings", "-j", "4"], in: suite.url)
        #expect(serial.status == 0)
        #expect(parallel.stdout == serial.stdout)
        var union: [String] = []
        for k in 1...3 {
            let shard = try FlowrunProcess.run(["test", "--no-timings", "--shard", "\(k)/3"], in: suite.url)
            #expect(shard.status == 0)
            union += shard.stdout.split(separator: "\n").filter { $0.hasPrefix("✓") }.map(String.init)
        }
        let whole = serial.stdout.split(separator: "\n").filter { $0.hasPrefix("✓") }.map(String.init)
        #expect(union.sorted() == whole.sorted())
        #expect(union.count == 12)
    }

    @Test("filters and tags pick tests; --list shows them without running")
    func selection() throws {
        let suite = try Self.passingSuite()
        let listed = try FlowrunProcess.run(["test", "--list", "--tag", "even", "--filter", "f2"], in: suite.url)
        #expect(listed.stdout == "flows/f2_test.lua › product 2  [even]\nflows/f2_test.lua › product 4  [even]\n")
        let excluded = try FlowrunProcess.run(["test", "--no-timings", "--exclude-tag", "even"], in: suite.url)
        #expect(excluded.stdout.hasSuffix("6 tests: 6 passed\n"))
    }

    @Test("colours only when asked for or on a terminal, never with NO_COLOR")
    func colours() throws {
        let suite = try Self.passingSuite()
        let forced = try FlowrunProcess.run(["test", "--no-timings", "--color", "always"], in: suite.url)
        #expect(forced.stdout.contains("\u{1B}[32m✓\u{1B}[0m"))
        let piped = try FlowrunProcess.run(["test", "--no-timings"], in: suite.url, environment: ["NO_COLOR": "1"])
        #expect(!piped.stdout.contains("\u{1B}["))
    }
}

/// Collects what a JUnit file holds.
final class JUnitCollector: NSObject, XMLParserDelegate {
    var testcases: [String] = []
    var failures: [String] = []
    var skipped = 0
    /// The message of each `skipped` element.
    var skippedMessages: [String] = []
    var suiteAttributes: [String: String] = [:]
    private var text: String?

    func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String] = [:]) {
        switch name {
        case "testsuites": suiteAttributes = attributes
        case "testcase": testcases.append(attributes["name"] ?? "")
        case "failure": text = ""
        case "skipped":
            skipped += 1
            skippedMessages.append(attributes["message"] ?? "")
        default: break
        }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) { text? += string }

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
        if name == "failure", let body = text { failures.append(body); text = nil }
    }
}
