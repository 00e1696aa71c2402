import Foundation
import Testing

/// `flowrun watch` reading the project again after a save: what it counts
/// and what it watches are those a fresh `flowrun test` would.
@Suite("watch after a reload, through flowrun")
struct WatchReloadTests {
    @Test("watch --strict counts a warning the reloaded project raised, as a first run on it does")
    func strictCountsReloadWarnings() throws {
        let folder = try FlowFolder([
            "project/app.lua": FlowFolder.productApp,
            "project/flowrun.json": #"{ "app": "app.lua", "flows": ["flows"] }"#,
            "project/flows/a_test.lua": "test('a', function() expect_top('HomeViewController') end)\n",
            "elsewhere/app.lua": FlowFolder.productApp,
        ])
        let project = folder.url.appending(path: "project")
        let watch = try RunningFlowrun(["watch", "--strict", "--no-timings", "--color", "never"], in: project)
        defer { watch.stop() }
        #expect(watch.waitFor("watching for changes"), "\(watch.text)")
        #expect(watch.text.contains("1 test: 1 passed\n"), "\(watch.text)")
        #expect(!watch.text.contains("--strict:"), "\(watch.text)")

        try #"{ "app": "../elsewhere/app.lua", "flows": ["flows"] }"#
            .write(to: project.appending(path: "flowrun.json"), atomically: true, encoding: .utf8)
        #expect(watch.waitFor("watching for changes", times: 2), "\(watch.text)")
        #expect(watch.text.contains("warning: app.lua is not used"), "\(watch.text)")
        #expect(watch.text.contains("error: --strict: a warning was raised outside any test"), "\(watch.text)")
    }
}

extension WatchReloadTests {
    @Test("watch re-runs every test when an app definition kept outside the project (\"app\": \"../app/app.lua\") is saved")
    func watchesAnAppOutside() throws {
        let folder = try FlowFolder([
            "tests/flowrun.json": #"{ "app": "../model/app.lua", "flows": ["flows"] }"#,
            "tests/flows/a_test.lua": "test('a', function() expect_top('HomeViewController') end)\n",
            "model/app.lua": FlowFolder.productApp,
        ])
        let watch = try RunningFlowrun(["watch", "--no-timings", "--color", "never"], in: folder.url.appending(path: "tests"))
        defer { watch.stop() }
        #expect(watch.waitFor("watching for changes"), "\(watch.text)")
        #expect(watch.text.contains("1 test: 1 passed\n"), "\(watch.text)")

        try "app.class(\"ProductViewController\")\napp.launch(app.navigation { app.screen(\"ProductViewController\") })\n"
            .write(to: folder.url.appending(path: "model/app.lua"), atomically: true, encoding: .utf8)
        #expect(watch.waitFor("watching for changes", times: 2), "\(watch.text)")
        #expect(watch.text.contains("model/app.lua — running 1 file"), "\(watch.text)")
        #expect(watch.text.contains("1 test: 0 passed, 1 failed"), "the new app: \(watch.text)")
    }
}
