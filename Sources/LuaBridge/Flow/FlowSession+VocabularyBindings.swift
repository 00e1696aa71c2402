import LuaKit
import RouterCore

/// Bindings for the rest of RouteComposer's vocabulary: finders, factories
/// and actions (built in or written in Lua), container and single steps,
/// chains, switches, adapted contexts, and the extras.
extension FlowSession {
    func vocabularyBindings() -> [LuaFunction] {
        [
            // Finders
            LuaFunction("class_with_context_finder") { [unowned self] args in
                let finder = ClassWithContextFinder(try args.string(1), options: try SearchOptionNames.parse(try args.value(2)), startingPoint: try startingPoint(args, 3))
                return [objects.insert(finder, kind: "finder")]
            },
            LuaFunction("nil_finder") { [unowned self] _ in [objects.insert(NilFinder(), kind: "finder")] },
            LuaFunction("presenting_finder") { [unowned self] _ in [objects.insert(PresentingFinder(), kind: "finder")] },
            LuaFunction("details_navigation_finder") { [unowned self] _ in [objects.insert(DetailsNavigationFinder(), kind: "finder")] },
            LuaFunction("instance_finder") { [unowned self] args in [objects.insert(InstanceFinder(try node(args, 1)), kind: "finder")] },
            LuaFunction("stack_finder") { [unowned self] args in
                let finder = LuaStackFinder(
                    scanFunction: try args.reference(1, of: .function), proxies: try args.reference(5, of: .table), host: host,
                    options: try SearchOptionNames.parse(try args.value(2)), startingPoint: try startingPoint(args, 3),
                    description: name("finder", args, definitionAt: 4))
                return [objects.insert(finder, kind: "finder")]
            },
            LuaFunction("custom_finder") { [unowned self] args in
                let finder = LuaFinder(function: try args.reference(1, of: .function), session: self, description: name("finder", args, definitionAt: 2))
                return [objects.insert(finder, kind: "finder")]
            },
            // Factories
            LuaFunction("nil_factory") { [unowned self] _ in [objects.insert(NilFactory(), kind: "factory")] },
            LuaFunction("custom_factory") { [unowned self] args in
                let factory = LuaFactory(function: try args.reference(1, of: .function), session: self, description: name("factory", args, definitionAt: 2))
                return [objects.insert(factory, kind: "factory")]
            },
            LuaFunction("navigation_factory") { [unowned self] args in
                [objects.insert(NavigationControllerFactory(try args.optionalString(1) ?? ClassRegistry.navigationController), kind: "factory")]
            },
            LuaFunction("tab_bar_factory") { [unowned self] args in
                [objects.insert(TabBarControllerFactory(try args.optionalString(1) ?? ClassRegistry.tabBarController), kind: "factory")]
            },
            LuaFunction("split_factory") { [unowned self] args in
                [objects.insert(SplitControllerFactory(try args.optionalString(1) ?? ClassRegistry.splitController), kind: "factory")]
            },
            // Actions
            LuaFunction("present_modally") { [unowned self] args in
                let style = try presentationStyle(args, 1)
                let start: GeneralAction.PresentationStartingPoint
                switch try args.optionalString(2) {
                case nil, "current": start = .current
                case "topmost_parent": start = .topmostParent
                case let other?: throw LuaArgumentError(message: "unknown presentation start '\(other)' (use \"current\" or \"topmost_parent\")")
                }
                let modal: Bool? = args.isNil(3) ? nil : args.boolean(3)
                return [objects.insert(GeneralAction.presentModally(startingFrom: start, presentationStyle: style, isModalInPresentation: modal), kind: "action")]
            },
            LuaFunction("replace_root") { [unowned self] _ in [objects.insert(GeneralAction.replaceRoot(), kind: "action")] },
            LuaFunction("nil_action") { [unowned self] _ in [objects.insert(GeneralAction.nilAction(), kind: "action")] },
            LuaFunction("tab_add") { [unowned self] args in
                let index = args.isNil(1) ? nil : try args.position(1)
                return [objects.insert(TabBarControllerActions.add(at: index, replacing: args.boolean(2)), kind: "action")]
            },
            LuaFunction("split_set_as_master") { [unowned self] _ in [objects.insert(SplitControllerActions.setAsMaster(), kind: "action")] },
            LuaFunction("split_push_to_details") { [unowned self] _ in [objects.insert(SplitControllerActions.pushToDetails(), kind: "action")] },
            LuaFunction("split_push_on_to_details") { [unowned self] _ in [objects.insert(SplitControllerActions.pushOnToDetails(), kind: "action")] },
            LuaFunction("custom_action") { [unowned self] args in
                let action = LuaAction(function: try args.reference(1, of: .function), host: host, description: name("action", args, definitionAt: 2))
                return [objects.insert(action, kind: "action")]
            },
            // Steps and chains
            LuaFunction("single_step") { [unowned self] args in
                let finder = try objects.get(args, 1, "a finder", as: (any Finder).self)
                let factory = try objects.get(args, 2, "a factory", as: (any Factory).self)
                return [objects.insert(SingleStep(finder: finder, factory: factory), kind: "intermediate")]
            },
            LuaFunction("single_container_step") { [unowned self] args in
                let finder = try objects.get(args, 1, "a finder", as: (any Finder).self)
                let factory = try objects.get(args, 2, "a container factory", as: (any Factory).self)
                guard let container = factory.containerFactory else { throw args.argumentError(2, expected: "a container factory") }
                return [objects.insert(SingleContainerStep(finder: finder, factory: container), kind: "intermediate")]
            },
            LuaFunction("navigation_step") { [unowned self] args in
                [objects.insert(NavigationControllerStep(try args.optionalString(1) ?? ClassRegistry.navigationController), kind: "intermediate")]
            },
            LuaFunction("tab_bar_step") { [unowned self] args in
                [objects.insert(TabBarControllerStep(try args.optionalString(1) ?? ClassRegistry.tabBarController), kind: "intermediate")]
            },
            LuaFunction("split_step") { [unowned self] args in
                [objects.insert(SplitControllerStep(try args.optionalString(1) ?? ClassRegistry.splitController), kind: "intermediate")]
            },
            LuaFunction("chain") { [unowned self] args in
                let step = try objects.get(args, 1, "an intermediate step (route.single_step, route.navigation_controller…)", as: (any IntermediateStep).self)
                return [objects.insert(ChainAssembly.from(step), kind: "integrator")]
            },
            LuaFunction("adapting_context") { [unowned self] args in
                let destination = try objects.get(args, 1, "a destination", as: DestinationStep.self)
                let transformer = LuaContextTransformer(function: try args.reference(2, of: .function), host: host, description: name("context transformer", args, definitionAt: 3))
                return [objects.insert(destination.adaptingContext(using: transformer), kind: "destination")]
            },
            // Switch
            LuaFunction("switch_new") { [unowned self] _ in [objects.insert(SwitchAssembly(), kind: "switch")] },
            LuaFunction("switch_case") { [unowned self] args in
                let assembly = try objects.get(args, 1, "a switch", as: SwitchAssembly.self)
                let resolver = try args.reference(2, of: .function)
                let caseName = name("case", args, definitionAt: 3)
                let added = assembly.addCase(caseName) { [unowned self] context in
                    (try? host.call(resolver, [LuaValue(context)], name: caseName) { results -> DestinationStep? in
                        results.isNil(1) ? nil : try objects.get(results, 1, "a destination", as: DestinationStep.self)
                    }) ?? nil
                }
                return [objects.insert(added, kind: "switch")]
            },
            LuaFunction("switch_when") { [unowned self] args in
                let assembly = try objects.get(args, 1, "a switch", as: SwitchAssembly.self)
                let destination = try objects.get(args, 3, "a destination", as: DestinationStep.self)
                let added: SwitchAssembly
                switch args.type(2) {
                case .boolean: added = assembly.addCase(when: args.boolean(2), from: destination)
                case .function:
                    let condition = try args.reference(2, of: .function)
                    added = assembly.addCase(when: { [unowned self] context in
                        (try? host.call(condition, [LuaValue(context)], name: "a switch condition") { $0.boolean(1) }) ?? false
                    }, from: destination)
                default: added = assembly.addCase(when: try objects.get(args, 2, "a condition (boolean, function or finder)", as: (any Finder).self), from: destination)
                }
                return [objects.insert(added, kind: "switch")]
            },
            LuaFunction("switch_from") { [unowned self] args in
                let assembly = try objects.get(args, 1, "a switch", as: SwitchAssembly.self)
                return [objects.insert(assembly.addCase(from: try objects.get(args, 2, "a finder", as: (any Finder).self)), kind: "switch")]
            },
            LuaFunction("switch_assemble") { [unowned self] args in
                let assembly = try objects.get(args, 1, "a switch", as: SwitchAssembly.self)
                let destination = args.isNil(2) ? assembly.assemble() : assembly.assemble(default: try objects.get(args, 2, "a default destination", as: DestinationStep.self))
                return [objects.insert(destination, kind: "destination")]
            },
            // Custom containers and complete factories
            LuaFunction("define_container_class") { [unowned self] args in
                let name = try args.string(1)
                let adapter = LuaContainerAdapter(
                    visible: try args.reference(2, of: .function), makeVisible: try args.reference(3, of: .function),
                    session: self, name: name)
                try tree.defineClass(name, superclass: ClassRegistry.viewController, adapter: adapter)
                return []
            },
            LuaFunction("container_factory") { [unowned self] args in
                [objects.insert(CustomContainerFactory(try args.string(1)), kind: "factory")]
            },
            LuaFunction("container_action") { [unowned self] args in
                let action = LuaContainerAction(
                    containerClass: try args.string(1), embed: try args.reference(2, of: .function), session: self,
                    description: name("container action", args, definitionAt: 3))
                return [objects.insert(action, kind: "action")]
            },
            LuaFunction("complete_new") { [unowned self] args in
                let factory = try objects.get(args, 1, "a container factory", as: (any Factory).self)
                guard let container = factory.containerFactory else { throw args.argumentError(1, expected: "a container factory") }
                return [objects.insert(CompleteFactoryAssembly(factory: container), kind: "complete_assembly")]
            },
            LuaFunction("complete_with") { [unowned self] args in
                let assembly = try objects.get(args, 1, "a complete factory assembly", as: CompleteFactoryAssembly.self)
                let factory = try objects.get(args, 2, "a factory", as: (any Factory).self)
                let action = try objects.get(args, 3, "a container action", as: (any Action).self)
                guard let containerAction = action.containerAction else { throw args.argumentError(3, expected: "a container action") }
                let transformer = args.isNil(4) ? nil : LuaContextTransformer(
                    function: try args.reference(4, of: .function), host: host, description: name("context transformer", args, definitionAt: 5))
                return [objects.insert(assembly.with(factory, using: containerAction, adapting: transformer), kind: "complete_assembly")]
            },
            LuaFunction("complete_adding") { [unowned self] args in
                let assembly = try objects.get(args, 1, "a complete factory assembly", as: CompleteFactoryAssembly.self)
                return [objects.insert(assembly.adding(try objects.get(args, 2, "a context task", as: (any ContextTask).self)), kind: "complete_assembly")]
            },
            LuaFunction("complete_assemble") { [unowned self] args in
                [objects.insert(try objects.get(args, 1, "a complete factory assembly", as: CompleteFactoryAssembly.self).assemble(), kind: "factory")]
            },
            // Extras
            LuaFunction("delaying_interceptor") { [unowned self] args in
                guard let strategy = NavigationDelayingInterceptor.Strategy(rawValue: try args.optionalString(1) ?? "wait") else {
                    throw LuaArgumentError(message: "a navigation delaying interceptor waits (\"wait\") or aborts (\"abort\")")
                }
                return [objects.insert(NavigationDelayingInterceptor(strategy: strategy), kind: "interceptor")]
            },
            LuaFunction("context_setting_task") { [unowned self] _ in [objects.insert(ContextSettingTask(), kind: "context_task")] },
            LuaFunction("dismissal_task") { [unowned self] args in
                let method = try args.reference(1, of: .function)
                let task = DismissalMethodProvidingContextTask { [unowned self] node, context, _, completion in
                    do {
                        try host.call(method, [.integer(node.handle), LuaValue(context)], name: "a dismissal method")
                        completion(.success)
                    } catch {
                        completion(.failure(.compositionFailed(.init("the dismissal method failed", underlyingError: error))))
                    }
                }
                return [objects.insert(task, kind: "context_task")]
            },
            LuaFunction("node_dismiss") { [unowned self] args in
                var outcome: RoutingResult?
                tree.dismiss(try node(args, 1), with: try args.value(2)) { outcome = $0 }
                tree.clock.run { outcome != nil }
                if case .failure(let error)? = outcome { throw error }
                try afterAction()
                return []
            },
            LuaFunction("router_add") { [unowned self] args in
                switch objects.kind(args, 1) {
                case "interceptor": router.add(try objects.get(args, 1, "", as: (any RoutingInterceptor).self))
                case "context_task": router.add(try objects.get(args, 1, "", as: (any ContextTask).self))
                case "post_task": router.add(try objects.get(args, 1, "", as: (any PostRoutingTask).self))
                default: throw args.argumentError(1, expected: "an interceptor, context task or post task")
                }
                return []
            },
            // Tree operations for actions written in Lua
            LuaFunction("node_push") { [unowned self] args in
                try tree.push(try node(args, 2), onto: try node(args, 1))
                return []
            },
            LuaFunction("node_present") { [unowned self] args in
                try tree.present(try node(args, 2), from: try node(args, 1), style: try presentationStyle(args, 3))
                return []
            },
            LuaFunction("node_dismiss_presented") { [unowned self] args in
                try tree.dismissPresented(from: try node(args, 1))
                return []
            },
        ]
    }

    /// A starting point by name (argument `i`): "topmost" (default) or "root".
    func startingPoint(_ args: LuaStack, _ i: Int) throws -> StartingPoint {
        switch try args.optionalString(i) {
        case nil, "topmost": return .topmost
        case "root": return .root
        case let other?: throw LuaArgumentError(message: "unknown starting point '\(other)' (use \"topmost\" or \"root\")")
        }
    }
}
