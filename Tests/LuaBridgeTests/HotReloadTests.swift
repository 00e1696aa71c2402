import Foundation
import LuaKit
import Testing
@testable import LuaBridge

/// A project folder with an interceptors module, and a session confined to it.
final class Project {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("flowrun-reload-\(UUID().uuidString)")
    let session: FlowSession

    init(_ module: String) throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        session = try FlowSession(sandbox: Sandbox(projectRoots: [folder.path]))
        try write(module)
    }

    deinit { try? FileManager.default.removeItem(at: folder) }

    func write(_ module: String) throws {
        try module.write(to: folder.appendingPathComponent("interceptors.lua"), atomically: true, encoding: .utf8)
    }

    func run(_ source: String) throws {
        try session.run(source: source, chunkName: folder.appendingPathComponent("flow.lua").path)
    }

    /// A home stack, and `profile`: a step whose interceptor is `interceptors.check`.
    static let setup = """
        app.class("HomeViewController")
        app.class("ProfileViewController")
        app.launch(app.navigation { app.screen("HomeViewController") })
        interceptors = require("interceptors")
        profile = route.step { finder = route.class_finder("ProfileViewController"), factory = route.class_factory("ProfileViewController") }
          :adding(route.interceptor(interceptors.check))
          :using(route.nav.push())
          :from(route.general.custom(route.class_finder("UINavigationController", { search = "current_visible_only", start = "root" })))
          :assemble()
        """
}

