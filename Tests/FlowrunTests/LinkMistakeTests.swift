import Foundation
import Testing

/// Deep-link mistakes that used to pass silently, through the executable:
/// a misspelt link under a negative check, required query parameters
/// beside a catch-all, custom types the fuzzer could not fill, and the
/// fix offered for a parameter written without its colon.
@Suite("Deep-link mistakes")
struct LinkMistakeTests {
    /// A travel app: trips, a booking by a custom reference type, a hotel
    /// needing two query parameters, and a catch-all to the home screen.
    static let app = FlowFolder.productApp + """

        app.class("TripsViewController")
        app.class("HotelViewController")
        local function screen(name)
          return route.step { finder = route.class_finder(name), factory = route.class_factory(name) }
            :using(route.nav.push()):from(route.general.custom(route.class_finder("UINavigationController"))):assemble()
        end
        local trips, hotel, home = screen("TripsViewController"), screen("HotelViewController"), screen("HomeViewController")
        links = route.links()
        links:add("travel://trips", trips)
        links:add("travel://trips/:id<int>/details", trips)
        links:add("https://travel.example.com/hotel/:id<int>?checkin&checkout", hotel)
        links:add("https://travel.example.com/*path", home)
        app.links(links)
        """

    @Test("a failing link one edit from a route warns where its failure is read, with the route; the run stays green without --strict")
    func misspeltLinkUnderNegativeCheck() throws {
        let folder = try FlowFolder([
            "app.lua": Self.app,
            "flows/links_test.lua": """
                test("a typo fails", function()
                  expect_failure(open_url("travel://trps"))
                end)
                test("a misspelt segment fails", function()
                  local link = open_url("travel://trips/7/detials")
                  expect(not link.ok)
                  expect(link.near_miss == "travel://trips/7/details")
                end)
                test("a typo and a bad value", function()
                  expect_failure(open_url("travel://trps/x/details"))
                end)
                test("an unknown link says nothing more", function()
                  local link = open_url("travel://basket")
                  expect_failure(link)
                  expect(link.near_miss == nil)
                end)
                """,
        ])
        let run = try FlowrunProcess.run(["test", "--no-timings"], in: folder.url)
        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
        let all = run.stdout + run.stderr
        #expect(all.contains(
            "flows/links_test.lua:2: travel://trps matched no route; did you mean travel://trips (route travel://trips, app.lua:17)? A check that this link fails tests the typo, not the route"),
            "\(all)")
        #expect(all.contains(
            "flows/links_test.lua:6: travel://trips/7/detials matched no route; did you mean travel://trips/7/details (route travel://trips/:id<int>/details, app.lua:18)?"),
            "\(all)")
        #expect(all.contains(
            "flows/links_test.lua:10: travel://trps/x/details matched no route; did you mean travel://trips/x/details (route travel://trips/:id<int>/details, app.lua:18)? Spelt that way it would still fail (segment 1 'x' is not an int for :id), but a check that this link fails tests the typo, not the route"),
            "\(all)")
        #expect(!all.contains("travel://basket matched no route"), "\(all)")
        #expect(!all.contains("flows/links_test.lua:7:"), "reading near_miss is not the check: \(all)")
    }

    @Test("a misspelt link a catch-all takes and refuses (generic) warns too, naming both routes")
    func misspeltLinkRefusedByCatchAll() throws {
        let folder = try FlowFolder([
            "app.lua": Self.app.replacingOccurrences(of: "app.links(links)", with: """
                local nowhere = route.step { finder = route.class_finder("HomeViewController"), factory = route.class_factory("HomeViewController") }
                  :adding(route.interceptor(function() return false, "no such page" end))
                  :using(route.nav.push()):from(route.general.custom(route.class_finder("UINavigationController"))):assemble()
                links:add("travel://*/*rest", nowhere)
                app.links(links)
                """),
            "flows/links_test.lua": "test(\"a typo fails\", function()\n  expect_failure(open_url(\"travel://trps\"))\nend)\n",
        ])
        let run = try FlowrunProcess.run(["test", "--no-timings"], in: folder.url)
        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
        #expect(run.stdout.contains(
            "flows/links_test.lua:2: travel://trps went to route travel://*/*rest and failed (generic); did you mean travel://trips (route travel://trips, app.lua:17)? A check that this link fails tests the typo, not the route"),
            "\(run.stdout)")
    }

    @Test("flowrun open and explain warn of a link one edit from a route on stderr, and its error names the route")
    func misspeltLinkOpened() throws {
        let folder = try FlowFolder(["app.lua": Self.app])
        let run = try FlowrunProcess.run(["open", "travel://trips/7/detials"], in: folder.url)
        #expect(run.status == 1)
        #expect(run.stdout.contains("error: no route matches travel://trips/7/detials: did you mean travel://trips/7/details (route travel://trips/:id<int>/details, app.lua:18)?"), "\(run.stdout)")
        #expect(run.stderr.contains(
            "flowrun: warning: travel://trips/7/detials matched no route; did you mean travel://trips/7/details (route travel://trips/:id<int>/details, app.lua:18)? A check that this link fails tests the typo, not the route"),
            "\(run.stderr)")
        let explained = try FlowrunProcess.run(["explain", "travel://trips/7/detials"], in: folder.url)
        #expect(explained.status == 1 && explained.stderr.contains("flowrun: warning: travel://trips/7/detials matched no route; did you mean"), "\(explained.stderr)")
        let good = try FlowrunProcess.run(["open", "travel://trips"], in: folder.url)
        #expect(good.status == 0 && !good.stderr.contains("did you mean"), "\(good.stderr)")
    }

    @Test("lint finds a route whose required query parameters send a link lacking them to a catch-all; a route of its own without them is no problem")
    func requiredQueryBesideCatchAll() throws {
        let folder = try FlowFolder(["app.lua": Self.app])
        let lint = try FlowrunProcess.run(["routes", "--lint"], in: folder.url)
        #expect(lint.status == 1, "\(lint.stdout)\(lint.stderr)")
        #expect(lint.stdout.contains("""
            lint: 1 problem
              https://travel.example.com/hotel/:id<int>?checkin&checkout (app.lua:19): a link without its required query parameters checkin, checkout \
            goes to the catch-all https://travel.example.com/*path (app.lua:20) instead (as https://travel.example.com/hotel/1 does); \
            mark them optional (checkin?&checkout?) if the route can do without, or check that such a link is meant to land there
            """), "\(lint.stdout)")
        let open = try FlowrunProcess.run(["open", "travel://trips"], in: folder.url)
        #expect(open.stderr.contains("lua warning: link table: https://travel.example.com/hotel/:id<int>?checkin&checkout (app.lua:19): a link without"), "warned of on every run, as lint findings are: \(open.stderr)")

        let withDatelessRoute = try FlowFolder(["app.lua": Self.app.replacingOccurrences(
            of: "app.links(links)", with: "links:add(\"https://travel.example.com/hotel/:id<int>\", home)\napp.links(links)")])
        let clean = try FlowrunProcess.run(["routes", "--lint"], in: withDatelessRoute.url)
        #expect(clean.status == 0 && clean.stdout.contains("lint: no problems"), "\(clean.stdout)")
    }

    @Test("explain says which route lost only for want of its required query parameters, and where the link went")
    func explainMissingQuery() throws {
        let folder = try FlowFolder(["app.lua": Self.app])
        let run = try FlowrunProcess.run(["explain", "https://travel.example.com/hotel/3?checkin=2026-01-01"], in: folder.url)
        #expect(run.status == 0, "it opened, on the wrong screen: \(run.stderr)")
        #expect(run.stdout.contains("winner: https://travel.example.com/*path (the only match)\n"), "\(run.stdout)")
        #expect(run.stdout.contains("""
            params: {path = "hotel/3"}
            warning: route https://travel.example.com/hotel/:id<int>?checkin&checkout (app.lua:19) needs query parameter checkout, which the link lacks; \
            it went to the catch-all https://travel.example.com/*path (app.lua:20)

            """), "\(run.stdout)")
        let unmatched = try FlowFolder(["app.lua": Self.app.replacingOccurrences(of: "links:add(\"https://travel.example.com/*path\", home)", with: "")])
        let lost = try FlowrunProcess.run(["explain", "https://travel.example.com/hotel/3"], in: unmatched.url)
        #expect(lost.status == 1)
        #expect(lost.stdout.contains("""
            no route matches
            route https://travel.example.com/hotel/:id<int>?checkin&checkout (app.lua:19) needs query parameters checkin, checkout, which the link lacks; no other route took it
            """), "\(lost.stdout)")
        let fine = try FlowrunProcess.run(["explain", "https://travel.example.com/hotel/3?checkin=1&checkout=2"], in: folder.url)
        #expect(!fine.stdout.contains("which the link lacks"), "\(fine.stdout)")
    }

    /// The travel app with bookings by a reference of three capitals and three digits, `examples` given with its converter.
    static func bookingApp(examples: String?) -> String {
        app.replacingOccurrences(of: "app.links(links)", with: """
            links:converter("booking", function(text) return text:match("^%u%u%u%d%d%d$") end\(examples.map { ", { examples = \($0) }" } ?? ""))
            links:add("travel://booking/:ref<booking>", trips)
            app.links(links)
            """)
    }

    static let fuzzFlows = """
        test("plain", function() expect_ok(open_url("travel://trips")) end)
        test("fuzzed", { each = links:fuzz { count = 2 } }, function(_, case) case.check(open_url(case.url)) end)
        """

    @Test("a custom type's examples give the fuzzer valid links for its routes")
    func converterExamplesFuzzed() throws {
        let folder = try FlowFolder(["app.lua": Self.bookingApp(examples: #"{ "ABC123" }"#), "flows/fuzz_test.lua": Self.fuzzFlows])
        let fuzz = try FlowrunProcess.run(["links", "--fuzz", "--count", "2"], in: folder.url)
        #expect(!fuzz.stdout.contains("no URL made"), "\(fuzz.stdout)")
        #expect(fuzz.stdout.contains("travel://booking/:ref<booking> "), "the route has a row of its own: \(fuzz.stdout)")
        let run = try FlowrunProcess.run(["test", "--no-timings"], in: folder.url)
        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
        #expect(run.stdout.contains("✓ flows/fuzz_test.lua › fuzzed [travel://booking/ABC123]"), "\(run.stdout)")
        #expect(!(run.stdout + run.stderr).contains("no URL made"), "\(run.stdout)\(run.stderr)")
    }

    @Test("without examples, the routes links:fuzz cannot fill are warned of once, when the fuzzed test runs, naming the fix; not on other tests or commands")
    func unfuzzableOnlyWhenFuzzing() throws {
        let folder = try FlowFolder(["app.lua": Self.bookingApp(examples: nil), "flows/fuzz_test.lua": Self.fuzzFlows])
        let plain = try FlowrunProcess.run(["test", "--no-timings", "--filter", "plain"], in: folder.url)
        #expect(plain.status == 0 && !(plain.stdout + plain.stderr).contains("no URL made"), "\(plain.stdout)\(plain.stderr)")
        let open = try FlowrunProcess.run(["open", "travel://trips"], in: folder.url)
        #expect(open.status == 0 && !open.stderr.contains("no URL made"), "\(open.stderr)")
        let fuzzed = try FlowrunProcess.run(["test", "--no-timings", "--filter", "fuzzed"], in: folder.url)
        let all = fuzzed.stdout + fuzzed.stderr
        let note = "flows/fuzz_test.lua:2: links:fuzz: no URL made for travel://booking/:ref<booking>: the converter of 'booking' took none of the texts tried"
        #expect(all.components(separatedBy: note).count == 2, "said once: \(all)")
        #expect(all.contains(#"so no valid URL could be made; give it values it takes: links:converter("booking", fn, { examples = { ... } })"#), "\(all)")
    }

    @Test("a converter's examples are checked by the converter itself, at its line", arguments: [
        (#"{ "ABC123", "abc" }"#, "app.lua:21: links:converter 'booking': the converter (app.lua:21) does not take its example 'abc' (it returned nil or false); give examples it takes, or fix the converter"),
        (#"{ 123 }"#, "app.lua:21: links:converter examples: item 1 is a number; each example is the text a link holds (a string)"),
        (#"{}"#, #"app.lua:21: links:converter examples must be a non-empty list of texts the converter takes, as { examples = { "ABC123" } }"#),
    ])
    func badExamples(examples: String, message: String) throws {
        let folder = try FlowFolder(["app.lua": Self.bookingApp(examples: examples)])
        let run = try FlowrunProcess.run(["open", "travel://trips"], in: folder.url)
        #expect(run.status == 2, "\(run.stdout)\(run.stderr)")
        #expect(run.stderr.contains(message), "\(run.stderr)")
    }

    @Test("a link a catch-all takes from a route that wanted only its required query is warned of in a test and by flowrun open")
    func catchAllTookLinkWithoutQuery() throws {
        let folder = try FlowFolder([
            "app.lua": Self.app,
            "flows/hotel_test.lua": "test(\"hotel\", function()\n  expect_ok(open_url(\"https://travel.example.com/hotel/3\"))\nend)\n",
        ])
        let run = try FlowrunProcess.run(["test", "--no-timings"], in: folder.url)
        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
        #expect(run.stdout.contains(
            "flows/hotel_test.lua:2: link https://travel.example.com/hotel/3: route https://travel.example.com/hotel/:id<int>?checkin&checkout (app.lua:19) needs query parameters checkin, checkout, which the link lacks; it went to the catch-all https://travel.example.com/*path (app.lua:20)"),
            "\(run.stdout)")
        let open = try FlowrunProcess.run(["open", "https://travel.example.com/hotel/3"], in: folder.url)
        #expect(open.status == 0)
        #expect(open.stdout.contains("warning: route https://travel.example.com/hotel/:id<int>?checkin&checkout (app.lua:19) needs query parameters checkin, checkout"), "\(open.stdout)")
    }

    @Test("the fix offered for a parameter written without its colon spells it as a parameter", arguments: [
        ("travel://hotel/id<int>", "'id<int>' is not a parameter: write a parameter as :id (or :id<int>), the rest of the path as *id"),
        ("travel://hotel/<id>", "'<id>' is not a parameter: write a parameter as :id (or :id<int>), the rest of the path as *id"),
        ("travel://hotel/{ref:booking}", "'{ref:booking}' is not a parameter: write a parameter as :ref (or :ref<booking>), the rest of the path as *ref"),
    ])
    func parameterWithoutColon(pattern: String, message: String) throws {
        let run = try FlowrunProcess.runFlow("route.links():add('\(pattern)', product)", app: FlowFolder.productApp)
        #expect(run.stderr.contains("flow.lua:1: route pattern '\(pattern)': \(message)"), "\(run.stderr)")
    }
}
