import LuaKit
import RouterCore

/// Bindings for the app tree: classes, the launch tree, reading and setting nodes.
extension FlowSession {
    func appBindings() -> [LuaFunction] {
        func handle(_ id: NodeID?) -> LuaValue { id.map { .integer($0.handle) } ?? .nil }
        let handles = LuaValue.handles
        return [
            LuaFunction("define_class") { [unowned self] args in
                try tree.defineClass(try args.string(1), superclass: try args.optionalString(2) ?? ClassRegistry.viewController)
                return []
            },
            LuaFunction("make_node") { [unowned self] args in
                [handle(try tree.makeNode(try args.string(1), properties: try properties(args, 2)))]
            },
            LuaFunction("set_children") { [unowned self] args in
                let container = try node(args, 1)
                let children = try args.integers(2).map { handle in
                    guard let id = tree.node(handle: handle) else { throw LuaArgumentError(message: "no node #\(handle >> 32)") }
                    return id
                }
                try tree.setChildren(children, of: container)
                return []
            },
            LuaFunction("select_tab") { [unowned self] args in
                try tree.selectTab(try args.position(2), of: try node(args, 1))
                return []
            },
            LuaFunction("set_root") { [unowned self] args in
                try tree.setRoot(try node(args, 1), of: tree.keyWindow!)
                return []
            },
            LuaFunction("visible_leaf") { [unowned self] _ in [handle(tree.visibleLeaf)] },
            LuaFunction("topmost") { [unowned self] _ in [handle(tree.topmost)] },
            LuaFunction("root") { [unowned self] _ in [handle(tree.keyRoot)] },
            LuaFunction("tree_text") { [unowned self] args in [.string(tree.text(showIDs: args.boolean(1)))] },
            LuaFunction("node_class") { [unowned self] args in [.string(tree.className(of: try node(args, 1)))] },
            LuaFunction("node_is_kind") { [unowned self] args in
                [.boolean(tree.isKind(try node(args, 1), of: try tree.classID(named: try args.string(2))))]
            },
            LuaFunction("node_alive", raw: { [unowned self] args, results in results.append(tree.node(handle: try args.integer(1)) != nil) }),
            LuaFunction("node_selected") { [unowned self] args in
                let id = try node(args, 1)
                return [tree[id].kind == .tabBar ? .integer(Int64(tree[id].selectedIndex + 1)) : .nil]
            },
            LuaFunction("visible_stack_classes") { [unowned self] _ in
                var current = tree.visibleLeaf
                while let id = current, tree[id].kind != .navigation { current = tree[id].parent }
                let names = current.map { tree[$0].children.map { tree.className(of: $0) } } ?? []
                return [.list(names.map { .string($0) })]
            },
            LuaFunction("journal_expectation") { [unowned self] args in
                record(FlowStep(kind: .expectation, text: try args.string(1), passed: args.boolean(2),
                                location: args.callerLocation(), failure: try args.optionalString(3)))
                return []
            },
            LuaFunction("text_diff") { args in [.string(TextDiff.lines(expected: try args.string(1), actual: try args.string(2)))] },
            LuaFunction("node_describe") { [unowned self] args in [.string(tree.describe(try node(args, 1)))] },
            LuaFunction("node_context") { [unowned self] args in [LuaValue(tree[try node(args, 1)].context)] },
            LuaFunction("node_parent") { [unowned self] args in [handle(tree[try node(args, 1)].parent)] },
            LuaFunction("node_children") { [unowned self] args in [handles(tree[try node(args, 1)].children)] },
            LuaFunction("node_presented") { [unowned self] args in [handle(tree.presentedNode(of: try node(args, 1)))] },
            LuaFunction("node_presenting") { [unowned self] args in [handle(tree.presentingNode(of: try node(args, 1)))] },
            LuaFunction("node_get") { [unowned self] args in
                [LuaValue(tree[try node(args, 1)].properties[try args.string(2)])]
            },
            LuaFunction("node_flag") { [unowned self] args in
                let id = try node(args, 1)
                switch try args.string(2) {
                case "can_be_dismissed": return [.boolean(tree[id].canBeDismissed)]
                default: return [.boolean(tree[id].isModalInPresentation)]
                }
            },
            LuaFunction("node_set_flag") { [unowned self] args in
                let id = try node(args, 1)
                guard args.type(3) == .boolean else { throw args.argumentError(3, expected: "true or false") }
                switch try args.string(2) {
                case "can_be_dismissed": try tree.setCanBeDismissed(args.boolean(3), of: id)
                default: try tree.setModalInPresentation(args.boolean(3), of: id)
                }
                try afterAction()
                return []
            },
            LuaFunction("node_set") { [unowned self] args in
                try tree.setProperty(try args.string(2), to: try args.value(3), of: try node(args, 1))
                try afterAction()
                return []
            },
            LuaFunction("release") { [unowned self] args in
                if let handle = try? args.integer(1) { objects.remove(handle) }
                return []
            },
        ]
    }
}
