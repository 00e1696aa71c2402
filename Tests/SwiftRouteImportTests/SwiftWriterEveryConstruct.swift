import RouteSpec

/// A hand-built model with every construct the Swift writer writes: each
/// finder, factory, action, step and assembly, route references adapted, a
/// switch with every case, every kind of the app's own entity, and one route left out.
enum SwiftWriterEveryConstruct {
    static func at(_ line: Int) -> SourceLocation { SourceLocation(file: "every.lua", line: line) }
    static func argument(_ label: String?, _ value: String) -> SourceArgument { SourceArgument(label: label, value: value) }
    static func action(_ name: String, _ arguments: [SourceArgument] = [], wrapped: [ActionSpec] = []) -> ActionSpec {
        ActionSpec(name: name, arguments: arguments, wrapped: wrapped)
    }
    static func own(_ type: String, _ generics: [String] = []) -> EntityUse { EntityUse(type: type, genericArguments: generics, custom: true) }
    static func classFinder(_ className: String) -> FinderSpec { FinderSpec(kind: "ClassFinder", className: className) }
    static func chain(_ first: StepSpec, _ links: [ChainLink]) -> Destination { .chain(StepChain(first: first, links: links)) }
    static func route(_ name: String, _ className: String?, context: String? = nil, line: Int, _ destination: Destination) -> RouteDefinition {
        RouteDefinition(name: name, location: at(line), viewControllerType: className, contextType: context, destination: destination)
    }

    static let current = Origin.general(GeneralOrigin(kind: .current))
    static let leftOut = LeftOut(location: at(99), reason: "a destination chosen by a Lua function")

    static let home = route("home", "UITabBarController", line: 1, chain(
        StepSpec(kind: .stepAssembly, finder: FinderSpec(kind: "ClassFinder", className: "UITabBarController", options: ["current"], startingPoint: "root"),
                 factory: FactorySpec(kind: "CompleteFactory", className: "UITabBarController", children: [
                     FactoryChild(factory: FactorySpec(kind: "ClassFactory", className: "CircleViewController", arguments: [argument("nibName", "\"Circle\"")]),
                                  action: action("UITabBarController.add", [argument("at", "0"), argument("replacing", "false")])),
                     FactoryChild(factory: FactorySpec(kind: "CompleteFactory", className: "UINavigationController", contextType: "String", children: [
                         FactoryChild(factory: FactorySpec(kind: "StoryboardFactory", className: "SquareViewController", contextType: "String",
                                                           arguments: [argument("name", "\"TabBar\""), argument("identifier", "\"Square\"")]), action: nil),
                     ]), action: action("UITabBarController.add"), adaptingContext: own("ToText")),
                 ], contextTasks: [own("TabTitles")]),
                 interceptors: [own("LoginInterceptor", ["Any?"]), EntityUse(type: "NavigationDelayingInterceptor", arguments: [argument("strategy", ".wait")], custom: false)],
                 postTasks: [own("Analytics")]),
        [ChainLink(action: action("CATransaction.wrap", wrapped: [action("GeneralAction.replaceRoot", [argument("animationOptions", ".transitionFlipFromLeft")])]),
                   origin: .general(GeneralOrigin(kind: .root, windowProvider: own("MainWindow"))))]))

    static let circle = route("circle", "CircleViewController", line: 2, chain(
        StepSpec(kind: .stepAssembly, finder: classFinder("CircleViewController"), factory: FactorySpec(kind: "NilFactory"), contextTasks: [own("ColourTask")]),
        [ChainLink(action: nil, origin: .destination(.route(RouteReference(name: "home", expectingContainer: false))))]))

    static let colour = route("colour", "ColorViewController", context: "String", line: 3, chain(
        StepSpec(kind: .stepAssembly, finder: FinderSpec(kind: "ColourFinder", className: "ColorViewController", custom: true),
                 factory: FactorySpec(kind: "ColourFactory", className: "ColorViewController", custom: true), contextTasks: [own("ColourTask")]),
        [ChainLink(action: ActionSpec(name: "UINavigationController.pushAsRoot", containerClass: "ExampleNavigationController"),
                   origin: .step(StepSpec(kind: .singleContainerStep, finder: FinderSpec(kind: "NilFinder"),
                                          factory: FactorySpec(kind: "NavigationControllerFactory", className: "ExampleNavigationController")))),
         ChainLink(action: action("DispatchQueue.delay", [argument("seconds", "0.3")], wrapped: [action("GeneralAction.presentModally", [
             argument("isModalInPresentation", "true"), argument("startingFrom", ".topmostParent"), argument("presentationStyle", ".overCurrentContext"),
             argument("transitionStyle", ".crossDissolve"), argument("preferredContentSize", "CGSize(width: 320, height: 480)"),
         ])]), origin: current)]))

    static let details = route("details", "CityDetailViewController", context: "Int", line: 4, chain(
        StepSpec(kind: .stepAssembly, finder: FinderSpec(kind: "InstanceFinder", className: "CityDetailViewController", arguments: [argument("instance", "CityDetailViewController.shared")]),
                 factory: FactorySpec(kind: "FinderFactory", arguments: [argument("finder", "ClassFinder<CityDetailViewController, Int>()")])),
        [ChainLink(action: action("UISplitViewController.pushOnToDetails"), origin: .step(StepSpec(kind: .splitController, className: "CitySplitController"))),
         ChainLink(action: action("UISplitViewController.setAsMaster"), origin: .step(StepSpec(kind: .stepAssembly, finder: FinderSpec(kind: "NilFinder"),
                                                                                            factory: FactorySpec(kind: "SplitControllerFactory")))),
         ChainLink(action: action("UINavigationController.pushReplacingLast"), origin: .step(StepSpec(kind: .navigationController, postTasks: [own("Analytics")]))),
         ChainLink(action: action("UISplitViewController.pushToDetails"),
                   origin: .destination(.route(RouteReference(name: "cities", expectingContainer: true, adaptingContext: own("CityToText"), unsafelyRewrapped: true))))]))

