import Foundation
import Testing

/// One project model for every command: found the same way, from absolute
/// paths, the app loaded or its absence said, reads relative to the project.
@Suite("One project model, every command")
struct ProjectCommandTests {
    /// A bank app without flowrun.json: `bank` is a global the flows use,
    /// `data/rows.csv` a file a data-driven test reads.
    static func bank(config: String? = nil) throws -> FlowFolder {
        var files = [
            "app.lua": FlowFolder.productApp + "\nbank = { name = \"Ada's bank\" }\n",
            "flows/bank_test.lua": """
                test("the app's globals are there", function() expect_equal(bank.name, "Ada's bank") end)
                test("rows read relative to the project", function()
                  local n = 0
                  for _ in io.lines("data/rows.csv") do n = n + 1 end
                  expect_equal(n, 2)
                end)
                """,
            "flows/show_bank.lua": "print(bank.name)\napp.push(\"ProductViewController\")\n",
            "data/rows.csv": "a,b\n1,2\n",
        ]
        if let config { files["flowrun.json"] = config }
        return try FlowFolder(files)
    }

    @Test("test from inside flows/ without flowrun.json finds ../app.lua, says so, and reads files relative to the project")
    func testFromFlowsFolder() throws {
        let project = try Self.bank()
        let run = try FlowrunProcess.run(["test", "--no-timings"], in: project.url.appendingPathComponent("flows"))
        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
        #expect(run.stdout.hasSuffix("2 tests: 2 passed\n"), "\(run.stdout)")
        #expect(run.stderr.contains("flowrun: using the app definition \(project.url.standardizedFileURL.path)/app.lua"), "\(run.stderr)")
        let elsewhere = try FlowFolder([:])
        let absolute = try FlowrunProcess.run(["test", "--no-timings", project.url.path + "/flows"], in: elsewhere.url)
        #expect(absolute.status == 0, "\(absolute.stdout)\(absolute.stderr)")
        let named = try FlowrunProcess.run(["test", "--no-timings", "--project", project.url.path], in: elsewhere.url)
        #expect(named.status == 0, "\(named.stdout)\(named.stderr)")
        #expect(!named.stderr.contains("using the app definition"), "a project the user named needs no note")
    }

