import Foundation
import Testing

/// An app reading `routes` it never set, beside an imported routes_generated.lua.
@Suite("routes unset beside routes_generated.lua")
struct UnsetRoutesAdviceTests {
    @Test("the error says the require app.lua needs")
    func advisesTheRequire() throws {
        let app = "app.class(\"A\")\napp.launch(app.screen(\"A\"))\nlocal home = routes.home\n"
        let folder = try FlowFolder(["app.lua": app, "routes_generated.lua": "local routes = {}\nreturn routes\n",
                                     "flows/a_test.lua": "test(\"t\", function() end)\n"])
        let run = try FlowrunProcess.run(["test"], in: folder.url)
        #expect(run.status != 0)
        #expect((run.stdout + run.stderr).contains(#"app.lua:3: 'routes' is not set"#), "\(run.stdout)\(run.stderr)")
        #expect((run.stdout + run.stderr).contains(#"no global has that name; the project has routes_generated.lua (flowrun import-swift wrote it): set it in app.lua with routes = require("routes_generated")"#),
                "\(run.stdout)\(run.stderr)")
    }
}
