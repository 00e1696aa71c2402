import RouteSpec
import SwiftRouteImport
import Testing

@Suite("An app entity's Lua module")
struct LuaEntityModuleTests {
    @Test("the default module: where the Swift type is, that the file is the team's, its shape, its use and its default")
    func interceptor() {
        let entity = EntityDeclaration(name: "LoginInterceptor", kind: .interceptor, location: SourceLocation(file: "App/Login.swift", line: 12))
        #expect(LuaEntityModule.text(of: entity) == """
            -- LoginInterceptor: an interceptor of the app's Swift (declared at App/Login.swift:12).
            -- This file is yours: flowrun import-swift never overwrites it.
            -- It returns { intercept = function(context) }: true to let the navigation go on, or false and why.
            -- routes_generated.lua uses it as route.interceptor(require("entities.LoginInterceptor").intercept).
            -- By default it lets every navigation through.
            return {
              intercept = function(context) -- luacheck: no unused
                return true
              end,
            }

            """)
        #expect(LuaEntityModule.path(of: "LoginInterceptor") == "entities/LoginInterceptor.lua")
    }

    @Test("each kind returns a table with its field, and says its default", arguments: EntityKind.allCases)
    func kinds(kind: EntityKind) {
        let text = LuaEntityModule.text(of: EntityDeclaration(name: "Thing", kind: kind, location: nil), buildsClass: "ThingViewController")
        #expect(text.contains("(no file read declares it)"))
        #expect(text.contains("\nreturn {\n"))
        let field = LuaEntityModule.field(kind)
        #expect(text.contains("\n  \(field) = "))
        #expect(text.contains("-- By default it "))
    }

    @Test("a factory builds its class by default; without one it fails, and its comment says so")
    func factory() {
        let factory = EntityDeclaration(name: "ProductFactory", kind: .factory, location: nil)
        #expect(LuaEntityModule.text(of: factory, buildsClass: "ProductViewController").contains("    return app.make(\"ProductViewController\")\n"))
        #expect(LuaEntityModule.text(of: factory, buildsClass: "ProductViewController").contains("-- By default it builds a node of the step's class.\n"))
        let unknown = LuaEntityModule.text(of: factory)
        #expect(unknown.contains("    error(\"ProductFactory (entities/ProductFactory.lua): write what it does\", 2)\n"))
        // Its comment says so, rather than promising a node of a class no file names.
        #expect(unknown.contains("-- By default it fails: no file read says which class it builds.\n"))
    }

    @Test("an entity carrying its Lua returns that Lua, not a default")
    func keptLua() {
        let task = EntityDeclaration(name: "ColourTask", kind: .contextTask, location: SourceLocation(file: "Gen.swift", line: 4),
                                     luaImplementation: "function(vc, colour) vc.colour = colour end")
        let text = LuaEntityModule.text(of: task)
        #expect(text.hasSuffix("-- Its Lua, as the Swift stub quotes it:\nreturn { perform = function(vc, colour) vc.colour = colour end }\n"))
        #expect(!text.contains("By default"))
        let finder = EntityDeclaration(name: "F", kind: .finder, location: nil, luaImplementation: "{ is_target = function() return true end }")
        #expect(LuaEntityModule.text(of: finder).hasSuffix("\nreturn { is_target = function() return true end }\n"))
        let module = EntityDeclaration(name: "Login", kind: .interceptor, location: nil, luaImplementation: "require(\"login\").require_user")
        #expect(LuaEntityModule.text(of: module).hasSuffix("\nreturn { intercept = require(\"login\").require_user }\n"))
    }
}
