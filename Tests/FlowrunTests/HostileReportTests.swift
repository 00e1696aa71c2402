import Foundation
import Testing
#if canImport(FoundationXML)
import FoundationXML
#endif

/// Every report of one hostile suite, read back by the program that reads it
/// in CI: JUnit by an XML parser and xmllint against the schema CI systems
/// use, TAP by `prove`, LCOV by `lcov`, JSON by a JSON parser, HTML by
/// headless Chromium, and the console as a terminal would show it. Names,
/// messages, skip reasons, output and values hold what would rewrite a
/// verdict (`# TODO`, a newline and a fake result line, escape sequences,
/// carriage returns, `</script>`); each reader must see the verdicts the
/// suite really has: 2 passed, 5 failed, 1 skipped.
@Suite("Hostile text cannot rewrite a report's verdict")
struct HostileReportTests {
    static let suite = ##"""
        test("backslash \\# TODO later", function() expect_equal(1, 2) end)
        test("hash # TODO later", function() expect_equal(1, 2) end)
        test("newline\nok 99 - injected", function() expect_equal("\27[32m✓", "\r\nok 3") end)
        test("carriage\r✓ repainted", function()
          print("out\27[2K\r✓ fine\n...\n  ...\nok 7 - x\n</script><b class=injected>")
          error("msg\27[32m\r✓ passed\n...\nok 8 - y")
        end)
        test.skip("skipper # TODO", "reason\nok 98 - injected # TODO", function() expect(true) end)
        test("passes\27[1m </script>", function() print("\27]0;title\7 ]]> & \"") expect(true) end)
        test("also passes\r\n# SKIP", function() expect_equal("a\0b", "a\0b") end)
        test("error value\0", function() error(setmetatable({}, { __tostring = function() return "\27[2J\rok 9" end })) end)
        """##

    /// The suite's project, its reports written by one `flowrun test` under `--color never`.
    final class Written: Sendable {
        let folder: FlowFolder
        let run: FlowrunProcess
        init() throws {
            folder = try FlowFolder([
                "app.lua": FlowFolder.productApp + "\nlocal unused = 1\nif unused > 5 then print('never') end\n",
                "hostile_test.lua": HostileReportTests.suite,
                "helper\nSF:app.lua\nDA:9,99\nend_of_record\nSF:x.lua": "return 1\n",
            ])
            run = try FlowrunProcess.run(
                ["test", "--no-timings", "--color", "never", "--coverage", "lcov=coverage.info",
                 "--report", "junit=report.xml", "--report", "tap=report.tap", "--report", "json=report.json", "--report", "html=report.html"],
                in: folder.url)
        }
        func file(_ name: String) -> URL { folder.url.appendingPathComponent(name) }
    }

    static let written = Result { try Written() }

    /// A program on the PATH, or nil.
    static func tool(_ name: String) -> String? {
        let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin").split(separator: ":")
        return folders.map { "\($0)/\(name)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// Runs `tool arguments…` and gives its exit status and what it printed (both streams).
    static func read(with tool: String, _ arguments: [String], in folder: URL) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = arguments
        process.currentDirectoryURL = folder
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    @Test("the run itself: 2 passed, 5 failed, 1 skipped, exit 1")
    func verdicts() throws {
        let run = try Self.written.get().run
        #expect(run.status == 1, "\(run.stderr)")
        #expect(run.stdout.contains("8 tests: 2 passed, 5 failed, 1 skipped"), "\(run.stdout)")
    }

    @Test("the console under --color never holds no escape, no carriage return, no other control character, and a line per verdict")
    func console() throws {
        let run = try Self.written.get().run
        let bytes = Array(run.stdout.utf8) + Array(run.stderr.utf8)
        let controls = bytes.filter { ($0 < 0x20 && $0 != 0x0A && $0 != 0x09) || $0 == 0x7F }
        #expect(controls.isEmpty, "control bytes \(Set(controls).sorted()) in:\n\(run.stdout)")
        // Each test's status line once, before the failures are told in full.
        let lines = run.stdout.split(separator: "\n", omittingEmptySubsequences: false).prefix { $0 != "Failures:" }
        #expect(lines.filter { $0.hasPrefix("✓ ") }.count == 2, "\(run.stdout)")
        #expect(lines.filter { $0.hasPrefix("✗ ") }.count == 5, "\(run.stdout)")
        #expect(lines.filter { $0.hasPrefix("- ") }.count == 1, "\(run.stdout)")
        #expect(run.stdout.contains(#"✗ hostile_test.lua › carriage\u{d}✓ repainted"#), "\(run.stdout)")
    }

    @Test("TAP read by prove: 8 tests, 5 failed, 1 skipped, no TODO, nothing injected",
          .enabled(if: tool("prove") != nil, "prove is missing (Debian: perl)"))
    func tap() throws {
        let written = try Self.written.get()
        let read = try Self.read(with: Self.tool("prove")!, ["-v", "-e", "cat", "report.tap"], in: written.folder.url)
        #expect(read.status != 0, "\(read.output)")
        #expect(read.output.contains("Failed 5/8 subtests"), "\(read.output)")
        #expect(read.output.contains("Tests: 8 Failed: 5"), "\(read.output)")
        #expect(read.output.contains("Failed tests:  1-4, 8"), "\(read.output)")
        #expect(!read.output.contains("TODO passed") && !read.output.contains("unexpectedly succeeded"), "\(read.output)")
        // One line per test: the fake results in names, reasons and messages stay inside them.
        let tap = try String(contentsOf: written.file("report.tap"), encoding: .utf8)
        let results = tap.split(separator: "\n").filter { $0.hasPrefix("ok ") || $0.hasPrefix("not ok ") }
        #expect(results.count == 8, "\(tap)")
        #expect(results.contains(##"not ok 1 - hostile_test.lua › backslash \\\# TODO later"##), "\(tap)")
        #expect(results.contains(##"ok 5 - hostile_test.lua › skipper \# TODO # SKIP reason\u{a}ok 98 - injected # TODO"##), "\(tap)")
    }

    @Test("JUnit read by an XML parser and valid against the schema CI systems use",
          .enabled(if: tool("xmllint") != nil, "xmllint is missing (Debian: libxml2-utils)"))
    func junit() throws {
        let written = try Self.written.get()
        let schema = FlowrunProcess.repositoryRoot.appendingPathComponent("Tests/Fixtures/Reports/junit.xsd").path
        let read = try Self.read(with: Self.tool("xmllint")!, ["--noout", "--schema", schema, "report.xml"], in: written.folder.url)
        #expect(read.status == 0, "\(read.output)")
        let document = try XMLDocument(contentsOf: written.file("report.xml"))
        let cases = try document.nodes(forXPath: "//testcase")
        #expect(cases.count == 8)
        #expect(try document.nodes(forXPath: "//testcase/failure").count + document.nodes(forXPath: "//testcase/error").count == 5)
        #expect(try document.nodes(forXPath: "//testcase/skipped").count == 1)
        let names = cases.compactMap { ($0 as? XMLElement)?.attribute(forName: "name")?.stringValue }
        #expect(names.contains(#"carriage\u{d}✓ repainted"#), "\(names)")
        #expect(names.contains("newline\nok 99 - injected"), "\(names)")
    }

    @Test("LCOV read by lcov: one record per covered file; a path lcov cannot name is left out, said on standard error",
          .enabled(if: tool("lcov") != nil, "lcov is missing (Debian: lcov)"))
    func lcov() throws {
        let written = try Self.written.get()
        let read = try Self.read(with: Self.tool("lcov")!, ["--list", "coverage.info"], in: written.folder.url)
        #expect(read.status == 0, "\(read.output)")
        #expect(read.output.contains("app.lua"), "\(read.output)")
        let info = try String(contentsOf: written.file("coverage.info"), encoding: .utf8)
        #expect(info.split(separator: "\n").filter { $0.hasPrefix("SF:") } == ["SF:app.lua"], "\(info)")
        #expect(!info.contains("DA:9,99"), "\(info)")
        #expect(written.run.stderr.contains(#"--coverage lcov leaves out helper\u{a}SF:app.lua"#), "\(written.run.stderr)")
    }

    @Test("JSON read by a JSON parser: every name and message as the flow wrote it")
    func json() throws {
        let written = try Self.written.get()
        let report = try JSONSerialization.jsonObject(with: Data(contentsOf: written.file("report.json"))) as? [String: Any]
        let tests = report?["tests"] as? [[String: Any]] ?? []
        let statuses = tests.compactMap { $0["status"] as? String }
        #expect(statuses.filter { $0 == "passed" }.count == 2 && statuses.filter { $0 == "failed" }.count == 5
                && statuses.filter { $0 == "skipped" }.count == 1, "\(statuses)")
        let names = tests.compactMap { $0["name"] as? String }
        #expect(names.contains("carriage\r✓ repainted") && names.contains("passes\u{1B}[1m </script>"), "\(names)")
    }

    @Test("HTML in a browser: every test listed once with its verdict, names as text, no console error",
          .enabled(if: HeadlessBrowser.path != nil, "\(HeadlessBrowser.missing)"))
    func html() throws {
        let written = try Self.written.get()
        let browser = try HeadlessBrowser()
        try browser.open(written.file("report.html"))
        #expect(try browser.evaluate("document.querySelectorAll('#test-list li.test').length") as? Int == 8)
        #expect(try browser.evaluate("document.querySelectorAll('#test-list li.test.failed').length") as? Int == 5)
        #expect(try browser.evaluate("document.querySelectorAll('#test-list li.test.passed').length") as? Int == 2)
        #expect(try browser.evaluate("document.querySelectorAll('.injected').length") as? Int == 0)
        let names = try browser.evaluate("[...document.querySelectorAll('#test-list li.test .name')].map(e => e.textContent).join('|')") as? String
        #expect(names?.contains("passes\u{1B}[1m </script>") == true, "\(names ?? "")")
        #expect(browser.consoleErrors.isEmpty, "\(browser.consoleErrors)")
    }
}
