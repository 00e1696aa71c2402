import Foundation
import Testing

@Suite("flowrun watch")
struct WatchCommandTests {
    @Test("a save re-runs the affected tests; a broken save is reported and watching goes on; an app change re-runs all")
    func rerunsOnSave() throws {
        // Saves replace the file in one step: a save caught half-written
        // would add a run, and the counts below would race with it.
        let project = try FlowFolder([
            "app.lua": "app.class(\"HomeViewController\")\napp.launch(app.navigation { app.screen(\"HomeViewController\") })\n",
            "flows/a_test.lua": "test('a', function() expect_top('HomeViewController') end)\n",
            "flows/b_test.lua": "test('b', function() expect(true) end)\n",
        ])
        let watch = try RunningFlowrun(["watch", "--no-timings", "--color", "never"], in: project.url)
        defer { watch.stop() }
        let flow = project.url.appendingPathComponent("flows/a_test.lua")
        #expect(watch.waitFor("watching for changes"), "\(watch.text)")
        #expect(watch.text.contains("2 tests: 2 passed"))

        try "test('a', function() expect_top('Nope') end)\n".write(to: flow, atomically: true, encoding: .utf8)
        #expect(watch.waitFor("watching for changes", times: 2), "\(watch.text)")
        #expect(watch.text.contains("changed: flows/a_test.lua — running 1 file"))
        #expect(watch.text.contains("1 test: 0 passed, 1 failed"))

        try "test('a', function()\n".write(to: flow, atomically: true, encoding: .utf8)
        #expect(watch.waitFor("watching for changes", times: 3), "\(watch.text)")
        #expect(watch.text.contains("! flows/a_test.lua: flows/a_test.lua:2:"))

        try "test('a', function() expect(true) end)\n".write(to: flow, atomically: true, encoding: .utf8)
        #expect(watch.waitFor("watching for changes", times: 4), "\(watch.text)")
        try "app.class(\"HomeViewController\")\napp.launch(app.navigation { app.screen(\"HomeViewController\") }) -- saved\n"
            .write(to: project.url.appendingPathComponent("app.lua"), atomically: true, encoding: .utf8)
        #expect(watch.waitFor("watching for changes", times: 5), "\(watch.text)")
        #expect(watch.text.contains("changed: app.lua — running 2 files"))
        #expect(watch.text.hasSuffix("2 tests: 2 passed\nwatching for changes (Ctrl-C to stop)\n"))

        try "id\n1\n".write(to: project.url.appendingPathComponent("rows.csv"), atomically: true, encoding: .utf8)
        #expect(watch.waitFor("watching for changes", times: 6), "\(watch.text)")
        #expect(watch.text.contains("changed: rows.csv — running 2 files"), "a data file flows read: \(watch.text)")
    }

    @Test("watch takes test's console options: --traceback shows a failure's frames")
    func consoleOptions() throws {
        let project = try FlowFolder([
            "app.lua": "app.class(\"HomeViewController\")\napp.launch(app.navigation { app.screen(\"HomeViewController\") })\n",
            "flows/a_test.lua": "test('a', function()\n  expect_top('Nope')\nend)\n",
        ])
        let watch = try RunningFlowrun(["watch", "--no-timings", "--color", "never", "--traceback"], in: project.url)
        defer { watch.stop() }
        #expect(watch.waitFor("watching for changes"), "\(watch.text)")
        #expect(watch.text.contains("  traceback:\n    flows/a_test.lua:2: in function <flows/a_test.lua:1>\n"), "\(watch.text)")
    }

    @Test("a re-run after a module changes runs every test on the new module, in every worker")
    func rerunSeesChangedModules() throws {
        let version = { (v: String) in "return { version = '\(v)' }\n" }
        let project = try FlowFolder([
            "app.lua": "app.class(\"HomeViewController\")\napp.launch(app.navigation { app.screen(\"HomeViewController\") })\n",
            "mod.lua": version("v1"),
            "flows/w_test.lua": (1...6).map { "local m\($0) = require('mod')\ntest('t\($0)', function() expect_equal(m\($0).version, 'v' .. #'x') end)" }
                .joined(separator: "\n") + "\n",
        ])
        let watch = try RunningFlowrun(["watch", "-j", "2", "--no-timings", "--color", "never"], in: project.url)
        defer { watch.stop() }
        #expect(watch.waitFor("watching for changes"), "\(watch.text)")
        #expect(watch.text.contains("6 tests: 6 passed"), "\(watch.text)")
        for (round, next) in ["v2", "v3"].enumerated() {
            try version(next).write(to: project.url.appendingPathComponent("mod.lua"), atomically: true, encoding: .utf8)
            #expect(watch.waitFor("watching for changes", times: round + 2), "\(watch.text)")
            let failedRounds = watch.text.components(separatedBy: "6 tests: 0 passed, 6 failed").count - 1
            #expect(failedRounds == round + 1, "every test sees \(next): \(watch.text)")
        }
    }

    @Test("a saved flowrun.json is read again: a broken one is shown and nothing runs on the old one; a fixed one runs on the new app and env")
    func rereadsTheProject() throws {
        let home = "app.class(\"HomeViewController\")\napp.launch(app.navigation { app.screen(\"HomeViewController\") })\n"
        let project = try FlowFolder([
            "flowrun.json": #"{ "app": "home.lua", "env": { "WHO": "ann" } }"#,
            "home.lua": home,
            "product.lua": "app.class(\"ProductViewController\")\napp.launch(app.navigation { app.screen(\"ProductViewController\") })\n",
            "flows/a_test.lua": "test('a', function() expect_top('HomeViewController'); expect_equal(env('WHO'), 'ann') end)\n",
        ])
        let config = project.url.appendingPathComponent("flowrun.json")
        let watch = try RunningFlowrun(["watch", "--no-timings", "--color", "never"], in: project.url)
        defer { watch.stop() }
        #expect(watch.waitFor("watching for changes"), "\(watch.text)")
        #expect(watch.text.contains("1 test: 1 passed"), "\(watch.text)")

        try #"{ "app": "hmoe.lua", "env": { "WHO": "ann" } }"#.write(to: config, atomically: true, encoding: .utf8)
        #expect(watch.waitFor("watching for changes", times: 2), "\(watch.text)")
        #expect(watch.text.contains("\"app\" names hmoe.lua, which does not exist"), "\(watch.text)")
        #expect(watch.text.contains("(fix it and save: watching goes on)"), "\(watch.text)")
        #expect(watch.text.components(separatedBy: "1 test: 1 passed").count == 2, "nothing ran on the old flowrun.json: \(watch.text)")

        try #"{ "app": "product.lua", "env": { "WHO": "bob" } }"#.write(to: config, atomically: true, encoding: .utf8)
        #expect(watch.waitFor("watching for changes", times: 3), "\(watch.text)")
        #expect(watch.text.contains("changed: flowrun.json — running 1 file"), "\(watch.text)")
        #expect(watch.text.contains("      UINavigationController\n        ProductViewController"), "the new app: \(watch.text)")

        try "test('a', function() expect_top('ProductViewController'); expect_equal(env('WHO'), 'bob') end)\n"
            .write(to: project.url.appendingPathComponent("flows/a_test.lua"), atomically: true, encoding: .utf8)
        #expect(watch.waitFor("watching for changes", times: 4), "\(watch.text)")
        #expect(watch.text.hasSuffix("1 test: 1 passed\nwatching for changes (Ctrl-C to stop)\n"), "the new env: \(watch.text)")
    }
}
