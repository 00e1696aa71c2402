import Formats
import RouteSpec
import SwiftRouteImport
import Testing

/// A switch case's condition of the context and a dismissal task, the app's own types RouteComposer
/// takes as closures: written in Lua and in JSON.
@Suite struct ClosureEntityLuaWriterTests {

    static let condition = EntityDeclaration(name: "FromLink", kind: .switchCondition, location: SourceLocation(file: "app.lua", line: 141),
                                             luaImplementation: "function(product) return product.from_link end")
    static let dismissal = EntityDeclaration(name: "Closing", kind: .dismissalTask, location: SourceLocation(file: "app.lua", line: 58), luaImplementation: "function() app.back() end")

    /// `pick`: a switch whose case is taken when `FromLink` holds; `cart`: a step dismissed by `Closing`.
    static let spec: RouteSpec = {
        let choice = SwitchSpec(viewControllerType: "UINavigationController", contextType: "Any?", cases: [
            SwitchCase(condition: .whenHolds(EntityUse(type: "FromLink", custom: true)), destination: .route(RouteReference(name: "cart"))),
        ], defaultDestination: nil)
        let pick = RouteDefinition(name: "pick", location: SourceLocation(file: "app.lua", line: 140), viewControllerType: "UINavigationController", contextType: "Any?",
                                   destination: .switch(choice))
        let step = StepSpec(kind: .stepAssembly, finder: FinderSpec(kind: "ClassFinder", className: "CartViewController"),
                            factory: FactorySpec(kind: "ClassFactory", className: "CartViewController"), contextTasks: [EntityUse(type: "Closing", custom: true)])
        let link = ChainLink(action: ActionSpec(name: "GeneralAction.presentModally"), origin: .general(GeneralOrigin(kind: .current)))
        let cart = RouteDefinition(name: "cart", location: SourceLocation(file: "app.lua", line: 150), viewControllerType: "CartViewController",
                                   contextType: "Any?", destination: .chain(StepChain(first: step, links: [link])))
        return RouteSpec(routes: [cart, pick], entities: [dismissal, condition])
    }()

    @Test func luaTakesEachFunctionFromItsModule() throws {
        let output = LuaRoutesWriter(command: "flowrun import-swift App", files: ["App.swift"]).write(Self.spec)
        #expect(output.text.contains(":adding(route.dismissal_task(require(\"entities.Closing\").dismiss))"))
        // `SwitchAssembly<UINavigationController, Any?>`: its class is said (`class =`, a UIKit class the Lua knows).
        #expect(output.text.contains("class = \"UINavigationController\" }\n  :add_case { when = require(\"entities.FromLink\").holds, from = routes.cart }"),
                "\(output.text)")
        let modules = Dictionary(uniqueKeysWithValues: output.entities.map { ($0.name, $0.text) })
        #expect(try #require(modules["Closing"]).hasSuffix("return { dismiss = function() app.back() end }\n"))
        #expect(try #require(modules["FromLink"]).hasSuffix("return { holds = function(product) return product.from_link end }\n"))
    }

    @Test func luaModulesWithoutLuaHaveTheirKindsDefaults() {
        let condition = LuaEntityModule.text(of: EntityDeclaration(name: "FromLink", kind: .switchCondition, location: nil))
        #expect(condition.contains("  holds = function(context) return false end, -- luacheck: no unused\n"))
        #expect(condition.contains("-- routes_generated.lua uses it as :add_case { when = require(\"entities.FromLink\").holds, from = destination }.\n"))
        let dismissal = LuaEntityModule.text(of: EntityDeclaration(name: "Closing", kind: .dismissalTask, location: nil))
        #expect(dismissal.contains("  dismiss = function(vc, context, animated) -- luacheck: no unused\n    error("))
        #expect(dismissal.contains("-- routes_generated.lua uses it as route.dismissal_task(require(\"entities.Closing\").dismiss).\n"))
    }

    @Test func jsonNamesTheConditionCase() throws {
        let document = try JSONDocument.parse(RouteSpecJSON.text(Self.spec))
        let pick = document.member("routes")?.value.elements?.last
        let first = pick?.member("destination")?.value.member("switch")?.value.member("cases")?.value.elements?.first
        #expect(first?.member("case")?.value.string == "when_holds")
        #expect(first?.member("condition")?.value.member("type")?.value.string == "FromLink")
        let kinds = document.member("entities")?.value.elements?.compactMap { $0.member("kind")?.value.string }
        #expect(kinds == ["dismissal_task", "switch_condition"])
    }
}
