import Foundation
import LuaKit
import RouterCore
import Testing
import LuaBridge

/// A Swift program embedding LuaBridge: its own app and router, no test
/// vocabulary, destinations built in Swift, routing logic in Lua modules.
@Suite struct EmbeddingSessionTests {
    /// An app built in Swift: a navigation stack with a home screen.
    static func app() throws -> (AppTree, DefaultRouter) {
        let tree = AppTree()
        let window = tree.makeWindow(named: "main")
        try tree.defineClass("HomeViewController", superclass: ClassRegistry.viewController)
        try tree.defineClass("ProfileViewController", superclass: ClassRegistry.viewController)
        let navigation = try tree.makeNode(ClassRegistry.navigationController)
        try tree.setChildren([try tree.makeNode("HomeViewController")], of: navigation)
        try tree.setRoot(navigation, of: window)
        tree.clock.runUntilIdle()
        return (tree, DefaultRouter(tree: tree))
    }

    /// The profile pushed onto the visible stack, with `configure` adding to its step.
    static func profile(_ configure: (StepAssembly) throws -> StepAssembly = { $0 }) rethrows -> DestinationStep {
        try configure(StepAssembly(finder: ClassFinder("ProfileViewController"), factory: ClassFactory("ProfileViewController")))
            .using(NavigationControllerActions.push())
            .from(GeneralStep.custom(using: ClassFinder("UINavigationController", options: .currentVisibleOnly, startingPoint: .root)))
            .assemble()
    }

    /// A session whose `policies` module is `source`, over a home stack (the profile's class defined).
    static func policies(_ source: String) throws -> ModuleProject {
        let project = try ModuleProject("policies", source)
        try project.run("""
            app.class("HomeViewController")
            app.class("ProfileViewController")
            app.launch(app.navigation { app.screen("HomeViewController") })
            """)
        return project
    }

    static func topClass(_ tree: AppTree) -> String? { tree.visibleLeaf.map { tree.className(of: $0) } }

    @Test("a session over an existing app and router sees the app and navigates with that router")
    func existingApp() throws {
        let (tree, router) = try Self.app()
        let session = try FlowSession(tree: tree, router: router)
        #expect(session.tree === tree && session.router === router)
        try session.run(source: """
            assert(app.top().class == "HomeViewController", tostring(app.top()))
            local profile = route.step { finder = route.class_finder("ProfileViewController"), factory = route.class_factory("ProfileViewController") }
              :using(route.nav.push())
              :from(route.general.custom(route.class_finder("UINavigationController", { search = "current_visible_only", start = "root" })))
              :assemble()
            local navigation = router:navigate(profile)
            assert(navigation.ok, navigation.error)
            """, chunkName: "=embedded")
        #expect(Self.topClass(tree) == "ProfileViewController")
    }

