import LuaKit
import RouterCore

extension RouteVocabulary {
    /// `B.route`, finders: built in, and written in Lua (a whole search, or a test the app is walked with).
    var finderBindings: BindingGroup {
        BindingGroup("route", [
            LuaFunction("class_finder") { args in
                let finder = ClassFinder(try definedClass(args, 1), options: try SearchOptionNames.parse(try args.value(2)), startingPoint: try args.startingPoint(3))
                return objects.give(finder, .finder)
            },
            LuaFunction("class_with_context_finder") { args in
                let finder = ClassWithContextFinder(try definedClass(args, 1), options: try SearchOptionNames.parse(try args.value(2)), startingPoint: try args.startingPoint(3))
                return objects.give(finder, .finder)
            },
            LuaFunction("nil_finder") { _ in objects.give(NilFinder(), .finder) },
            LuaFunction("presenting_finder") { _ in objects.give(PresentingFinder(), .finder) },
            LuaFunction("details_navigation_finder") { _ in objects.give(DetailsNavigationFinder(), .finder) },
            LuaFunction("instance_finder") { args in objects.give(InstanceFinder(try nodes.node(args, 1)), .finder) },
            LuaFunction("stack_finder") { args in
                let finder = LuaStackFinder(
                    scanFunction: try args.reference(1, of: .function), proxies: try args.reference(4, of: .table), host: host,
                    options: try SearchOptionNames.parse(try args.value(2)), startingPoint: try args.startingPoint(3),
                    description: args.entityName("finder", definitionAt: 5))
                return objects.give(finder, .finder)
            },
            LuaFunction("custom_finder") { args in
                let finder = LuaFinder(function: try args.reference(1, of: .function), host: host, nodes: nodes, description: args.entityName("finder", definitionAt: 2))
                return objects.give(finder, .finder)
            },
        ])
    }
}
