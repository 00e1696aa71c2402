import Foundation
import Testing

/// `flowrun links --fuzz` and `links:fuzz{}` through the executable: what
/// a table owes its users, each surprise with a test that reproduces it,
/// the same bytes every run.
@Suite("Fuzzing the link table")
struct LinkFuzzCommandTests {
    /// An app whose table has a context maker that breaks on negative ids,
    /// a route shadowed by a parameter, a login interceptor and a starting state.
    static let app = FlowFolder.productApp + """

        app.class("OrdersViewController")
        member = false
        local orders = route.step { finder = route.class_finder("OrdersViewController"), factory = route.class_factory("OrdersViewController") }
          :adding(route.interceptor(function() return member, "log in first" end))
          :using(route.nav.push()):from(route.general.custom(route.class_finder("UINavigationController"))):assemble()
        local links = route.links()
        links:add("demo://product/:id<int>", product, function(p) if p.id < 0 then error("negative id") end return p.id end)
        links:add("demo://orders", orders)
        app.links(links)
        state("member", function() member = true end)
        """

    @Test("a context maker that breaks is a surprise, with a pasted test that fails the same way; a refusal is not")
    func surprises() throws {
        let folder = try FlowFolder(["app.lua": Self.app])
        let run = try FlowrunProcess.run(["links", "--fuzz", "--count", "40"], in: folder.url)
        #expect(run.status == 1, "\(run.stdout)\(run.stderr)")
        #expect(run.stdout.contains("from 2 starting states (launch, member), warm and cold"), "\(run.stdout)")
        #expect(run.stdout.contains("1. demo://product/-1  (:id negative, from the route demo://product/:id<int>) from launch\n"), "\(run.stdout)")
        #expect(run.stdout.contains("it failed (context): the make_context of demo://product/:id<int> failed: app.lua:"))
        #expect(!run.stdout.contains("log in first"), "an interceptor's refusal is a reason, not a surprise")
        let row = try #require(run.stdout.split(separator: "\n").first { $0.hasPrefix("demo://orders ") })
        let counts: [Int] = row.split(separator: " ").dropFirst().compactMap { Int($0) }
        #expect(counts.count == 6 && counts[2] > 0 && counts[5] == 0, "refused, never surprising: \(row)")
        // The first pasted test, run as a flow file, fails as the fuzz run said.
        let pasted = run.stdout.components(separatedBy: "\n1. ")[1].split(separator: "\n", omittingEmptySubsequences: false).dropFirst(2).prefix { !$0.isEmpty }
            .map { String($0.dropFirst(3)) }.joined(separator: "\n")
        #expect(pasted.hasPrefix("test(\"fuzz: demo://product/-1 from launch\", function()"), "\(pasted)")
        try (pasted + "\n").write(to: folder.url.appendingPathComponent("pasted_test.lua"), atomically: true, encoding: .utf8)
        let replay = try FlowrunProcess.run(["test", "pasted_test.lua"], in: folder.url)
        #expect(replay.status == 1)
        #expect(replay.stdout.contains("negative id"), "\(replay.stdout)")
    }

    @Test("the shop's table has no surprise, and a run prints the same bytes every time")
    func shop() throws {
        let arguments = ["links", "--fuzz", "--seed", "7", "--count", "8", "--project", "scripts/examples/shop"]
        let first = try FlowrunProcess.run(arguments)
        #expect(first.status == 0, "\(first.stdout)\(first.stderr)")
        #expect(first.stdout.hasSuffix("\nno surprises\n"))
        #expect(first.stdout.contains("each opened from 7 starting states (launch, another_tab, under_a_modal, deep_in_a_modal_stack, on_the_login_form, in_the_city_browser, captured_cart_over_catalog)"))
        #expect(try FlowrunProcess.run(arguments).stdout == first.stdout)
        #expect(try FlowrunProcess.run(["links", "--fuzz", "--seed", "8", "--count", "8", "--project", "scripts/examples/shop"]).stdout != first.stdout)
    }

