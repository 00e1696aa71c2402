import RouteSpec
import RouterCore

extension RouteDescriber {
    /// A finder as RouteComposer spells it; a Lua finder is the app's own type.
    mutating func finderSpec(_ finder: any Finder, at location: SourceLocation?) -> FinderSpec {
        if let typed = finder as? TypedFinder {
            var spec = finderSpec(typed.finder, at: location)
            spec.contextType = Self.swiftType(ofContext: typed.contextType.name)
            return spec
        }
        // Untyped in Lua is `Any?` in Swift, which RouteComposer's own types are written with; the app's own types say theirs.
        var spec = untypedFinderSpec(finder, at: location)
        if !spec.custom { spec.contextType = Self.anyContext }
        return spec
    }

    private mutating func untypedFinderSpec(_ finder: any Finder, at location: SourceLocation?) -> FinderSpec {
        switch finder {
        case let finder as ClassFinder:
            return FinderSpec(kind: "ClassFinder", className: finder.className, options: options(finder.options),
                              startingPoint: startingPoint(finder.startingPoint, at: location))
        case let finder as ClassWithContextFinder:
            return FinderSpec(kind: "ClassWithContextFinder", className: finder.className, options: options(finder.options),
                              startingPoint: startingPoint(finder.startingPoint, at: location))
        case is NilFinder: return FinderSpec(kind: "NilFinder")
        case let finder as PresentingFinder:
            if case .custom = finder.startingPoint { leave("a presenting finder starting from a node Lua picks", at: location) }
            return FinderSpec(kind: "PresentingFinder")
        case is DetailsNavigationFinder: return FinderSpec(kind: "DetailsNavigationFinder")
        case is InstanceFinder:
            leave("route.instance_finder: a finder of a node made when the app loads (RouteComposer's InstanceFinder holds a view "
                + "controller the app has; find it by class instead)", at: location)
            return FinderSpec(kind: "InstanceFinder")
        case let finder as LuaStackFinder:
            let use = luaEntity(finder.description, words: "finder", kind: .finder)
            return FinderSpec(kind: use.type, className: finder.statedClass?.name, options: options(finder.options),
                              startingPoint: startingPoint(finder.startingPoint, at: location), custom: true, location: use.location)
        case let finder as LuaFinder:
            let use = luaEntity(finder.description, words: "finder", kind: .finder, function: finder.function)
            return FinderSpec(kind: use.type, className: finder.statedClass?.name, custom: true, location: use.location)
        default:
            leave("a finder flowrun cannot write as RouteComposer's (\(finder))", at: location)
            return FinderSpec(kind: "\(type(of: finder))")
        }
    }

    /// Search options by RouteComposer's names, nil for the default (`fullStack`).
    private func options(_ options: SearchOptions) -> [String]? {
        if options == .fullStack { return nil }
        if let named = SearchOptions.named.dropFirst(6).first(where: { $0.options == options }) { return [named.name] }
        return SearchOptions.named.prefix(6).filter { options.contains($0.options) }.map(\.name)
    }

    /// A starting point's name, nil for the default (`topmost`); a computed one is left out.
    private mutating func startingPoint(_ start: StartingPoint, at location: SourceLocation?) -> String? {
        switch start {
        case .topmost: return nil
        case .root: return "root"
        case .custom:
            leave("a search start that is a node, or computed by a Lua function (RouteComposer starts at .topmost or .root)", at: location)
            return nil
        }
    }

    /// A factory as RouteComposer spells it; a Lua factory is the app's own type.
    mutating func factorySpec(_ factory: any Factory, at location: SourceLocation?) -> FactorySpec {
        var contextType: String?
        switch factory {
        case let typed as TypedFactory: contextType = typed.contextType.name
        case let typed as TypedContainerFactory: contextType = typed.contextType.name
        default: break
        }
        var spec = untypedFactorySpec(Self.untyped(factory) ?? factory, at: location)
        spec.contextType = contextType.map(Self.swiftType(ofContext:)) ?? (spec.custom ? nil : Self.anyContext)
        return spec
    }

