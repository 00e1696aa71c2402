import Foundation
import TestSupport
import Testing

/// `flowrun test --report html=…`: one self-contained page, the same bytes
/// every run, and, in a real browser, failures first with each step's tree.
@Suite("flowrun test --report html")
struct HTMLReportTests {
    static let shop = FlowrunProcess.repositoryRoot.appendingPathComponent("scripts/examples/shop")

    /// The page `flowrun test ARGUMENTS --report html=…` writes for the
    /// project in `directory`, and the run. The page goes into a new folder,
    /// the run's current one (a report is written inside the project or
    /// the current folder): the project is named by --project, and the
    /// paths among ARGUMENTS, relative to it, are made absolute.
    static func page(_ arguments: [String], in directory: URL = shop) throws -> (html: String, run: FlowrunProcess, folder: FlowFolder) {
        let folder = try FlowFolder([:])
        let located = arguments.map { argument in
            let path = directory.appendingPathComponent(argument).path
            return !argument.hasPrefix("-") && FileManager.default.fileExists(atPath: path) ? path : argument
        }
        let run = try FlowrunProcess.run(["test", "--no-timings", "--project", directory.path] + located + ["--report", "html=report/"], in: folder.url)
        let html = (try? String(contentsOfFile: folder.url.appendingPathComponent("report/index.html").path, encoding: .utf8)) ?? ""
        return (html, run, folder)
    }

    @Test("the page is self-contained: its style, script and data inline, nothing fetched")
    func selfContained() throws {
        let (html, run, _) = try Self.page(["failing"])
        #expect(run.status == 1, "\(run.stderr)")
        #expect(html.hasPrefix("<!DOCTYPE html>"))
        #expect(html.contains("<style>") && html.contains("id=\"report-data\""))
        for fetched in ["<link", "src=", "@import", "url(", "fetch(", "XMLHttpRequest", "https://", "http://fonts"] {
            #expect(!html.contains(fetched), "the page fetches something: \(fetched)")
        }
        #expect(html.contains("a guest opens the orders link and expects to see the orders"))
        #expect(html.contains("LoginViewController"), "the pictures are in the page")
    }

    @Test("the same suite gives the same bytes under --no-timings, serial or in parallel")
    func sameBytes() throws {
        let serial = try Self.page(["-j", "1"])
        let parallel = try Self.page(["-j", "2"])
        #expect(serial.run.status == 0, "\(serial.run.stderr)")
        #expect(!serial.html.isEmpty)
        #expect(serial.html == parallel.html)
        #expect(!serial.html.contains("\"milliseconds\""), "no durations under --no-timings")
    }

    @Test("a failing test's file, then another file, in one worker: every test in the page, none crashed")
    func failingThenOthers() throws {
        let (html, run, _) = try Self.page(["-j", "1", "failing", "flows/deep_links_test.lua"])
        #expect(run.status == 1, "\(run.stderr)")
        #expect(!run.stdout.contains("crashed") && !run.stderr.contains("crashed"), "\(run.stdout)\n\(run.stderr)")
        let text = html.components(separatedBy: "id=\"report-data\">")[1].components(separatedBy: "</script>")[0]
        let data = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let statuses = (data["tests"] as? [[String: Any]])?.compactMap { $0["status"] as? String } ?? []
        #expect(statuses.count == 38 && statuses.filter { $0 == "failed" }.count == 1, "\(statuses)")
    }

    @Test("with --coverage, the page holds the route coverage: a figure per kind and every item with its counts")
    func coverage() throws {
        let (html, run, _) = try Self.page(["--coverage", "flows/deep_links_test.lua"])
        #expect(run.status == 0, "\(run.stderr)")
        let text = html.components(separatedBy: "id=\"report-data\">")[1].components(separatedBy: "</script>")[0]
        let data = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let coverage = try #require(data["coverage"] as? [String: Any])
        let routes = try #require(coverage["routes"] as? [String: Any])
        #expect((routes["total"] as? Int ?? 0) > (routes["covered"] as? Int ?? 0), "one file leaves routes out")
        let items = try #require(coverage["items"] as? [[String: Any]])
        #expect(items.contains { $0["kind"] as? String == "link" && $0["covered"] as? Bool == false })
        #expect(items.contains { ($0["title"] as? String ?? "").hasPrefix("login.require_user (login.lua:") })
        let plain = try Self.page(["flows/deep_links_test.lua"])
        #expect(!plain.html.contains("\"coverage\":{"), "no coverage asked, none in the page")
    }

