import Foundation
import Testing

/// Leaving a case out on purpose: `t.skip("why")` inside a running test,
/// reported skipped with its reason in every report, and a matrix's
/// `exclude`, whose cases are never generated.
@Suite("t.skip and a matrix's exclude, through flowrun")
struct SkipAndExcludeTests {
    static func project(_ flow: String) throws -> FlowFolder {
        try FlowFolder([
            "app.lua": FlowFolder.productApp,
            "flowrun.json": "{ \"app\": \"app.lua\", \"flows\": [\"flows\"] }",
            "flows/cart_test.lua": flow,
        ])
    }

    @Test("t.skip(\"why\") stops the test, reported skipped with the reason in the console, JUnit and TAP; a pcall catching it still skips")
    func skipAtRunTime() throws {
        let folder = try Self.project("""
            test("cart", { matrix = { user = { "guest", "member" } } }, function(t, case)
              if case.user == "guest" then t.skip("guests have no cart") end
              expect_top("HomeViewController")
            end)
            test("caught", function(t)
              pcall(t.skip, "not on this build")
              expect(true)
            end)
            """)
        let run = try FlowrunProcess.run(["test", "--no-timings", "--report", "junit=junit.xml", "--report", "tap=out.tap"], in: folder.url)
        #expect(run.status == 0, "\(run.stdout)\n\(run.stderr)")
        #expect(run.stdout.contains("- flows/cart_test.lua › cart [user=guest] (skipped: guests have no cart)\n"), "\(run.stdout)")
        #expect(run.stdout.contains("✓ flows/cart_test.lua › cart [user=member]\n"), "\(run.stdout)")
        #expect(run.stdout.contains("- flows/cart_test.lua › caught (skipped: not on this build)\n"), "\(run.stdout)")
        #expect(run.stdout.hasSuffix("3 tests: 1 passed, 2 skipped\n"), "\(run.stdout)")
        let junit = try String(contentsOf: folder.url.appending(path: "junit.xml"), encoding: .utf8)
        #expect(junit.contains("<skipped message=\"guests have no cart\"/>"), "\(junit)")
        let tap = try String(contentsOf: folder.url.appending(path: "out.tap"), encoding: .utf8)
        #expect(tap.contains("ok 1 - flows/cart_test.lua › cart [user=guest] # SKIP guests have no cart\n"), "\(tap)")
    }

    @Test("an early return leaves a case checking nothing, whatever its fixtures and starting state checked: it fails, pointing at t.skip")
    func earlyReturnAfterSetUp() throws {
        let folder = try FlowFolder([
            "app.lua": FlowFolder.productApp + """

                state("on_product", function() expect_ok(router:navigate(product)) end)
                fixture("checked", function() expect(true) end)
                """,
            "flowrun.json": "{ \"app\": \"app.lua\", \"flows\": [\"flows\"] }",
            "flows/cart_test.lua": """
                test("cart", { fixtures = { "checked" }, matrix = { from = states() } }, function(t, case)
                  if case.from ~= "launch" then return end
                  expect_top("HomeViewController")
                end)
                """,
        ])
        let run = try FlowrunProcess.run(["test", "--no-timings"], in: folder.url)
        #expect(run.status == 1, "\(run.stdout)\n\(run.stderr)")
        #expect(run.stdout.contains("✓ flows/cart_test.lua › cart [from=launch]\n"), "\(run.stdout)")
        #expect(run.stdout.contains("✗ flows/cart_test.lua › cart [from=on_product]\n"), "\(run.stdout)")
        #expect(run.stdout.contains("flows/cart_test.lua:1: the test checked nothing: its function made no expectation"), "\(run.stdout)")
        #expect(run.stdout.contains("skip a case that does not apply with t.skip(\"why\")"), "\(run.stdout)")
        #expect(run.stdout.hasSuffix("2 tests: 1 passed, 1 failed\n"), "\(run.stdout)")
    }

    @Test("t.skip without a reason fails the test at its line")
    func skipNeedsAReason() throws {
        let folder = try Self.project("""
            test("cart", function(t)
              t.skip()
            end)
            """)
        let run = try FlowrunProcess.run(["test", "--no-timings"], in: folder.url)
        #expect(run.status == 1, "\(run.stdout)\n\(run.stderr)")
        #expect(run.stdout.contains("flows/cart_test.lua:2: t.skip needs a reason, as in t.skip(\"no cart for guests\"), got nil"), "\(run.stdout)")
    }

    @Test("a matrix's exclude leaves out the combinations each entry names: they are never generated")
    func exclude() throws {
        let folder = try Self.project("""
            test("cart", { matrix = { user = { "guest", "member" }, page = { "cart", "home" },
                                      exclude = { { user = "guest", page = "cart" } } } }, function(t, case)
              expect(case.user ~= "guest" or case.page ~= "cart")
            end)
            """)
        let listed = try FlowrunProcess.run(["test", "--list"], in: folder.url)
        #expect(listed.status == 0, "\(listed.stdout)\n\(listed.stderr)")
        #expect(listed.stdout == """
            flows/cart_test.lua › cart [page=cart, user=member]
            flows/cart_test.lua › cart [page=home, user=guest]
            flows/cart_test.lua › cart [page=home, user=member]

            """, "\(listed.stdout)")
        let run = try FlowrunProcess.run(["test", "--no-timings"], in: folder.url)
        #expect(run.stdout.hasSuffix("3 tests: 3 passed\n"), "\(run.stdout)")
    }

    @Test("an exclude entry naming an axis or value the matrix does not have is an error at the test's line, with the name meant")
    func excludeTypo() throws {
        for (entry, said) in [
            ("{ usr = \"guest\" }", "exclude entry 1 names the axis 'usr', which the matrix does not have (did you mean 'user'?); its axes are page, user"),
            ("{ user = \"gust\" }", "exclude entry 1 gives the axis 'user' the value 'gust', which it does not have (did you mean 'guest'?); its values are guest, member"),
            ("{}", "exclude entry 1 names no axis, so it would leave out every case"),
            ("{ user = \"guest\" }, { user = \"member\" }", "its exclude leaves out every case of the matrix, so it declares no test"),
        ] {
            let folder = try Self.project("""
                test("cart", { matrix = { user = { "guest", "member" }, page = { "cart", "home" }, exclude = { \(entry) } } },
                  function(t, case) expect(true) end)
                """)
            let run = try FlowrunProcess.run(["test", "--no-timings"], in: folder.url)
            #expect(run.status == 2, "\(run.stdout)\n\(run.stderr)")
            #expect(run.stdout.contains("flows/cart_test.lua:1: test 'cart': \(said)"), "\(run.stdout)")
        }
    }
}
