import Foundation
import Testing

/// Mistakes a new user makes that used to run something else and pass:
/// each is now an error at the user's line, through the `flowrun` executable.
@Suite("Never silently wrong: a new user's mistakes")
struct SilentMistakeTests {
    private static let app = FlowFolder.productApp + """

        app.class("AccountViewController")
        """

    /// The app with a link table whose `code` converter raises (`demo://c/:c<code>`)
    /// and `demo://p/:id`, then the routes `more` adds, taken by `app.links`.
    private static func linkApp(_ more: String = "") -> String {
        app + """

            local links = route.links()
            links:converter("code", function(text) return text:mtach("%u+") end)
            links:add("demo://c/:c<code>", product)
            links:add("demo://p/:id", product)
            \(more)
            app.links(links)
            """
    }

    /// `flowrun run flow.lua` of `body` after the product app: the first error line.
    private func runError(_ body: String, files: [String: String] = [:]) throws -> String {
        let run = try FlowrunProcess.runFlow(body, app: Self.app, files: files)
        #expect(run.status == 1, "\(body): \(run.stderr)")
        return run.firstErrorLine
    }

    @Test("arguments past those a function reads are errors, never dropped", arguments: [
        ("route.nav.push({ animated = true })", "route.nav.push takes no arguments, but was given 1; the rest would be ignored"),
        ("route.interceptor(function() return true end, nil, { name = 'auth' })", "route.interceptor takes 2 arguments, but was given 3; the rest would be ignored"),
        ("product:adding(route.interceptor(function() return true end), route.context_task(function() end))",
         "a destination has no field 'adding' (it is assembled already: add to the step before its :assemble(), or give every navigation the piece with router:add(…))"),
        ("route.step { finder = route.nil_finder(), factory = route.class_factory('ProductViewController') }:adding(route.interceptor(function() return true end), 5)",
         "step_assembly:adding takes one argument, but was given 2; the rest would be ignored"),
        ("route.step { finder = route.nil_finder(), factory = route.class_factory('ProductViewController') }:adding(function() end)",
         "bad argument #1 to 'step_assembly:adding' (an interceptor, context task or post task expected, got function: wrap the function, as in route.interceptor(f), route.context_task(f) or route.post_task(f))"),
        ("router:navigate(product, 1, { animated = true }, 4)", "router:navigate takes 3 arguments, but was given 4; the rest would be ignored"),
        ("open_url('demo://p', nil, 2)", "open_url takes 2 arguments, but was given 3; the rest would be ignored"),
        ("router:add(route.interceptor(function() return true end), 5)", "router:add takes one argument, but was given 2; the rest would be ignored"),
        ("expect(1 > 0, 'balance %d', 5)", "expect takes two arguments (a condition and a message); the rest would be ignored: build the message first, as in string.format(\"balance %d\", b)"),
        ("expect(app.top().class, 'AccountViewController')", "bad argument #2 to 'expect' (a message expected, got string \"AccountViewController\": expect(actual, expected) passes whatever actual is; to compare, expect_equal(actual, expected))"),
        ("expect(2500, 0)", "bad argument #2 to 'expect' (a message expected, got number 0: expect(actual, expected) passes whatever actual is; to compare, expect_equal(actual, expected); if a call gave it as a second result, as string.find does, keep the first with parentheses: expect((s:find(…))))"),
        ("expect_equal('bbb', ('aaa'):gsub('a', 'b'))", "bad argument #3 to 'expect_equal' (a message expected, got number 3: if a call gave it as a second result, as string.gsub does, keep the first with parentheses: expect_equal(x, (s:gsub(…))))"),
        ("expect(string.rep)", "bad argument #1 to 'expect' (a function is always true, so this could never fail: to check that it exists, expect(f ~= nil); to check what it returns, call it, as in expect(f()))"),
        ("expect_presented()", "expect_presented needs the class expected presented, or nil to expect nothing presented: expect_presented(nil)"),
        ("app:top()", "app.top was called with a colon, which passes app as its first argument: call it as app.top(…), with a dot"),
        ("app.push('HomeViewController', {}, nil, 4)", "app.push takes 3 arguments, but was given 4; the rest would be ignored"),
        ("app.class('my screen')", "'my screen' is not a valid class name: a class is named as in Swift, in one word (MyScreenViewController)"),
        ("route.links():converter('', function() end)", "'' cannot name a converter: a type is named with letters, digits, _ and -, as in :id<slug>"),
        ("route.navigation_delaying_interceptor('wiat')", "unknown strategy 'wiat' (did you mean 'wait'?): a navigation delaying interceptor waits (\"wait\") or aborts (\"abort\")"),
        ("route:nil_finder()", "route.nil_finder was called with a colon, which passes route as its first argument: call it as route.nil_finder(…), with a dot"),
        ("route.links():explain(5)", "bad argument #1 to 'links:explain' (string expected, got number)"),
        ("route.switch():add_case { when = true, from = 7 }", "bad argument #1 to 'switch:add_case' (field 'from': a destination expected, got number)"),
        ("route.single_step { finder = route.nil_finder(), factory = route.class_factory('ProductViewController') }:using(route.nav.push())",
         "a single step has no field 'using' (a single step is a link of a chain: route.chain(step):using(action):from(origin):assemble(), or another step's origin, as in :from(step))"),
    ])
    func extraArguments(body: String, message: String) throws {
        #expect(try runError(body) == "error: flow.lua:1: \(message)")
    }

