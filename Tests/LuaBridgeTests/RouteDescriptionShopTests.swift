import Foundation
import LuaBridge
import LuaKit
import RouteSpec
import RouterCore
import Testing

/// The shop's routes described as a RouteSpec: every route, in the order
/// app.lua defines them, spelled as RouteComposer spells them, with its Lua
/// entities named and quoted.
@Suite("Route description: the shop")
struct RouteDescriptionShopTests {
    static let shop = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("scripts/examples/shop").path

    /// The shop's routes, described by a session that ran its app definition.
    static func described() throws -> RouteDescription {
        var options = FlowSessionOptions(sandbox: Sandbox(projectRoots: [shop]), memoryLimit: 256 << 20)
        options.projectModules = { ["login"] }
        let tree = FlowSession.emptyApp()
        let session = try FlowSession(tree: tree, router: DefaultRouter(tree: tree), options: options)
        try session.run(source: "function fixture() end function state() end", chunkName: "=test API")
        try session.run(file: shop + "/app.lua", chunkName: "app.lua")
        return try #require(try session.routeSpec(appDefinition: "app.lua", root: shop))
    }

    static func chain(_ route: String, in spec: RouteSpec) throws -> StepChain {
        guard case .chain(let chain)? = spec.route(named: route)?.destination else { throw RouteDescriptionFailure("no chain for \(route)") }
        return chain
    }

