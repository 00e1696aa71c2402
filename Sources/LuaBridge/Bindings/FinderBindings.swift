import LuaKit
import RouterCore

extension RouteVocabulary {
    /// `B.route`, finders: built in, and written in Lua (a whole search, or a test the app is walked with).
    var finderBindings: BindingGroup {
        BindingGroup("route", [
            LuaFunction("class_finder") { args in
                let finder = ClassFinder(try definedClass(args, 1), options: try SearchOptionNames.parse(try args.value(2)), startingPoint: try startingPoint(args, 3))
                return objects.give(finder, .finder)
            },
            LuaFunction("class_with_context_finder") { args in
                let finder = ClassWithContextFinder(try definedClass(args, 1), options: try SearchOptionNames.parse(try args.value(2)), startingPoint: try startingPoint(args, 3))
                return objects.give(finder, .finder)
            },
            LuaFunction("nil_finder") { _ in objects.give(NilFinder(), .finder) },
            LuaFunction("presenting_finder") { _ in objects.give(PresentingFinder(), .finder) },
            LuaFunction("details_navigation_finder") { _ in objects.give(DetailsNavigationFinder(), .finder) },
            LuaFunction("instance_finder") { args in objects.give(InstanceFinder(try nodes.node(args, 1)), .finder) },
            LuaFunction("stack_finder") { args in
                var finder = LuaStackFinder(
                    scanFunction: try args.reference(1, of: .function), proxies: try args.reference(4, of: .table), host: host,
                    options: try SearchOptionNames.parse(try args.value(2)), startingPoint: try startingPoint(args, 3),
                    description: args.entityName("finder", definitionAt: 5))
                if !args.isNil(7) { finder.statedClass = StatedClass(name: try definedClass(args, 7)) }
                return objects.give(finder, .finder)
            },
            LuaFunction("finder_find") { args in
                let finder = try objects.get(args, 1, "a finder", as: (any Finder).self)
                return [nodes.value(try finder.findViewController(with: try args.value(2), in: tree))]
            },
            LuaFunction("custom_finder") { args in
                var finder = LuaFinder(function: try args.reference(1, of: .function), host: host, nodes: nodes, description: args.entityName("finder", definitionAt: 2))
                if !args.isNil(4) { finder.statedClass = StatedClass(name: try definedClass(args, 4)) }
                return objects.give(finder, .finder)
            },
        ])
    }
}

extension RouteVocabulary {
    /// Argument `i`, where a search starts: "topmost" (nil) or "root", a
    /// node's handle (nothing is found once it is gone), or a function
    /// returning a node's handle when the search runs (nil: nothing is found;
    /// an error fails the search).
    func startingPoint(_ args: LuaStack, _ i: Int) throws -> StartingPoint {
        switch args.type(i) {
        case .number:
            let node = try nodes.node(args, i)
            return .custom { tree in tree.contains(node) ? node : nil }
        case .function:
            return .custom(try pickedNode(args, i, name: "a finder's start"))
        default:
            return try args.startingPoint(i)
        }
    }

    /// The Lua function in argument `i` as a picker of a node: it returns a
    /// node's handle, or nil for none.
    func pickedNode(_ args: LuaStack, _ i: Int, name: String) throws -> (AppTree) throws -> NodeID? {
        let function = try args.reference(i, of: .function)
        let (host, nodes) = (host, nodes)
        return { _ in
            try host.call(function, [], name: name) { results in results.isNil(1) ? nil : try nodes.node(results, 1) }
        }
    }
}