    @Test("misused objects and API words are errors at the flow's line, naming the public call", arguments: [
        ("print(app.top()[1])", "cannot read node[1]: a node's properties are named by strings (its children are node.children)"),
        ("app.top()[true] = 1", "cannot set node[boolean]: a node's properties are named by strings (its children are node.children)"),
        ("local n = router:navigate(product) n.ok = false", "a navigation's fields are read-only: they say how it went ('ok' cannot be set)"),
        ("router:navigate(3)", "bad argument #1 to 'router:navigate' (a destination (from :assemble()) expected, got number)"),
        ("local routes = { account = product } router:navigate(routes.acount)", "bad argument #1 to 'router:navigate' (a destination (from :assemble()) expected, got nil (a misspelt variable or field, or one left out?))"),
        ("local links = route.links() links:add('demo://product', product) app.links(links) expect_failure(open_url('demo://basket'), 'refused')",
         "expected the link demo://basket to fail with a refused failure, but it failed (unmatched): no route matches demo://basket (demo://product: the host is basket, not product)"),
        ("app.relaunch(3)", "app.relaunch takes no arguments, but was given 1; the rest would be ignored"),
        ("app.ops.select_tab(app.root(), 1, 3)", "app.ops.select_tab takes 2 arguments, but was given 3; the rest would be ignored"),
        ("host:reload('nope')", "host:reload: no module 'nope' has been required; no module is loaded"),
        ("host:generation('nope', 1)", "host:generation takes one argument, but was given 2; the rest would be ignored"),
        ("host:generation('nope')", "host:generation: no module 'nope' has been required; no module is loaded"),
        ("require('lib.claims') host:reload('claims')",
         "host:reload: no module 'claims' has been required (a module is named as require names it, with its folder: did you mean 'lib.claims'?); the modules required are lib.claims"),
        ("login = { log_in = function() end } login.log_inn()", "attempt to call a nil value (field 'log_inn') (did you mean 'login.log_in'?)"),
        ("local claims = require('lib.claims') claims.opne()", "attempt to call a nil value (field 'opne') (did you mean 'open' of the module 'lib.claims'?)"),
        ("fixture('f', function() end, 3)", "fixture 'f' takes a name and a function, but was given more; the rest would be ignored"),
        ("test.each('x', {}, function() end)", "test has no 'each': a parameterised test is one with the each option, as in test(name, { each = { … } }, function(t, value) … end)"),
        ("describe('x', function() end)", "'describe' is not set: no global has that name (flowrun declares tests with test(name, function() … end) and groups them with group(name, function() … end): use group)"),
        ("app.launch { clas = 'HomeViewController' }", "a launch tree entry has no field 'clas' (did you mean 'class'?); its fields are children, class, collapsed, presented, presented_style, properties, selected (or use app.screen, app.navigation, app.tab_bar)"),
        ("route.navigation_factory('HomeViewController')", "bad argument #1 to 'route.navigation_factory' (the class of a navigation controller (UINavigationController, or a class defined from it) expected, got HomeViewController, a screen's class)"),
        ("route.tab_bar_controller('UINavigationController')", "bad argument #1 to 'route.tab_bar_controller' (the class of a tab bar controller (UITabBarController, or a class defined from it) expected, got UINavigationController, another kind of container's)"),
        ("local l = route.links() l:converter('sku', function() end) l:converter('sku', function() end)", "links:converter: this table has a converter 'sku' already; a second would replace it for every route using it (give it another name)"),
        ("app.links(route.links()) app.links(route.links())", "app.links: the app has a link table already (given at flow.lua:1), and a second would drop its routes; add these routes to that table, or call app.links(nil) first to replace it"),
        ("app.on_open_url(function() end) app.on_open_url(function() end)", "app.on_open_url: the app has an open-URL handler already (given at flow.lua:1); one handler sees every link, so a second would silently drop the first: do both in one function, or call app.on_open_url(nil) first to replace it"),
        ("expect()", "expect needs a condition to check, as in expect(balance > 0)"),
        ("app.launch(app.tab_bar { app.navigation { app.screen('HomeViewController') } }) app.present('AccountViewController') app.select_tab(1)",
         "no tab bar on the way to AccountViewController #6: AccountViewController #6 is presented over the tab bar; dismiss it first (app.swipe_down(), or a navigation)"),
        ("local routes = { claim = product } router:navigate(routes.claim, (require('lib.claims')))",
         "bad argument #2 to 'router:navigate' (a context expected, got the module 'lib.claims': was one of its functions called with a colon, m:f(…), where m.f(…) was meant?)"),
        ("route.interceptor(({}).require_user)", "route.interceptor needs a function, got nil (a misspelt variable or field, or one left out?)"),
        ("expect_tab()", "bad argument #1 to 'expect_tab' (a tab number from 1 expected, got nothing)"),
        ("expect_tab(0/0)", "bad argument #1 to 'expect_tab' (a tab number from 1 expected, got NaN)"),
        ("expect_stack('HomeViewController')", "bad argument #1 to 'expect_stack' (a list of class names expected, got the string \"HomeViewController\": a stack of one screen is expect_stack({ \"HomeViewController\" }))"),
        ("expect_top('HomeViewController', { [1] = 2 })", "bad argument #2 to 'expect_top' (properties are named by strings, but the table has the key 1: { name = value } checks a property)"),
        ("expect_equal(1, 1, 'one', 'two')", "expect_equal takes three arguments (the actual value, the expected one and a message), but was given 1 more argument"),
        ("route.step { finder = route.nil_finder(), factory = route.class_factory('HomeViewController') }:using(route.nav.push()):from(route.class_finder('HomeViewController'))",
         "bad argument to 'action_chain:from' (an origin (route.general...), a destination or an intermediate step expected, got a finder)"),
        ("route.single_step { finder = route.nil_finder(), factory = route.class_factory('HomeViewController') }:adding(route.nav.push())",
         "bad argument to 'intermediate:adding' (an interceptor, context task or post task expected, got an action)"),
        ("route.single_container_step { finder = route.nil_finder(), factory = route.class_factory('HomeViewController') }",
         "bad argument to 'route.single_container_step' (a container factory expected, got ClassFactory(HomeViewController), which builds a screen (route.navigation_factory(), route.tab_bar_factory()…))"),
    ])
    func misusedObjects(body: String, message: String) throws {
        #expect(try runError(body, files: ["lib/claims.lua": "return { open = function() end }\n"]) == "error: flow.lua:1: \(message)")
    }