    static let cities = route("cities", "UISplitViewController", context: "String?", line: 5, chain(
        StepSpec(kind: .tabBarController, className: "CityTabs"),
        [ChainLink(action: action("GeneralAction.nilAction"), origin: .step(StepSpec(kind: .singleStep, finder: FinderSpec(kind: "PresentingFinder", arguments: [argument("startingPoint", ".topmost")]),
                                                                                factory: FactorySpec(kind: "NilFactory", className: "UIViewController")))),
         ChainLink(action: action("Embed", wrapped: [], ).withCustom, origin: .step(StepSpec(kind: .singleContainerStep, finder: FinderSpec(kind: "DetailsNavigationFinder", options: ["currentAllStack"]),
                                                                                          factory: FactorySpec(kind: "CardContainerFactory", className: "CardContainer", custom: true)))),
         ChainLink(action: action("GeneralAction.presentModally"), origin: .general(GeneralOrigin(kind: .custom, finder: FinderSpec(kind: "ClassWithContextFinder", className: "CitiesHost", options: ["current", "visible"], startingPoint: "topmost"))))]))

    static let product = route("product", "ProductViewController", context: "ProductContext", line: 6, chain(
        StepSpec(kind: .stepAssembly, finder: FinderSpec(kind: "ClassWithContextFinder", className: "ProductViewController"), factory: FactorySpec(kind: "XibFactory", className: "ProductViewController"),
                 contextTasks: [EntityUse(type: "ContextSettingTask", custom: false)]),
        [ChainLink(action: action("UINavigationController.push"), origin: .destination(.switch(SwitchSpec(viewControllerType: "UINavigationController", cases: [
            SwitchCase(condition: .when(FinderSpec(kind: "ProductURLFinder", custom: true)),
                       destination: chain(StepSpec(kind: .navigationController), [ChainLink(action: action("GeneralAction.presentModally"), origin: current)])),
            SwitchCase(condition: .from(FinderSpec(kind: "ClassFinder", className: "UINavigationController", options: ["currentVisibleOnly"])), destination: nil),
            SwitchCase(condition: .resolver(own("ProductSwitch")), destination: nil),
        ], defaultDestination: .route(RouteReference(name: "circle", expectingContainer: true, adaptingContext: own("ToCircle")))))))]))

    static let keyword = route("default", "HomeViewController", line: 7, chain(
        StepSpec(kind: .stepAssembly, finder: FinderSpec(kind: "NilFinder"), factory: FactorySpec(kind: "ClassFactory", className: "HomeViewController")),
        [ChainLink(action: action("OpenSheet").withCustom, origin: current)]))

    static let alias = route("roundScreen", nil, line: 8, .route(RouteReference(name: "circle")))
    static let broken = RouteDefinition(name: "broken", location: at(98), viewControllerType: nil, contextType: nil, destination: .leftOut(leftOut), leftOut: [leftOut])

    static let entities: [EntityDeclaration] = [
        EntityDeclaration(name: "LoginInterceptor", kind: .interceptor, location: at(10), luaImplementation: "function(context)\n  return app.state.logged_in\nend"),
        EntityDeclaration(name: "TabTitles", kind: .contextTask, location: at(11), luaImplementation: "require(\"tabs\").titles"),
        EntityDeclaration(name: "Analytics", kind: .postTask, location: at(12), luaImplementation: "function(vc, context)\n\n  log(\"seen \\\\ \" .. vc.class)\nend"),
        EntityDeclaration(name: "ColourTask", kind: .contextTask, location: nil, luaImplementation: "function(vc, colour) vc.colour = colour end"),
        EntityDeclaration(name: "ColourFinder", kind: .finder, location: at(14)),
        EntityDeclaration(name: "ColourFactory", kind: .factory, location: at(15)),
        EntityDeclaration(name: "CardContainerFactory", kind: .containerFactory, location: at(16)),
        EntityDeclaration(name: "Embed", kind: .containerAction, location: at(17)),
        EntityDeclaration(name: "OpenSheet", kind: .action, location: at(18)),
        EntityDeclaration(name: "ToText", kind: .contextTransformer, location: at(19)),
        EntityDeclaration(name: "CityToText", kind: .contextTransformer, location: at(20)),
        EntityDeclaration(name: "ToCircle", kind: .contextTransformer, location: at(21)),
        EntityDeclaration(name: "ProductURLFinder", kind: .finder, location: at(22)),
        EntityDeclaration(name: "ProductSwitch", kind: .switchResolver, location: at(23), luaImplementation: "function(context) return nil end"),
        EntityDeclaration(name: "MainWindow", kind: .windowProvider, location: at(24)),
    ]

    static let spec = RouteSpec(routes: [home, circle, colour, details, cities, product, keyword, alias, broken], entities: entities)
}

private extension ActionSpec {
    /// The same action as the app's own.
    var withCustom: ActionSpec {
        var custom = self
        custom.custom = true
        return custom
    }
}
