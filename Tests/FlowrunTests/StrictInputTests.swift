import Foundation
import Testing

/// Unknown words are errors, and an empty or odd run is not a green run:
/// each case through the `flowrun` executable.
@Suite("Never silently wrong: unknown words, empty runs")
struct StrictInputTests {
    static let app = FlowFolder.productApp + """

        fixture("logged_in", function() user = "ada" end)
        """

    @Test("a misspelt option of the flow API fails at the flow's line with the nearest option", arguments: [
        ("route.class_finder('HomeViewController', { serch = 'current' })", "route.class_finder: unknown option 'serch' (did you mean 'search'?); the options are context, search, start"),
        ("route.general.present_modally { styel = 'page_sheet' }", "route.general.present_modally: unknown option 'styel' (did you mean 'style'?); the options are modal_in_presentation, start, style"),
        ("route.tab.add { at = '1' }", "route.tab.add: option 'at' must be a number, got string \"1\""),
        ("open_url('demo://x', { Cold = true })", "open_url: unknown option 'Cold' (did you mean 'cold'?); the options are cold"),
        ("app.tree { id = true }", "app.tree: unknown option 'id' (did you mean 'ids'?); the options are ids"),
        ("route.single_step(route.class_factory('HomeViewController'))", "bad argument #1 to 'route.single_step' (table of options expected, got a factory)"),
    ])
    func flowOptions(_ line: String, _ message: String) throws {
        let run = try FlowrunProcess.runFlow("\n" + line + "\n", app: Self.app)
        #expect(run.status == 1)
        #expect(run.firstErrorLine == "error: flow.lua:2: " + message)
    }

    @Test("a misspelt test or group option fails the file at its line; a string for a list says the shape", arguments: [
        ("test('a', { fixture = { 'logged_in' } }, function() expect(true) end)", "test 'a': unknown option 'fixture' (did you mean 'fixtures'?); the options are each, fixtures, matrix, only, skip, tags"),
        ("test('a', { tag = { 'smoke' } }, function() expect(true) end)", "test 'a': unknown option 'tag' (did you mean 'tags'?); the options are each, fixtures, matrix, only, skip, tags"),
        ("test('a', { fixtures = 'logged_in' }, function() expect(true) end)", "test 'a': option 'fixtures' must be a list of strings, got string \"logged_in\""),
        ("group('g', { tgas = { 'smoke' } }, function() expect(true) end)", "group 'g': unknown option 'tgas' (did you mean 'tags'?); the options are fixtures, only, skip, tags"),
    ])
    func testOptions(_ line: String, _ message: String) throws {
        let folder = try FlowFolder(["app.lua": Self.app, "flows/a_test.lua": "\n" + line + "\n"])
        let run = try FlowrunProcess.run(["test", "--no-timings"], in: folder.url)
        #expect(run.status == 2)
        #expect(run.stdout.hasPrefix("! flows/a_test.lua: flows/a_test.lua:2: " + message + "\n"), "\(run.stdout)")
    }

    @Test("an unknown key in flowrun.json is an error at its line with the nearest key")
    func configKeys() throws {
        let folder = try FlowFolder([
            "flowrun.json": "{ \"app\": \"app.lua\",\n  \"flow\": [\"flows\"] }\n", "app.lua": Self.app,
            "flows/a_test.lua": "test('a', function() expect(true) end)\n",
        ])
        let run = try FlowrunProcess.run(["test"], in: folder.url)
        #expect(run.status == 2)
        #expect(run.stderr == "flowrun: \(folder.url.standardizedFileURL.path)/flowrun.json:2: unknown key 'flow' (did you mean 'flows'?); the keys are app, flows, ignore, timeout, env, profiles, strict\n")
    }

    @Test("a key given twice in flowrun.json, --config outside --project, two reports on standard output or in a missing folder: each an error before anything runs")
    func contradictions() throws {
        let folder = try FlowFolder([
            "flowrun.json": "{ \"app\": \"app.lua\",\n  \"flows\": [\"flows\"],\n  \"app\": \"other.lua\" }\n", "app.lua": Self.app,
            "flows/a_test.lua": "test('a', function() expect(true) end)\n",
        ])
        let path = folder.url.standardizedFileURL.path
        let twice = try FlowrunProcess.run(["test"], in: folder.url)
        #expect(twice.status == 2)
        #expect(twice.stderr == "flowrun: \(path)/flowrun.json:3: 'app' is given twice; a JSON reader would keep one silently, so give it once\n", "\(twice.stderr)")
        let other = try FlowFolder([:])
        let both = try FlowrunProcess.run(["test", "--project", other.url.path, "--config", path + "/flowrun.json"], in: folder.url)
        #expect(both.status == 2)
        #expect(both.stderr.contains("is not in --project \(other.url.path): the configuration's folder is the project, so give one of them"), "\(both.stderr)")
        let reports = try FlowrunProcess.run(["test", "--report", "json=-", "--report", "tap=-"], in: folder.url)
        #expect(reports.status == 2)
        #expect(reports.stderr.hasPrefix("Error: only one --report can go to standard output ('-')"), "\(reports.stderr)")
        let missing = try FlowrunProcess.run(["test", "--report", "json=/nonexistent/d/x.json"], in: folder.url)
        #expect(missing.status == 2)
        #expect(missing.stderr.hasPrefix("Error: --report json=/nonexistent/d/x.json: the folder /nonexistent/d does not exist"), "\(missing.stderr)")
    }