    @Test("a converter that fails or hangs while URLs are made is a surprise, ended by its time limit once, never a green run")
    func brokenConverters() throws {
        func app(_ converter: String) -> String {
            FlowFolder.productApp + """

                local links = route.links()
                links:converter("slow", function(text) \(converter) end)
                links:add("demo://item/:x<slow>", product)
                links:add("demo://home", product)
                app.links(links)
                """
        }
        let failing = try FlowFolder(["app.lua": app("error('broken')")])
        let failed = try FlowrunProcess.run(["links", "--fuzz", "--count", "3"], in: failing.url)
        #expect(failed.status == 1, "\(failed.stdout)\(failed.stderr)")
        #expect(failed.stdout.contains("surprise: no URL made for demo://item/:x<slow>: the converter 'slow' failed on 'TS-001'"), "\(failed.stdout)")
        #expect(!failed.stdout.contains("no surprises"))
        let hanging = try FlowFolder(["app.lua": app("while true do end")])
        let hung = try FlowrunProcess.run(["links", "--fuzz", "--count", "3", "--timeout", "1"], in: hanging.url)
        #expect(!hung.timedOut && hung.status == 1, "\(hung.stdout)\(hung.stderr)")
        #expect(hung.stdout.contains("surprise: no URL made for demo://item/:x<slow>: the converter 'slow' failed on 'TS-001': app.lua:"), "\(hung.stdout)")
        #expect(hung.stdout.contains("took longer than 1 s"), "\(hung.stdout)")
        let looping = try FlowFolder(["app.lua": FlowFolder.productApp + """

            local links = route.links()
            links:add("demo://spin", product, function() while true do end end)
            app.links(links)
            """])
        let spun = try FlowrunProcess.run(["links", "--fuzz", "--count", "20", "--timeout", "1"], in: looping.url)
        #expect(!spun.timedOut && spun.status == 3, "\(spun.stdout)\(spun.stderr)")
        #expect(spun.stdout.contains("stopped: opening demo://spin from launch ran past its time limit"), "\(spun.stdout)")
    }

    @Test("check takes the opening of its own case's URL")
    func checkOwnURL() throws {
        let run = try FlowrunProcess.runFlow("local rows = demo_links:fuzz { count = 1 }\nrows[1].check(open_url('demo://orders'))", app: Self.app.replacingOccurrences(of: "app.links(links)", with: "app.links(links)\ndemo_links = links"))
        #expect(run.stderr.contains("check: this case is demo://product/"), "\(run.stderr)")
        #expect(run.stderr.contains("but the opening given is of demo://orders"), "\(run.stderr)")
    }

    @Test("a starting state that is not defined, or no mode, is an error naming what there is")
    func mistakes() throws {
        let folder = try FlowFolder(["app.lua": Self.app])
        let state = try FlowrunProcess.run(["links", "--fuzz", "--from", "membr"], in: folder.url)
        #expect(state.status == 2)
        #expect(state.stderr.contains("--from membr: no starting state of that name (did you mean 'member'?); the states are launch, member"), "\(state.stderr)")
        let bare = try FlowrunProcess.run(["links"], in: folder.url)
        #expect(bare.status == 2)
        #expect(bare.stderr.contains("give --fuzz"), "\(bare.stderr)")
        let noTable = try FlowFolder(["app.lua": FlowFolder.productApp])
        let none = try FlowrunProcess.run(["links", "--fuzz"], in: noTable.url)
        #expect(none.status == 2)
        #expect(none.stderr.contains("the app has no link table to fuzz"), "\(none.stderr)")
    }

    @Test("links:fuzz gives a test's each one row per URL; check fails the case whose opening surprises, at the test's line")
    func inFlows() throws {
        let folder = try FlowFolder([
            "app.lua": Self.app.replacingOccurrences(of: "app.links(links)", with: "app.links(links)\ndemo_links = links"),
            "flows/fuzz_test.lua": "\ntest(\"fuzzed\", { each = demo_links:fuzz { seed = 2, count = 40 } }, function(_, case) case.check(open_url(case.url)) end)\n",
        ])
        let run = try FlowrunProcess.run(["test", "--no-timings"], in: folder.url)
        #expect(run.status == 1, "\(run.stdout)\(run.stderr)")
        let failed = Set(run.stdout.split(separator: "\n").filter { $0.hasPrefix("✗") })
        #expect(failed == ["✗ flows/fuzz_test.lua › fuzzed [demo://product/-1]"], "\(failed)")
        #expect(run.stdout.contains("flows/fuzz_test.lua:2: it failed (context): the make_context of demo://product/:id<int> failed"), "\(run.stdout)")
        #expect(run.stdout.contains("passed, 1 failed"), "the other cases pass, the refused ones among them")
        let options = try FlowrunProcess.runFlow("route.links():fuzz { count = 0 }", app: "")
        #expect(options.stderr.contains("links:fuzz: count must be a whole number of 1 or more (URLs per route), got 0"), "\(options.stderr)")
        let misspelt = try FlowrunProcess.runFlow("route.links():fuzz { sed = 1 }", app: "")
        #expect(misspelt.stderr.contains("links:fuzz: unknown option 'sed' (did you mean 'seed'?)"), "\(misspelt.stderr)")
    }
}

/// `flowrun links --parity` through the executable, on the shop's platform files.
@Suite("Comparing links with the iOS and Android apps")
struct LinkParityCommandTests {
    static let arguments = ["links", "--parity", "--aasa", "platforms/apple-app-site-association", "--android", "platforms/AndroidManifest.xml",
                            "--nav-graph", "platforms/nav_graph.xml", "--urls", "platforms/urls.txt"]
    static var shop: URL { FlowrunProcess.repositoryRoot.appendingPathComponent("scripts/examples/shop") }