    @Test("the option checker an embedder hands its own Lua checks options as the flow API does, at the caller's line")
    func optionChecker() throws {
        let (tree, router) = try Self.app()
        let session = try FlowSession(tree: tree, router: router)
        let api = try session.host.load("""
            local check = ...
            local schema = { colour = "string", sizes = "strings" }
            function paint(options)
              options = check(options, "paint", 1, schema)
              return options.colour or "none"
            end
            """, chunkName: "=api")
        try session.host.call(api, [.reference(try session.optionChecker)])
        try session.run(source: "assert(paint() == 'none')\nassert(paint { colour = 'red', sizes = { 's' } } == 'red')", chunkName: "ok.lua")
        #expect {
            try session.run(source: "\npaint { color = 'red' }", chunkName: "typo.lua")
        } throws: { error in
            "\(error)" == "typo.lua:2: paint: unknown option 'color' (did you mean 'colour'?); the options are colour, sizes"
        }
        #expect {
            try session.run(source: "paint { sizes = 's' }", chunkName: "shape.lua")
        } throws: { error in
            "\(error)" == "shape.lua:1: paint: option 'sizes' must be a list of strings, got string \"s\""
        }
    }

    @Test("the suggester an embedder hands its own Lua names the nearest word, or nothing")
    func suggester() throws {
        let (tree, router) = try Self.app()
        let session = try FlowSession(tree: tree, router: router)
        let suggest = try session.host.load("""
            local suggest = ...
            return tostring(suggest("colur", "colour", "size")) .. " " .. tostring(suggest("zzz", "colour", "size"))
            """, chunkName: "=suggest")
        let text = try session.host.call(suggest, [.reference(try session.suggester)], name: "suggest") { try $0.string(1) }
        #expect(text == "colour nil")
    }

    @Test("a session without the test vocabulary has the flow API but no expectations")
    func withoutExpectations() throws {
        let (tree, router) = try Self.app()
        let session = try FlowSession(tree: tree, router: router, options: FlowSessionOptions(installsExpectations: false))
        try session.run(source: """
            assert(rawget(_G, "expect") == nil and rawget(_G, "expect_top") == nil and rawget(_G, "expect_tree") == nil)
            assert(type(app) == "table" and type(route) == "table" and type(router) == "table")
            """, chunkName: "=embedded")
        let full = try FlowSession()
        try full.run(source: "assert(type(expect_top) == 'function')", chunkName: "=flow")
    }

    @Test("app.launch on an app without a window fails with a clear error, never traps")
    func launchWithoutWindow() throws {
        let tree = AppTree()
        let session = try FlowSession(tree: tree, router: DefaultRouter(tree: tree))
        try session.run(source: """
            app.class("HomeViewController")
            local ok, message = pcall(app.launch, app.screen("HomeViewController"))
            assert(not ok and message:find("the app has no window", 1, true), tostring(message))
            """, chunkName: "=windowless")
    }

    @Test("a destination built in Swift, exposed to Lua, is one router:navigate takes")
    func exposedDestination() throws {
        let (tree, router) = try Self.app()
        let session = try FlowSession(tree: tree, router: router, options: FlowSessionOptions(installsExpectations: false))
        try session.expose(Self.profile(), as: "profile")
        try session.run(source: """
            assert(tostring(profile) == "destination")
            local navigation = router:navigate(profile, "42")
            assert(navigation.ok, navigation.error)
            assert(app.top().class == "ProfileViewController")
            """, chunkName: "=embedded")
        #expect(Self.topClass(tree) == "ProfileViewController")
        #expect(try session.destinations().map(\.name) == ["profile"])
        try session.run(source: "screens = { profile = profile, again = { profile = profile } }\nroutes = { mine = profile }", chunkName: "=tables")
        #expect(try session.destinations().map(\.name) == ["profile"], "a field only for what no global holds")
        try session.run(source: "profile = nil", chunkName: "=dropped")
        #expect(try session.destinations().map(\.name) == ["routes.mine"], "else the first field by name")
    }

    @Test("a finder, a context task and a post task from a Lua module run in a route built in Swift")
    func moduleTasks() throws {
        let project = try ModuleProject("screens", """
            local M = {}
            function M.find_profile() return app.find("ProfileViewController") end
            function M.tag(vc, context) vc.tag = context end
            function M.after(vc, context, stack) vc.stack_size = #stack; vc.posted = context end
            return M
            """)
        let session = project.session
        let destination = try StepAssembly(finder: session.finder(module: "screens", function: "find_profile"), factory: ClassFactory("ProfileViewController"))
            .adding(try session.contextTask(module: "screens", function: "tag"))
            .adding(try session.postTask(module: "screens", function: "after"))
            .using(NavigationControllerActions.push())
            .from(GeneralStep.custom(using: ClassFinder("UINavigationController", options: .currentVisibleOnly, startingPoint: .root)))
            .assemble()
        try session.expose(destination, as: "profile")
        try project.run("""
            app.class("HomeViewController")
            app.class("ProfileViewController")
            app.launch(app.navigation { app.screen("HomeViewController") })
            local first = router:navigate(profile, "a")
            assert(first.ok, first.error)
            local vc = app.top()
            assert(vc.class == "ProfileViewController" and vc.tag == "a" and vc.posted == "a" and vc.stack_size >= 1)
            local again = router:navigate(profile, "b")
            assert(again.ok, again.error)
            assert(app.top() == vc and vc.tag == "b", "the module's finder found the same profile")
            """)
    }

    @Test("the app, the router and the services go with the session, whatever routes and tasks Lua made")
    func servicesAreReleased() throws {
        weak var tree: AppTree?
        weak var router: DefaultRouter?
        do {
            let (app, appRouter) = try Self.app()
            let session = try FlowSession(tree: app, router: appRouter)
            try session.run(source: """
                router:add(route.post_task(function() end))
                router:add(route.interceptor(function() return true end))
                local profile = route.step { finder = route.class_finder("ProfileViewController"), factory = route.class_factory("ProfileViewController") }
                  :adding(route.dismissal_task(function() end))
                  :using(route.nav.push())
                  :from(route.general.custom(route.class_finder("UINavigationController", { start = "root" })))
                  :assemble()
                local choice = route.switch():add_case(function() return profile end):assemble()
                assert(router:navigate(choice).ok)
                """, chunkName: "=embedded")
            tree = app
            router = appRouter
        }
        #expect(tree == nil && router == nil)
    }

    @Test("a misspelt module function fails the navigation when the route runs, naming module and function")
    func missingModuleFunction() throws {
        let project = try ModuleProject("policies", "return { allow = function() return true end }")
        let session = project.session
        try project.run("""
            app.class("HomeViewController")
            app.class("ProfileViewController")
            app.launch(app.navigation { app.screen("HomeViewController") })
            """)
        let typo = try Self.profile { try $0.adding(session.contextTask(module: "policies", function: "alow")) }
        let result = session.router.navigateAndSettle(to: typo, with: nil)
        #expect("\(result.map { "\($0)" } ?? "pending")".contains("policies.alow is not a function (got nil)"), "\(String(describing: result))")
        #expect(Self.topClass(session.tree) == "HomeViewController")
    }

    @Test("Swift routes holding Lua pieces outlive their session: they fail with a clear error, never crash")
    func routesOutliveTheSession() throws {
        let tree: AppTree, router: DefaultRouter
        let guarded: DestinationStep, tagged: DestinationStep
        do {
            let project = try Self.policies("""
                local M = {}
                function M.allow() return true end
                function M.tag(vc) vc.tag = 1 end
                return M
                """)
            let session = project.session
            (tree, router) = (session.tree, session.router)
            guarded = try Self.profile { try $0.adding(session.interceptor(module: "policies", function: "allow")) }
            tagged = try Self.profile { try $0.adding(session.contextTask(module: "policies", function: "tag")) }
        }
        let refused = router.navigateAndSettle(to: guarded, with: nil)
        #expect(refused?.error?.description.contains("its Lua session has ended") == true, "\(refused)")
        let failed = router.navigateAndSettle(to: tagged, with: nil)
        #expect(failed?.error.map { "\($0)" }?.contains("Lua context task (policies.tag) cannot run: its Lua session has ended") == true, "\(failed)")
        #expect(Self.topClass(tree) != nil)
    }

    @Test("routes built in Lua outlive their session: switches, finders and link tables fail with the same clear error, never trap")
    func luaRoutesOutliveTheSession() throws {
        let (tree, router) = try Self.app()
        var routes: [String: DestinationStep] = [:]
        var links: LinkTable?
        do {
            let session = try FlowSession(tree: tree, router: router)
            try session.run(source: """
                local profile = route.step { finder = route.class_finder("ProfileViewController"), factory = route.class_factory("ProfileViewController") }
                  :using(route.nav.push())
                  :from(route.general.custom(route.class_finder("UINavigationController", { start = "root" })))
                  :assemble()
                switched = route.switch():add_case(function() return profile end):assemble()
                conditioned = route.switch():add_case { when = function() return true end, from = profile }:assemble()
                found = route.step { finder = route.finder { find = function() return nil end }, factory = route.class_factory("ProfileViewController") }
                  :using(route.nav.push())
                  :from(route.general.custom(route.class_finder("UINavigationController", { start = "root" })))
                  :assemble()
                local table = route.links()
                table:add("shop://profile/:id", profile, function(params) return params.id end)
                app.links(table)
                """, chunkName: "routes.lua")
            for (name, destination) in try session.destinations() { routes[name] = destination }
            links = session.appLinks
        }
        #expect(routes.count == 3)
        for (name, destination) in routes {
            let result = router.navigateAndSettle(to: destination, with: nil)
            #expect(result?.error.map { "\($0)" }?.contains("cannot run: its Lua session has ended") == true, "\(name): \(String(describing: result))")
        }
        let makeContext = try #require(links?.routes.routes.first?.target.makeContext)
        #expect(throws: LuaError.self) { try makeContext(Value(fields: ["id": .string("7")])) }
        #expect((try? makeContext(Value(fields: ["id": .string("7")]))) == nil)
        #expect(Self.topClass(tree) == "HomeViewController")
    }

    @Test("navigations waiting in Lua interceptors when the session ends finish with a failure: their completions are called")
    func waitingNavigationsEndWithTheSession() throws {
        let tree: AppTree, router: DefaultRouter
        var results: [String: RoutingResult] = [:]
        do {
            let project = try Self.policies("""
                local M = {}
                function M.never() route.wait_until(function() return false end) return true end
                function M.later() route.wait(100) return true end
                return M
                """)
            let session = project.session
            (tree, router) = (session.tree, session.router)
            let never = try Self.profile { try $0.adding(session.interceptor(module: "policies", function: "never")) }
            let later = try Self.profile { try $0.adding(session.interceptor(module: "policies", function: "later")) }
            router.commitNavigation(to: never, with: nil) { results["never"] = $0 }
            tree.clock.runUntilIdle()
            router.commitNavigation(to: later, with: nil) { results["later"] = $0 }
            tree.clock.advance(by: 1)
            #expect(results.isEmpty, "both wait")
        }
        for name in ["never", "later"] {
            let failure = results[name]?.error.map { "\($0)" }
            #expect(failure?.contains("its Lua session has ended") == true, "\(name): \(String(describing: failure))")
        }
        tree.clock.advance(by: 200)
        #expect(Self.topClass(tree) == "HomeViewController")
    }

    @Test("reloading the module swaps a Swift route's interceptor; a navigation waiting in the old one finishes on the old code")
    func hotReloadWithWaitingNavigation() throws {
        let project = try ModuleProject("policies", """
            local M = { calls = 0, logged_in = false }
            function M.require_login()
              M.calls = M.calls + 1
              route.wait_until(function() return require("policies").logged_in end)
              return false, "refused by version 1"
            end
            return M
            """)
        let session = project.session
        try session.expose(Self.profile { try $0.adding(session.interceptor(module: "policies", function: "require_login")) }, as: "profile")
        try project.run("""
            app.class("HomeViewController")
            app.class("ProfileViewController")
            app.launch(app.navigation { app.screen("HomeViewController") })
            first = router:navigate(profile)
            assert(first.pending, "waits for the login")
            """)
        try project.write("policies", """
            local M = { calls = 0, logged_in = false }
            function M.require_login()
              M.calls = M.calls + 1
              return M.calls == 2, "state lost: calls = " .. M.calls
            end
            return M
            """)
        #expect(try session.reload(module: "policies").generation == 2)
        try project.run("""
            require("policies").logged_in = true
            app.settle()
            assert(not first.pending and not first.ok, "the waiting navigation ended")
            assert(first.error:find("refused by version 1", 1, true), first.error)
            assert(app.top().class == "HomeViewController")
            local second = router:navigate(profile)
            assert(second.ok, second.error)
            """)
        #expect(Self.topClass(session.tree) == "ProfileViewController")
    }
}

/// A project folder holding one Lua module, and a session confined to it.
final class ModuleProject {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("flowrun-embedding-\(UUID().uuidString)")
    let session: FlowSession

    init(_ module: String, _ source: String) throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        session = try FlowSession(sandbox: Sandbox(projectRoots: [folder.path]))
        try write(module, source)
    }

    deinit { try? FileManager.default.removeItem(at: folder) }

    func write(_ module: String, _ source: String) throws {
        try source.write(to: folder.appendingPathComponent("\(module).lua"), atomically: true, encoding: .utf8)
    }

    func run(_ source: String) throws {
        try session.run(source: source, chunkName: folder.appendingPathComponent("flow.lua").path)
    }
}