    private mutating func untypedFactorySpec(_ factory: any Factory, at location: SourceLocation?) -> FactorySpec {
        switch factory {
        case let factory as ClassFactory:
            if !factory.properties.isEmpty {
                leave("route.class_factory's properties (\(factory.properties.keys.sorted().joined(separator: ", "))): RouteComposer's ClassFactory "
                    + "sets none (set them in a context task)", at: location)
            }
            configured(factory.configuration, at: location)
            return Self.classFactorySpec(factory)
        case is NilFactory: return FactorySpec(kind: "NilFactory")
        case let factory as FinderFactory:
            configured(factory.configuration, at: location)
            return FactorySpec(kind: "NilFactory")
        case let factory as NavigationControllerFactory:
            return FactorySpec(kind: "NavigationControllerFactory", className: factory.containerClass, configuration: configurationUse(factory.configuration))
        case let factory as TabBarControllerFactory:
            return FactorySpec(kind: "TabBarControllerFactory", className: factory.containerClass, configuration: configurationUse(factory.configuration))
        case let factory as SplitControllerFactory:
            return FactorySpec(kind: "SplitControllerFactory", className: factory.containerClass, configuration: configurationUse(factory.configuration))
        case let factory as CustomContainerFactory:
            configured(factory.configuration, at: location)
            // A container of the app's own needs a factory of the app's own: its stub builds the container.
            let name = factory.containerClass + "Factory"
            declare(EntityDeclaration(name: name, kind: .containerFactory, location: nil), key: "container factory " + factory.containerClass)
            return FactorySpec(kind: name, className: factory.containerClass, custom: true)
        case let factory as CompleteFactory:
            var spec = factorySpec(factory.wrappedContainerFactory, at: location)
            // The writers read the container a complete factory starts from in its `factory:` argument, as Swift writes it.
            let defaults = ["NavigationControllerFactory": "UINavigationController", "TabBarControllerFactory": "UITabBarController",
                            "SplitControllerFactory": "UISplitViewController"]
            let container = spec.className ?? defaults[spec.kind] ?? spec.kind
            spec.arguments.append(SourceArgument(label: "factory", value: "\(spec.kind)<\(container), \(spec.contextType ?? "Any?")>()"))
            spec.kind = "CompleteFactory"
            spec.children = factory.presetDescriptions.map { child in
                FactoryChild(factory: factorySpec(child.factory, at: location), action: child.action.map { actionSpec($0, at: location) },
                             adaptingContext: child.transformer.map { entityUse(of: $0) })
            }
            // RouteComposer adds a context task to the assembly, after the child it follows: the model keeps them together.
            spec.contextTasks = factory.presetDescriptions.flatMap { $0.contextTasks.map { contextTaskUse($0, at: location) } }
            return spec
        case let factory as LuaFactory:
            let use = luaEntity(factory.description, words: "factory", kind: .factory, function: factory.function)
            return FactorySpec(kind: use.type, className: factory.statedClass?.name, custom: true, location: use.location)
        default:
            leave("a factory flowrun cannot write as RouteComposer's (\(factory))", at: location)
            return FactorySpec(kind: "\(type(of: factory))")
        }
    }

    /// A class factory as RouteComposer writes it: `StoryboardFactory(name:identifier:)` for a storyboard's class,
    /// `ClassFactory(nibName:)` for a xib's (RouteComposer has no XibFactory), `ClassFactory` for one made in code.
    static func classFactorySpec(_ factory: ClassFactory) -> FactorySpec {
        switch factory.resource {
        case nil: return FactorySpec(kind: "ClassFactory", className: factory.className)
        case let .storyboard(name, identifier)?:
            let arguments = [SourceArgument(label: "name", value: SwiftStringLiteral.quoted(name))]
                + (identifier.map { [SourceArgument(label: "identifier", value: SwiftStringLiteral.quoted($0))] } ?? [])
            return FactorySpec(kind: "StoryboardFactory", className: factory.className, arguments: arguments)
        case let .xib(nibName)?:
            return FactorySpec(kind: "ClassFactory", className: factory.className,
                               arguments: [SourceArgument(label: "nibName", value: SwiftStringLiteral.quoted(nibName))])
        }
    }

    /// A built-in container factory's `configuration` function: an entity of the app's, which RouteComposer's
    /// factory calls in its `configuration:` closure.
    private mutating func configurationUse(_ configuration: FactoryConfiguration?) -> EntityUse? {
        configuration.map { luaEntity($0.description, words: "configuration", kind: .factoryConfiguration) }
    }