    @Test("a misspelt class is an error at the line that names it: in a route, and inside app.launch")
    func classNames() throws {
        let folder = try FlowFolder([
            "route.lua": """
                app.class("HomeViewController")
                app.class("ProductViewController")
                local product = route.step {
                  finder = route.class_finder("ProductViewControler"),
                  factory = route.class_factory("ProductViewController"),
                }
                """,
            "launch.lua": """
                app.class("HomeViewController")
                app.launch(app.navigation {
                  app.screen("HomeViewControler"),
                })
                """,
        ])
        let route = try FlowrunProcess.run(["run", "route.lua"], in: folder.url)
        #expect(route.firstErrorLine == "error: route.lua:4: unknown class 'ProductViewControler' (did you mean 'ProductViewController'? or define it with app.class first)")
        let launch = try FlowrunProcess.run(["run", "launch.lua"], in: folder.url)
        #expect(launch.firstErrorLine == "error: launch.lua:3: unknown class 'HomeViewControler' (did you mean 'HomeViewController'? or define it with app.class first)")
    }

    @Test("a selection choosing no test fails with exit 4 and a hint; an unknown --exclude-tag warns")
    func emptySelection() throws {
        let folder = try FlowFolder([
            "app.lua": Self.app,
            "flows/a_test.lua": "test('a', { tags = { 'smoke' } }, function() expect(true) end)\ntest('b', function() expect(true) end)\n",
        ])
        let tag = try FlowrunProcess.run(["test", "--no-timings", "--tag", "smok"], in: folder.url)
        #expect(tag.status == 4)
        #expect(tag.stdout == "\n0 tests: no test ran: --tag 'smok' is on no test (did you mean 'smoke'?); the tags are smoke\n")
        let filter = try FlowrunProcess.run(["test", "--no-timings", "--filter", "zzz"], in: folder.url)
        #expect(filter.status == 4)
        #expect(filter.stdout.hasSuffix("0 tests: no test ran: --filter 'zzz' matches no test (of the 2 tests declared, which flowrun test --list without it lists; the tags are smoke)\n"))
        let exclude = try FlowrunProcess.run(["test", "--no-timings", "--exclude-tag", "smoek"], in: folder.url)
        #expect(exclude.status == 0)
        #expect(exclude.stdout.hasSuffix("warning: --exclude-tag 'smoek' is on no test (did you mean 'smoke'?); the tags are smoke\n2 tests: 2 passed, 1 warning\n"))
        let shard = try FlowrunProcess.run(["test", "--no-timings", "--shard", "3/3"], in: folder.url)
        #expect(shard.status == 4)
        #expect(shard.stdout.hasSuffix("0 tests: no test ran: shard 3/3 has no test: the selection has 2 tests for 3 shards (use fewer shards)\n"), "\(shard.stdout)")
        let list = try FlowrunProcess.run(["test", "--list", "--filter", "zzz"], in: folder.url)
        #expect(list.status == 4)
        #expect(list.stderr.hasPrefix("flowrun: --filter 'zzz' matches no test"), "\(list.stderr)")
        let none = try FlowFolder(["app.lua": Self.app, "flows/a_test.lua": "-- nothing yet\n"])
        let empty = try FlowrunProcess.run(["test", "--no-timings"], in: none.url)
        #expect(empty.status == 2)
        #expect(empty.stdout.hasPrefix("! flows/a_test.lua: declares no tests: a file named *_test.lua is part of the suite"), "\(empty.stdout)")
        // Beside files with tests too: the suite is not green with a file that tests nothing.
        try "test('b', function() expect(true) end)\n".write(to: none.url.appending(path: "flows/b_test.lua"), atomically: true, encoding: .utf8)
        let beside = try FlowrunProcess.run(["test", "--no-timings"], in: none.url)
        #expect(beside.status == 2, "\(beside.stdout)")
    }

    @Test("test.only skips the others and says so; --forbid-only fails the run without running anything")
    func forbidOnly() throws {
        let folder = try FlowFolder([
            "app.lua": Self.app,
            "flows/a_test.lua": "test.only('a', function() expect(true) end)\ntest('b', function() expect(true) end)\ntest('c', function() expect(true) end)\n",
        ])
        let run = try FlowrunProcess.run(["test", "--no-timings"], in: folder.url)
        #expect(run.status == 0)
        #expect(run.stdout.hasSuffix("note: 2 tests were skipped because of only (flows/a_test.lua:1); --forbid-only fails such a run\n3 tests: 1 passed, 2 skipped\n"), "\(run.stdout)")
        let forbidden = try FlowrunProcess.run(["test", "--no-timings", "--forbid-only"], in: folder.url)
        #expect(forbidden.status == 2)
        #expect(forbidden.stdout == "\n0 tests: no test ran: --forbid-only, and a test is marked only (flows/a_test.lua:1); remove .only\n")
    }

