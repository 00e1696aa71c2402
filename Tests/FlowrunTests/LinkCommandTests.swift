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
                local function require_user()
                  if user then return true end
                  local shown = route.redirect("demo://login")
                  route.wait_until(function() return user ~= nil end)
                  return true
                end
                local account = route.step { finder = route.class_finder("AccountViewController"), factory = route.class_factory("AccountViewController") }
                  :adding(route.interceptor(require_user))
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
                app.on_open_url(function(url)
                  local old = url:match("^demo://item/(%d+)$")
                  if old then return "demo://product/" .. old end
                  if url == "demo://quiet" then return false, "not now" end
                  if url == "demo://failing" then return nil, "no network" end
                  if url == "demo://answer" then return 42 end
                end)
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
        #expect(opened.stdout.hasPrefix(
            "open demo://product/42: opened\nthe app's open-URL handler let it through unchanged\nroute: demo://product/:id<int> (app.lua:"))
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
        #expect(unknown.stdout.hasPrefix("open demo://basket: failed (unmatched)\nthe app's open-URL handler let it through unchanged\nerror: no route matches demo://basket (demo://product/:id<int>: the host is basket, not product;"))
        let waiting = try FlowrunProcess.run(["open", "demo://account"], in: project.url)
        #expect(waiting.status == 1)
        #expect(waiting.stdout.hasPrefix(
            "open demo://account: pending: Lua interceptor require_user (app.lua:12) is waiting (route.wait_until at app.lua:15)\n"),
            "\(waiting.stdout)")
        #expect(waiting.stdout.contains("· [0.000s] interceptor: Lua interceptor require_user (app.lua:12): waiting\n"), "the trace so far")
        #expect(waiting.stderr.contains("flowrun: demo://account did not open (pending)"))
        #expect(waiting.stdout.contains("✓ redirect to demo://login: navigate to"), "\(waiting.stdout)")
        #expect(waiting.stdout.contains("=> LoginViewController"))
        let broken = try FlowFolder([
            "app.lua": FlowFolder.productApp + """

                local checked = route.step { finder = route.class_finder("ProductViewController"), factory = route.class_factory("ProductViewController") }
                  :adding(route.interceptor(function() return sesion.user ~= nil end))
                  :using(route.nav.push()):from(route.general.custom(route.class_finder("UINavigationController"))):assemble()
                local links = route.links()
                links:add("demo://broken", checked)
                app.links(links)
                """,
        ])
        let lua = try FlowrunProcess.run(["open", "demo://broken"], in: broken.url)
        #expect(lua.status == 1)
        #expect(lua.stdout.hasPrefix("open demo://broken: failed (lua_error)\n"), "\(lua.stdout)")
        #expect(lua.stderr == "flowrun: demo://broken did not open (lua_error)\n", "\(lua.stderr)")
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
        #expect(lines[2] == "the app's open-URL handler let it through unchanged")
        #expect(lines[4].hasPrefix("  1. demo://product/:id<int> (app.lua:") && lines[4].hasSuffix("matched {id = 42}  ← winner"))
        #expect(lines[5].contains("2. demo://product/:name") && lines[5].hasSuffix("matched {name = \"42\"}"))
        #expect(lines[6].contains("3. demo://account") && lines[6].hasSuffix("no: the host is product, not account"))
        #expect(run.stdout.contains("winner: demo://product/:id<int>: at segment 1, demo://product/:id<int>'s typed parameter ':id<int>' is more specific than demo://product/:name's parameter ':name'"))
        #expect(run.stdout.contains("open demo://product/42: opened"))
        #expect(run.stdout.contains("navigate to ClassFinder(ProductViewController"))
        let none = try FlowrunProcess.run(["explain", "demo://nothing"], in: project.url)
        #expect(none.status == 1)
        #expect(none.stdout.contains("no route matches"))
    }

    @Test("open and explain show the app's open-URL handler's verdict and the URL routed: a rewrite, a refusal, a bad answer")
    func openURLHandler() throws {
        let project = try Self.project()
        let rewritten = try FlowrunProcess.run(["open", "demo://item/7"], in: project.url)
        #expect(rewritten.status == 0, "\(rewritten.stderr)")
        #expect(rewritten.stdout.hasPrefix(
            "open demo://item/7: opened\nthe app's open-URL handler rewrote it: demo://item/7 → demo://product/7\nroute: demo://product/:id<int>"),
            "\(rewritten.stdout)")
        let explained = try FlowrunProcess.run(["explain", "demo://item/7"], in: project.url)
        #expect(explained.status == 0, "\(explained.stdout)\(explained.stderr)")
        let lines = explained.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines[1] == "scheme demo, host item, path /7")
        #expect(lines[2] == "the app's open-URL handler rewrote it: demo://item/7 → demo://product/7")
        #expect(lines[3] == "routed demo://product/7: scheme demo, host product, path /7")
        #expect(lines[5].hasPrefix("  1. demo://product/:id<int> (app.lua:") && lines[5].hasSuffix("matched {id = 7}  ← winner"), "\(explained.stdout)")
        #expect(explained.stdout.contains("open demo://item/7: opened"))
        let refused = try FlowrunProcess.run(["explain", "demo://quiet"], in: project.url)
        #expect(refused.status == 1)
        #expect(refused.stdout.contains("the app's open-URL handler refused it: not now"), "\(refused.stdout)")
        #expect(!refused.stdout.contains("no route matches"))
        let failing = try FlowrunProcess.run(["open", "demo://failing"], in: project.url)
        #expect(failing.status == 1)
        #expect(failing.stdout.contains("the app's open-URL handler refused it: no network"), "nil and a reason, Lua's failure, refuses: \(failing.stdout)")
        let carriage = try FlowrunProcess.run(["open", "demo://product/42\r"], in: project.url)
        #expect(carriage.status == 1)
        #expect(carriage.stderr == "flowrun: demo://product/42\\u{d} did not open (invalid)\n", "a control character is shown, not obeyed: \(carriage.stderr)")
        #expect(carriage.stdout.contains("it holds a carriage return, \\r (a CRLF line ending read with the value?) at character 18"), "\(carriage.stdout)")
        let answered = try FlowrunProcess.run(["open", "demo://answer"], in: project.url)
        #expect(answered.status == 1)
        #expect(answered.stdout.contains(
            "the app's open-URL handler (app.lua:30) returned 42 (a number); it returns nothing or true to open the link, a URL string to open instead, or false (or nil) and a reason to refuse it"),
            "\(answered.stdout)")
    }

    @Test("in a flow: a link says what the handler rewrote it to, and a pending one's trace reads as far as it got, redirects after it or not")
    func linkFieldsInFlows() throws {
        let project = try Self.project()
        try """
            print(open_url("demo://item/7").rewrite)
            local waiting = open_url("demo://account")
            print(waiting.trace:match("interceptor: [^\\n]*"))
            print(waiting)
            user = "ann"
            app.settle()
            expect_ok(waiting)
            print(waiting.trace:match("result: [^\\n]*"))
            """.write(to: project.url.appendingPathComponent("flow.lua"), atomically: true, encoding: .utf8)
        let run = try FlowrunProcess.run(["run", "flow.lua"], in: project.url)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.hasPrefix("""
            demo://product/7
            interceptor: Lua interceptor require_user (app.lua:12): waiting
            pending: Lua interceptor require_user (app.lua:12) is waiting (route.wait_until at app.lua:15)
            result: success

            """), "its trace is kept though the login's redirect came after it: \(run.stdout)")
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
        #expect(duplicated.stderr.isEmpty, "each finding is said once, in the list: \(duplicated.stderr)")
        let listed = try FlowrunProcess.run(["routes"], in: duplicating.url)
        #expect(listed.status == 0)
    }

    @Test("lint finds a bare parameter a typed :x<string> beats; a make_context returning nothing fails the link; a misspelt scheme or host is named; a check converter keeps the text; a handler returning the URL it got lets it through")
    func linkCodeMistakes() throws {
        let folder = try FlowFolder([
            "app.lua": FlowFolder.productApp + """

                links = route.links()
                links:converter("code", function(text) return text:match("^%u+$") ~= nil end)
                links:add("demo://p/:id", product)
                links:add("demo://p/:id<string>", product, function(p) return p.id end)
                links:add("demo://forgot/:id<int>", product, function(p) local id = p.id end)
                links:add("demo://c/:c<code>", product, function(p) return p.c end)
                links:add("demo://s?status<string>?", product)
                app.links(links)
                app.on_open_url(function(url) return url end)
                """,
            "codes.lua": "local link = open_url('demo://c/ABC')\nprint(link.ok, link.params.c)\n",
        ])
        let lint = try FlowrunProcess.run(["routes", "--lint"], in: folder.url)
        #expect(lint.status == 1)
        #expect(lint.stdout.contains("demo://p/:id (app.lua:11): never wins: demo://p/:id<string> (app.lua:12) matches everything it does and ranks above it (a typed parameter beats a bare one)"), "\(lint.stdout)")
        let forgot = try FlowrunProcess.run(["open", "demo://forgot/1"], in: folder.url)
        #expect(forgot.status == 1)
        #expect(forgot.stdout.contains("the make_context of demo://forgot/:id<int> returned nothing; return the context (return nil, explicitly, for none)"), "\(forgot.stdout)")
        #expect(forgot.stdout.contains("the app's open-URL handler returned the URL it was given, so it went through unchanged"), "\(forgot.stdout)")
        let scheme = try FlowrunProcess.run(["open", "dmeo://p/1"], in: folder.url)
        #expect(scheme.status == 1)
        #expect(scheme.stdout.contains("no route matches dmeo://p/1: no route takes the scheme dmeo (did you mean demo?)"), "\(scheme.stdout)")
        let host = try FlowrunProcess.run(["open", "demo://forgt/1"], in: folder.url)
        #expect(host.stdout.contains("no route matches demo://forgt/1: no route takes the host forgt (did you mean forgot?)"), "\(host.stdout)")
        let query = try FlowrunProcess.run(["open", "demo://s?stauts=open&utm=x"], in: folder.url)
        #expect(query.status == 0, "\(query.stderr)")
        #expect(query.stdout.contains("warning: the query parameter 'stauts' is not one the route takes (did you mean 'status'?), so it is ignored"), "\(query.stdout)")
        #expect(!query.stdout.contains("'utm'"), "a parameter no route reads, and near none, is the URL's own: \(query.stdout)")
        let codes = try FlowrunProcess.run(["run", "codes.lua"], in: folder.url)
        #expect(codes.status == 0, "\(codes.stderr)")
        #expect(codes.stdout.hasPrefix("true\tABC\n"), "\(codes.stdout)")
    }
}
