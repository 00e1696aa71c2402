import Foundation
import Testing
@testable import FlowRunner

@Suite("The REPL: Lua lines and commands on a live app")
struct ReplSessionTests {
    static func project() throws -> TemporarySuite {
        try TemporarySuite([
            "app.lua": """
                app.class("HomeViewController")
                app.class("ProductViewController")
                app.launch(app.navigation { app.screen("HomeViewController") })
                local rules = require("rules")
                product = route.step { finder = route.class_finder("ProductViewController"),
                                       factory = route.class_factory("ProductViewController") }
                  :adding(route.interceptor(function(id) return rules.allow(id) end))
                  :using(route.nav.push())
                  :from(route.general.custom(route.class_finder("UINavigationController")))
                  :assemble()
                """,
            "rules.lua": #"return { allow = function(id) return id ~= 13, "unlucky" end }"#,
        ])
    }

    static func repl(_ project: TemporarySuite) throws -> ReplSession {
        try ReplSession(session: try AppLauncher(settings: RunSettings(projectRoot: project.root.path), appDefinition: project.root.appendingPathComponent("app.lua").path).launch())
    }

    @Test("expressions print their values, statements run, unfinished chunks wait for more, errors are reported and the session goes on")
    func lines() throws {
        let repl = try Self.repl(try Self.project())
        #expect(repl.handle("router:navigate(product, 13)") == .output("failure: unlucky"))
        #expect(repl.handle("router:navigate(product, 1).ok") == .output("true"))
        #expect(repl.handle("x = {") == .needsMore)
        #expect(repl.prompt == "     ... ")
        #expect(repl.handle("  name = 'a', n = 2 }") == .output(""))
        #expect(repl.handle("x") == .output(#"{ n = 2, name = "a" }"#))
        #expect(repl.handle("error('boom')") == .output("error: stdin:1: boom"))
        #expect(repl.handle("1 +") == .needsMore)
        #expect(repl.handle(")") == .output("error: stdin:2: unexpected symbol near ')'"))
        #expect(repl.prompt == "flowrun> ", "an error ends the unfinished chunk")
        #expect(repl.handle("app.top().class, app.now()") == .output("ProductViewController\t0.35"))
    }

    @Test("quit and exit end the REPL as :quit does, unless the flow made a global of that name; a command may follow spaces")
    func quitting() throws {
        let repl = try Self.repl(try Self.project())
        #expect(repl.handle("  :steps") == .output("no step yet (navigations, commands and expectations are steps)"))
        #expect(repl.handle("exit") == .quit)
        #expect(repl.handle(" quit ") == .quit)
        #expect(repl.handle("quit = 5") == .output(""))
        #expect(repl.handle("quit") == .output("5"))
    }

    @Test(":tree, :trace and :steps show the live app; :reload swaps a module and keeps the app; a broken module keeps the old one")
    func commands() throws {
        let project = try Self.project()
        let repl = try Self.repl(project)
        _ = repl.handle("router:navigate(product, 13)")
        #expect(repl.handle(":tree") == .output("window main\n  UINavigationController\n    HomeViewController"))
        guard case .output(let trace) = repl.handle(":trace") else { Issue.record("no trace"); return }
        #expect(trace.contains("interceptor: Lua interceptor (app.lua:7): stopped: unlucky"))
        guard case .output(let steps) = repl.handle(":steps") else { Issue.record("no steps"); return }
        #expect(steps.hasPrefix("✗ navigate to"))

        try #"return { allow = function(id) return true end }"#.write(to: project.root.appendingPathComponent("rules.lua"), atomically: true, encoding: .utf8)
        #expect(repl.handle(":reload rules") == .output("reloaded rules (generation 2); the app and its state are kept"))
        #expect(repl.handle("router:navigate(product, 13).ok") == .output("true"))
        try "return {".write(to: project.root.appendingPathComponent("rules.lua"), atomically: true, encoding: .utf8)
        guard case .output(let broken) = repl.handle(":reload rules") else { Issue.record("no answer"); return }
        #expect(broken.hasPrefix("error: rules.lua:1:") || broken.contains("rules.lua:1:"), "\(broken)")
        #expect(broken.hasSuffix("(the old version stays)"))
        #expect(repl.handle("#app.top().parent.children") == .output("2"), "the app survived both reloads")
        let rules = project.root.appendingPathComponent("rules.lua")
        try #"return { limit = 1, tiers = { "gold" }, allow = function(id) return true end }"#.write(to: rules, atomically: true, encoding: .utf8)
        #expect(repl.handle(":reload rules") == .output("reloaded rules (generation 3); the app and its state are kept"))
        try #"return { limit = 2, tiers = { "gold", "silver" }, allow = function(id) return true end }"#.write(to: rules, atomically: true, encoding: .utf8)
        #expect(repl.handle(":reload rules") == .output("""
            reloaded rules (generation 4); the app and its state are kept
            warning: kept as they were, though the new text changes them: limit, tiers (a module's values carry over a reload; give it migrate(old, new) to take new ones)
            """))
        #expect(repl.handle(":reload rulez") == .output("error: no module 'rulez' has been required (did you mean 'rules'?); the modules required are rules"))
        #expect(repl.handle(":reload rules.lua") == .output("error: no module 'rules.lua' has been required (a module is named as require names it, not by its file: did you mean 'rules'?); the modules required are rules"))
        try #"return { limit = 2 }"#.write(to: rules, atomically: true, encoding: .utf8)
        #expect(repl.handle(":reload rules") == .output("""
            reloaded rules (generation 5); the app and its state are kept
            warning: rules.allow is no longer defined, but the flow took it before the reload (a route's step, a variable): calling it now fails; define it again, or rebuild what uses it
            """))
        #expect(repl.handle(":quit") == .quit)
        #expect(repl.handle(":nope") == .output("unknown command :nope; the commands are :quit, :tree, :trace, :steps, :reload, :help (:help says what they do)"))
        #expect(repl.handle(":tre") == .output("unknown command :tre (did you mean :tree?); the commands are :quit, :tree, :trace, :steps, :reload, :help (:help says what they do)"))
    }

    @Test(":tree takes ids or --ids and nothing else; :steps says when there is none; :trace and :steps take no argument")
    func commandWords() throws {
        let repl = try Self.repl(try Self.project())
        #expect(repl.handle(":steps") == .output("no step yet (navigations, commands and expectations are steps)"))
        #expect(repl.handle("local kept = 1") == .output("note: a local lasts for its own line in the REPL; drop `local` to keep the variable for the next lines"))
        #expect(repl.handle(":tree --ids") == .output("window main\n  UINavigationController #1\n    HomeViewController #2"))
        #expect(repl.handle(":tree ids") == repl.handle(":tree --ids"))
        #expect(repl.handle(":tree id") == .output("usage: :tree [ids] (ids shows node ids, #7)"))
        #expect(repl.handle(":trace 2") == .output("usage: :trace (the routing trace of the last navigation)"))
        #expect(repl.handle(":steps 5") == .output("usage: :steps (the last 20 steps)"))
    }
}
