import Foundation
import Testing

/// `flowrun open`, `explain` and `routes` end to end.
@Suite("flowrun open, explain and routes")
struct LinkCommandTests {
    /// The product app with a link table: an int route, a bare one it beats,
    /// a login-guarded account, and (with `lint`) a duplicate; flows that
    /// push a screen and log in.
    static func project(lint: Bool = false) throws -> FlowFolder {
        try FlowFolder([
            "app.lua": FlowFolder.productApp + """

                app.class("AccountViewController")
                app.class("LoginViewController")
                user = nil
                local account = route.step { finder = route.class_finder("AccountViewController"), factory = route.class_factory("AccountViewController") }
                  :adding(route.interceptor(function()
                    if user then return true end
                    local shown = route.redirect("demo://login")
                    route.wait_until(function() return user ~= nil end)
                    return true
                  end))
                  :using(route.nav.push()):from(route.general.custom(route.class_finder("UINavigationController"))):assemble()
                local login = route.step { finder = route.class_finder("LoginViewController"), factory = route.class_factory("LoginViewController") }
                  :using(route.general.present_modally()):from(route.general.current()):assemble()
                links = route.links()
                links:add("demo://product/:id<int>", product, function(p) return p.id end)
                links:add("demo://product/:name", product)
                links:add("demo://account", account)
                links:add("demo://login", login)
                \(lint ? #"links:add("demo://login", login)"# : "")
                app.links(links)
                """,
            "start.lua": "app.push(\"HomeViewController\")",
            "logged_in.lua": "user = { name = \"ada\" }",
        ])
    }

    @Test("open prints the outcome, the tree and the trace; --cold starts from the launch tree; --from sets the starting state")
    func open() throws {
        let project = try Self.project()
        let opened = try FlowrunProcess.run(["open", "demo://product/42", "--from", "start.lua"], in: project.url)
        #expect(opened.status == 0, "\(opened.stderr)")
        #expect(opened.stdout.hasPrefix("open demo://product/42: opened\nroute: demo://product/:id<int> (app.lua:"))
        #expect(opened.stdout.contains("params: {id = 42}"))
        #expect(opened.stdout.contains("window main\n  UINavigationController\n    HomeViewController\n    HomeViewController\n    ProductViewController\n"))
        #expect(opened.stdout.contains("navigate to ClassFinder(ProductViewController"), "the routing trace")
        let withIDs = try FlowrunProcess.run(["open", "demo://product/42", "--ids"], in: project.url)
        #expect(withIDs.stdout.contains("\n    ProductViewController #"), "\(withIDs.stdout)")
        let cold = try FlowrunProcess.run(["open", "demo://product/42", "--from", "start.lua", "--cold"], in: project.url)
        #expect(cold.stdout.contains("window main\n  UINavigationController\n    HomeViewController\n    ProductViewController\n\n"), "\(cold.stdout)")
    }

    @Test("open says why a link did not land, with exit code 1: unknown, waiting for a login, invalid")
    func openFailures() throws {
        let project = try Self.project()
        let unknown = try FlowrunProcess.run(["open", "demo://basket"], in: project.url)
        #expect(unknown.status == 1)
        #expect(unknown.stdout.hasPrefix("open demo://basket: failed (unmatched)\nerror: no route matches demo://basket (demo://product/:id<int>: the host is basket, not product;"))
        let waiting = try FlowrunProcess.run(["open", "demo://account"], in: project.url)
        #expect(waiting.status == 1)
        #expect(waiting.stdout.hasPrefix("open demo://account: pending (an interceptor is waiting for the user)"))
        #expect(waiting.stdout.contains("✓ redirect to demo://login: navigate to"), "\(waiting.stdout)")
        #expect(waiting.stdout.contains("=> LoginViewController"))
        let invalid = try FlowrunProcess.run(["open", "no scheme"], in: project.url)
        #expect(invalid.status == 1)
        #expect(invalid.stdout.contains("failed (invalid)"))
        let noTable = try FlowFolder(["app.lua": FlowFolder.productApp])
        let missing = try FlowrunProcess.run(["open", "demo://product/1"], in: noTable.url)
        #expect(missing.status == 2)
        #expect(missing.firstErrorLine.contains("the app defines no link table"))
    }

    @Test("explain lists every route with its verdict, names the winner and the rule, then opens the link")
    func explain() throws {
        let project = try Self.project()
        let run = try FlowrunProcess.run(["explain", "demo://product/42"], in: project.url)
        #expect(run.status == 0, "\(run.stderr)")
        let lines = run.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines[0] == "explain demo://product/42")
        #expect(lines[1] == "scheme demo, host product, path /42")
        #expect(lines[3].hasPrefix("  1. demo://product/:id<int> (app.lua:") && lines[3].hasSuffix("matched {id = 42}  ← winner"))
        #expect(lines[4].contains("2. demo://product/:name") && lines[4].hasSuffix("matched {name = \"42\"}"))
        #expect(lines[5].contains("3. demo://account") && lines[5].hasSuffix("no: the host is product, not account"))
        #expect(run.stdout.contains("winner: demo://product/:id<int>: at segment 1, demo://product/:id<int>'s typed parameter ':id<int>' is more specific than demo://product/:name's parameter ':name'"))
        #expect(run.stdout.contains("open demo://product/42: opened"))
        #expect(run.stdout.contains("navigate to ClassFinder(ProductViewController"))
        let none = try FlowrunProcess.run(["explain", "demo://nothing"], in: project.url)
        #expect(none.status == 1)
        #expect(none.stdout.contains("no route matches"))
    }

    @Test("explain --from opens the link from the state a flow sets up; a malformed URL exits 1 saying why")
    func explainFromAndMalformed() throws {
        let project = try Self.project()
        let waiting = try FlowrunProcess.run(["explain", "demo://account"], in: project.url)
        #expect(waiting.status == 1)
        #expect(waiting.stdout.contains("open demo://account: pending"), "\(waiting.stdout)")
        let loggedIn = try FlowrunProcess.run(["explain", "demo://account", "--from", "logged_in.lua"], in: project.url)
        #expect(loggedIn.status == 0, "\(loggedIn.stdout)\(loggedIn.stderr)")
        #expect(loggedIn.stdout.contains("open demo://account: opened"))
        let malformed = try FlowrunProcess.run(["explain", "no scheme"], in: project.url)
        #expect(malformed.status == 1)
        #expect(malformed.firstErrorLine == "error: 'no scheme' is not a URL: it needs a scheme, as in myapp://product/42")
    }

    @Test("routes lists the table; --lint fails on a duplicate")
    func routes() throws {
        let project = try Self.project(), duplicating = try Self.project(lint: true)
        let clean = try FlowrunProcess.run(["routes", "--lint"], in: project.url)
        #expect(clean.status == 0, "\(clean.stderr)")
        #expect(clean.stdout.hasPrefix("1. demo://product/:id<int>  app.lua:"))
        #expect(clean.stdout.hasSuffix("lint: no problems\n"))
        let duplicated = try FlowrunProcess.run(["routes", "--lint"], in: duplicating.url)
        #expect(duplicated.status == 1)
        #expect(duplicated.stdout.contains("lint: 1 problem\n  demo://login (app.lua:"))
        #expect(duplicated.stdout.contains("duplicates demo://login (app.lua:"))
        let listed = try FlowrunProcess.run(["routes"], in: duplicating.url)
        #expect(listed.status == 0)
    }
}
