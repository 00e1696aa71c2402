import Formats
import RouteSpec
import Testing

/// A switch case's condition of the context and a dismissal task, the app's own types RouteComposer
/// takes as closures: written in Lua, in Swift (a closure calling the type) and in JSON.
@Suite struct ClosureEntityWriterTests {
    typealias F = SwiftWriterFixtures

    static let condition = EntityDeclaration(name: "FromLink", kind: .switchCondition, location: F.at(141),
                                             luaImplementation: "function(product) return product.from_link end")
    static let dismissal = EntityDeclaration(name: "Closing", kind: .dismissalTask, location: F.at(58), luaImplementation: "function() app.back() end")

    /// `pick`: a switch whose case is taken when `FromLink` holds; `cart`: a step dismissed by `Closing`.
    static let spec: RouteSpec = {
        let choice = SwitchSpec(viewControllerType: "UINavigationController", contextType: "Any?", cases: [
            SwitchCase(condition: .whenHolds(EntityUse(type: "FromLink", custom: true)), destination: .route(RouteReference(name: "cart"))),
        ], defaultDestination: nil)
        let pick = RouteDefinition(name: "pick", location: F.at(140), viewControllerType: "UINavigationController", contextType: "Any?",
                                   destination: .switch(choice))
        let cart = F.route("cart", "CartViewController", context: "Any?", F.step("CartViewController", contextTasks: [EntityUse(type: "Closing", custom: true)]),
                           [ChainLink(action: F.present, origin: F.current)], line: 150)
        return RouteSpec(routes: [cart, pick], entities: [dismissal, condition])
    }()

    @Test func luaTakesEachFunctionFromItsModule() throws {
        let output = LuaRoutesWriter(command: "flowrun import-swift App", files: ["App.swift"]).write(Self.spec)
        #expect(output.text.contains(":adding(route.dismissal_task(require(\"entities.Closing\").dismiss))"))
        #expect(output.text.contains("routes.pick = route.switch { context = \"any\" }\n  :add_case { when = require(\"entities.FromLink\").holds, from = routes.cart }")
            || output.text.contains("routes.pick = route.switch()\n  :add_case { when = require(\"entities.FromLink\").holds, from = routes.cart }"), "\(output.text)")
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

    @Test func swiftCallsEachTypeFromTheClosureRouteComposerTakes() {
        let text = SwiftRouteWriter.write(Self.spec, options: SwiftExportOptions(project: "app.lua")).text
        let indent = String(repeating: " ", count: 12)
        #expect(text.contains(indent + ".adding(DismissalMethodProvidingContextTask(dismissalBlock: { viewController, context, animated, completion in\n"
            + indent + "    Closing().dismiss(viewController, with: context, animated: animated, completion: completion)\n" + indent + "}))\n"))
        #expect(text.contains("        SwitchAssembly<UINavigationController, Any?>()\n"
            + indent + ".addCase(when: { (context: Any?) in FromLink().holds(context) }, from: cart)\n"))
        #expect(text.contains("@MainActor\nstruct FromLink {\n\n    typealias Context = Any?\n\n    func holds(_ context: Context) -> Bool {\n"))
        #expect(text.contains("@MainActor\nstruct Closing {\n\n    func dismiss<VC: UIViewController, C>(_ viewController: VC, with context: C, animated: Bool,\n"))
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
