import RouteSpec

/// What a round trip of RouteComposer's Example through the Lua model cannot
/// keep, each by name: the Lua model has no word for it, so the export writes
/// what the Lua says instead. Applied to both imports before they are compared;
/// everything else (route names, chains, steps, finders, factories, actions,
/// entity names) must be equal.
enum ExampleRoundTripLosses {
    /// Routes not compared, and why.
    static let routesNotCompared: [String: String] = [
        "login": "the import leaves LoginConfiguration.login out (its modal starts from `.custom(…)`): app.lua writes the team's own, "
            + "which is what is exported",
        "swiftUIScreen": "SwiftUI: Lua models the view by its hosting controller, a `UIHostingController<SwiftUIContentView>` node, "
            + "which the export writes as the class it finds and builds",
    ]

    static func apply(_ spec: RouteSpec) -> RouteSpec {
        var copy = spec
        copy.routes = spec.routes.filter { routesNotCompared[$0.memberName] == nil }.map { route in
            var route = route
            // Lua checks a context by kind: a Swift type of the app's (`ProductContext`, `Void`) is not one, and the export
            // writes the context its Lua says (`Any?`).
            route.contextType = nil
            route.destination = destination(route.destination)
            return route
        }
        return copy
    }

    /// The app's own entity names, as the Lua model keeps them: a nested type (`CustomContainerFactory.ReplaceRoot`) is one module
    /// (`CustomContainerFactory_ReplaceRoot`), a custom container's factory is named after its container class. The entities the
    /// import made of closures, named after their route (`citiesList_InlineContextTransformer`,
    /// `colorScreen_DismissalMethodProvidingContextTask`, `mainScreenFromCircle_NavigationControllerFactory`), are the app's own
    /// types once exported, and so are the team's (app.lua's login: `LoginFactory`): not compared.
    static func entityNames(_ spec: RouteSpec) -> [String] {
        spec.entities.map(\.name).filter { !($0.first?.isLowercase == true && $0.contains("_")) && $0 != "LoginFactory" }
            .map { $0 == "CustomContainerFactory" ? "CustomContainerControllerFactory" : $0.split(separator: ".").joined(separator: "_") }.sorted()
    }

    static func destination(_ destination: Destination) -> Destination {
        switch destination {
        case .chain(let chain): return .chain(StepChain(first: step(chain.first), links: chain.links.map(link)))
        case .route(var reference):
            reference.adaptingContext = reference.adaptingContext.map(use)
            return .route(reference)
        case .switch(var choice):
            choice.contextType = nil
            choice.cases = choice.cases.map { entry in
                var entry = entry
                entry.destination = entry.destination.map(self.destination)
                entry.condition = switch entry.condition {
                case .from(let found): .from(finder(found))
                case .when(let found): .when(finder(found))
                case .resolver(let resolver): .resolver(use(resolver))
                case .whenHolds(let condition): .whenHolds(use(condition))
                }
                return entry
            }
            choice.defaultDestination = choice.defaultDestination.map(self.destination)
            return .switch(choice)
        case .leftOut: return destination
        }
    }

    static func link(_ link: ChainLink) -> ChainLink {
        var copy = link
        // `.using(GeneralAction.nilAction())` after a NilFactory's step is what no `.using` means, which is how Lua and the export say it.
        copy.action = link.action.flatMap { $0.name == "GeneralAction.nilAction" ? nil : action($0) }
        switch link.origin {
        case .general(var general): general.finder = general.finder.map(finder); copy.origin = .general(general)
        case .step(let spec): copy.origin = .step(step(spec))
        case .destination(let target): copy.origin = .destination(destination(target))
        }
        return copy
    }

    /// RouteComposer's container steps, by the factory a `SingleContainerStep(finder: NilFinder(), factory: …)` of theirs has.
    static let containerSteps: [String: StepSpec.Kind] = [
        "NavigationControllerFactory": .navigationController, "TabBarControllerFactory": .tabBarController, "SplitControllerFactory": .splitController,
    ]

