import Testing
import LuaBridge

/// A tab-less app with a product class, then `body`.
private func typedFlow(_ body: String) -> String {
    """
    app.class("HomeViewController")
    app.class("ProductViewController")
    app.launch(app.navigation { app.screen("HomeViewController") })
    local function pushed(parts)
      parts.finder = parts.finder or route.nil_finder()
      parts.factory = parts.factory or route.class_factory("ProductViewController")
      local tasks = parts.tasks or {}
      parts.tasks = nil
      local step = route.step(parts)
      for _, task in ipairs(tasks) do step = step:adding(task) end
      return step:using(route.nav.push()):from(route.general.current()):assemble()
    end
    \(body)
    """
}

@Suite("The context option: entities typed for their context")
struct ContextTypeOptionTests {
    @Test("each kind of entity refuses another context as type_mismatch, naming itself, the type expected and the context's")
    func eachEntityRefuses() throws {
        try FlowSession().run(source: typedFlow("""
            local typed = {
              route.context_task(function() end, { context = "int" }),
              route.interceptor(function() return true end, { context = "int" }),
              route.post_task(function() end, { context = "int" }),
            }
            for _, task in ipairs(typed) do
              local nav = router:navigate(pushed { tasks = { task } }, "42")
              expect(nav.kind == "type_mismatch", tostring(nav))
              expect(nav.error:find("found string where int was expected", 1, true), nav.error)
              expect(nav.error:find("typed.lua:", 1, true), nav.error)
              expect(router:navigate(pushed { tasks = { task } }, 42).ok)
            end
            local finder = route.finder { find = function() return nil end, context = "string?" }
            local factory = route.factory { build = function() return app.make("ProductViewController") end, context = "string?" }
            expect(router:navigate(pushed { finder = finder }, 1).kind == "type_mismatch")
            expect(router:navigate(pushed { factory = factory }, 1).kind == "type_mismatch")
            expect(router:navigate(pushed { factory = factory }, nil).ok)
            expect(router:navigate(pushed { context = "table" }, "x").kind == "type_mismatch")
            expect(router:navigate(pushed { context = "table" }, { id = 1 }).ok)
            -- Typed or not, an entity keeps its kind and its methods.
            expect(route.class_finder("HomeViewController"):find() ~= nil)
            expect(route.class_finder("HomeViewController", { context = "int" }):find(1) ~= nil)
            expect(not pcall(route.class_finder("HomeViewController", { context = "int" }).find, route.class_finder("HomeViewController", { context = "int" }), "1"))
            """), chunkName: "typed.lua")
    }

    @Test("built-in factories and single steps take the context option too")
    func builtInsAndSingleSteps() throws {
        try FlowSession().run(source: typedFlow("""
            local typed = route.class_factory("ProductViewController", nil, { context = "int" })
            expect(router:navigate(pushed { factory = typed }, "7").kind == "type_mismatch")
            expect(router:navigate(pushed { factory = typed }, 7).ok)
            local modal = route.navigation_factory { context = "string" }
            local presented = route.step { finder = route.nil_finder(), factory = modal }
              :using(route.general.present_modally()):from(route.general.current()):assemble()
            expect(router:navigate(presented, 1).kind == "type_mismatch")
            local single = route.single_step { finder = route.nil_finder(), factory = route.class_factory("ProductViewController"), context = "int" }
            local product = route.chain(single):using(route.nav.push()):from(route.general.current()):assemble()
            local through = route.step { finder = route.nil_finder(), factory = route.class_factory("HomeViewController") }
              :using(route.nav.push()):from(product):assemble()
            expect(router:navigate(through, "x").kind == "type_mismatch")
            expect(router:navigate(through, 1).ok)
            """), chunkName: "typed.lua")
    }

    @Test("a custom check says why, and any and void take what RouteComposer's Any? and Void take")
    func customAnyVoid() throws {
        try FlowSession().run(source: typedFlow("""
            local function sku(value) return type(value) == "string" and value:sub(1, 3) == "SKU", "not a SKU" end
            local nav = router:navigate(pushed { context = sku }, "x")
            expect(nav.kind == "type_mismatch" and nav.error:find("(not a SKU)", 1, true), tostring(nav))
            expect(router:navigate(pushed { context = sku }, "SKU1").ok)
            expect(router:navigate(pushed { context = "any" }, nil).ok)
            expect(router:navigate(pushed { context = "any" }, 3).ok)
            expect(router:navigate(pushed { context = "void" }, nil).ok)
            expect(router:navigate(pushed { context = "void" }, 3).kind == "type_mismatch")
            expect(router:navigate(pushed { context = "number" }, 1.5).ok)
            expect(router:navigate(pushed { context = "int" }, 1.5).kind == "type_mismatch")
            local broken = router:navigate(pushed { context = function() error("no catalogue") end }, "x")
            expect(broken.kind == "lua_error" and broken.error:find("could not check its context", 1, true)
              and broken.error:find("no catalogue", 1, true), tostring(broken))
            """), chunkName: "custom.lua")
    }

    @Test("a typed switch's cases answer nothing for another context")
    func typedSwitch() throws {
        try FlowSession().run(source: typedFlow("""
            local s = route.switch { context = "int" }:add_case(function() return pushed {} end):assemble()
            local refused = router:navigate(s, "x")
            expect(refused.kind == "initial_controller", tostring(refused))
            expect(refused.error:find("no case of the switch of 1 case expecting int matched", 1, true), refused.error)
            expect(router:navigate(s, 1).ok)
            """), chunkName: "switch.lua")
    }

    @Test("a misspelt kind is an error at its line, with the nearest kind")
    func misspeltKind() throws {
        let error = #expect(throws: FlowError.self) {
            try FlowSession().run(source: typedFlow("""
                local task = route.context_task(function() end, { context = "strng" })
                """), chunkName: "misspelt.lua")
        }
        let text = "\(error.map { "\($0)" } ?? "")"
        #expect(text.contains("misspelt.lua:13:"), "\(text)")
        #expect(text.contains("unknown context type 'strng' (did you mean 'string'?)"), "\(text)")
    }
}
