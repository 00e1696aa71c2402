import Foundation
import Testing

/// Messages that point at the fix, through `flowrun test`: a context maker
/// that forgot its `return` at its own line, an unset global named as a
/// project module with the `require` to write, and a defaulted `env` read
/// one letter off a variable that is given, or set only in flowrun's own
/// environment.
@Suite("Messages that point at the fix")
struct PointingMessageTests {
    @Test("a make_context that forgot its return is reported at its own line in the app definition")
    func makerWithoutReturn() throws {
        let folder = try FlowFolder([
            "app.lua": FlowFolder.productApp + """

                local links = route.links()
                links:add("demo://forgot/:id<int>", product, function(p)
                  local id = p.id
                end)
                app.links(links)
                """,
            "flows/link_test.lua": "test(\"forgot\", function()\n  expect_ok(open_url(\"demo://forgot/1\"))\nend)\n",
        ])
        let run = try FlowrunProcess.run(["test", "--no-timings", "--color", "never"], in: folder.url)
        #expect(run.status == 1)
        #expect(run.stdout.contains("app.lua:10: the make_context of demo://forgot/:id<int> returned nothing; return the context (return nil, explicitly, for none)"), "\(run.stdout)")
    }

    @Test("an unset global named as a project module says the require to write")
    func moduleNotRequired() throws {
        let folder = try FlowFolder([
            "app.lua": FlowFolder.productApp,
            "support/steps.lua": "return { go = function() end }\n",
            "flows/steps_test.lua": "test(\"uses steps\", function()\n  steps.go()\nend)\n",
        ])
        let run = try FlowrunProcess.run(["test", "--no-timings", "--color", "never"], in: folder.url)
        #expect(run.status == 1)
        #expect(run.stdout.contains("    flows/steps_test.lua:2: 'steps' is not set: no global has that name; support/steps.lua is a module of the project: load it with local steps = require(\"support.steps\")\n"), "\(run.stdout)")
    }

    @Test("env(name, default) one letter off a given variable, or naming one set only in flowrun's environment, warns at its line")
    func defaultedEnvironment() throws {
        let folder = try FlowFolder([
            "app.lua": FlowFolder.productApp,
            "flowrun.json": #"{ "env": { "API_URL": "http://a" } }"#,
            "flows/env_test.lua": """
                test("defaults", function()
                  expect_equal(env("API_URl", "x"), "x")
                  expect_equal(env("FLOWRUN_TEST_REGION", "eu"), "eu")
                  expect_equal(env("SPEED", "1"), "1")
                end)
                """,
        ])
        let run = try FlowrunProcess.run(["test", "--no-timings", "--color", "never"], in: folder.url, environment: ["FLOWRUN_TEST_REGIONS": "us"])
        #expect(run.status == 0, "\(run.stdout)")
        #expect(run.stdout.contains("warning: flows/env_test.lua:2: env(\"API_URl\", …) returns its default: no variable 'API_URl' is given, but 'API_URL' is (did you mean 'API_URL'?)"), "\(run.stdout)")
        #expect(run.stdout.contains("warning: flows/env_test.lua:3: env(\"FLOWRUN_TEST_REGION\", …) returns its default: 'FLOWRUN_TEST_REGIONS' is set in flowrun's own environment, which flows do not read (did you mean 'FLOWRUN_TEST_REGIONS'?); give it to them with --env FLOWRUN_TEST_REGIONS=VALUE or in \"env\" of flowrun.json"), "\(run.stdout)")
        #expect(!run.stdout.contains("env(\"SPEED\""), "\(run.stdout)")
    }
}
