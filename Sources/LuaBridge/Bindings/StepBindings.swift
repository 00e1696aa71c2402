import LuaKit
import RouterCore

extension RouteVocabulary {
    /// `B.route`, steps and chains: step assemblies, origins, intermediate steps, :adding, :using, :from, :assemble, adapted contexts.
    var stepBindings: BindingGroup {
        BindingGroup("route", [
            LuaFunction("general_root") { args in objects.give(GeneralStep.root(windowProvider: try windowProvider(args, 1)), .origin) },
            LuaFunction("general_current") { args in objects.give(GeneralStep.current(windowProvider: try windowProvider(args, 1)), .origin) },
            LuaFunction("general_custom") { args in
                let finder = try objects.get(args, 1, "a finder", as: (any Finder).self)
                return objects.give(GeneralStep.custom(using: finder), .origin)
            },
            LuaFunction("step") { args in
                let finder = try objects.get(args, 1, "a finder (finder = ...)", as: (any Finder).self)
                let factory = try objects.get(args, 2, "a factory (factory = ...)", as: (any Factory).self)
                return objects.give(StepAssembly(finder: finder, factory: factory), .stepAssembly)
            },
            LuaFunction("adding") { args in
                let assembly = try objects.get(args, 1, "a step", as: StepAssembly.self)
                let added: StepAssembly
                switch objects.kind(args, 2) {
                case .interceptor?: added = assembly.adding(try objects.get(args, 2, "", as: (any RoutingInterceptor).self))
                case .contextTask?: added = assembly.adding(try objects.get(args, 2, "", as: (any ContextTask).self))
                case .postTask?: added = assembly.adding(try objects.get(args, 2, "", as: (any PostRoutingTask).self))
                default: throw TaskArgument.error(args, 2, kind: objects.kind(args, 2))
                }
                return objects.give(added, .stepAssembly)
            },
            LuaFunction("using") { args in
                let action = try objects.get(args, 2, "an action", as: (any Action).self)
                switch try objects.get(args, 1, "a step", as: Any.self) {
                case let assembly as StepAssembly: return objects.give(assembly.using(action), .actionChain)
                case let integrator as ActionToStepIntegrator: return objects.give(integrator.using(action), .actionChain)
                default: throw objects.mismatch(args, 1, expected: "a step")
                }
            },
            LuaFunction("from") { args in
                let origin = try objects.get(args, 2, "an origin (route.general...), a destination or an intermediate step", as: Any.self)
                let step = try objects.get(args, 1, "a step", as: Any.self)
                if let assembly = step as? StepAssembly, assembly.needsAction {
                    throw LuaArgumentError(message: "a step whose factory builds needs :using(action) before :from(origin): the action says where the built screen goes (route.nav.push(), route.general.present_modally()…); only a step with route.nil_factory() starts from another without one")
                }
                switch (step, origin) {
                case let (step as StepAssembly, origin as GeneralStep): return objects.give(step.from(origin), .completeChain)
                case let (step as StepAssembly, origin as DestinationStep): return objects.give(step.from(origin), .completeChain)
                case let (step as StepAssembly, origin as any IntermediateStep):
                    return objects.give(step.using(NilAction()).from(origin), .integrator)
                case let (step as ActionConnectingAssembly, origin as GeneralStep): return objects.give(step.from(origin), .completeChain)
                case let (step as ActionConnectingAssembly, origin as DestinationStep): return objects.give(step.from(origin), .completeChain)
                case let (step as ActionConnectingAssembly, origin as any IntermediateStep): return objects.give(step.from(origin), .integrator)
                default: throw objects.mismatch(args, 2, expected: "an origin (route.general...), a destination or an intermediate step")
                }
            },
            LuaFunction("assemble") { args in
                let chain = try objects.get(args, 1, "a complete chain", as: LastStepInChainAssembly.self)
                return objects.give(chain.assemble(), .destination)
            },
            LuaFunction("single_step") { args in
                let finder = try objects.get(args, 1, "a finder", as: (any Finder).self)
                let factory = try objects.get(args, 2, "a factory", as: (any Factory).self)
                return objects.give(SingleStep(finder: finder, factory: factory), .intermediate)
            },
            LuaFunction("single_container_step") { args in
                let finder = try objects.get(args, 1, "a finder", as: (any Finder).self)
                let factory = try objects.get(args, 2, "a container factory", as: (any Factory).self)
                guard let container = factory.containerFactory else {
                    throw args.badArgument(2, "a container factory expected, got \(factory), which builds a screen (route.navigation_factory(), route.tab_bar_factory()…)")
                }
                return objects.give(SingleContainerStep(finder: finder, factory: container), .intermediate)
            },
            LuaFunction("navigation_step") { args in
                objects.give(NavigationControllerStep(try definedContainer(args, 1, .navigation, default: ClassRegistry.navigationController)), .intermediate)
            },
            LuaFunction("tab_bar_step") { args in
                objects.give(TabBarControllerStep(try definedContainer(args, 1, .tabBar, default: ClassRegistry.tabBarController)), .intermediate)
            },
            LuaFunction("split_step") { args in
                objects.give(SplitControllerStep(try definedContainer(args, 1, .split, default: ClassRegistry.splitController)), .intermediate)
            },
            LuaFunction("chain") { args in
                let step = try objects.get(args, 1, "an intermediate step (route.single_step, route.navigation_controller…)", as: (any IntermediateStep).self)
                return objects.give(ChainAssembly.from(step), .integrator)
            },
            LuaFunction("adapting_context") { args in
                let destination = try objects.get(args, 1, "a destination", as: DestinationStep.self)
                let transformer = LuaContextTransformer(function: try args.reference(2, of: .function), host: host, description: args.entityName("context transformer", definitionAt: 3))
                return objects.give(destination.adaptingContext(using: transformer), .destination)
            },
        ])
    }
}