    @Test("a step keeps the app as it started when something no step records changed it; a pending navigation keeps its trace so far")
    func beforeAndPending() throws {
        let folder = try FlowFolder([
            "app.lua": FlowFolder.productApp,
            "flows/before_test.lua": """
                test("a property set from Lua, then back", function()
                  app.push("ProductViewController")
                  app.top().a = 2
                  app.back()
                  expect_top("HomeViewController")
                end)
                """,
        ])
        let (html, run, _) = try Self.page([], in: folder.url)
        #expect(run.status == 0, "\(run.stderr)")
        let data = try #require(try JSONSerialization.jsonObject(with: Data(html.components(separatedBy: "id=\"report-data\">")[1]
            .components(separatedBy: "</script>")[0].utf8)) as? [String: Any])
        let pictures = try #require(try JSONSerialization.jsonObject(with: Data(html.components(separatedBy: "id=\"report-pictures\">")[1]
            .components(separatedBy: "</script>")[0].utf8)) as? [[[String: Any]]])
        let steps = try #require((data["tests"] as? [[String: Any]])?.first?["steps"] as? [[String: Any]])
        let back = try #require(steps.first { ($0["text"] as? String) == "back" })
        let before = try #require(back["before"] as? Int, "the back step started from a picture of its own")
        let nodes = try #require(pictures[0][before]["nodes"] as? [[Any]])
        #expect(nodes.contains { ($0[6] as? [[String]]) == [["a", "2"]] }, "the property set between the steps is in it")
        #expect(steps.first { ($0["text"] as? String) == "push ProductViewController" }?["before"] as? Int == 0, "no change between: the start picture")

        let shop = try Self.page(["failing"])
        let failing = try #require(try JSONSerialization.jsonObject(with: Data(shop.html.components(separatedBy: "id=\"report-data\">")[1]
            .components(separatedBy: "</script>")[0].utf8)) as? [String: Any])
        let shopSteps = try #require((failing["tests"] as? [[String: Any]])?.first?["steps"] as? [[String: Any]])
        let pending = try #require(shopSteps.first { ($0["text"] as? String ?? "").hasSuffix("(waiting for an interceptor)") })
        #expect((pending["traceLines"] as? String ?? "").contains("login.require_user (login.lua:14): waiting"), "\(pending)")
        #expect((pending["traceRequest"] as? String ?? "").hasPrefix("navigate to"), "the pending step's text is not its request: the request is written")
        #expect(shopSteps.allSatisfy { $0["traceRequest"] == nil || $0["traceRequest"] as? String != $0["text"] as? String }, "a request that is the step's text is left out")
    }

    @Test("durations are in the page without --no-timings")
    func timings() throws {
        let folder = try FlowFolder([:])
        let path = folder.url.appendingPathComponent("r.html").path
        let run = try FlowrunProcess.run(["test", Self.shop.appendingPathComponent("failing").path, "--report", "html=r.html"], in: folder.url)
        #expect(run.status == 1)
        let html = try String(contentsOfFile: path, encoding: .utf8)
        #expect(html.contains("\"milliseconds\":"))
    }

    @Test("user text cannot end the page's script: names and output with </script> stay text")
    func hostileText() throws {
        let folder = try FlowFolder([
            "app.lua": FlowFolder.productApp,
            "flows/evil_test.lua": """
                test("</script><script>document.title='owned'</script> <!--", function()
                  print("</script><img src=x onerror=alert(1)>")
                  expect_ok(router:navigate(product, "</script>"))
                  app.top()["</script>"] = "</script><!--"
                  expect_top("ProductViewController")
                end)
                """,
        ])
        let (html, run, reportFolder) = try Self.page([], in: folder.url)
        #expect(run.status == 0, "\(run.stderr)")
        for element in ["report-data", "report-pictures"] {
            let data = html.components(separatedBy: "id=\"\(element)\">")[1].components(separatedBy: "</script>")[0]
            #expect(!data.contains("<"), "\(element) holds no raw <")
            #expect(data.contains("\\u003c/script>"), "\(element)")
        }
        guard HeadlessBrowser.path != nil else { return }
        let browser = try HeadlessBrowser()
        try browser.open(reportFolder.url.appendingPathComponent("report/index.html"))
        try browser.click("#test-list li.test .row")
        #expect(try browser.evaluate("document.title") as? String == "✓ flowrun report")
        #expect(try browser.evaluate("document.querySelector('#test-list .name').textContent") as? String
            == "</script><script>document.title='owned'</script> <!--")
        #expect(try browser.evaluate("document.querySelectorAll('img, iframe, #test-list script').length") as? Int == 0)
        #expect(browser.consoleErrors.isEmpty, "\(browser.consoleErrors)")
    }

    @Test("a long test's pictures stay within a budget: the oldest steps lose theirs, the last keep them")
    func pictureBudget() throws {
        let folder = try FlowFolder([
            "app.lua": FlowFolder.productApp,
            "flows/long_test.lua": """
                test("pushes 400 screens", function()
                  for _ = 1, 400 do
                    app.push("ProductViewController")
                    expect_top("ProductViewController")
                  end
                end)
                """,
        ])
        let (html, run, _) = try Self.page(HangGuard.timeoutOption, in: folder.url)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(html.utf8.count < 8_000_000, "the page stays bounded: \(html.utf8.count) bytes")
        let steps = html.components(separatedBy: "id=\"report-data\">")[1].components(separatedBy: "</script>")[0]
        let data = try #require(try JSONSerialization.jsonObject(with: Data(steps.utf8)) as? [String: Any])
        let test = try #require((data["tests"] as? [[String: Any]])?.first)
        let list = try #require(test["steps"] as? [[String: Any]])
        #expect(list.count == 800)
        #expect(list.first?["picture"] == nil, "the first steps lost their pictures")
        #expect(list.last?["picture"] != nil, "the last step keeps its picture")
    }

    @Test("html=FOLDER/ makes the folder and writes its index.html; a missing parent folder is refused before the run")
    func folder() throws {
        let folder = try FlowFolder([:])
        let made = folder.url.appendingPathComponent("new-report").path
        let run = try FlowrunProcess.run(["test", Self.shop.appendingPathComponent("failing").path, "--report", "html=new-report/"], in: folder.url)
        #expect(run.status == 1)
        #expect(FileManager.default.fileExists(atPath: made + "/index.html"))
        let missing = try FlowrunProcess.run(["test", "failing", "--report", "html=\(folder.url.path)/no/such/"], in: Self.shop)
        #expect(missing.status == 2)
        #expect(missing.stderr.contains("does not exist"), "\(missing.stderr)")
        let typo = try FlowrunProcess.run(["test", "failing", "--report", "htm=r.html"], in: Self.shop)
        #expect(typo.stderr.contains("did you mean 'html=r.html'?"), "\(typo.stderr)")
    }

    @Test("in a browser: no console errors, the failing test first, and a click on a step shows that step's tree",
          .enabled(if: HeadlessBrowser.path != nil, "\(HeadlessBrowser.missing)"))
    func inBrowser() throws {
        let folder = try FlowFolder([:])
        let report = folder.url.appendingPathComponent("report.html")
        // Failing and passing tests together: the failing one must come first.
        let run = try FlowrunProcess.run(["test", "--no-timings", "--project", Self.shop.path, Self.shop.appendingPathComponent("failing").path,
                                          Self.shop.appendingPathComponent("flows/deep_links_test.lua").path, "--report", "html=report.html"], in: folder.url)
        #expect(run.status == 1, "\(run.stderr)")
        let browser = try HeadlessBrowser()
        try browser.open(report)
        let first = try browser.evaluate("document.querySelector('#test-list li.test').className") as? String
        #expect(first == "test failed")
        let name = try browser.evaluate("document.querySelector('#test-list li.test .name').textContent") as? String
        #expect(name == "a guest opens the orders link and expects to see the orders")
        // The failing test opens at its failed step.
        let opened = try browser.evaluate("document.querySelector('li.test .step-view').dataset.step") as? String
        #expect(opened == "3")
        // Step 1 selects the catalog tab: after it the user sees the catalog.
        try browser.click("li.test ol.steps li[data-step='0']")
        let shown = try browser.evaluate("document.querySelector('li.test .step-view').dataset.step") as? String
        #expect(shown == "0")
        let visible = try browser.evaluate("document.querySelector('li.test .picture-after svg g.visible text').textContent") as? String
        #expect(visible == "CatalogViewController #5")
        // Before it, the user saw the home screen.
        try browser.click("li.test .tabs button[data-picture='before']")
        let before = try browser.evaluate("document.querySelector('li.test .picture-before svg g.visible text').textContent") as? String
        #expect(before == "HomeViewController #3")
        try browser.click("li.test .tabs button[data-picture='after']")
        // Filtering by status leaves the failing test only.
        try browser.click("#status-filters button[data-status='failed']")
        let count = try browser.evaluate("document.querySelectorAll('#test-list li.test').length") as? Int
        #expect(count == 1)
        try browser.click("#status-filters button[data-status='failed']")
        try browser.click("li.test ol.steps li[data-step='2']")
        // Its routing trace, its request first (left out of the page's data, put back by the page).
        let trace = try browser.evaluate("document.querySelector('li.test .step-view h3 + pre').textContent") as? String ?? ""
        #expect(trace.hasPrefix("navigate to ClassFinder(OrdersViewController") && trace.contains("\n  · [0.000s] search: 1."), "\(trace)")
        _ = try browser.evaluate("window.scrollTo(0, 0)")
        let png = try browser.screenshot(width: 1400, height: 1100)
        #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        try Self.keep(png, as: "html-report.png")
        #expect(browser.consoleErrors.isEmpty, "\(browser.consoleErrors)")
    }

    @Test("in a browser: a 1,000-test report draws its list in batches and filters",
          .enabled(if: HeadlessBrowser.path != nil, "\(HeadlessBrowser.missing)"))
    func largeSuite() throws {
        var files = ["app.lua": FlowFolder.productApp]
        for file in 1...10 {
            files["flows/suite\(file)_test.lua"] = (1...100).map { n in
                "test(\"product \(file)-\(n)\", function() expect_ok(router:navigate(product, \(n))) expect_top(\"ProductViewController\") end)"
            }.joined(separator: "\n")
        }
        let project = try FlowFolder(files)
        let report = project.url.appendingPathComponent("report.html")
        let run = try FlowrunProcess.run(["test", "--no-timings", "-j", "2", "--report", "html=\(report.path)"], in: project.url)
        #expect(run.status == 0, "\(run.stderr)")
        let browser = try HeadlessBrowser()
        try browser.open(report)
        #expect(try browser.evaluate("document.querySelectorAll('#test-list li.test').length") as? Int == 200, "only the first batch is drawn")
        #expect(try browser.evaluate("document.getElementById('shown-count').textContent") as? String == "1000 tests")
        _ = try browser.evaluate("var i = document.getElementById('text-filter'); i.value = 'product 7-1'; i.dispatchEvent(new Event('input')); new Promise(r => setTimeout(r, 300))")
        // product 7-1, 7-10…7-19 and 7-100.
        #expect(try browser.evaluate("document.querySelectorAll('#test-list li.test').length") as? Int == 12)
        #expect(try browser.evaluate("document.getElementById('shown-count').textContent") as? String == "12 of 1000 tests")
        #expect(browser.consoleErrors.isEmpty, "\(browser.consoleErrors)")
    }

    /// Keeps `data` as a test artifact (under .build/test-artifacts, or
    /// FLOWRUN_ARTIFACTS); with FLOWRUN_UPDATE_DOCS=1, also as docs/NAME.
    static func keep(_ data: Data, as name: String) throws {
        let environment = ProcessInfo.processInfo.environment
        let folder = environment["FLOWRUN_ARTIFACTS"].map { URL(fileURLWithPath: $0) }
            ?? FlowrunProcess.repositoryRoot.appendingPathComponent(".build/test-artifacts")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try data.write(to: folder.appendingPathComponent(name))
        if environment["FLOWRUN_UPDATE_DOCS"] == "1" {
            try data.write(to: FlowrunProcess.repositoryRoot.appendingPathComponent("docs/\(name)"))
        }
    }
}
