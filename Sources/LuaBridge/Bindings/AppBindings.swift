import LuaKit
import RouterCore

/// `B.app`: the app tree as a whole: classes, the launch tree, the
/// window's root and top, relaunching.
enum AppBindings {
    static func group(tree: AppTree, nodes: NodeHandles, host: LuaHost, navigator: FlowNavigator) -> BindingGroup {
        BindingGroup("app", [
            LuaFunction("define_class") { args in
                try tree.defineClass(try args.string(1), superclass: try args.optionalString(2) ?? ClassRegistry.viewController)
                return []
            },
            LuaFunction("define_container_class") { [unowned host] args in
                let name = try args.string(1)
                let adapter = LuaContainerAdapter(
                    visible: try args.reference(2, of: .function), makeVisible: try args.reference(3, of: .function), host: host, name: name)
                try tree.defineClass(name, superclass: ClassRegistry.viewController, adapter: adapter)
                return []
            },
            LuaFunction("require_class") { args in
                _ = try tree.classID(named: try args.string(1))
                return []
            },
            LuaFunction("make_node") { args in
                [nodes.value(try tree.makeNode(try args.string(1), properties: try args.properties(2)))]
            },
            LuaFunction("set_children") { args in
                try tree.setChildren(try nodes.nodes(args, 2), of: try nodes.node(args, 1), animated: args.boolean(3))
                return []
            },
            LuaFunction("select_tab") { args in
                let (position, tabBar) = (try args.position(2), try nodes.node(args, 1))
                try TabPosition.selecting { try tree.selectTab(position, of: tabBar) }
                return []
            },
            LuaFunction("set_root") { args in
                guard let window = tree.keyWindow else {
                    throw LuaArgumentError(message: "the app has no window: make one (AppTree.makeWindow) before app.launch")
                }
                try tree.setRoot(try nodes.node(args, 1), of: window)
                return []
            },
            LuaFunction("visible_leaf") { _ in [nodes.value(tree.visibleLeaf)] },
            LuaFunction("topmost") { _ in [nodes.value(tree.topmost)] },
            LuaFunction("root") { _ in [nodes.value(tree.keyRoot)] },
            LuaFunction("tree_text") { args in [.string(tree.text(showIDs: args.boolean(1)))] },
            LuaFunction("visible_stack_classes") { _ in
                var current = tree.visibleLeaf
                while let id = current, tree[id].kind != .navigation { current = tree[id].parent }
                let names = current.map { tree[$0].children.map { tree.className(of: $0) } } ?? []
                return [.list(names.map { .string($0) })]
            },
            LuaFunction("relaunch_prepare") { [unowned navigator] _ in
                navigator.abandonForRelaunch()
                return []
            },
        ])
    }
}