    @Test("every route, in the order app.lua assigns them (a, b = … in its order), at the line assigning it")
    func order() throws {
        let spec = try Self.described().spec
        #expect(spec.routes.map(\.name) == [
            "tabs", "home", "catalog", "account", "swatch", "support", "orders", "promo", "welcome", "deals", "cities", "city_list", "city",
            "product", "cart", "search", "search_results", "search_history", "login", "wishlist", "gallery", "image",
        ])
        #expect(spec.route(named: "swatch")?.location == SourceLocation(file: "app.lua", line: 86))
        #expect(spec.route(named: "catalog")?.location == SourceLocation(file: "app.lua", line: 82))
        #expect(spec.everythingLeftOut.isEmpty)
    }

    @Test("a step found after the tabs are built: NilFactory and no action, from the tabs route by name")
    func nilFactory() throws {
        let chain = try Self.chain("home", in: try Self.described().spec)
        #expect(chain.first.factory?.kind == "NilFactory")
        #expect(chain.first.finder == FinderSpec(kind: "ClassFinder", className: "HomeViewController", contextType: "Any?"))
        #expect(chain.links == [ChainLink(action: nil, origin: .destination(.route(RouteReference(name: "tabs"))))])
    }

    @Test("actions and steps spelled as RouteComposer's: a navigation controller step presented modally over the topmost parent")
    func spelling() throws {
        let spec = try Self.described().spec
        let promo = try Self.chain("promo", in: spec)
        #expect(promo.links.first?.action == ActionSpec(name: "GeneralAction.presentModally", arguments: [
            SourceArgument(label: "startingFrom", value: ".topmostParent"), SourceArgument(label: "presentationStyle", value: ".overCurrentContext"),
        ]))
        #expect(promo.links.first?.origin == .general(GeneralOrigin(kind: .current)))
        let login = try Self.chain("login", in: spec)
        #expect(login.links.map(\.action?.name) == ["UINavigationController.push", "GeneralAction.presentModally"])
        #expect(login.links.first?.origin == .step(StepSpec(kind: .navigationController, contextType: "Any?")))
        let support = try Self.chain("support", in: spec)
        // A push onto the swatch's stack: the swatch route is expected to be in a container.
        #expect(support.links.map(\.origin) == [.step(StepSpec(kind: .tabBarController, contextType: "Any?")), .destination(.route(RouteReference(name: "swatch", expectingContainer: true)))])
        let cities = try Self.chain("cities", in: spec)
        #expect(cities.first.finder == FinderSpec(kind: "ClassFinder", className: "UISplitViewController", contextType: "Any?", options: ["current"], startingPoint: "root"))
        let search = try Self.chain("search", in: spec)
        #expect(search.first.factory?.kind == "CompleteFactory")
        #expect(search.first.factory?.children.map(\.factory.className) == ["SearchResultsViewController", "SearchHistoryViewController"])
        #expect(search.first.factory?.contextTasks == [EntityUse(type: "ContextSettingTask", custom: false)])
    }

    @Test("a module's function is used by name; an inline one is quoted from its file and named after its route and role")
    func entities() throws {
        let description = try Self.described()
        let entities = Dictionary(uniqueKeysWithValues: description.spec.entities.map { ($0.name, $0) })
        #expect(entities["LoginRequireUserInterceptor"] == EntityDeclaration(
            name: "LoginRequireUserInterceptor", kind: .interceptor, location: SourceLocation(file: "login.lua", line: 14),
            luaImplementation: "require(\"login\").require_user"))
        #expect(entities["SwatchContextTask"]?.luaImplementation == "function(vc, colour) vc.colour = colour end")
        #expect(entities["SwatchDismissalTask"]?.luaImplementation == "function() app.back() end")
        #expect(entities["TabsFactory"]?.luaImplementation?.hasPrefix("function()\n  local stacks = {}") == true)
        #expect(entities["ImageContainerAction"]?.kind == .containerAction)
        // One function, one type: the dismissal task closes the swatch, the promo, the cart and the wishlist.
        #expect(description.spec.entities.filter { $0.location == SourceLocation(file: "app.lua", line: 58) }.count == 1)
        let cart = try Self.chain("cart", in: description.spec)
        #expect(cart.first.contextTasks.map(\.type) == ["SwatchDismissalTask", "CartContextTask"])
    }

    @Test("an adapted context is the route with its transformer, whose Lua stands alone (the regions are the shop's): no warning")
    func adaptedContext() throws {
        let description = try Self.described()
        let city = try Self.chain("city", in: description.spec)
        guard case .destination(.route(let reference))? = city.links.last?.origin else { throw RouteDescriptionFailure("no reference") }
        #expect(reference.name == "city_list")
        #expect(reference.adaptingContext?.type == "CityContextTransformer")
        #expect(description.warnings.isEmpty, "\(description.warnings)")
        #expect(description.spec.entities.first { $0.name == "CityContextTransformer" }?.luaImplementation
            == "function(id) return shop.regions[id] or \"elsewhere\" end")
    }

    @Test("the product's switch: a Lua condition of the context with its destination, a finder to start from, the catalog by default")
    func productSwitch() throws {
        let chain = try Self.chain("product", in: try Self.described().spec)
        guard case .destination(.switch(let choice))? = chain.links.last?.origin else { throw RouteDescriptionFailure("no switch") }
        #expect(choice.cases.count == 2)
        #expect(choice.cases.first?.condition == .whenHolds(EntityUse(type: "ProductSwitchCondition", custom: true, location: SourceLocation(file: "app.lua", line: 141))))
        #expect(try Self.described().spec.entities.first { $0.name == "ProductSwitchCondition" }?.kind == .switchCondition)
        guard case .chain(let presented)? = choice.cases.first?.destination else { throw RouteDescriptionFailure("no case chain") }
        #expect(presented.first.kind == .navigationController)
        #expect(choice.cases.last?.condition == .from(FinderSpec(kind: "ClassFinder", className: "UINavigationController", contextType: "Any?", options: ["currentVisibleOnly"], startingPoint: "root")))
        // Typed with the container its push needs: the catalog screen is expected in one.
        #expect(choice.viewControllerType == "UINavigationController")
        #expect(choice.defaultDestination == .route(RouteReference(name: "catalog", expectingContainer: true)))
    }
}

struct RouteDescriptionFailure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
