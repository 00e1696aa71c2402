import RouteSpec

/// A model with what a round trip may change dropped: every location, a
/// route's type qualification (`AppConfiguration.tabs` is `tabs`), and the
/// classes (the Swift names only those its routes use). What is compared
/// is the routes (chains, finders, factories, actions, switches) and the
/// entities by name, kind and Lua.
enum RoundTripNormalising {
    static func normalised(_ spec: RouteSpec) -> RouteSpec {
        RouteSpec(routes: spec.routes.map(route), entities: spec.entities.map {
            EntityDeclaration(name: $0.name, kind: $0.kind, location: nil, luaImplementation: $0.luaImplementation)
        }.sorted { $0.name < $1.name })
    }

    static func route(_ route: RouteDefinition) -> RouteDefinition {
        RouteDefinition(name: route.memberName, location: nil, viewControllerType: route.viewControllerType, contextType: route.contextType,
                        destination: destination(route.destination), leftOut: route.leftOut)
    }

    static func destination(_ destination: Destination) -> Destination {
        switch destination {
        case .chain(let chain): return .chain(StepChain(first: step(chain.first), links: chain.links.map(link)))
        case .route(var reference):
            reference.name = String(reference.name.split(separator: ".").last ?? "")
            reference.adaptingContext = reference.adaptingContext.map(use)
            return .route(reference)
        case .switch(var choice):
            choice.location = nil
            choice.cases = choice.cases.map { entry in
                let condition: SwitchCase.Condition = switch entry.condition {
                case .from(let found): .from(finder(found))
                case .when(let found): .when(finder(found))
                case .resolver(let resolver): .resolver(use(resolver))
                case .whenHolds(let condition): .whenHolds(use(condition))
                }
                return SwitchCase(condition: condition, destination: entry.destination.map(self.destination), location: nil)
            }
            choice.defaultDestination = choice.defaultDestination.map(self.destination)
            return .switch(choice)
        case .leftOut(let missing): return .leftOut(missing)
        }
    }

    static func link(_ link: ChainLink) -> ChainLink {
        let origin: Origin = switch link.origin {
        case .general(var general):
            { general.finder = general.finder.map(finder); general.windowProvider = general.windowProvider.map(use); return .general(general) }()
        case .step(let spec): .step(step(spec))
        case .destination(let target): .destination(destination(target))
        }
        return ChainLink(action: link.action.map(action), origin: origin, location: nil)
    }

    static func step(_ step: StepSpec) -> StepSpec {
        StepSpec(kind: step.kind, className: step.className, contextType: step.contextType, finder: step.finder.map(finder),
                 factory: step.factory.map(factory), interceptors: step.interceptors.map(use), contextTasks: step.contextTasks.map(use),
                 postTasks: step.postTasks.map(use))
    }

    /// The app's own finders, factories and actions are known by name: what
    /// Lua knows of them besides (the class a custom factory builds) the
    /// Swift use does not say.
    static func finder(_ finder: FinderSpec) -> FinderSpec {
        var copy = finder
        copy.location = nil
        return copy
    }

    static func factory(_ factory: FactorySpec) -> FactorySpec {
        var copy = factory
        copy.location = nil
        if factory.custom { copy.className = nil }
        copy.children = factory.children.map { child in
            FactoryChild(factory: self.factory(child.factory), action: child.action.map(action), adaptingContext: child.adaptingContext.map(use))
        }
        copy.contextTasks = factory.contextTasks.map(use)
        return copy
    }

    static func action(_ action: ActionSpec) -> ActionSpec {
        var copy = action
        copy.location = nil
        if action.custom { copy.containerClass = nil }
        copy.wrapped = action.wrapped.map(self.action)
        return copy
    }

    /// A stub the Swift writer makes generic (one used on several screens) is the same entity.
    static func use(_ use: EntityUse) -> EntityUse {
        var copy = use
        copy.location = nil
        copy.genericArguments = []
        return copy
    }
}
