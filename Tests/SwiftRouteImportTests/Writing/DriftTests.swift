import RouteSpec
import SwiftRouteImport
import Testing

@Suite("Drift between routes_generated.lua and the Swift")
struct DriftTests {
    let writer = LuaRoutesWriter(command: "flowrun import-swift Shop", files: ["Shop/Configuration.swift"])

    func text(_ spec: RouteSpec) -> String { writer.write(spec).text }

    @Test("the file read back: each class line and route block with its lines")
    func readBack() {
        let file = GeneratedLuaFile(text: text(ShopSpec.spec))
        #expect(file.classes.map(\.name) == ["BaseViewController", "ProductViewController", "ShopNavigationController", "GalleryController", "CartViewController"])
        #expect(file.routes.map(\.name) == ["ShopConfiguration.cart", "ShopConfiguration.product", "ShopConfiguration.secret", "home"])
        #expect(file.routes.map(\.line) == [17, 25, 34, 38])
        #expect(file.routes[0].swiftLocation == "Shop/Configuration.swift:10")
        #expect(file.classes[1].swiftLocation == "Shop/Product.swift:2")
    }

    @Test("the same spec, or one whose Swift only moved, is in step")
    func inStep() {
        #expect(RouteDrift(onDisk: text(ShopSpec.spec), regenerated: text(ShopSpec.spec)).isInStep)
        var moved = ShopSpec.spec
        moved.routes = moved.routes.map { route in
            var route = route
            route.location = route.location.map { SourceLocation(file: $0.file, line: $0.line + 40) }
            return route
        }
        #expect(RouteDrift(onDisk: text(ShopSpec.spec), regenerated: text(moved)).isInStep)
    }

    @Test("a route changed, added and removed, and a class added: each with its Swift and generated lines")
    func drift() {
        var changed = ShopSpec.spec
        changed.routes[1].destination = .chain(StepChain(first: ShopSpec.screen("CartViewController", line: 11), links: [
            ChainLink(action: ActionSpec(name: "GeneralAction.presentModally"), origin: .general(GeneralOrigin(kind: .current))),
        ]))
        changed.routes.removeLast()
        changed.routes.append(RouteDefinition(
            name: "deals", location: ShopSpec.at(50), viewControllerType: nil, contextType: nil,
            destination: .chain(StepChain(first: ShopSpec.screen("DealsViewController", line: 51), links: [
                ChainLink(action: ShopSpec.push, origin: .general(GeneralOrigin(kind: .current))),
            ]))))
        let drift = RouteDrift(onDisk: text(ShopSpec.spec), regenerated: text(changed))
        #expect(drift.lines(generatedFile: "routes_generated.lua") == [
            "class DealsViewController: added in the Swift, not in routes_generated.lua (Swift: no location)",
            "route ShopConfiguration.cart: differs: the Swift (Shop/Configuration.swift:10) and routes_generated.lua (line 17) no longer say the same"
                + "\n  routes_generated.lua:19 has: :using(route.nav.push())\n  the Swift gives: :using(route.general.present_modally())",
            "route deals: added in the Swift, not in routes_generated.lua (Swift Shop/Configuration.swift:50)",
            "route home: removed from the Swift, still in routes_generated.lua (Swift was Shop/Home.swift:3, routes_generated.lua:38)",
        ])
    }

    @Test("a location is (file:line) with no spaces before its colon's digits; other parentheses stay")
    func locations() {
        let file = GeneratedLuaFile(text: "-- route a (A.swift:3)\n-- left out (A.swift:4): why (really)\nroutes.a = f(x)\nreturn routes\n")
        #expect(file.routes.first?.body == "-- left out (…): why (really)\nroutes.a = f(x)")
    }
}
