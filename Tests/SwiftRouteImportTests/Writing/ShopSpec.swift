import RouteSpec
import SwiftRouteImport

/// A small app's configuration built by hand, as the Swift importer would
/// read it: the writers' tests' input.
enum ShopSpec {
    static func at(_ line: Int) -> SourceLocation { SourceLocation(file: "Shop/Configuration.swift", line: line) }
    static func at(_ line: Int, in file: String) -> SourceLocation { SourceLocation(file: file, line: line) }

    static func screen(_ name: String, line: Int, context: String? = nil) -> StepSpec {
        StepSpec(kind: .stepAssembly, finder: FinderSpec(kind: "ClassFinder", className: name, contextType: context),
                 factory: FactorySpec(kind: "ClassFactory", className: name, contextType: context), location: at(line))
    }

    static let push = ActionSpec(name: "UINavigationController.push")
    static let present = ActionSpec(name: "GeneralAction.presentModally", arguments: [SourceArgument(label: "presentationStyle", value: ".formSheet")])
    static let login = EntityDeclaration(name: "LoginInterceptor", kind: .interceptor, location: SourceLocation(file: "Shop/Login.swift", line: 4))
    static let productTask = EntityDeclaration(name: "ProductContextTask", kind: .contextTask, location: SourceLocation(file: "Shop/Product.swift", line: 9),
                                               luaImplementation: "function(vc, id) vc.product_id = id end")

    static var spec: RouteSpec {
        var product = screen("ProductViewController", line: 20, context: "String")
        product.interceptors = [EntityUse(type: "LoginInterceptor", custom: true)]
        product.contextTasks = [EntityUse(type: "ProductContextTask", custom: true), EntityUse(type: "InlineContextTask", custom: false, location: at(23))]
        let cart = RouteDefinition(
            name: "ShopConfiguration.cart", location: at(10), viewControllerType: "CartViewController", contextType: "Any?",
            destination: .chain(StepChain(first: screen("CartViewController", line: 11), links: [
                ChainLink(action: push, origin: .step(StepSpec(kind: .navigationController))),
                ChainLink(action: present, origin: .general(GeneralOrigin(kind: .current))),
            ])))
        let productRoute = RouteDefinition(
            name: "ShopConfiguration.product", location: at(19), viewControllerType: "ProductViewController", contextType: "String",
            destination: .chain(StepChain(first: product, links: [
                ChainLink(action: push, origin: .destination(.route(RouteReference(name: "ShopConfiguration.cart")))),
            ])))
        let hidden = LeftOut(location: at(30), reason: "a finder computed by a closure")
        let secret = RouteDefinition(name: "ShopConfiguration.secret", location: at(29), viewControllerType: nil, contextType: nil,
                                     destination: .leftOut(hidden), leftOut: [hidden])
        let home = RouteDefinition(
            name: "home", location: SourceLocation(file: "Shop/Home.swift", line: 3), viewControllerType: nil, contextType: nil,
            destination: .switch(SwitchSpec(cases: [
                SwitchCase(condition: .from(FinderSpec(kind: "ClassFinder", className: "UINavigationController", options: ["currentVisibleOnly"], startingPoint: "root")),
                           destination: nil),
            ], defaultDestination: .route(RouteReference(name: "ShopConfiguration.cart")))))
        return RouteSpec(
            classes: [
                ClassDeclaration(name: "ProductViewController", superclass: "BaseViewController", kind: .screen, location: SourceLocation(file: "Shop/Product.swift", line: 2)),
                ClassDeclaration(name: "BaseViewController", superclass: "UIViewController", kind: .screen, location: SourceLocation(file: "Shop/Base.swift", line: 1)),
                ClassDeclaration(name: "ShopNavigationController", superclass: "UINavigationController", kind: .navigation, location: SourceLocation(file: "Shop/Nav.swift", line: 1)),
                ClassDeclaration(name: "GalleryController", superclass: "UIViewController", kind: .customContainer, location: SourceLocation(file: "Shop/Gallery.swift", line: 1)),
            ],
            routes: [productRoute, cart, secret, home],
            entities: [login, productTask, EntityDeclaration(name: "SecretFinder", kind: .finder, location: at(31))],
            links: LinkSeeds(schemes: [LinkSeeds.Seed(value: "shop", location: SourceLocation(file: "Shop/Info.plist", line: 20))]),
            leftOut: [LeftOut(location: SourceLocation(file: "Shop/Broken.swift", line: 1), reason: "the file does not parse")])
    }
}