    static func step(_ step: StepSpec) -> StepSpec {
        // `SingleContainerStep(finder: NilFinder(), factory: NavigationControllerFactory<ExampleNavigationController, …>())` is what
        // `NavigationControllerStep<ExampleNavigationController, …>()` is, which Lua's route.navigation_controller(class) exports as.
        if step.kind == .singleContainerStep, step.finder?.kind == "NilFinder", let factory = step.factory, let kind = containerSteps[factory.kind],
           step.interceptors.isEmpty, step.contextTasks.isEmpty, step.postTasks.isEmpty {
            let uikit = ["UINavigationController", "UITabBarController", "UISplitViewController"]
            return StepSpec(kind: kind, className: factory.className.flatMap { uikit.contains($0) ? nil : $0 })
        }
        var copy = step
        copy.contextType = nil
        copy.finder = step.finder.map(finder)
        copy.factory = step.factory.map(factory)
        copy.interceptors = step.interceptors.map(use)
        copy.contextTasks = step.contextTasks.map(use)
        copy.postTasks = step.postTasks.map(use)
        return copy
    }

    static func finder(_ finder: FinderSpec) -> FinderSpec {
        var copy = finder
        copy.contextType = nil
        // An app's own StackIteratingFinder's search (`ColorViewControllerFinder`'s `.currentAllStack`) lives in its Lua
        // module (`search`); the exported stub is a plain Finder the team implements.
        if finder.custom { (copy.options, copy.startingPoint) = (nil, nil) }
        return copy
    }

    static func factory(_ factory: FactorySpec) -> FactorySpec {
        var copy = factory
        copy.contextType = nil
        // The app's own factories' arguments (`delegate: ImagesWithLibraryHandler.shared`) are values of its Swift.
        if factory.custom { copy.arguments = [] }
        // A `configuration:` closure of the Swift is a function of the route's Lua module, which the export writes as the app's own
        // type of that name (`{ mainScreenFromCircle_NavigationControllerFactory().configure($0) }`; ExampleExportTests checks the name).
        copy.arguments = copy.arguments.filter { $0.label != "configuration" }
        copy.configuration = nil
        // A complete factory's container factory as written (`NavigationControllerFactory<UINavigationController, MainScreenContext>(…)`):
        // its type is compared; its context is Lua's, its configuration is the one above.
        copy.arguments = copy.arguments.map { argument in
            guard factory.kind == "CompleteFactory", argument.label == "factory" else { return argument }
            return SourceArgument(label: "factory", value: String(argument.value.prefix { $0.isLetter }))
        }
        // A custom container's factory is named after its container class in Lua (route.container_factory("CustomContainerController")).
        if factory.kind == "CustomContainerFactory" { copy.kind = "CustomContainerControllerFactory" }
        copy.children = factory.children.map { child in
            FactoryChild(factory: self.factory(child.factory), action: child.action.map(action), adaptingContext: child.adaptingContext.map(use))
        }
        copy.contextTasks = factory.contextTasks.map(use)
        return copy
    }

    static func action(_ action: ActionSpec) -> ActionSpec {
        // An animation wrapper (`CATransaction.wrap`) is not modelled: its action is.
        if action.name == "CATransaction.wrap", let wrapped = action.wrapped.first { return self.action(wrapped) }
        var copy = action
        // A transitioning delegate is an object of the app's Swift, which a Lua modal presentation has no use for;
        // a root replaced in Lua is not animated (`animationOptions: .transitionFlipFromLeft`).
        copy.arguments = action.arguments.filter { $0.label != "transitioningDelegate" && $0.label != "animationOptions" }
        // Lua's route.nav.push() pushes into any navigation controller: the subclass a Swift action names
        // (`ExampleNavigationController.push()`) is not said.
        if !action.custom { copy.containerClass = nil }
        // A type nested in another (`CustomContainerFactory.ReplaceRoot`) is one Lua module (`CustomContainerFactory_ReplaceRoot`).
        if action.custom { copy.name = action.name.split(separator: ".").joined(separator: "_") }
        copy.wrapped = action.wrapped.map(self.action)
        return copy
    }

    static func use(_ use: EntityUse) -> EntityUse {
        var copy = use
        // RouteComposer's inline entities (`InlineContextTransformer { … }`) are a closure each: the import gives each a
        // module of the route's (`citiesList_InlineContextTransformer`), which the export writes as the app's own type.
        // A second closure of a kind in one route is `…_2`.
        if let inline = use.type.range(of: "Inline") {
            let type = use.type[inline.lowerBound...].prefix { $0 != "_" }
            (copy.type, copy.custom, copy.arguments) = (String(type), false, [])
        }
        // Its dismissal block's Swift becomes a call of the entity the import gave it (`colorScreen_DismissalMethodProvidingContextTask`),
        // which the reader takes as RouteComposer's task given that entity.
        if use.type.hasSuffix("DismissalMethodProvidingContextTask") { (copy.type, copy.custom, copy.arguments) = ("DismissalMethodProvidingContextTask", false, []) }
        return copy
    }
}
