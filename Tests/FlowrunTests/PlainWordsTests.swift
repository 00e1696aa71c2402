import Foundation
import Testing

/// Messages aimed at the user's code, and runs that would have been green
/// by mistake: each case through the `flowrun` executable.
@Suite("Plain words at the user's line; no green run by mistake")
struct PlainWordsTests {
    /// An account behind an interceptor that waits for a login, named by a
    /// local function; a guard module whose interceptor is named by it.
    static func project(_ flows: [String: String] = [:]) throws -> FlowFolder {
        var files = flows
        files["app.lua"] = FlowFolder.productApp + """

            app.class("AccountViewController")
            user = nil
            local function require_user()
              route.wait_until(function() return user ~= nil end)
              return true
            end
            account = route.step { finder = route.class_finder("AccountViewController"), factory = route.class_factory("AccountViewController") }
              :adding(route.interceptor(require_user))
              :using(route.nav.push()):from(route.general.custom(route.class_finder("UINavigationController"))):assemble()
            local guards = require("guards")
            guarded = route.step { finder = route.class_finder("AccountViewController"), factory = route.class_factory("AccountViewController") }
              :adding(route.interceptor(guards.check))
              :using(route.nav.push()):from(route.general.custom(route.class_finder("UINavigationController"))):assemble()
            links = route.links()
            links:add("demo://account", account)
            app.links(links)
            fixture("logged_in", function() user = "ada" end)
            """
        files["guards.lua"] = """
            local guards = {}

            function guards.check()
              return false, "no"
            end

            return guards
            """
        return try FlowFolder(files)
    }