    @Test("a broken app definition or module is reported in full once, then as the same error")
    func repeatedLoadFailure() throws {
        let folder = try FlowFolder([
            "app.lua": "local helpers = require('helpers')\n" + Self.app,
            "helpers.lua": "return {\n",
            "flows/a_test.lua": "test('a', function() expect(true) end)\n", "flows/b_test.lua": "test('b', function() expect(true) end)\n",
        ])
        let run = try FlowrunProcess.run(["test", "--no-timings"], in: folder.url)
        #expect(run.status == 2)
        let lines = run.stdout.split(separator: "\n").map(String.init)
        #expect(lines.count == 3, "\(run.stdout)")
        #expect(lines.first?.hasPrefix("! flows/a_test.lua: the app definition failed: ") == true && lines.first?.contains("helpers.lua:") == true, "\(run.stdout)")
        #expect(lines.dropFirst().first == "! flows/b_test.lua: the same error as flows/a_test.lua")
    }
}

extension StrictInputTests {
    @Test("a link pattern with an unknown parameter type is an error at links:add, with the nearest type")
    func unknownLinkType() throws {
        let folder = try FlowFolder(["app.lua": FlowFolder.productApp + """

            links = route.links()
            links:add("demo://product/:id<integer>", product)
            """])
        let run = try FlowrunProcess.run(["routes"], in: folder.url)
        #expect(run.status == 2)
        #expect(run.firstErrorLine == "flowrun: the app definition failed: app.lua:10: links:add demo://product/:id<integer>: unknown parameter type 'integer' (did you mean 'int'?); the types are int, string, uuid (define a converter with links:converter before the routes using it)")
    }
}

extension StrictInputTests {
    @Test("wrong arguments to expectations and tab positions are errors at the flow's line, counted as the API counts", arguments: [
        ("expect_top(app.top())", "bad argument #1 to 'expect_top' (a class name expected, got a node: expect_top(\"A\") checks its class)"),
        ("expect_stack({ \"A\", 2 })", "bad argument #1 to 'expect_stack' (a list of class names expected, item 2 is number 2)"),
        ("expect_tab(\"1\")", "bad argument #1 to 'expect_tab' (a tab number from 1 expected, got string \"1\")"),
        ("expect_tab(1.5)", "bad argument #1 to 'expect_tab' (a tab number from 1 expected, got float 1.5)"),
        ("expect_top(\"A\", { amount = nil })", "bad argument #2 to 'expect_top' (the properties table is empty, so it checks nothing; a key set to nil is no key in Lua: to check that a property is absent, use expect(app.top().name == nil))"),
        ("expect_tab(1, \"on the first tab\")", "expect_tab takes one argument (the tab number), but was given 1 more argument; only expect and expect_equal take a message"),
        ("expect_ok(nil, \"opens\", 3)", "expect_ok takes one argument (the navigation or link opening), but was given 2 more arguments; only expect and expect_equal take a message"),
        ("expect_equal(1, 1, \"one\", \"extra\")", "expect_equal takes three arguments (the actual value, the expected one and a message), but was given 1 more argument"),
        ("expect_top(\"A\", nil, \"msg\")", "expect_top takes two arguments (a class, and a table of properties), but was given 1 more argument; only expect and expect_equal take a message"),
        ("\texpect_tree([[\n\t\twindow main\n\t\t\tUITabBarController\n\t]])", "expect_tree: the line '\\tUITabBarController' is indented with a tab beyond the indentation all lines share; a tree nests by two spaces a level, so indent it with spaces"),
        ("expect_tree('\\t\\twindow main\\n\\t\\t  UITabBarController\\n\\t\\t    UINavigationController (selected)\\n\\t\\t      A\\n\\t\\t    UINavigationController\\n\\t\\t      A\\n\\t') error('tabs every line shares are the file\\'s own indentation')", "tabs every line shares are the file's own indentation"),
        ("app.select_tab(5)", "tab 5 is out of range for UITabBarController #1 (1–2)"),
        ("app.launch(app.tab_bar({ app.screen(\"A\") }, { selected = 3 }))", "tab 3 is out of range for UITabBarController #6 (it has tab 1 only)"),
    ])
    func expectationArguments(_ line: String, _ message: String) throws {
        let folder = try FlowFolder(["flow.lua": """
            app.class("A")
            app.launch(app.tab_bar { app.navigation { app.screen("A") }, app.navigation { app.screen("A") } })
            \(line)
            """])
        let run = try FlowrunProcess.run(["run", "flow.lua"], in: folder.url)
        #expect(run.status == 1)
        #expect(run.firstErrorLine == "error: flow.lua:3: " + message)
    }
}
