import RouteSpec
import Testing

/// A switch case's condition of the context and a dismissal task, the app's own types RouteComposer
/// takes as closures: written in Swift as a closure calling the type (the Lua and JSON writers' tests are the importer's).
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
}