    @Test("pairs over a node visits its properties by name, in order")
    func nodeProperties() throws {
        let run = try FlowrunProcess.runFlow("local n = app.top() n.b = 2 n.a = 'x' for k, v in pairs(n) do print(k, v) end", app: Self.app)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.hasPrefix("a\tx\nb\t2\n"), "\(run.stdout)")
    }

    @Test("app.launch's builders take a list of screens and a table of properties, checked where they are written", arguments: [
        ("app.launch(app.navigation(app.screen('HomeViewController')))", "bad argument #1 to 'app.navigation' (list of screens expected, got one screen (HomeViewController): put it in a list, as in app.navigation { app.screen(\"HomeViewController\") })"),
        ("app.launch(app.tab_bar('HomeViewController'))", "bad argument #1 to 'app.tab_bar' (list of screens expected, got string)"),
        ("app.launch(app.navigation({ app.screen('HomeViewController') }, app.screen('AccountViewController')))",
         "bad argument #2 to 'app.navigation' (properties expected, got a screen (AccountViewController): put every screen in the list, the first argument)"),
        ("app.launch(app.navigation({ 'HomeViewController', 5 }))", "bad argument #1 to 'app.navigation' (item 2: a screen (app.screen, app.navigation, …) or a class name expected, got number)"),
        ("app.launch(app.screen('HomeViewController', 'x'))", "bad argument #2 to 'app.screen' (table of properties expected, got string)"),
    ])
    func launchBuilders(body: String, message: String) throws {
        #expect(try runError(body) == "error: flow.lua:1: \(message)")
    }

    @Test("a pattern's placeholder written another way is an error at links:add, not a static segment", arguments: [
        ("route.links():add('bank://x/{id}', product)", "route pattern 'bank://x/{id}': '{id}' is not a parameter: write a parameter as :id (or :id<int>), the rest of the path as *id"),
        ("route.links():add('bank://x/{id:slug}', product)", "route pattern 'bank://x/{id:slug}': '{id:slug}' is not a parameter: write a parameter as :id (or :id<slug>), the rest of the path as *id"),
        ("route.links():add('bank://*any', product)", "route pattern 'bank://*any': the host '*any' is matched as written, so it cannot hold a parameter or wildcard: write * for any host, and parameters (:name, *rest) in the path"),
    ])
    func patternTypos(body: String, message: String) throws {
        #expect(try runError(body) == "error: flow.lua:1: \(message)")
    }

    @Test("a misspelt global, library function, router function or method gets the nearest name", arguments: [
        ("expect_topp('HomeViewController')", "'expect_topp' is not set (did you mean the global 'expect_top'?): no global has that name; to read one that may be unset, give it a first value (expect_topp = nil) or read it with rawget(_G, \"expect_topp\")"),
        ("rooter:navigate(product)", "'rooter' is not set (did you mean the global 'router'?): no global has that name; to read one that may be unset, give it a first value (rooter = nil) or read it with rawget(_G, \"rooter\")"),
        ("string.fromat('%d', 1)", "attempt to call a nil value (field 'fromat') (did you mean 'string.format'?)"),
        ("local s = ('x'):uper()", "attempt to call a nil value (method 'uper') (did you mean 'upper'?)"),
        ("router:navigat(product)", "router has no 'navigat' (did you mean 'navigate'?); see its functions in types/flowrun.lua (flowrun init writes it)"),
        ("route.links():ad('x://y', product)", "a link table has no field 'ad' (did you mean 'add'?); its methods are add, converter, explain, fuzz, lint, routes"),
        ("expect_top('HomeViewControler')", "bad argument #1 to 'expect_top' (unknown class 'HomeViewControler' (did you mean 'HomeViewController'? or define it with app.class first))"),
        ("expect_stack { 'HomeViewController', 'ProductViewControler' }", "bad argument #1 to 'expect_stack' (unknown class 'ProductViewControler' (did you mean 'ProductViewController'? or define it with app.class first))"),
        ("expect_presented('AcountViewController')", "bad argument #1 to 'expect_presented' (unknown class 'AcountViewController' (did you mean 'AccountViewController'? or define it with app.class first))"),
        ("local l = route.links() l:add('demo://p/:id', product) app.links(l) local o = open_url('demo://p/5') "
            + "expect_equal(o.params, { id = '5' }) print(o.params.idd)", "the params of demo://p/:id have no 'idd' (did you mean 'id'?); its pattern names id"),
    ])
    func misspeltNames(body: String, message: String) throws {
        #expect(try runError(body) == "error: flow.lua:1: \(message)")
    }

    @Test("a missing data file names the folder looked in and the files there")
    func missingDataFiles() throws {
        let data = ["data/accounts.csv": "id\n1\n"]
        #expect(try runError("for line in io.lines('data/acounts.csv') do end", files: data)
            == "error: flow.lua:1: io.lines: data/acounts.csv: no such file (.csv files in 'data': accounts.csv)")
        #expect(try runError("assert(io.open('acounts.csv'))", files: data)
            == "error: flow.lua:1: acounts.csv: no such file (no .csv files in the project folder)")
        #expect(try runError("assert(io.open('dta/accounts.csv'))", files: data)
            == "error: flow.lua:1: dta/accounts.csv: no such file (no folder 'dta' in the project)")
        #expect(try runError("dofile('helpers.lua')", files: data)
            == "error: flow.lua:1: helpers.lua: no such file (.lua files in the project folder: app.lua, flow.lua)")
        let outside = try runError("assert(io.open('../data/accounts.csv'))", files: data)
        #expect(outside.hasPrefix("error: flow.lua:1: io.open: '../data/accounts.csv' is outside the project "), "\(outside)")
        #expect(outside.hasSuffix(": paths start at the project folder, not at the flow's, so write 'data/accounts.csv'"), "\(outside)")
    }

    @Test("a module not found from a subfolder with its own app.lua says that folder may be a project of its own")
    func nestedProjectModules() throws {
        let folder = try FlowFolder([
            "app.lua": Self.app,
            "sub/bank/app.lua": Self.app,
            "sub/bank/helpers.lua": "return { x = 1 }\n",
            "sub/bank/flows/a_test.lua": "local h = require('helpers')\ntest('t', function() expect(h.x == 1) end)\n",
        ])
        let outer = try FlowrunProcess.run(["test", "--no-timings"], in: folder.url)
        #expect(outer.status == 2)
        #expect(outer.stdout.contains("\tmodules are named by their path from the project folder: require \"sub.bank.helpers\"\n"
            + "\tsub/bank has an app.lua of its own: if it is a project of its own, `flowrun test sub/bank` runs it so, finding its modules there"),
            "\(outer.stdout)")
        let inner = try FlowrunProcess.run(["test", "--no-timings", "sub/bank"], in: folder.url)
        #expect(inner.status == 0, "\(inner.stdout)")
    }

    @Test("a module found nowhere names the module meant: a typo, a name with .lua, a name without its folder")
    func missingModules() throws {
        let files = ["src/auth.lua": "return {}\n", "src/cart/init.lua": "return {}\n"]
        for (name, hint) in [
            ("src.auht", "did you mean 'src.auth'?"),
            ("src.auth.lua", "a module is named without '.lua': require \"src.auth\""),
            ("auth", "modules are named by their path from the project folder: require \"src.auth\""),
            ("zzzzqqq", "the project's modules: app, flow, src.auth, src.cart"),
        ] {
            let run = try FlowrunProcess.runFlow("require('\(name)')", app: Self.app, files: files)
            #expect(run.status == 1)
            #expect(run.firstErrorLine == "error: flow.lua:1: module '\(name)' not found:", "\(run.stderr)")
            #expect(run.stderr.contains("\n\t\(hint)\n"), "\(name): \(run.stderr)")
        }
    }

    @Test("tests that could not fail are errors: each with one parameter, a returned false, expect of a function or with a boolean message")
    func testsThatCouldNotFail() throws {
        let folder = try FlowFolder([
            "app.lua": Self.app,
            "flows/each_test.lua": "test('each', { each = { 1, 2 } }, function(id) end)\n",
            "flows/a_test.lua": """
                test('false', function() return false end)
                test('nil why', function() return nil, 'broke' end)
                test('function', function() expect(app.top) end)
                test('two', function() expect(1 == 1, 1 == 2) end)
                test('float', function() expect_equal(0.1 + 0.2, 0.3) end)
                test('modal', function() app.present('AccountViewController') expect_stack({ 'HomeViewController' }) end)
                test('alike', function() expect_equal(setmetatable({}, {}), setmetatable({}, {})) end)
                """,
        ])
        let run = try FlowrunProcess.run(["test", "--no-timings"], in: folder.url)
        #expect(run.status == 2)
        for line in [
            "! flows/each_test.lua: flows/each_test.lua:1: test 'each' has 'each', so its function is called with the test context, then the value: function(t, value); with one parameter it would take the context for the value",
            "    flows/a_test.lua:1: the test function returned false, as if to fail; a test fails by an expectation (expect(…), expect_equal(…)) or an error, so use one",
            "    flows/a_test.lua:2: the test function returned nil, \"broke\", as if to fail;",
            "    flows/a_test.lua:3: bad argument #1 to 'expect' (a function is always true, so this could never fail: to check that it exists, expect(f ~= nil); to check what it returns, call it, as in expect(f()))",
            "    flows/a_test.lua:4: bad argument #2 to 'expect' (a message expected, got boolean:",
            "    flows/a_test.lua:5: expected 0.3, got 0.30000000000000004 (floating-point numbers that differ past the 14th digit",
            "    flows/a_test.lua:6: expected the stack { HomeViewController }, got no stack: the screen the user sees, AccountViewController #3, is presented modally, in no navigation stack",
            "    flows/a_test.lua:7: expected <table>, got <table> (different values that print alike: tables with a metatable are equal only to themselves)",
            "7 tests: 0 passed, 7 failed, 1 file could not be loaded",
        ] {
            #expect(run.stdout.contains(line), "\(line)\n\(run.stdout)")
        }
    }

    @Test("a failure of the app's own link code (handler, converter, make_context) is not taken for a refusal")
    func linkCodeFailures() throws {
        let folder = try FlowFolder([
            "app.lua": Self.linkApp(#"links:add("demo://m/:id", product, function(params) return params.id:nope() end)"#) + """

                app.on_open_url(function(url) if url:find("/h/") then return url:rewrit() end end)
                """,
            "flows/a_test.lua": """
                for _, case in ipairs { { "demo://c/x", "converter" }, { "demo://m/1", "context" }, { "demo://h/1", "handler" } } do
                  test(case[2] .. " unqualified", function() expect_failure(open_url(case[1])) end)
                  test(case[2] .. " named", function() expect_failure(open_url(case[1]), case[2]) end)
                end
                """,
        ])
        let run = try FlowrunProcess.run(["test", "--no-timings"], in: folder.url)
        #expect(run.status == 1)
        #expect(run.stdout.contains("3 failed"), "\(run.stdout)")
        for kind in ["converter", "context", "handler"] {
            #expect(run.stdout.contains("✓ flows/a_test.lua › \(kind) named"), "\(run.stdout)")
            #expect(run.stdout.contains("if that failure is what this checks, say so: expect_failure(nav, \"\(kind)\")"), "\(run.stdout)")
        }
    }

    @Test("a navigation or link opening that failed, never read, fails the test or flow at the line that started it")
    func unreadFailures() throws {
        let folder = try FlowFolder([
            "app.lua": Self.linkApp() + """

                guarded = route.step { finder = route.class_finder("AccountViewController"),
                                       factory = route.class_factory("AccountViewController") }
                  :adding(route.interceptor(function() return false, "log in first" end))
                  :using(route.nav.push()):from(route.general.custom(route.class_finder("UINavigationController")))
                  :assemble()
                """,
            "flows/a_test.lua": """
                test("refused", function() router:navigate(guarded) end)
                test("unmatched", function() open_url("demo://nowhere") end)
                test("converter", function() open_url("demo://c/x") end)
                test("read refused", function() expect_failure(router:navigate(guarded)) end)
                test("read by a field", function() expect(not open_url("demo://nowhere").ok) end)
                test("opened", function() open_url("demo://p/1") end)
                test("shown", function() local nav = router:navigate(guarded) expect(true, "after " .. tostring(nav)) end)
                """,
            "refused.lua": "router:navigate(guarded)\n",
        ])
        let run = try FlowrunProcess.run(["test", "--no-timings"], in: folder.url)
        #expect(run.status == 1)
        #expect(run.stdout.contains("7 tests: 3 passed, 4 failed"), "\(run.stdout)")
        #expect(run.stdout.contains("✗ flows/a_test.lua › shown\n    flows/a_test.lua:7: the test ended after navigation 1 failed (log in first)"), "showing is not reading: \(run.stdout)")
        for line in [
            "flows/a_test.lua:1: the test ended after navigation 1 failed (log in first); it never read that navigation or link (expect_failure(nav) if it means it to fail)",
            "flows/a_test.lua:2: the test ended after link opening 1 (open demo://nowhere) failed (unmatched: no route matches demo://nowhere",
            "flows/a_test.lua:3: the test ended after link opening 1 (open demo://c/x) failed by an error a link parameter's converter raised (app.lua:",
            "(expect_failure(link, \"converter\") if it means to check that error; its ok alone does not tell a broken one from a refusal)",
        ] {
            #expect(run.stdout.contains(line), "\(line)\n\(run.stdout)")
        }
        let flow = try FlowrunProcess.run(["run", "refused.lua"], in: folder.url)
        #expect(flow.status == 1)
        #expect(flow.firstErrorLine == "error: refused.lua:1: the flow ended after navigation 1 failed (log in first); it never read that navigation or link (expect_failure(nav) if it means it to fail)", "\(flow.stderr)")
    }

    @Test("test and group options that contradict the call or give an empty reason are errors at their line", arguments: [
        ("test.only('x', { only = false }, function() expect(true) end)", "test.only 'x' has only = false, which says the opposite: use test(…) without it, or drop the false"),
        ("group.skip('g', { skip = false }, function() end)", "group.skip 'g' has skip = false, which says the opposite: use group(…) without it, or drop the false"),
        ("test('y', { skip = '' }, function() expect(true) end)", "test 'y': skip needs a reason (skip = \"why\") or true, got an empty string"),
        ("test.skip('y', ' ', function() expect(true) end)", "test 'y': skip needs a reason (skip = \"why\") or true, got an empty string"),
    ])
    func contradictoryOptions(line: String, message: String) throws {
        let folder = try FlowFolder(["app.lua": Self.app, "flows/a_test.lua": line + "\ntest('z', function() expect(true) end)\n"])
        let run = try FlowrunProcess.run(["test", "--no-timings"], in: folder.url)
        #expect(run.status == 2)
        #expect(run.stdout.hasPrefix("! flows/a_test.lua: flows/a_test.lua:1: \(message)\n"), "\(run.stdout)")
    }

    @Test("a route added to the app's link table after app.links is linted as it comes")
    func routesAddedLater() throws {
        let run = try FlowrunProcess.runFlow("""
            local links = route.links()
            links:add("demo://p/:id", product)
            app.links(links)
            links:add("demo://p/:id", product)
            """, app: Self.app)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stderr == "lua warning: link table: demo://p/:id (flow.lua:4): duplicates demo://p/:id (flow.lua:2)\n", "\(run.stderr)")
    }

    @Test("an app definition that shows no screen is warned about, once, in test and run")
    func appWithoutLaunch() throws {
        let folder = try FlowFolder([
            "app.lua": "app.class('HomeViewController')\n",
            "flows/a_test.lua": "test('a', function() expect(true) end)\ntest('b', function() expect(true) end)\n",
            "flow.lua": "print('ran')\n",
        ])
        let warning = "lua warning: app.lua: the app definition shows no screen (it never calls app.launch), so every flow starts from an empty window\n"
        for arguments in [["test", "--no-timings"], ["test", "--no-timings", "-j", "1"], ["run", "flow.lua"]] {
            let run = try FlowrunProcess.run(arguments, in: folder.url)
            #expect(run.status == 0, "\(arguments): \(run.stderr)")
            #expect(run.stderr == warning, "\(arguments): \(run.stderr)")
        }
    }

    @Test("a test that checked nothing (no expectation, assert or step) fails; one step or assert is enough")
    func testsCheckingNothing() throws {
        let folder = try FlowFolder([
            "app.lua": Self.app,
            "flows/a_test.lua": """
                test("empty", function() end)
                test("prints", function() print("looks fine") end)
                test("asserts", function() assert(1 + 1 == 2) end)
                test("navigates", function() router:navigate(product) end)
                test("commands", function() app.push("AccountViewController") end)
                test.skip("placeholder", "not written yet", function() end)
                """,
        ])
        let run = try FlowrunProcess.run(["test", "--no-timings"], in: folder.url)
        #expect(run.status == 1)
        #expect(run.stdout.contains("6 tests: 3 passed, 2 failed, 1 skipped"), "\(run.stdout)")
        for (line, name) in [(1, "empty"), (2, "prints")] {
            #expect(run.stdout.contains("✗ flows/a_test.lua › \(name)\n    flows/a_test.lua:\(line): the test checked nothing: its function made no expectation or assert "
                + "and no navigation, link opening, command or wait (what its fixtures, before_each and starting state did is not counted), "
                + "so it would pass whatever the app does"), "\(run.stdout)")
        }
    }

    @Test("files that are no flows or reports that would overwrite are refused before anything runs")
    func refusedFiles() throws {
        let folder = try FlowFolder([
            "app.lua": Self.app,
            "lib/helpers.lua": "return {}\n",
            "flows/empty_test.lua": "local x = 1\n",
            "flows/a_test.lua": "test('a', function() expect(true) end)\n",
        ])
        let module = try FlowrunProcess.run(["test", "lib/helpers.lua"], in: folder.url)
        #expect(module.status == 2)
        #expect(module.firstErrorLine.hasPrefix("flowrun: lib/helpers.lua: not a flow file: it declares no tests"), "\(module.stderr)")
        for (report, said) in [
            ("junit=flows", "--report junit=flows: a folder; name the report's file, as in junit=flows/report.xml"),
            ("junit=app.lua", "--report junit=app.lua: that is a Lua file, which the report would overwrite"),
        ] {
            let run = try FlowrunProcess.run(["test", "--report", report, "flows/a_test.lua"], in: folder.url)
            #expect(run.status == 64 || run.status == 2, "\(run.stderr)")
            #expect(run.stderr.contains(said), "\(run.stderr)")
        }
        let twice = try FlowrunProcess.run(["test", "--report", "junit=r.xml", "--report", "tap=./r.xml", "flows/a_test.lua"], in: folder.url)
        #expect(twice.stderr.contains("name the same file"), "\(twice.stderr)")
        #expect(try String(contentsOf: folder.url.appending(path: "app.lua"), encoding: .utf8) == Self.app)
        let graph = try FlowrunProcess.run(["graph", "nope.lua"], in: folder.url)
        #expect(graph.status == 2)
        #expect(graph.firstErrorLine == "error: nope.lua: cannot read the routes: no such file", "\(graph.stderr)")
    }

    @Test("a project option naming the wrong kind of file says which option fits")
    func projectOptions() throws {
        let folder = try FlowFolder([
            "app.lua": Self.app,
            "flows/a_test.lua": "test('a', function() expect(true) end)\n",
            "afile": "",
        ])
        let cases: [([String], String)] = [
            (["test", "--project", "app.lua"], "flowrun: --project app.lua: a file, not a folder: --project names the project's folder; to name the app definition, use --app app.lua"),
            (["test", "--config", "app.lua"], "flowrun: --config app.lua: a Lua file; the configuration is JSON (flowrun.json): to name the app definition, use --app app.lua"),
            (["test", "--app", "flows/a_test.lua"], "flowrun: --app flows/a_test.lua: a flow file (*_test.lua), not an app definition: the app definition is the file every test starts from, such as app.lua"),
            (["init", "afile"], "flowrun: afile is a file: init writes the starter project into a folder; name a new folder (flowrun init NEW_FOLDER)"),
        ]
        for (arguments, message) in cases {
            let run = try FlowrunProcess.run(arguments, in: folder.url)
            #expect(run.status == 2, "\(arguments): \(run.stderr)")
            #expect(run.firstErrorLine == message, "\(arguments)")
        }
        let named = try FlowrunProcess.run(["test", "--project", "flows"], in: folder.url)
        #expect(named.stderr.contains("no flowrun.json or app.lua in \(folder.url.path)/flows, the folder --project names; use --app FILE; \(folder.url.path) above it is a project"), "\(named.stderr)")
        try "{\n  \"app\": \"app.lua\"\n  \"flows\": [\"flows\"]\n}\n".write(to: folder.url.appending(path: "flowrun.json"), atomically: true, encoding: .utf8)
        let comma = try FlowrunProcess.run(["test"], in: folder.url)
        #expect(comma.firstErrorLine.hasSuffix(#"flowrun.json:3:3: not valid JSON (expected ',' or '}' after the value of "app", found '"flows": ["f'; a comma is missing before it)"#), "\(comma.stderr)")
        try "{\n  \"app\": app.lua\n}\n".write(to: folder.url.appending(path: "flowrun.json"), atomically: true, encoding: .utf8)
        let unquoted = try FlowrunProcess.run(["test"], in: folder.url)
        #expect(unquoted.firstErrorLine.hasSuffix(#"flowrun.json:2:10: not valid JSON (expected a value, found 'app.lua\u{a}}\u{a}'; a string must be in double quotes)"#), "\(unquoted.stderr)")

    }

    @Test("what a suite runs is said: \"ignore\" inside the flow folders, a shell pattern in \"flows\", a misspelt ignored path, an upper-case .LUA, a near tag, a comma in --report, an only a selection leaves out")
    func suiteChoices() throws {
        let folder = try FlowFolder([
            "flowrun.json": #"{ "app": "app.lua", "flows": ["flows/*_test.lua"], "ignore": ["flows/slow_test.lua"] }"#,
            "app.lua": Self.app,
            "flows/a_test.lua": "test('a', { tags = { 'smoke' } }, function() expect(true) end)\ntest('b', { tags = { 'Smoke' } }, function() expect(true) end)\n",
            "flows/slow_test.lua": "test('slow', function() expect(false) end)\n",
            "flows/c_test.LUA": "test('c', function() expect(false) end)\n",
            "flows/focus_test.lua": "test.only('focus', { tags = { 'wip' } }, function() expect(true) end)\n",
        ])
        let run = try FlowrunProcess.run(["test", "--no-timings", "--tag", "smoke"], in: folder.url)
        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
        #expect(!run.stdout.contains("slow"), "\"ignore\" leaves it out: \(run.stdout)")
        #expect(!run.stderr.contains("outside the"), "a pattern's files are the suite's: \(run.stderr)")
        #expect(run.stderr.contains("flows/c_test.LUA declares tests but is not run: flow files end in _test.lua (rename it c_test.lua)"), "\(run.stderr)")
        #expect(run.stdout.contains("warning: --tag 'smoke': some tests are tagged 'Smoke' instead, which it does not select (tags compare exactly; a misspelt tag?)"), "\(run.stdout)")
        let named = try FlowrunProcess.run(["test", "--no-timings", "flows/slow_test.lua"], in: folder.url)
        #expect(named.status == 1, "an ignored file runs when named: \(named.stdout)")
        let forbid = try FlowrunProcess.run(["test", "--no-timings", "--forbid-only", "--tag", "smoke"], in: folder.url)
        #expect(forbid.status == 2, "a selection leaving the only out leaves it in the files: \(forbid.stdout)")
        let comma = try FlowrunProcess.run(["test", "--report", "json=-,tap=-"], in: folder.url)
        #expect(comma.status == 2)
        #expect(comma.firstErrorLine == "Error: --report takes one report, but 'json=-,tap=-' holds another after a comma ('tap=…'): give each its own --report, as in --report json=- --report tap=-", "\(comma.stderr)")
        try #"{ "app": "app.lua", "ignore": ["flows/slwo_test.lua"] }"#.write(to: folder.url.appending(path: "flowrun.json"), atomically: true, encoding: .utf8)
        let misspelt = try FlowrunProcess.run(["test"], in: folder.url)
        #expect(misspelt.status == 2)
        #expect(misspelt.stderr.contains("\"ignore\" names flows/slwo_test.lua, which does not exist in \(folder.url.standardizedFileURL.path) (did you mean 'flows/slow_test.lua'?)"), "\(misspelt.stderr)")
        try #"{ "app": "app.lua" }"#.write(to: folder.url.appending(path: "flowrun.json"), atomically: true, encoding: .utf8)
        try "test('p', function() app.top().restaurant_id = 12; expect_top('HomeViewController', { restaurant_idd = 12 }) end)\n"
            .write(to: folder.url.appending(path: "flows/p_test.lua"), atomically: true, encoding: .utf8)
        let property = try FlowrunProcess.run(["test", "--no-timings", "flows/p_test.lua"], in: folder.url)
        #expect(property.stdout.contains("flows/p_test.lua:1: HomeViewController on top: expected restaurant_idd = 12, got nil (it has no property 'restaurant_idd'; did you mean 'restaurant_id'?)"), "\(property.stdout)")
    }
}