    @Test("each URL says whether iOS, Android and the table take it, and each disagreement says who and why")
    func shopParity() throws {
        let run = try FlowrunProcess.run(Self.arguments, in: Self.shop)
        #expect(run.status == 1, "\(run.stderr)")
        let lines = run.stdout.split(separator: "\n").map(String.init)
        func row(_ url: String) -> [String] {
            (lines.first { $0.hasPrefix(url + " ") } ?? "").split(separator: " ", omittingEmptySubsequences: true).map(String.init)
        }
        #expect(row("shop://product/42") == ["shop://product/42", "app", "app", "shop://product/:id<int>"])
        #expect(row("https://shop.example.com/p/42") == ["https://shop.example.com/p/42", "app", "app", "https://shop.example.com/p/:id<int>"])
        #expect(row("https://shop.example.com/help/returns") == ["https://shop.example.com/help/returns", "web", "web", "https://shop.example.com/*path", "≠"])
        #expect(row("http://shop.example.com/p/42") == ["http://shop.example.com/p/42", "web", "app", "unmatched", "≠"])
        #expect(row("https://other.example.com/p/42") == ["https://other.example.com/p/42", "web", "web", "unmatched"])
        #expect(run.stdout.contains("4 URLs where the sides disagree:"))
        #expect(run.stdout.contains("the table routes it (https://shop.example.com/*path), but iOS does not hand it to the app: not handled: applinks.details[0] components[0] \"/help/*\" exclude matches first"), "\(run.stdout)")
        #expect(run.stdout.contains("Android opens the app (shop.example.com/p/{id}), iOS does not: not a universal link"), "\(run.stdout)")
        #expect(run.stdout.contains("Android: shop.example.com/p/{id} at platforms/nav_graph.xml:14"))
        #expect(try FlowrunProcess.run(Self.arguments, in: Self.shop).stdout == run.stdout, "the same bytes every run")
    }

    @Test("a file that is not of its format is an error at its line; a misspelt key is a warning; options out of place are refused")
    func badFiles() throws {
        let folder = try FlowFolder([
            "bad.json": "{ \"applinks\": { \"details\": [ { \"appIDs\": [\"A.b\"], \"components\": [ { \"/\": 5 } ] } ] } }",
            "typo.json": "{ \"applinks\": { \"details\": [ { \"appIDs\": [\"A.b\"], \"component\": [] } ] } }",
            "bad.xml": "<manifest><application>",
        ])
        func run(_ extra: [String]) throws -> FlowrunProcess {
            try FlowrunProcess.run(["links", "--parity", "--project", "scripts/examples/shop", "--urls", "scripts/examples/shop/platforms/urls.txt"]
                + extra.map { $0.hasPrefix("@") ? folder.url.appendingPathComponent(String($0.dropFirst())).path : $0 })
        }
        let json = try run(["--aasa", "@bad.json"])
        #expect(json.status == 2)
        #expect(json.stderr.contains("bad.json:1: applinks.details[0].components[0][\"/\"]"), "\(json.stderr)")
        let typo = try run(["--aasa", "@typo.json"])
        #expect(typo.stderr.contains("component"), "\(typo.stderr)")
        #expect(typo.stderr.contains("warning"), "\(typo.stderr)")
        let xml = try run(["--android", "@bad.xml"])
        #expect(xml.status == 2)
        #expect(xml.stderr.contains("bad.xml:1"), "\(xml.stderr)")
        let missing = try run(["--android", "@none.xml"])
        #expect(missing.stderr.contains("none.xml: no such file"), "\(missing.stderr)")
        let notURL = try FlowFolder(["urls.txt": "shop://home\n\nnot a url\n"])
        let listed = try FlowrunProcess.run(["links", "--parity", "--project", "scripts/examples/shop", "--android", "scripts/examples/shop/platforms/AndroidManifest.xml",
                                             "--urls", notURL.url.appendingPathComponent("urls.txt").path])
        #expect(listed.status == 2)
        #expect(listed.stderr.contains("urls.txt:3: 'not a url' is not a URL"), "\(listed.stderr)")
        let alone = try FlowrunProcess.run(["links", "--parity", "--project", "scripts/examples/shop"])
        #expect(alone.status == 2)
        #expect(alone.stderr.contains("give --aasa FILE, --android FILE, or both"), "\(alone.stderr)")
        let misplaced = try FlowrunProcess.run(["links", "--fuzz", "--aasa", "x", "--project", "scripts/examples/shop"])
        #expect(misplaced.stderr.contains("are for --parity"), "\(misplaced.stderr)")
    }
}
