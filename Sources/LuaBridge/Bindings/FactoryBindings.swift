import LuaKit
import RouterCore

extension RouteVocabulary {
    /// `B.route`, factories: built in, container factories, complete factories, and factories written in Lua.
    var factoryBindings: BindingGroup {
        BindingGroup("route", [
            LuaFunction("class_factory") { args in
                objects.give(ClassFactory(try definedClass(args, 1), properties: try args.properties(2), configuration: try configuration(args, 3),
                                          resource: try resource(args, 6)), .factory)
            },
            LuaFunction("nil_factory") { _ in objects.give(NilFactory(), .factory) },
            LuaFunction("finder_factory") { args in
                let finder = try objects.get(args, 1, "a finder", as: (any Finder).self)
                return objects.give(FinderFactory(finder: finder, configuration: try configuration(args, 2)), .factory)
            },
            LuaFunction("custom_factory") { args in
                var factory = LuaFactory(function: try args.reference(1, of: .function), host: host, nodes: nodes, description: args.entityName("factory", definitionAt: 2))
                factory.preparation = try preparation(args, 4, of: factory.description)
                if !args.isNil(5) { factory.statedClass = StatedClass(name: try definedClass(args, 5)) }
                return objects.give(factory, .factory)
            },
            LuaFunction("navigation_factory") { args in
                objects.give(NavigationControllerFactory(try definedContainer(args, 1, .navigation, default: ClassRegistry.navigationController), configuration: try configuration(args, 2)), .factory)
            },
            LuaFunction("tab_bar_factory") { args in
                objects.give(TabBarControllerFactory(try definedContainer(args, 1, .tabBar, default: ClassRegistry.tabBarController), configuration: try configuration(args, 2)), .factory)
            },
            LuaFunction("split_factory") { args in
                objects.give(SplitControllerFactory(try definedContainer(args, 1, .split, default: ClassRegistry.splitController), configuration: try configuration(args, 2)), .factory)
            },
            LuaFunction("container_factory") { args in
                objects.give(CustomContainerFactory(try definedContainer(args, 1, .custom), configuration: try configuration(args, 2)), .factory)
            },
            LuaFunction("complete_new") { args in
                let factory = try objects.get(args, 1, "a container factory", as: (any Factory).self)
                guard let container = factory.containerFactory else {
                    throw args.badArgument(1, "a container factory expected, got \(factory), which builds a screen (route.navigation_factory(), route.tab_bar_factory()…)")
                }
                return objects.give(CompleteFactoryAssembly(factory: container), .completeAssembly)
            },
            LuaFunction("complete_with") { args in
                let assembly = try objects.get(args, 1, "a complete factory assembly", as: CompleteFactoryAssembly.self)
                let factory = try objects.get(args, 2, "a factory", as: (any Factory).self)
                let transformer = args.isNil(4) ? nil : LuaContextTransformer(
                    function: try args.reference(4, of: .function), host: host, description: args.entityName("context transformer", definitionAt: 5))
                guard !args.isNil(3) else { return objects.give(assembly.with(factory, adapting: transformer), .completeAssembly) }
                let action = try objects.get(args, 3, "a container action", as: (any Action).self)
                guard let containerAction = action.containerAction else {
                    throw args.badArgument(3, "a container action expected, got \(action), which is not a container's (route.nav.push(), route.tab.add()…)")
                }
                if let container = tree.classes.id(of: assembly.containerClass), !containerAction.isEmbeddable(into: container, in: tree) {
                    throw args.badArgument(3, "\(containerAction) puts a child into a \(containerAction.containerClass), and this complete factory builds a \(assembly.containerClass)")
                }
                return objects.give(assembly.with(factory, using: containerAction, adapting: transformer), .completeAssembly)
            },
            LuaFunction("complete_adding") { args in
                let assembly = try objects.get(args, 1, "a complete factory assembly", as: CompleteFactoryAssembly.self)
                guard !assembly.hasNoChild else {
                    throw LuaArgumentError(message: "a complete factory's :adding gives a task to the child added last, and there is none yet: add one with :with first")
                }
                if let kind = objects.kind(args, 2), kind == .interceptor || kind == .postTask {
                    throw args.badArgument(2, "a context task expected, got \(kind.withArticle): a complete factory's child takes context tasks only, "
                        + "as in RouteComposer; add it to a step with :adding instead")
                }
                return objects.give(assembly.adding(try objects.get(args, 2, "a context task", as: (any ContextTask).self)), .completeAssembly)
            },
            LuaFunction("complete_assemble") { args in
                objects.give(try objects.get(args, 1, "a complete factory assembly", as: CompleteFactoryAssembly.self).assemble(), .factory)
            },
        ])
    }
}

extension RouteVocabulary {
    /// Where a class factory's class is loaded from: argument `i` is "storyboard" (`i + 1` its name,
    /// `i + 2` its identifier or nil) or "xib" (`i + 1` its nib name), nil for none. The prelude checked the option's shape.
    func resource(_ args: LuaStack, _ i: Int) throws -> ViewControllerResource? {
        guard !args.isNil(i) else { return nil }
        switch try args.string(i) {
        case "storyboard": return .storyboard(name: try args.string(i + 1), identifier: args.isNil(i + 2) ? nil : try args.string(i + 2))
        case "xib": return .xib(nibName: try args.string(i + 1))
        case let other: throw args.badArgument(i, "\"storyboard\" or \"xib\" expected, got \"\(other)\"")
        }
    }

    /// The `configuration` function in argument `i`, named by argument `i + 1`
    /// (where it is defined) as other entities written in Lua are.
    func configuration(_ args: LuaStack, _ i: Int) throws -> FactoryConfiguration? {
        guard !args.isNil(i) else { return nil }
        let function = try args.reference(i, of: .function)
        let name = args.entityName("configuration", definitionAt: i + 1)
        return FactoryConfiguration(name) { [host] node, _ in
            try host.call(function, name: name, arguments: { list in list.append(node.handle) }, read: { _ in })
        }
    }
}