    /// Refuses a factory's `configuration` function: its Lua runs on what is built, which a RouteComposer factory type cannot say.
    private mutating func configured(_ configuration: FactoryConfiguration?, at location: SourceLocation?) {
        guard let configuration else { return }
        leave("a factory's configuration function (\(configuration)): write it as a context task, which RouteComposer runs on what is built", at: location)
    }

    /// An action as RouteComposer spells it; a Lua action is the app's own type.
    mutating func actionSpec(_ action: any Action, at location: SourceLocation?) -> ActionSpec {
        switch action {
        case is NavigationControllerActions.Push: return ActionSpec(name: "UINavigationController.push")
        case is NavigationControllerActions.PushAsRoot: return ActionSpec(name: "UINavigationController.pushAsRoot")
        case is NavigationControllerActions.PushReplacingLast: return ActionSpec(name: "UINavigationController.pushReplacingLast")
        case let present as GeneralAction.PresentModally:
            var arguments: [SourceArgument] = []
            switch present.startingPoint {
            case .current: break
            case .topmostParent: arguments.append(SourceArgument(label: "startingFrom", value: ".topmostParent"))
            case .custom: leave("a presentation starting from a node, or from one a Lua function picks (RouteComposer starts at .current or .topmostParent)", at: location)
            }
            if present.style != .fullScreen {
                arguments.append(SourceArgument(label: "presentationStyle", value: "." + Self.camelCase(present.style.rawValue)))
            }
            if let modal = present.isModalInPresentation { arguments.append(SourceArgument(label: "isModalInPresentation", value: "\(modal)")) }
            return ActionSpec(name: "GeneralAction.presentModally", arguments: arguments)
        case let replace as GeneralAction.ReplaceRoot:
            windowProvider(replace.windowProvider, "route.general.replace_root", at: location)
            return ActionSpec(name: "GeneralAction.replaceRoot")
        case is NilAction: return ActionSpec(name: "GeneralAction.nilAction")
        case let add as TabBarControllerActions.AddTab:
            var arguments: [SourceArgument] = []
            if let index = add.index { arguments.append(SourceArgument(label: "at", value: "\(index)")) }
            if add.replacing { arguments.append(SourceArgument(label: "replacing", value: "true")) }
            return ActionSpec(name: "UITabBarController.add", arguments: arguments)
        case is SplitControllerActions.SetAsMaster: return ActionSpec(name: "UISplitViewController.setAsMaster")
        case is SplitControllerActions.PushToDetails: return ActionSpec(name: "UISplitViewController.pushToDetails")
        case is SplitControllerActions.PushOnToDetails: return ActionSpec(name: "UISplitViewController.pushOnToDetails")
        case let delayed as DelayedAction: return delay(actionSpec(delayed.delayedAction, at: location), delayed.delay)
        case let delayed as DelayedContainerAction: return delay(actionSpec(delayed.delayedAction, at: location), delayed.delay)
        case let action as LuaAction:
            let use = luaEntity(action.description, words: "action", kind: .action, function: action.function)
            return ActionSpec(name: use.type, custom: true, location: use.location)
        case let action as LuaContainerAction:
            let use = luaEntity(action.description, words: "container action", kind: .containerAction)
            return ActionSpec(name: use.type, containerClass: action.containerClass, custom: true, location: use.location)
        default:
            leave("an action flowrun cannot write as RouteComposer's (\(action))", at: location)
            return ActionSpec(name: "\(type(of: action))")
        }
    }

    /// `DispatchQueue.delay(action, seconds:)`; the default delay (0.3 s) is not written.
    private func delay(_ wrapped: ActionSpec, _ seconds: Double) -> ActionSpec {
        ActionSpec(name: "DispatchQueue.delay", arguments: seconds == 0.3 ? [] : [SourceArgument(label: "seconds", value: "\(seconds)")], wrapped: [wrapped])
    }

    /// `over_current_context` → `overCurrentContext`.
    static func camelCase(_ snake: String) -> String {
        let words = snake.split(separator: "_")
        return words.enumerated().map { $0.offset == 0 ? String($0.element) : $0.element.prefix(1).uppercased() + $0.element.dropFirst() }.joined()
    }
}

extension RouteDescriber {
    /// The context of what Lua leaves untyped, as Swift writes it.
    static let anyContext = "Any?"
}