    @Test("expect_ok and expect_failure say how the navigation stands: pending on which interceptor and wait, failed how, succeeded")
    func navigationStanding() throws {
        let folder = try Self.project([
            "flows/a_test.lua": """
                test("pending", function() expect_ok(open_url("demo://account")) end)
                test("failed", function() expect_ok(router:navigate(guarded)) end)
                test("succeeded", function() expect_failure(router:navigate(product)) end)
                test("wrong kind", function() expect_failure(router:navigate(guarded), "composition_failed") end)
                test("not a navigation", function() expect_ok(app.top()) end)
                test("printed", function() local nav = router:navigate(account); print(nav); expect(nav.pending) end)
                """,
        ])
        let run = try FlowrunProcess.run(["test", "--no-timings"], in: folder.url)
        #expect(run.status == 1)
        let out = run.stdout
        #expect(out.contains("flows/a_test.lua:1: expected the link demo://account to succeed, but it is still pending: "
            + "Lua interceptor require_user (app.lua:11) is waiting (route.wait_until at app.lua:12)\n"), "\(out)")
        #expect(out.contains("flows/a_test.lua:2: expected the navigation to succeed, but it failed (generic): no\n"), "\(out)")
        #expect(out.contains("flows/a_test.lua:3: expected the navigation to fail, but it succeeded\n"), "\(out)")
        #expect(out.contains("flows/a_test.lua:4: expected the navigation to fail with a composition_failed failure, but it failed (generic): no\n"), "\(out)")
        #expect(out.contains("flows/a_test.lua:5: bad argument #1 to 'expect_ok' (a navigation (router:navigate) or link opening (open_url) expected, got node)"), "\(out)")
        #expect(out.contains("│ pending: Lua interceptor require_user (app.lua:11) is waiting (route.wait_until at app.lua:12)"), "\(out)")
        #expect(out.contains("✓ flows/a_test.lua › printed"))
    }

    @Test("interceptors are named in traces by their variable or module function, with where they are defined")
    func interceptorNames() throws {
        let folder = try Self.project(["routes.lua": "return { account = account, guarded = guarded }\n"])
        let graph = try FlowrunProcess.run(["graph", "routes.lua", "--format", "mermaid"], in: folder.url)
        #expect(graph.stdout.contains("interceptor: Lua interceptor guards.check (guards.lua:3)"), "\(graph.stdout)\(graph.stderr)")
        #expect(graph.stdout.contains("interceptor: Lua interceptor require_user (app.lua:11)"), "\(graph.stdout)")
    }

    @Test("a test that ends with a navigation pending it never looked at fails at the line that started it")
    func unexaminedPending() throws {
        let folder = try Self.project([
            "flows/a_test.lua": """
                test("forgot", function()
                  open_url("demo://account")
                end)
                test("meant it", function() expect(open_url("demo://account").pending) end)
                test("finished", { fixtures = { "logged_in" } }, function() open_url("demo://account") end)
                """,
        ])
        let run = try FlowrunProcess.run(["test", "--no-timings"], in: folder.url)
        #expect(run.status == 1)
        #expect(run.stdout.contains("✗ flows/a_test.lua › forgot\n    flows/a_test.lua:2: the test ended while navigation 1 (open demo://account) is still pending: "
            + "Lua interceptor require_user (app.lua:11) is waiting (route.wait_until at app.lua:12); it never read that navigation or link"), "\(run.stdout)")
        #expect(run.stdout.contains("✓ flows/a_test.lua › meant it"))
        #expect(run.stdout.contains("✓ flows/a_test.lua › finished"))
    }

    @Test("declarations that would run nothing are errors: an empty each, a test inside a test; a misspelt fixture names the nearest")
    func declarations() throws {
        let folder = try Self.project([
            "flows/each_test.lua": "test('none', { each = {} }, function() expect(true) end)\n",
            "flows/nested_test.lua": "test('outer', function()\n  test('inner', function() expect(true) end)\nend)\n",
            "flows/fixture_test.lua": "test('typo', { fixtures = { 'loged_in' } }, function() expect(true) end)\n",
        ])
        let run = try FlowrunProcess.run(["test", "--no-timings"], in: folder.url)
        #expect(run.status == 2)
        #expect(run.stdout.contains("! flows/each_test.lua: flows/each_test.lua:1: test 'none': 'each' has no values, so it declares no test"), "\(run.stdout)")
        #expect(run.stdout.contains("flows/nested_test.lua:2: test 'inner' is declared inside the test 'outer', where it would never run"), "\(run.stdout)")
        #expect(run.stdout.contains("flows/fixture_test.lua:1: no fixture named 'loged_in' (did you mean 'logged_in'?); the fixtures are logged_in"), "\(run.stdout)")
    }

    @Test("names that would clash are errors: a test or each case declared twice, a fixture defined twice or inside a test; an unknown failure kind names the kinds")
    func clashingNames() throws {
        let folder = try Self.project([
            "flows/twice_test.lua": "test('a', function() expect(true) end)\ngroup('g', function() test('a', function() expect(true) end) end)\ntest('a', function() expect(true) end)\n",
            "flows/each_test.lua": "test('b', { each = { { name = 'x' }, { name = 'x' } } }, function() expect(true) end)\n",
            "flows/fixture_test.lua": "fixture('logged_in', function() end)\n",
            "flows/late_test.lua": "test('late', function()\n  fixture('later', function() expect(true) end)\nend)\n",
            "flows/kind_test.lua": "test('kind', function()\n  local nav = router:navigate(account)\n  expect_failure(nav, 'generc')\nend)\n",
        ])
        let run = try FlowrunProcess.run(["test", "--no-timings"], in: folder.url)
        #expect(run.status == 2)
        #expect(run.stdout.contains("! flows/twice_test.lua: flows/twice_test.lua:3: test 'a' is already declared at flows/twice_test.lua:1;"), "\(run.stdout)")
        #expect(run.stdout.contains("! flows/each_test.lua: flows/each_test.lua:1: test 'b': its each values 1 and 2 both give the case the name [x]; make them distinct (or give tables with a name field)"), "\(run.stdout)")
        #expect(run.stdout.contains("! flows/fixture_test.lua: flows/fixture_test.lua:1: fixture 'logged_in' is already defined at app.lua:"), "\(run.stdout)")
        #expect(run.stdout.contains("flows/late_test.lua:2: fixture 'later' is defined inside the test 'late', after its fixtures ran"), "\(run.stdout)")
        #expect(run.stdout.contains("flows/kind_test.lua:3: expect_failure: unknown failure kind 'generc' (did you mean 'generic'?); the kinds are invalid, unmatched,"), "\(run.stdout)")
    }

    @Test("reading a property a node lacks, near one it has (or a node field), warns at the line with the name meant; a plain absent one reads nil quietly")
    func misspeltProperty() throws {
        let folder = try Self.project([
            "flows/read_test.lua": """
                test("reads", function()
                  local top = app.top()
                  top.amount = 5
                  expect_equal(top.amout, nil)
                  expect_equal(top.childern, nil)
                  for _ = 1, 3 do expect_equal(top.amout, nil) end
                  expect_equal(top.note, nil)
                  expect_equal(app.root().amout, nil)
                end)
                """,
        ])
        let run = try FlowrunProcess.run(["test", "--no-timings"], in: folder.url)
        #expect(run.status == 0, "\(run.stdout)")
        #expect(run.stdout.contains("""
            ✓ flows/read_test.lua › reads
                warning: flows/read_test.lua:4: HomeViewController has no property 'amout' (did you mean 'amount'?), so reading it gives nil
                warning: flows/read_test.lua:5: HomeViewController has no property 'childern' (did you mean 'children'?), so reading it gives nil
                warning: flows/read_test.lua:6: HomeViewController has no property 'amout' (did you mean 'amount'?), so reading it gives nil

            """), "a test's warnings are shown with it: \(run.stdout)")
        #expect(run.stderr.isEmpty, "\(run.stderr)")
        try "local top = app.top()\ntop.amount = 1\nfor _ = 1, 1000 do local _ = top.amout end\n".write(to: folder.url.appendingPathComponent("loop.lua"), atomically: true, encoding: .utf8)
        let loop = try FlowrunProcess.run(["run", "loop.lua"], in: folder.url)
        #expect(loop.status == 0)
        #expect(loop.stderr == "lua warning: loop.lua:3: HomeViewController has no property 'amout' (did you mean 'amount'?), so reading it gives nil\n", "a read in a loop warns once: \(loop.stderr)")
    }

    @Test("a navigation refused while another waits names that one, where it started and what it waits for; a coroutine failing on the line that resumed it says the line once")
    func busyAndCoroutine() throws {
        let folder = try Self.project([
            "flows/busy_test.lua": """
                test("busy", function()
                  local first = router:navigate(account)
                  local link = open_url("demo://account")
                  expect_failure(link, "busy")
                  print(link.error)
                  router:navigate(product)
                end)
                """,
            "flows/co_test.lua": "test('co', function() coroutine.wrap(function() error('boom') end)() end)\n",
        ])
        let run = try FlowrunProcess.run(["test", "--no-timings"], in: folder.url)
        let pending = "navigation 1 started at flows/busy_test.lua:2 is still pending: Lua interceptor require_user (app.lua:11) is waiting (route.wait_until at app.lua:12); let it finish (or fail) before navigating again"
        #expect(run.stdout.contains("│ " + pending + "\n"), "\(run.stdout)")
        #expect(run.stdout.contains("flows/busy_test.lua:6: " + pending + "\n"), "\(run.stdout)")
        #expect(run.stdout.contains("    flows/co_test.lua:1: boom\n"), "\(run.stdout)")
    }

    @Test("a variable misspelt where a name or list was meant is an error: an empty or holed fixtures/tags list, a test taking a parameter with no each, expect_equal with one value")
    func misspeltVariables() throws {
        let folder = try Self.project([
            "flows/fixtures_test.lua": "local names = {}\ntest('x', { fixtures = { names.logged_in } }, function() expect(true) end)\n",
            "flows/tags_test.lua": "local names = {}\ntest('x', { tags = { 'a', names.nothing, 'b' } }, function() expect(true) end)\n",
            "flows/each_test.lua": "local data = { rows = { 1, 2 } }\ntest('x', { each = data.rowz }, function(_, id) end)\n",
            "flows/equal_test.lua": "test('x', function() expect_equal(app.top().balance) end)\n",
        ])
        let run = try FlowrunProcess.run(["test", "--no-timings"], in: folder.url)
        #expect(run.status == 2)
        #expect(run.stdout.contains("flows/fixtures_test.lua:2: test 'x': option 'fixtures' is an empty list, so it names nothing (a misspelt variable, { logged_in } for { \"logged_in\" }?); leave it out for none"), "\(run.stdout)")
        #expect(run.stdout.contains("flows/tags_test.lua:2: test 'x': option 'tags' has nil at position 2 of 3 (a misspelt variable, or a name without quotes?)"), "\(run.stdout)")
        #expect(run.stdout.contains("flows/each_test.lua:2: test 'x' takes a parameter after t, but has no 'each' or 'matrix' to give it one (a misspelt variable given as each?)"), "\(run.stdout)")
        #expect(run.stdout.contains("flows/equal_test.lua:1: expect_equal needs the actual value and the expected one"), "\(run.stdout)")
    }

    @Test("flowrun run fails when the flow ends with a navigation pending it never read, as a test does")
    func runEndsPending() throws {
        let folder = try Self.project(["pending.lua": "router:navigate(account)\n", "read.lua": "local nav = router:navigate(account)\nprint(nav.pending)\n"])
        let run = try FlowrunProcess.run(["run", "pending.lua"], in: folder.url)
        #expect(run.status == 1)
        #expect(run.firstErrorLine == "error: pending.lua:1: the flow ended while navigation 1 is still pending: Lua interceptor require_user (app.lua:11) is waiting (route.wait_until at app.lua:12); it never read that navigation or link (expect(nav.pending) if it means to leave it waiting)", "\(run.stderr)")
        let read = try FlowrunProcess.run(["run", "read.lua"], in: folder.url)
        #expect(read.status == 0, "\(read.stderr)")
    }

    @Test("a link parameter the pattern does not name is an error with the nearest in make_context; an unusable result says so")
    func linkParams() throws {
        let folder = try Self.project([
            "links.lua": """
                local l = route.links()
                l:add("demo://p/:id<int>?tab<string>?", product, function(p) return p.idd end)
                l:add("demo://q/:id<int>?tab<string>?", product, function(p) return { id = p.id, tab = p.tab } end)
                l:add("demo://f/:id<int>", product, function(p) return function() end end)
                app.links(nil)
                app.links(l)
                print(open_url("demo://p/1").error)
                local q = open_url("demo://q/2")
                print(q.ok, q.params.id, q.params.tab)
                print(open_url("demo://f/3").error)
                """,
        ])
        let run = try FlowrunProcess.run(["run", "links.lua"], in: folder.url)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.hasPrefix("""
            the make_context of demo://p/:id<int>?tab<string>? failed: links.lua:2: the params of demo://p/:id<int>?tab<string>? have no 'idd' (did you mean 'id'?); its pattern names id, tab
            true\t2\tnil
            the make_context of demo://f/:id<int> failed: its result: a function cannot be a routing value

            """), "\(run.stdout)")
    }

    @Test("a nameless test, an empty group, a data file given as a flow, flows outside the project, --list under --forbid-only: each refused")
    func emptyShapes() throws {
        let folder = try Self.project([
            "flows/nameless_test.lua": "test('  ', function() expect(true) end)\n",
            "flows/group_test.lua": "group('g', function() expect(true) end)\n",
            "data/rows.csv": "a,b\n",
        ])
        let run = try FlowrunProcess.run(["test", "--no-timings", "flows"], in: folder.url)
        #expect(run.stdout.contains("flows/nameless_test.lua:1: test needs a name that says what it checks, got \"  \""), "\(run.stdout)")
        #expect(run.stdout.contains("flows/group_test.lua:1: group 'g' declares no test (its tests go inside its function)"), "\(run.stdout)")
        let csv = try FlowrunProcess.run(["test", "data/rows.csv"], in: folder.url)
        #expect(csv.status == 2)
        #expect(csv.stderr == "flowrun: data/rows.csv: not a Lua flow file (flow files end in _test.lua)\n", "\(csv.stderr)")
        try "test.only('o', function() expect(true) end)\n".write(to: folder.url.appendingPathComponent("flows/only_test.lua"), atomically: true, encoding: .utf8)
        let list = try FlowrunProcess.run(["test", "--list", "--forbid-only", "flows/only_test.lua"], in: folder.url)
        #expect(list.status == 2)
        #expect(list.stderr.contains("--forbid-only, and a test is marked only (flows/only_test.lua:1); remove .only"), "\(list.stderr)")
        let tag = try FlowrunProcess.run(["test", "--tag", ""], in: folder.url)
        #expect(tag.status == 2)
        #expect(tag.stderr.hasPrefix("Error: --tag and --exclude-tag need a tag's name"), "\(tag.stderr)")
        try "print(io.open('data'))\n".write(to: folder.url.appendingPathComponent("open.lua"), atomically: true, encoding: .utf8)
        let open = try FlowrunProcess.run(["run", "open.lua"], in: folder.url)
        #expect(open.stdout.hasPrefix("nil\tdata: is a folder, not a file\t21\n"), "io.open of a folder fails as Lua's functions do: \(open.stdout)\(open.stderr)")
        try "test('x', function() expect(true) end)\n".write(to: folder.url.appendingPathComponent("flows/login_tests.lua"), atomically: true, encoding: .utf8)
        let renamed = try FlowrunProcess.run(["test", "--no-timings", "flows/only_test.lua", "flows"], in: folder.url)
        #expect(renamed.stderr.contains("flows/login_tests.lua declares tests but is not run: flow files end in _test.lua (rename it login_test.lua)"), "\(renamed.stderr)")
        try FileManager.default.removeItem(at: folder.url.appendingPathComponent("flows/login_tests.lua"))
        try "test('x', function() expect(true) end)\n".write(to: folder.url.appendingPathComponent("flows/Cart_Test.lua"), atomically: true, encoding: .utf8)
        let capital = try FlowrunProcess.run(["test", "--no-timings", "flows/only_test.lua", "flows"], in: folder.url)
        #expect(capital.stderr.contains("flows/Cart_Test.lua declares tests but is not run: flow files end in _test.lua (rename it Cart_test.lua)"), "\(capital.stderr)")
        try FileManager.default.removeItem(at: folder.url.appendingPathComponent("flows/Cart_Test.lua"))
        let misspelt = try FlowrunProcess.run(["test", "flows/onyl_test.lua"], in: folder.url)
        #expect(misspelt.status == 2)
        #expect(misspelt.firstErrorLine == "flowrun: flows/onyl_test.lua: no such file or folder (did you mean 'flows/only_test.lua'?)", "\(misspelt.stderr)")
        try #"{ "app": "app.lua", "flows": ["../elsewhere"] }"#.write(to: folder.url.appendingPathComponent("flowrun.json"), atomically: true, encoding: .utf8)
        let outside = try FlowrunProcess.run(["test"], in: folder.url)
        #expect(outside.status == 2)
        #expect(outside.stderr.contains("\"flows\" names ../elsewhere, which is outside the project"), "\(outside.stderr)")
    }

    @Test("a file that declares tests but is not named *_test.lua is a warning, and the error when it is the only one")
    func overlookedFiles() throws {
        let folder = try Self.project([
            "flows/login.lua": "test('never runs', function() expect(true) end)\n",
            "flows/helpers.lua": "return { name = 'a helper module' }\n",
        ])
        let alone = try FlowrunProcess.run(["test", "flows"], in: folder.url)
        #expect(alone.status == 2)
        #expect(alone.stderr.contains("no flow files (*_test.lua) in flows; flows/login.lua declares tests but is not run: flow files end in _test.lua (rename it login_test.lua)"), "\(alone.stderr)")
        try "test('runs', function() expect(true) end)\n".write(to: folder.url.appendingPathComponent("flows/a_test.lua"), atomically: true, encoding: .utf8)
        let beside = try FlowrunProcess.run(["test", "flows"], in: folder.url)
        #expect(beside.status == 0)
        #expect(beside.stderr.contains("flowrun: warning: flows/login.lua declares tests but is not run"), "\(beside.stderr)")
        #expect(!beside.stderr.contains("helpers.lua"))
    }

    @Test("repeated steps are one step with a count; a long journal's failure shows its last steps and how many came before")
    func longJournals() throws {
        let folder = try Self.project([
            "flows/a_test.lua": """
                test("waits", function()
                  for _ = 1, 872 do app.wait(1) end
                  expect_top("AccountViewController")
                end)
                test("long", function()
                  for _ = 1, 700 do app.push("ProductViewController"); app.back() end
                  expect_top("AccountViewController")
                end)
                """,
        ])
        let run = try FlowrunProcess.run(["test", "--no-timings"], in: folder.url)
        #expect(run.status == 1)
        #expect(run.stdout.contains("  steps:\n    ✓ wait 1.0 s ×872 "), "\(run.stdout)")
        #expect(run.stdout.contains("    … 1371 earlier steps not shown (a json report has the last 901)\n"), "\(run.stdout)")
        let shown = run.stdout.components(separatedBy: "flows/a_test.lua:6").count - 1
        #expect(shown == 29, "the last 30 steps: 29 of the loop and the expectation")
    }

    @Test("an each with a hole, or options after the function, is an error naming the test's line")
    func declarationShapes() throws {
        let folder = try Self.project([
            "flows/hole_test.lua": "local amount = { SMALL = 10, LARGE = 999 }\ntest('amounts', { each = { amount.SMALL, amount.MEDUIM, amount.LARGE } }, function() expect(true) end)\n",
            "flows/order_test.lua": "test('late options', function() end, { tags = { 'smoke' } })\n",
        ])
        let run = try FlowrunProcess.run(["test", "--no-timings"], in: folder.url)
        #expect(run.status == 2)
        #expect(run.stdout.contains("flows/hole_test.lua:2: test 'amounts': 'each' has nil at position 2 of 3 (a misspelt variable?)"), "\(run.stdout)")
        #expect(run.stdout.contains("flows/order_test.lua:1: test 'late options': the options come before the function"), "\(run.stdout)")
    }

    @Test("a negative limit is refused as out of range, not as a missing value; help for a misspelt command names the nearest; graph offers only its formats")
    func commandLineWords() throws {
        let project = try FlowFolder(["app.lua": FlowFolder.productApp, "flows/a_test.lua": "test('a', function() expect(true) end)\n", "routes.lua": "return {}\n"])
        for command in [["test", "--timeout", "-1"], ["run", "--timeout", "-1", "routes.lua"]] {
            let run = try FlowrunProcess.run(command, in: project.url)
            #expect(run.status == 2)
            #expect(run.stderr.hasPrefix("Error: --timeout must be a number of seconds from 0 (no limit) to 86400, got -1.0"), "\(run.stderr)")
        }
        let jobs = try FlowrunProcess.run(["test", "-j", "-2"], in: project.url)
        #expect(jobs.stderr.hasPrefix("Error: --jobs must be at least 1"), "\(jobs.stderr)")
        let help = try FlowrunProcess.run(["help", "tset"], in: project.url)
        #expect(help.status == 2)
        #expect(help.stderr.hasPrefix("flowrun: unknown command 'tset' (did you mean 'test'?)"), "\(help.stderr)")
        let graphHelp = try FlowrunProcess.run(["graph", "--help"])
        let words = graphHelp.stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(words.contains("(values: dot, mermaid, svg;"), "\(graphHelp.stdout)")
    }

    @Test("NaN compared says why it never equals; an empty --filter is refused; a tab bar under a presented screen is named")
    func oddComparisons() throws {
        let folder = try Self.project([
            "flows/nan_test.lua": "test('nan', function() expect_equal(0/0, 0/0) end)\n",
            "flows/tab_test.lua": "test('tab', function()\n  app.launch(app.tab_bar { app.screen('HomeViewController'), app.screen('AccountViewController') })\n  app.select_tab(2)\n  app.present('ProductViewController')\n  expect_tab(2)\nend)\n",
        ])
        let run = try FlowrunProcess.run(["test", "--no-timings"], in: folder.url)
        #expect(run.stdout.contains("(NaN equals nothing, itself included: check it with expect(x ~= x))"), "\(run.stdout)")
        #expect(run.stdout.contains("flows/tab_test.lua:5: expected tab 2 selected, but no tab bar is shown: ProductViewController #6 is presented over the tab bar (tab 2 selected under it)"), "\(run.stdout)")
        let empty = try FlowrunProcess.run(["test", "--filter", ""], in: folder.url)
        #expect(empty.status == 2)
        #expect(empty.stderr.hasPrefix("Error: --filter needs a text to look for in the tests' names"), "\(empty.stderr)")
    }

    @Test("a misspelt command names the nearest; test with no project and no paths refuses to search the folder; --list warns of unknown tags")
    func commandLine() throws {
        let empty = try FlowFolder(["notes.txt": "nothing here\n"])
        let typo = try FlowrunProcess.run(["tset"], in: empty.url)
        #expect(typo.status == 2)
        #expect(typo.firstErrorLine.hasPrefix("flowrun: unknown command 'tset' (did you mean 'test'?); the commands are run, test,"), "\(typo.stderr)")
        let nothing = try FlowrunProcess.run(["test"], in: empty.url)
        #expect(nothing.status == 2)
        #expect(nothing.firstErrorLine.hasPrefix("flowrun: no project here: no app definition found"), "\(nothing.stderr)")
        let folder = try Self.project(["flows/a_test.lua": "test('a', { tags = { 'smoke' } }, function() expect(true) end)\n"])
        let listed = try FlowrunProcess.run(["test", "--list", "--exclude-tag", "smok"], in: folder.url)
        #expect(listed.stderr.contains("warning: --exclude-tag 'smok' is on no test (did you mean 'smoke'?)"), "\(listed.stderr)")
        for (arguments, message) in [
            (["--verison"], "flowrun: unknown option '--verison' (did you mean '--version'?); flowrun takes --help and --version, and a command first"),
            (["flows/a_test.lua"], "flowrun: 'flows/a_test.lua' is no command: a command comes first, as in `flowrun test flows/a_test.lua` (runs the tests it holds)"),
            (["flows"], "flowrun: 'flows' is no command: a command comes first, as in `flowrun test flows` (runs the tests it holds)"),
            (["app.lua"], "flowrun: 'app.lua' is no command: a command comes first, as in `flowrun run app.lua` (runs the script)"),
        ] {
            let run = try FlowrunProcess.run(arguments, in: folder.url)
            #expect(run.status == 2)
            #expect(run.firstErrorLine.hasPrefix(message), "\(run.stderr)")
        }
        let jobs = try FlowrunProcess.run(["test", "-j2", "--no-timings", "--tag", "smoke,fast"], in: folder.url)
        #expect(jobs.status == 0, "\(jobs.stderr)")
        #expect(jobs.stdout.hasSuffix("warning: --tag 'fast' is on no test; the tags are smoke\n1 test: 1 passed, 1 warning\n"), "\(jobs.stdout)")
    }

    @Test("a failure in a helper module names the test's line that called it; --traceback shows the flow's frames; a failing fixture is named")
    func failurePaths() throws {
        let folder = try Self.project([
            "helpers.lua": """
                local helpers = {}
                function helpers.expect_home()
                  expect_top("ProductViewController")
                end
                function helpers.open(id)
                  helpers.expect_home()
                end
                return helpers
                """,
            "flows/a_test.lua": """
                local helpers = require("helpers")
                fixture("broken", function()
                  error("no backend")
                end)
                test("via helper", function()
                  helpers.open(1)
                end)
                test("with broken fixture", { fixtures = { "broken" } }, function() expect(true) end)
                test("own line", function() expect_top("ProductViewController") end)
                """,
        ])
        let run = try FlowrunProcess.run(["test", "--no-timings"], in: folder.url)
        #expect(run.status == 1)
        #expect(run.stdout.contains("""
              helpers.lua:3: expected ProductViewController on top, got HomeViewController #2
                called from helpers.lua:6
                called from flows/a_test.lua:6
            """), "\(run.stdout)")
        #expect(run.stdout.contains("    fixture 'broken' (flows/a_test.lua:2) failed: flows/a_test.lua:3: no backend\n"), "\(run.stdout)")
        #expect(!run.stdout.contains("called from flows/a_test.lua:9"), "\(run.stdout)")
        let traced = try FlowrunProcess.run(["test", "--no-timings", "--traceback", "--filter", "via helper"], in: folder.url)
        #expect(traced.stdout.contains("""
              traceback:
                helpers.lua:3: in field 'expect_home'
                helpers.lua:6: in function <helpers.lua:5>
                flows/a_test.lua:6: in function <flows/a_test.lua:5>
            """), "\(traced.stdout)")
        #expect(!traced.stdout.contains("[flowrun"), "\(traced.stdout)")
        let script = try FlowrunProcess.run(["run", "--traceback", "flows/a_test.lua"], in: folder.url)
        #expect(!script.stderr.contains("[flowrun"), "\(script.stderr)")
    }

    @Test("a module failing while it loads names the line that required it: in a test, a flow file, the app definition and run")
    func moduleLoadFailures() throws {
        let folder = try Self.project([
            "lib/broken.lua": "local M = {}\nlocal missing = nil\nM.value = missing.field\nreturn M\n",
            "flows/a_test.lua": "test('requires', function()\n  require('lib.broken')\nend)\n",
            "flows/b_test.lua": "local broken = require('lib.broken')\ntest('never', function() expect(true) end)\n",
            "flows/c_test.lua": "local broken = require('lib.broken')\ntest('never', function() expect(true) end)\n",
            "script.lua": "\nrequire('lib.broken')\n",
        ])
        let said = "lib/broken.lua:3: attempt to index a nil value (local 'missing')"
        let run = try FlowrunProcess.run(["test", "--no-timings"], in: folder.url)
        #expect(run.stdout.contains("  \(said)\n    called from flows/a_test.lua:2\n"), "\(run.stdout)")
        #expect(run.stdout.contains("! flows/b_test.lua: \(said)\n    called from flows/b_test.lua:1\n"), "\(run.stdout)")
        #expect(run.stdout.contains("! flows/c_test.lua: the same error as flows/b_test.lua\n"), "\(run.stdout)")
        let script = try FlowrunProcess.run(["run", "script.lua"], in: folder.url)
        #expect(script.stderr.hasPrefix("error: \(said)\n  called from script.lua:2\n"), "\(script.stderr)")
        try "local broken = require('lib.broken')\n".write(to: folder.url.appending(path: "app.lua"), atomically: true, encoding: .utf8)
        let tree = try FlowrunProcess.run(["tree"], in: folder.url)
        #expect(tree.stderr.contains("the app definition failed: \(said)\n    called from app.lua:1"), "\(tree.stderr)")
    }

    @Test("a navigation failed by an error its Lua code raised is lua_error: expect_failure without that kind fails, and left unread it fails the test")
    func luaErrors() throws {
        let folder = try Self.project([
            "broken.lua": """
                local broken = {}
                function broken.check() return sesion.user ~= nil end
                return broken
                """,
            "flows/a_test.lua": """
                local broken = require("broken")
                local step = route.step { finder = route.class_finder("AccountViewController"), factory = route.class_factory("AccountViewController") }
                  :adding(route.interceptor(broken.check))
                  :using(route.nav.push()):from(route.general.custom(route.class_finder("UINavigationController"))):assemble()
                links:add("demo://broken", step)
                test("refused?", function() expect_failure(router:navigate(step)) end)
                test("the error meant", function()
                  local nav = expect_failure(router:navigate(step), "lua_error")
                  expect(nav.error:find("'sesion' is not set", 1, true), nav.error)
                  expect_equal(expect_failure(open_url("demo://broken"), "lua_error").kind, "lua_error")
                end)
                test("never read", function() router:navigate(step) end)
                """,
        ])
        let run = try FlowrunProcess.run(["test", "--no-timings"], in: folder.url)
        #expect(run.status == 1)
        #expect(run.stdout.contains("""
            ✗ flows/a_test.lua › refused?
                flows/a_test.lua:6: expected the navigation to fail, and it did, but by an error in its Lua code, not by a refusal: Lua interceptor broken.check (broken.lua:2) failed: broken.lua:2: 'sesion' is not set: no global has that name; to read one that may be unset, give it a first value (sesion = nil) or read it with rawget(_G, "sesion"); if that failure is what this checks, say so: expect_failure(nav, "lua_error")
            """), "\(run.stdout)")
        #expect(run.stdout.contains("✓ flows/a_test.lua › the error meant"), "\(run.stdout)")
        #expect(run.stdout.contains("""
            ✗ flows/a_test.lua › never read
                flows/a_test.lua:12: the test ended after navigation 1 failed by an error in its Lua code (Lua interceptor broken.check (broken.lua:2) failed: broken.lua:2: 'sesion' is not set: no global has that name; to read one that may be unset, give it a first value (sesion = nil) or read it with rawget(_G, "sesion")); it never read that navigation or link (expect_failure(nav, "lua_error") if it means to check that error; its ok alone does not tell a broken one from a refusal)
            """), "\(run.stdout)")
    }

    @Test("a failure in a tail call (return expect_top(…)) is placed at the test, or the script, saying why no line is known")
    func tailCalls() throws {
        let folder = try Self.project([
            "flows/a_test.lua": """
                test("tail", function()
                  return expect_top("ProductViewController")
                end)
                """,
            "tail.lua": "return app.push('Nope')\n",
        ])
        let unplaced = " (no line known: `return f(…)` is a tail call, which leaves no trace of its line; without the return the line is shown)"
        let run = try FlowrunProcess.run(["test", "--no-timings"], in: folder.url)
        #expect(run.stdout.contains("    flows/a_test.lua:1: expected ProductViewController on top, got HomeViewController #2" + unplaced + "\n"), "\(run.stdout)")
        #expect(!run.stdout.contains("[flowrun"), "\(run.stdout)")
        let script = try FlowrunProcess.run(["run", "tail.lua"], in: folder.url)
        #expect(script.firstErrorLine.hasPrefix("error: tail.lua: unknown class 'Nope'"), "\(script.stderr)")
        #expect(script.firstErrorLine.hasSuffix(unplaced), "\(script.stderr)")
    }

    @Test("a test's context refuses a misspelt field or fixture; a fixture or tag named twice, or with a space at an end, is refused")
    func testContext() throws {
        let folder = try Self.project([
            "flows/a_test.lua": """
                fixture("nothing", function() return nil end)
                test("reads", { fixtures = { "nothing" } }, function(t) expect_equal(t.fixture.nothing, nil) expect_equal(t.param, nil) end)
                test("misspelt fixture", { fixtures = { "nothing" } }, function(t) print(t.fixture.nothin) end)
                test("misspelt field", function(t) print(t.parm) end)
                """,
            "flows/b_test.lua": "test('b', { fixtures = { 'logged_in', 'logged_in' } }, function() expect(true) end)\n",
            "flows/c_test.lua": "test('c', { tags = { 'smoke ' } }, function() expect(true) end)\n",
            "flows/d_test.lua": "local options = { tags = { 'slow' } }\ntest.skip('d', 'not yet', options, function() expect(true) end)\ntest('e', options, function() expect(true) end)\n",
        ])
        let run = try FlowrunProcess.run(["test", "--no-timings"], in: folder.url)
        #expect(run.stdout.contains("✓ flows/a_test.lua › reads\n"), "\(run.stdout)")
        #expect(run.stdout.contains("flows/a_test.lua:3: this test has no fixture 'nothin' (did you mean 'nothing'?); its fixtures are nothing\n"), "\(run.stdout)")
        #expect(run.stdout.contains("flows/a_test.lua:4: a test's context has no field 'parm' (did you mean 'param'?); its fields are fixture, name, param, skip\n"), "\(run.stdout)")
        #expect(run.stdout.contains("! flows/b_test.lua: flows/b_test.lua:1: test 'b': option 'fixtures' names 'logged_in' twice (items 1 and 2)"), "\(run.stdout)")
        #expect(run.stdout.contains("! flows/c_test.lua: flows/c_test.lua:1: test 'c': option 'tags' has item 1 'smoke ', with space at an end: a name has none"), "\(run.stdout)")
        let skipped = try FlowrunProcess.run(["test", "--list", "--tag", "slow", "flows/d_test.lua"], in: folder.url)
        #expect(skipped.stdout == "flows/d_test.lua › d  [slow]  (skipped: not yet)\nflows/d_test.lua › e  [slow]\n",
                "skip takes a reason, then options, and leaves the options table as it was: \(skipped.stdout)\(skipped.stderr)")
    }

    @Test("a run whose every chosen test is skipped exits 4 saying so; --list of a file that does not load exits 2")
    func skippedRuns() throws {
        let folder = try Self.project([
            "flows/a_test.lua": "group.only('g', function() test.skip('a', function() expect(true) end) end)\ntest('b', function() expect(true) end)\n",
            "broken/b_test.lua": "x(\n",
        ])
        let run = try FlowrunProcess.run(["test", "--no-timings", "flows"], in: folder.url)
        #expect(run.status == 4)
        #expect(run.stdout.hasSuffix("0 tests: no test ran: every test chosen was skipped (1 marked skip, 1 left out for only)\n"), "\(run.stdout)")
        let listed = try FlowrunProcess.run(["test", "--list", "broken/b_test.lua"], in: folder.url)
        #expect(listed.status == 2, "\(listed.stdout)\(listed.stderr)")
        #expect(listed.stdout.contains("! broken/b_test.lua: broken/b_test.lua:2:"), "\(listed.stdout)")
    }

    @Test("--list with --report, and a report given with a colon, are refused")
    func reportWords() throws {
        let folder = try Self.project(["flows/a_test.lua": "test('a', function() expect(true) end)\n"])
        let listed = try FlowrunProcess.run(["test", "--list", "--report", "json=r.json"], in: folder.url)
        #expect(listed.status == 2)
        #expect(listed.stderr.contains("--list runs no test, so it writes no report"), "\(listed.stderr)")
        let colon = try FlowrunProcess.run(["test", "--report", "json:-"], in: folder.url)
        #expect(colon.status == 2)
        #expect(colon.stderr.contains("got 'json:-' (did you mean 'json=-'?)"), "\(colon.stderr)")
    }

    @Test("wrong argument types are errors at the flow's line, named by the public function", arguments: [
        ("app.push('HomeViewController', 'x')", "bad argument #2 to 'app.push' (table of properties expected, got string)"),
        ("route.class_factory('HomeViewController', 'x')", "bad argument #2 to 'route.class_factory' (table of properties expected, got string)"),
        ("app.ops.set_children(app.root(), 'x')", "bad argument #2 to 'app.ops.set_children' (list of nodes expected, got string)"),
        ("app.ops.set_children(app.root(), { 1 })", "bad argument #2 to 'app.ops.set_children' (item 1: node expected, got number)"),
        ("app.ops.push(1, 2)", "bad argument #1 to 'app.ops.push' (node expected, got number)"),
        ("app.dismiss('x')", "bad argument #1 to 'app.dismiss' (node expected, got string)"),
        ("app:push('HomeViewController')", "app.push was called with a colon, which passes app as its first argument: call it as app.push(…), with a dot"),
        ("app.top().note = function() end", "cannot set 'note' of HomeViewController #2: a function cannot be a node's property"),
        ("route.wait(1)", "route.wait can only be used inside an interceptor (a flow waits with app.wait)"),
        ("route.switch():add_case { whn = true }", "switch:add_case: unknown option 'whn' (did you mean 'when'?); the options are expecting, from, when"),
        ("expect(router:navigate(product))", "bad argument #1 to 'expect' (a navigation is always true, so this could never fail: use expect_ok(nav) or expect(nav.ok))"),
        ("route.step { finder = route.nil_finder(), factory = route.class_factory('ProductViewController') }:assemble()",
         "a step assembly has no field 'assemble' (a step needs :using(action) and :from(origin) before :assemble())"),
        ("route.step { finder = route.nil_finder(), factory = route.class_factory('ProductViewController') }:using(route.nav.push)",
         "bad argument #1 to 'using' (an action expected, got a function: call it, as in route.nav.push())"),
        ("route.links().add('demo://p', product)", "'add' is a method of a link table: call it with a colon, :add(…), not .add(…)"),
        ("router.navigate(product, 1)", "'navigate' is a method of the router: call it with a colon, :navigate(…), not .navigate(…)"),
        ("route:step { finder = route.nil_finder() }", "route.step was called with a colon, which passes route as its first argument: call it as route.step(…), with a dot"),
        ("require('../elsewhere/guards')", "require '../elsewhere/guards': a module is named by its path from the project folder, with dots (require \"src.guards\" for src/guards.lua); a name cannot start with '.' or '/' or climb out with '..' (sandboxed)"),
        ("for line in io.lines('.') do end", "io.lines: '.' is a folder, not a file"),
        ("app.top().id = 3", "'id' of a node cannot be set: it is the node's own (its fields children, class, context, id, is_being_dismissed, is_being_presented, is_moving_from_parent, is_moving_to_parent, parent, presented, presenting, selected, style are read-only); give the property another name"),
        ("app:tree()", "app.tree was called with a colon, which passes app as its first argument: call it as app.tree(…), with a dot"),
        ("route:interceptor(function() end)", "route.interceptor was called with a colon, which passes route as its first argument: call it as route.interceptor(…), with a dot"),
        ("route:class_finder('ProductViewController')", "route.class_finder was called with a colon, which passes route as its first argument: call it as route.class_finder(…), with a dot"),
        ("app:find('HomeViewController')", "app.find was called with a colon, which passes app as its first argument: call it as app.find(…), with a dot"),
        ("app:present('ProductViewController')", "app.present was called with a colon, which passes app as its first argument: call it as app.present(…), with a dot"),
        ("app.launch(app:navigation { app.screen 'HomeViewController' })", "app.navigation was called with a colon, which passes app as its first argument: call it as app.navigation(…), with a dot"),
        ("app.find('HomeViewController', 3)", "bad argument #2 to 'app.find' (function expected, got number)"),
        ("app.psuh('HomeViewController')", "app has no 'psuh' (did you mean 'push'?); see its functions in types/flowrun.lua (flowrun init writes it)"),
        ("route.nav.psh()", "route.nav has no 'psh' (did you mean 'push'?); see its functions in types/flowrun.lua (flowrun init writes it)"),
        ("test.onlly('a', function() expect(true) end)", "test has no 'onlly' (did you mean 'only'?); it has test.only and test.skip"),
        ("test:only('a', function() expect(true) end)", "test.only was called with a colon, which passes test as its first argument: call it as test.only(…), with a dot"),
        ("route.step { finder = route.nil_finder(), factory = route.class_factory('ProductViewController') }:from(route.general.current())",
         "a step whose factory builds needs :using(action) before :from(origin): the action says where the built screen goes (route.nav.push(), route.general.present_modally()…); only a step with route.nil_factory() starts from another without one"),
        ("app.present('ProductViewController', { style = 'pagesheet' })", "unknown presentation style 'pagesheet' (did you mean 'page_sheet'?); the styles are full_screen, page_sheet, form_sheet, current_context, over_full_screen, over_current_context, popover, automatic"),
        ("route.general.present_modally { start = 'curent' }", "unknown presentation start 'curent' (did you mean 'current'?); use \"current\", \"topmost_parent\", a node or a function returning one"),
        ("route.class_finder('HomeViewController', { start = 'rot' })", "unknown starting point 'rot' (did you mean 'root'?); use \"topmost\" or \"root\""),
        ("host.reload('guards')", "'reload' is a method of the host: call it with a colon, :reload(…), not .reload(…)"),
        ("route.step { finder = route.nil_finder(), factory = route.class_factory('ProductViewController') }.using(route.nav.push())",
         "'using' is a method of a step assembly: call it with a colon, :using(…), not .using(…)"),
        ("print(router:navigate(product).pendng)",
         "a navigation has no field 'pendng' (did you mean 'pending'?); its fields are error, failed_step, failure, initial_controller, kind, ok, pending, synchronous, trace, traceback, waiting"),
        ("print(open_url('demo://p').rout)", "a link opening has no field 'rout' (did you mean 'route'?); its fields are chain, error, failed_step, failure, kind, navigation, near_miss, ok, params, pending, rewrite, route, route_location, synchronous, trace, traceback, url, waiting"),
    ])
    func argumentTypes(_ line: String, _ message: String) throws {
        let run = try FlowrunProcess.runFlow("\n" + line + "\n", app: FlowFolder.productApp)
        #expect(run.status == 1)
        #expect(run.firstErrorLine == "error: flow.lua:2: " + message)
    }
}
