import Foundation
import Testing

/// `{ cold = true }` means one thing from every starting state: the app
/// relaunched from its launch tree. A state is part of that tree only when
/// it says so (a capture's `launch = true`); a capture launched over the
/// app's own tree without saying is an error at the cold start, naming the
/// choice. Through `flowrun test`.
@Suite("Cold starts from starting states")
struct ColdStartTests {
    /// A navigation stack on a home screen, a `cart` link pushing the cart,
    /// and states: one a function reaches, and a capture of a product
    /// pushed over home as a moment, as the launch, and undecided.
    private static let app = """
        app.class("HomeViewController")
        app.class("ProductViewController")
        app.class("CartViewController")
        app.launch(app.navigation { app.screen("HomeViewController") })
        cart = route.step { finder = route.class_finder("CartViewController"),
                            factory = route.class_factory("CartViewController") }
          :using(route.nav.push())
          :from(route.general.custom(route.class_finder("UINavigationController")))
          :assemble()
        local links = route.links()
        links:add("demo://cart", cart)
        app.links(links)
        state("pushed", function() expect_ok(router:navigate(cart)) end)
        state("captured_moment", "captures/product.txt", { launch = false })
        state("captured_launch", "captures/product.txt", { launch = true })
        state("captured", "captures/product.txt")
        """

    private static let capture = """
        <UINavigationController 0x7fb2e200a200>, state: appeared, view: <UILayoutContainerView 0x7fb2e0d0bd20>
           | <Shop.HomeViewController 0x7fb2e0e04a10>, state: disappeared, view: <UIView 0x7fb2e0d0c3f0> not in the window
           | <Shop.ProductViewController 0x7fb2e0f0e4b0>, state: appeared, view: <UIView 0x7fb2e0d2a8c0>

        """

    @Test("cold relaunches the launch tree: a function's state and a moment are gone, a launch capture stays; undecided is an error naming the choice")
    func oneMeaning() throws {
        let folder = try FlowFolder([
            "app.lua": Self.app,
            "captures/product.txt": Self.capture,
            "flows/cold_test.lua": """
                local stacks = {
                  launch = "HomeViewController CartViewController",
                  pushed = "HomeViewController CartViewController",
                  captured_moment = "HomeViewController CartViewController",
                  captured_launch = "HomeViewController ProductViewController CartViewController",
                }
                test("cold", { matrix = { from = states { "launch", "pushed", "captured_moment", "captured_launch" } } }, function(_, case)
                  expect_ok(open_url("demo://cart", { cold = true }))
                  local classes = {}
                  for _, node in ipairs(app.root().children) do classes[#classes + 1] = node.class end
                  expect_equal(table.concat(classes, " "), stacks[case.from])
                end)
                test("warm", { matrix = { from = states { "captured" } } }, function()
                  expect_ok(open_url("demo://cart"))
                end)
                test("undecided", { matrix = { from = states { "captured" } } }, function()
                  open_url("demo://cart", { cold = true })
                end)
                """,
        ])
        let run = try FlowrunProcess.run(["test", "--no-timings", "--color", "never"], in: folder.url)
        #expect(run.status == 1, "\(run.stdout)")
        for from in ["launch", "pushed", "captured_moment", "captured_launch"] {
            #expect(run.stdout.contains("✓ flows/cold_test.lua › cold [from=\(from)]\n"), "\(run.stdout)")
        }
        #expect(run.stdout.contains("✓ flows/cold_test.lua › warm [from=captured]\n"), "undecided is fine warm: \(run.stdout)")
        #expect(run.stdout.contains("""
            ✗ flows/cold_test.lua › undecided [from=captured]
                flows/cold_test.lua:17: a cold start after app.launch_from("captures/product.txt"), launched over the app's own launch tree: \
            say which it relaunches, with { launch = true } (the capture is how the app launches: it relaunches the capture) or \
            { launch = false } (a moment of the running app: it relaunches the app's own launch tree), in app.launch_from(path, { … }) or state(name, path, { … })
            """), "\(run.stdout)")
    }

    @Test("a capture the only launch there is relaunches itself; launch = false needs a launch of the app's own; a captured state's options are checked")
    func captureAlone() throws {
        let folder = try FlowFolder([
            "app.lua": "app.class(\"HomeViewController\")\napp.class(\"ProductViewController\")\nstate(\"product\", \"captures/product.txt\")\n",
            "captures/product.txt": Self.capture,
            "flows/alone_test.lua": """
                test("relaunch", { matrix = { from = states { "product" } } }, function()
                  app.push("HomeViewController")
                  app.relaunch()
                  expect_top("ProductViewController")
                end)
                test("moment", function()
                  app.launch_from("captures/product.txt", { launch = false })
                end)
                """,
            "flows/options_test.lua": "state(\"s\", \"captures/product.txt\", { lanch = true })\n",
        ])
        let run = try FlowrunProcess.run(["test", "--no-timings", "--color", "never"], in: folder.url)
        #expect(run.stdout.contains("✓ flows/alone_test.lua › relaunch [from=product]\n"), "\(run.stdout)")
        #expect(run.stdout.contains("flows/alone_test.lua:7: app.launch_from(\"captures/product.txt\", { launch = false }): a moment of the running app needs a launch tree of the app's own for a cold start to relaunch, and the app has none (app.launch); leave launch out, or give launch = true"), "\(run.stdout)")
        #expect(run.stdout.contains("! flows/options_test.lua: flows/options_test.lua:1: state 's': a captured state has no option 'lanch' (did you mean 'launch'?); its option is launch (true or false)"), "\(run.stdout)")
    }
}