    @Test("run loads the project's app (found from the script), takes --app, and refuses a file of tests")
    func runLoadsTheApp() throws {
        let project = try Self.bank()
        let run = try FlowrunProcess.run(["run", "flows/show_bank.lua"], in: project.url)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.hasPrefix("Ada's bank\nwindow main\n  UINavigationController\n    HomeViewController\n    ProductViewController\n"), "\(run.stdout)")
        let other = try FlowFolder(["other.lua": "app.class('OtherViewController')\napp.launch(app.screen('OtherViewController'))\nbank = { name = 'other' }\n"])
        let named = try FlowrunProcess.run(["run", "--app", other.url.path + "/other.lua", "flows/show_bank.lua"], in: project.url)
        #expect(named.stdout.hasPrefix("other\n"), "\(named.stdout)\(named.stderr)")
        let tests = try FlowrunProcess.run(["run", "flows/bank_test.lua"], in: project.url)
        #expect(tests.status == 2)
        #expect(tests.firstErrorLine == "error: flows/bank_test.lua declares 2 tests, which this command does not run: give a script that sets the app up, or run the tests with flowrun test flows/bank_test.lua")
        for command in [["tree", "flows/bank_test.lua"], ["graph", "flows/bank_test.lua"], ["open", "demo://x", "--from", "flows/bank_test.lua"], ["explain", "demo://x", "--from", "flows/bank_test.lua"]] {
            let refused = try FlowrunProcess.run(command, in: project.url)
            #expect(refused.status == 2, "\(command)")
            #expect(refused.firstErrorLine.hasPrefix("error: flows/bank_test.lua declares 2 tests, which this command does not run"), "\(command): \(refused.stderr)")
        }
        // Tests asking for a fixture or starting state no one defined are still tests, not a script to run.
        try "test('t', { fixtures = { 'nope' }, matrix = { from = states { 'gone' } } }, function(t, c) end)\n"
            .write(to: project.url.appendingPathComponent("flows/typo_test.lua"), atomically: true, encoding: .utf8)
        let typo = try FlowrunProcess.run(["run", "flows/typo_test.lua"], in: project.url)
        #expect(typo.status == 2)
        #expect(typo.firstErrorLine.hasPrefix("error: flows/typo_test.lua declares 1 test, which this command does not run"), "\(typo.stderr)")
    }

    @Test("no app anywhere: tree, routes, open and explain exit 2 saying where they looked; test of named files and repl warn")
    func noApp() throws {
        let empty = try FlowFolder(["flows/a_test.lua": "test('t', function() expect(true) end)\n"])
        let looked = "no app definition found (looked for flowrun.json and app.lua in \(empty.url.standardizedFileURL.path) and the folders above it; use --app FILE)"
        for arguments in [["tree"], ["routes"], ["open", "demo://x"], ["explain", "demo://x"]] {
            let run = try FlowrunProcess.run(arguments, in: empty.url)
            #expect(run.status == 2, "\(arguments)")
            #expect(run.firstErrorLine == "flowrun: " + looked, "\(arguments): \(run.stderr)")
            #expect(run.stdout.isEmpty, "\(arguments)")
        }
        let refused = try FlowrunProcess.run(["test", "--no-timings"], in: empty.url)
        #expect(refused.status == 2, "no paths and no project: the folder is not searched")
        let test = try FlowrunProcess.run(["test", "--no-timings", "flows"], in: empty.url)
        #expect(test.status == 0)
        let lookedFromFlows = looked.replacingOccurrences(of: "\(empty.url.standardizedFileURL.path) and", with: "\(empty.url.standardizedFileURL.path)/flows and")
        #expect(test.stderr.contains("flowrun: warning: " + lookedFromFlows + ": tests start from an empty app"), "\(test.stderr)")
        let repl = try FlowrunProcess.run(["repl"], in: empty.url, input: ":quit\n")
        #expect(repl.stderr.contains(looked + ": starting on an empty app"), "\(repl.stderr)")
    }

    @Test("open --from SCRIPT runs the script on the current project's app, not the script's project")
    func openFromUsesTheCurrentProject() throws {
        let project = try LinkCommandTests.project()
        let elsewhere = try FlowFolder(["app.lua": "app.class('Wrong')\napp.launch(app.screen('Wrong'))\n", "start.lua": "app.push('HomeViewController')\n"])
        let run = try FlowrunProcess.run(["open", "demo://product/42", "--from", elsewhere.url.path + "/start.lua"], in: project.url)
        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
        #expect(run.stdout.contains("window main\n  UINavigationController\n    HomeViewController\n    HomeViewController\n    ProductViewController\n"), "\(run.stdout)")
        let other = elsewhere.url.standardizedFileURL.path, app = project.url.standardizedFileURL.path + "/app.lua"
        #expect(run.stderr.contains("flowrun: \(elsewhere.url.path)/start.lua is in the project \(other), but runs on the current folder's app \(app) (--project \(other) runs it on its own project's app)"), "\(run.stderr)")
        let tree = try FlowrunProcess.run(["tree", elsewhere.url.path + "/start.lua"], in: project.url)
        #expect(tree.stderr.contains("is in the project \(other), but runs on the current folder's app"), "\(tree.stderr)")
        let named = try FlowrunProcess.run(["tree", "--project", project.url.path, elsewhere.url.path + "/start.lua"], in: project.url)
        #expect(named.stderr.isEmpty, "a project the user named needs no note: \(named.stderr)")
        let broken = try FlowFolder(["bad.lua": "error('no such screen')\n"])
        let failing = try FlowrunProcess.run(["open", "demo://product/42", "--from", broken.url.path + "/bad.lua"], in: project.url)
        #expect(failing.status == 2, "a set-up that fails is not a link that did not open (1)")
        #expect(failing.stderr.contains("no such screen\nnote: the --from script failed, so the link was not opened"), "\(failing.stderr)")
        let data = try FlowFolder(["rows.csv": "id\n1\n"])
        let csv = try FlowrunProcess.run(["tree", "--app", data.url.path + "/rows.csv"], in: project.url)
        #expect(csv.status == 2)
        #expect(csv.firstErrorLine.hasSuffix("rows.csv: an app definition is a Lua file (.lua), such as app.lua"), "\(csv.stderr)")
        let nowhere = try FlowFolder([:])
        let empty = try FlowrunProcess.run(["tree", elsewhere.url.path + "/start.lua"], in: nowhere.url)
        #expect(empty.stderr.contains("starting on an empty app; \(elsewhere.url.path)/start.lua is in the project \(other) (--project \(other) runs it on that app)"), "\(empty.stderr)")
    }

    @Test("a missing app named in flowrun.json is one line, exit 2, not an error per flow file")
    func missingConfiguredApp() throws {
        let project = try FlowFolder([
            "flowrun.json": #"{ "app": "gone.lua", "flows": ["flows"] }"#,
            "flows/a_test.lua": "test('a', function() expect(true) end)\n", "flows/b_test.lua": "test('b', function() expect(true) end)\n",
        ])
        let run = try FlowrunProcess.run(["test"], in: project.url)
        #expect(run.status == 2)
        let path = project.url.standardizedFileURL.path
        #expect(run.stderr == "flowrun: \(path)/flowrun.json:1: \"app\" names gone.lua, which does not exist (\(path)/gone.lua)\n")
        #expect(run.stdout.isEmpty)
    }

    @Test("a misspelt app named in flowrun.json gets the file meant")
    func misspeltConfiguredApp() throws {
        let project = try FlowFolder([
            "flowrun.json": "{\n  \"app\": \"ap.lua\"\n}\n", "app.lua": "app.class(\"A\")\n",
            "flows/a_test.lua": "test('a', function() expect(true) end)\n",
        ])
        let run = try FlowrunProcess.run(["test"], in: project.url)
        #expect(run.status == 2)
        let path = project.url.standardizedFileURL.path
        #expect(run.stderr == "flowrun: \(path)/flowrun.json:2: \"app\" names ap.lua, which does not exist (\(path)/ap.lua); did you mean \"app.lua\"?\n", "\(run.stderr)")
    }

    @Test("every command takes --project, --config and --app", arguments: ["test", "watch", "run", "tree", "graph", "routes", "open", "explain", "repl"])
    func sameOptionsEverywhere(_ command: String) throws {
        let help = try FlowrunProcess.run([command, "--help"])
        for option in ["--project <project>", "--config <config>", "--app <app>"] {
            #expect(help.stdout.contains(option), "\(command) --help lacks \(option)")
        }
    }

    @Test("tree, routes and graph from another folder with --project use that project")
    func projectOption() throws {
        let project = try LinkCommandTests.project()
        let elsewhere = try FlowFolder([:])
        let tree = try FlowrunProcess.run(["tree", "--project", project.url.path], in: elsewhere.url)
        #expect(tree.status == 0, "\(tree.stderr)")
        #expect(tree.stdout == "window main\n  UINavigationController\n    HomeViewController\n")
        let routes = try FlowrunProcess.run(["routes", "--project", project.url.path], in: elsewhere.url)
        #expect(routes.stdout.hasPrefix("1. demo://product/:id<int>"), "\(routes.stdout)\(routes.stderr)")
    }

    @Test("\"flows\" of flowrun.json that is empty or names a missing folder is an error at its line, with the nearest folder")
    func flowsChecked() throws {
        let empty = try FlowFolder(["flowrun.json": "{ \"app\": \"app.lua\",\n  \"flows\": [] }\n", "app.lua": FlowFolder.productApp, "flows/a_test.lua": "test('a', function() expect(true) end)\n"])
        let none = try FlowrunProcess.run(["test"], in: empty.url)
        #expect(none.status == 2)
        #expect(none.stderr.hasPrefix("flowrun: \(empty.url.standardizedFileURL.path)/flowrun.json:2: \"flows\" is empty, so no test would run"), "\(none.stderr)")
        let typo = try FlowFolder(["flowrun.json": #"{ "app": "app.lua", "flows": ["flow"] }"#, "app.lua": FlowFolder.productApp, "flows/a_test.lua": "test('a', function() expect(true) end)\n"])
        let path = typo.url.standardizedFileURL.path
        for command in [["test"], ["tree"]] {
            let run = try FlowrunProcess.run(command, in: typo.url)
            #expect(run.status == 2)
            #expect(run.stderr == "flowrun: \(path)/flowrun.json:1: \"flows\" names flow, which does not exist in \(path) (did you mean 'flows'?) (its folders: flows)\n")
        }
    }

    @Test("a module beside the requiring file, not under the project folder, is named with the require that finds it")
    func moduleBesideTheApp() throws {
        let project = try FlowFolder([
            "flowrun.json": #"{ "app": "src/app.lua" }"#,
            "src/app.lua": "local screens = require('screens')\napp.class('HomeViewController')\napp.launch(screens.home())\n",
            "src/screens.lua": "return { home = function() return app.navigation { app.screen('HomeViewController') } end }\n",
        ])
        let missed = try FlowrunProcess.run(["tree"], in: project.url)
        #expect(missed.status == 2)
        #expect(missed.stderr.contains("src/screens.lua is beside src/app.lua, but modules are found from the project folder: require \"src.screens\""), "\(missed.stderr)")
        try "local screens = require('src.screens')\napp.class('HomeViewController')\napp.launch(screens.home())\n"
            .write(to: project.url.appendingPathComponent("src/app.lua"), atomically: true, encoding: .utf8)
        let found = try FlowrunProcess.run(["tree"], in: project.url)
        #expect(found.stdout == "window main\n  UINavigationController\n    HomeViewController\n", "\(found.stderr)")
    }

    @Test("an app.lua in a flow folder that a named app overrides is a warning, not silently ignored")
    func unusedFolderApp() throws {
        let project = try FlowFolder([
            "flowrun.json": #"{ "app": "app.lua", "flows": ["flows"] }"#,
            "app.lua": "app.class('Home')\napp.launch(app.screen('Home'))\n",
            "flows/admin/app.lua": "app.class('Admin')\napp.launch(app.screen('Admin'))\n",
            "flows/admin/a_test.lua": "test('a', function() expect_top('Home') end)\n",
        ])
        let run = try FlowrunProcess.run(["test", "--no-timings"], in: project.url)
        #expect(run.status == 0, "\(run.stdout)")
        #expect(run.stderr == "flowrun: warning: flows/admin/app.lua is not used: every flow file starts from app.lua, which \"app\" of flowrun.json names (a folder's own app.lua applies only when no app is named)\n", "\(run.stderr)")
        try FileManager.default.removeItem(at: project.url.appendingPathComponent("flowrun.json"))
        let own = try FlowrunProcess.run(["test", "--no-timings"], in: project.url)
        #expect(own.status == 1, "without a named app, the folder's own app.lua applies")
        #expect(!own.stderr.contains("not used"), "\(own.stderr)")
    }

    @Test("the app definition given as a flow, routes or script runs once; tests declared in it are an error, not copied into every file")
    func appDefinitionAsAFlow() throws {
        let project = try Self.bank()
        let test = try FlowrunProcess.run(["test", "app.lua"], in: project.url)
        #expect(test.status == 2)
        #expect(test.stderr == "flowrun: app.lua is the app definition, which every flow starts from, not a flow file: tests go in flow files (*_test.lua)\n", "\(test.stderr)")
        let run = try FlowrunProcess.run(["run", "app.lua"], in: project.url)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout == "window main\n  UINavigationController\n    HomeViewController\n", "\(run.stdout)")
        try (FlowFolder.productApp + "\nproduct_route = product\ntest('smoke', function() expect(true) end)\n").write(to: project.url.appendingPathComponent("app.lua"), atomically: true, encoding: .utf8)
        let declared = try FlowrunProcess.run(["test", "--no-timings"], in: project.url)
        #expect(declared.status == 2)
        let testLine = (FlowFolder.productApp + "\nproduct_route = product\n").split(separator: "\n", omittingEmptySubsequences: false).count
        #expect(declared.stdout.contains("app.lua:\(testLine): app.lua declares 1 test"), "the test's own line: \(declared.stdout)")
        #expect(declared.stdout.contains("app.lua declares 1 test, but it is the app definition, which runs before every flow: move it to a flow file (*_test.lua)"), "\(declared.stdout)")
        try (FlowFolder.productApp + "\nproduct_route = product\n").write(to: project.url.appendingPathComponent("app.lua"), atomically: true, encoding: .utf8)
        let graph = try FlowrunProcess.run(["graph", "app.lua"], in: project.url)
        #expect(graph.status == 0, "\(graph.stderr)")
        #expect(graph.stdout.contains("product_route"), "\(graph.stdout)")
    }

    @Test("a script in a folder whose app.lua a named app overrides warns under run too; a module required by two spellings is one module")
    func runWarnsAndModulesAreOne() throws {
        let project = try FlowFolder([
            "flowrun.json": #"{ "app": "app.lua" }"#,
            "app.lua": "app.class('Home')\napp.launch(app.screen('Home'))\n",
            "sub/app.lua": "app.class('Sub')\napp.launch(app.screen('Sub'))\n",
            "sub/show.lua": "local a, b = require('lib.counter'), require('lib/counter')\na.bump()\nprint(app.top().class, a == b, b.n)\n",
            "lib/counter.lua": "local M = { n = 0 }\nfunction M.bump() M.n = M.n + 1 end\nreturn M\n",
        ])
        let run = try FlowrunProcess.run(["run", "sub/show.lua"], in: project.url)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.hasPrefix("Home\ttrue\t1\n"), "\(run.stdout)")
        #expect(run.stderr == "flowrun: warning: sub/app.lua is not used: sub/show.lua runs on app.lua, the app \"app\" of flowrun.json names\n", "\(run.stderr)")
    }

    @Test("--unsafe finds modules from the project wherever flowrun runs; a configured flow folder holding none, and a flow file outside them not ignored, are warned about; tree --ids is for the text form; a misspelt script, or one in the project named from elsewhere, is named")
    func projectEdges() throws {
        let folder = try FlowFolder([
            "flowrun.json": #"{ "app": "app.lua", "flows": ["flows", "more"], "ignore": ["kept"] }"#,
            "stray/b_test.lua": "test('b', function() expect(false) end)\n",
            "kept/c_test.lua": "test('c', function() expect(false) end)\n",
            "app.lua": FlowFolder.productApp + "\nhelpers = require('lib.helpers')\n",
            "lib/helpers.lua": "return { answer = 42 }\n",
            "flows/a_test.lua": "test('a', function() expect_equal(helpers.answer, 42) end)\n",
            "more/notes.txt": "none yet\n",
            "setup.lua": "app.push('ProductViewController')\n",
        ])
        let misspelt = try FlowrunProcess.run(["run", "stup.lua"], in: folder.url)
        #expect(misspelt.status == 2)
        #expect(misspelt.firstErrorLine == "error: stup.lua: cannot read the flow: no such file (did you mean 'setup.lua'?)", "\(misspelt.stderr)")
        let unsafe = try FlowrunProcess.run(["test", "--unsafe", "--no-timings"], in: folder.url.appending(path: "flows"))
        #expect(unsafe.status == 0, "\(unsafe.stdout)\(unsafe.stderr)")
        #expect(unsafe.stderr.contains("flowrun: warning: more, among the \"flows\" of flowrun.json, holds no flow file (*_test.lua), so it runs nothing"), "\(unsafe.stderr)")
        #expect(unsafe.stderr.contains("flowrun: warning: stray/b_test.lua is a flow file outside the \"flows\" of flowrun.json (flows, more), so it does not run: add its folder to \"flows\", or to \"ignore\" to leave it out on purpose"), "\(unsafe.stderr)")
        #expect(!unsafe.stderr.contains("kept/c_test.lua"), "\"ignore\" names it: \(unsafe.stderr)")
        let parent = folder.url.deletingLastPathComponent()
        let elsewhere = try FlowrunProcess.run(["open", "demo://x", "--project", folder.url.lastPathComponent, "--from", "setup.lua"], in: parent)
        #expect(elsewhere.status == 2)
        #expect(elsewhere.firstErrorLine == "error: setup.lua: no such file in the current folder (did you mean \(folder.url.standardizedFileURL.path)/setup.lua, in the project? a script's path starts at the current folder, as the shell's do)", "\(elsewhere.stderr)")
        let dot = try FlowrunProcess.run(["tree", "--format", "dot", "--ids"], in: folder.url)
        #expect(dot.status == 2)
        #expect(dot.firstErrorLine == "Error: --ids is for the text form: a --format dot picture always shows node ids (drop --ids)", "\(dot.stderr)")
    }
}