@Suite("Hot reload of modules")
struct HotReloadTests {
    @Test("an edited table constant is said as kept, past a large data table and a cycle; a module giving the app its links and URL handler reloads")
    func keptTables() throws {
        let module = { (tiers: String) in
            """
            local M = { big = {}, tiers = \(tiers), check = function() return true end }
            for i = 1, 20000 do M.big[i] = i end
            M.loop = { name = "loop" }
            M.loop.self = M.loop
            local links = route.links()
            links:add("demo://profile", profile)
            app.links(links)
            app.on_open_url(function() end)
            return M
            """
        }
        let project = try Project("return { check = function() return true end }")
        try project.run(Project.setup)
        try project.write(module(#"{ "gold" }"#))
        #expect(try project.session.reload(module: "interceptors").keptFields.isEmpty)
        try project.write(module(#"{ "gold", "silver" }"#))
        #expect(try project.session.reload(module: "interceptors").keptFields == ["tiers"])
        try project.run("expect_ok(open_url('demo://profile'))")
    }

    @Test("a reload swaps the code routes use; the tree and the module's state stay")
    func reloadSwapsCode() throws {
        let project = try Project("return { calls = 0, check = function() local m = require('interceptors') m.calls = m.calls + 1 return false, 'v1 refuses' end }")
        try project.run(Project.setup + """

            expect_equal(router:navigate(profile).error, "v1 refuses")
            app.push("HomeViewController")
            """)
        try project.write("return { calls = 0, check = function() local m = require('interceptors') m.calls = m.calls + 1 return true end }")
        #expect(try project.session.reload(module: "interceptors").generation == 2)
        try project.run("""
            expect_equal(interceptors.calls, 1, "state carried over")
            expect_equal(#app.root().children, 2, "the tree is as it was")
            expect(router:navigate(profile).ok, "the same route now uses the new code")
            expect_equal(interceptors.calls, 2)
            expect_equal(host:generation("interceptors"), 2)
            """)
    }

    @Test("reloading from Swift does not go through the flow's globals: a flow that drops or replaces host cannot break it")
    func reloadIgnoresGlobals() throws {
        let project = try Project("return { check = function() return false, 'v1' end }")
        try project.run(Project.setup + "\nhost = nil")
        try project.write("return { check = function() return true end }")
        #expect(try project.session.reload(module: "interceptors").generation == 2)
        try project.run("host = { reload = function() return true, 'many' end }")
        try project.write("return { check = function() return false, 'v3' end }")
        #expect(try project.session.reload(module: "interceptors").generation == 3)
        try project.write("return {")
        #expect { try project.session.reload(module: "interceptors") } throws: { "\($0)".contains("interceptors.lua:1:") }
        try project.run("expect_equal(router:navigate(profile).error, 'v3')")
    }

    @Test("an interceptor of the old version waiting on the module's own state finishes when the new version changes it")
    func waitingOnModuleState() throws {
        let module = """
            local M = { user = nil }
            function M.check()
              route.wait_until(function() return M.user ~= nil end)
              return true
            end
            function M.log_in(name) M.user = name end
            return M
            """
        let project = try Project(module)
        try project.run(Project.setup + "\nwaiting = router:navigate(profile)\nassert(waiting.pending)")
        try project.write(module)
        #expect(try project.session.reload(module: "interceptors").generation == 2)
        try project.run("""
            interceptors.log_in("ann")
            app.settle()
            expect_ok(waiting)
            expect_equal(interceptors.user, "ann")
            """)
    }

    @Test("a migrate hook decides what state the new version keeps")
    func migrateHook() throws {
        let project = try Project("return { visits = 5, check = function() return true end }")
        try project.run(Project.setup)
        try project.write("""
            local M = { visits = 0 }
            function M.migrate(old) M.visits = old.visits * 10 end
            function M.check() return true end
            return M
            """)
        try project.session.reload(module: "interceptors")
        try project.run("expect_equal(interceptors.visits, 50)")
    }

    @Test("a syntax error keeps the old code and names the file and line")
    func syntaxErrorKeepsOldCode() throws {
        let project = try Project("return { check = function() return false, 'old' end }")
        try project.run(Project.setup)
        try project.write("return {\n  check = function() return true end,\n  = oops\n}")
        #expect {
            try project.session.reload(module: "interceptors")
        } throws: { error in
            "\(error)".contains("interceptors.lua:3:") && "\(error)".contains("unexpected symbol")
        }
        try project.run("expect_equal(router:navigate(profile).error, 'old', 'the old code is still active')")
    }

    @Test("a runtime error at load keeps the old code and names the file and line")
    func runtimeErrorKeepsOldCode() throws {
        let project = try Project("return { check = function() return false, 'old' end }")
        try project.run(Project.setup)
        try project.write("local config = nil\nreturn { limit = config.limit, check = function() return true end }")
        #expect {
            try project.session.reload(module: "interceptors")
        } throws: { error in
            "\(error)".contains("interceptors.lua:2: attempt to index a nil value")
        }
        try project.run("expect_equal(router:navigate(profile).error, 'old')")
        #expect(throws: FlowError.self) { try project.session.reload(module: "nowhere") }
    }

    @Test("an interceptor suspended during a reload finishes on the old code; the next navigation uses the new")
    func reloadWhileSuspended() throws {
        let project = try Project("""
            return { check = function()
              route.wait_until(function() return ready end)
              return false, 'old code finished'
            end }
            """)
        try project.run(Project.setup + """

            ready = false
            first = router:navigate(profile)
            expect(first.pending)
            """)
        try project.write("return { check = function() return true end }")
        try project.session.reload(module: "interceptors")
        try project.run("""
            ready = true
            app.settle()
            expect_equal(first.error, "old code finished")
            expect(router:navigate(profile).ok, "new code")
            """)
    }
}

@Suite("Hot reload: staging")
struct HotReloadStagingTests {
    @Test("a version that fails at load leaves no global behind")
    func failedVersionLeavesNoGlobals() throws {
        let project = try Project("return { check = function() return true end }")
        try project.run(Project.setup)
        try project.write("leaked = true\nerror('broken')")
        #expect(throws: FlowError.self) { try project.session.reload(module: "interceptors") }
        try project.run("expect_equal(rawget(_G, \"leaked\"), nil)")
    }
}
