import LuaKit
import RouterCore

/// `B.app`: the app tree as a whole: classes, the launch tree, the
/// window's root and top, relaunching.
enum AppBindings {
    static func group(tree: AppTree, nodes: NodeHandles, host: LuaHost, navigator: FlowNavigator) -> BindingGroup {
        BindingGroup("app", [
            LuaFunction("define_class") { args in
                let name = try args.string(1)
                try tree.defineClass(name, superclass: try args.optionalString(2) ?? ClassRegistry.viewController)
                if let module = try args.optionalString(3) { try tree.setModule(module, ofClass: name) }
                return []
            },
            LuaFunction("define_container_class") { [unowned host] args in
                let name = try args.string(1)
                let adapter = LuaContainerAdapter(
                    visible: try args.reference(2, of: .function), makeVisible: try args.reference(3, of: .function), host: host, name: name)
                try tree.defineClass(name, superclass: ClassRegistry.viewController, adapter: adapter)
                if let module = try args.optionalString(4) { try tree.setModule(module, ofClass: name) }
                return []
            },
            // A custom container showing all its children (visible = "all").
            LuaFunction("define_embedding_container_class") { args in
                let name = try args.string(1)
                try tree.defineClass(name, superclass: ClassRegistry.viewController, adapter: EmbeddingContainerAdapter())
                if let module = try args.optionalString(2) { try tree.setModule(module, ofClass: name) }
                return []
            },
            LuaFunction("require_class") { args in
                _ = try tree.classID(named: try args.string(1))
                return []
            },
            // The kind of container a defined class is ("navigation", "tab_bar", "split", "custom"), nil for a screen's.
            LuaFunction("container_kind") { args in
                let kind = tree.classes.containerKind(of: try tree.classID(named: try args.string(1)))
                return [kind.map { .string($0.luaName) } ?? .nil]
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
            LuaFunction("set_collapsed") { args in
                try tree.setCollapsed(args.boolean(2), of: try nodes.node(args, 1))
                return []
            },
            // Windows other than the main one (RouteComposer's window providers)
            LuaFunction("window_set_root") { args in
                let name = try args.string(1)
                guard !name.isEmpty, name.count <= 100, !name.contains(where: { $0.isNewline || $0.unicodeScalars.contains { $0.properties.generalCategory == .control } }) else {
                    throw LuaArgumentError(message: "'\(name.excerpt(limit: 40))' cannot name a window: a window's name is 1 to 100 characters, with no line breaks or control characters")
                }
                let window = (try? tree.window(named: name)) ?? tree.makeWindow(named: name)
                try tree.setRoot(try nodes.node(args, 2), of: window)
                return []
            },
            LuaFunction("window_root") { args in [nodes.value(tree.root(of: try window(args, 1, in: tree)))] },
            LuaFunction("make_key") { args in
                try tree.requireChangeable()
                tree.makeKey(try window(args, 1, in: tree))
                return []
            },
            LuaFunction("windows") { _ in [.list(tree.windows.map { .string($0.name) })] },
            LuaFunction("key_window") { _ in [tree.keyWindow.map { .string(tree.windows[$0.rawValue - 1].name) } ?? .nil] },
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

    /// The window named by argument `i`; an unknown name is an error naming the windows there are.
    private static func window(_ args: LuaStack, _ i: Int, in tree: AppTree) throws -> WindowID {
        let name = try args.string(i)
        if let window = try? tree.window(named: name) { return window }
        let names = tree.windows.map(\.name)
        throw LuaArgumentError(message: "no window named '\(name.excerpt())'\(Suggestion.phrase(for: name, among: names)); the windows are "
            + "\(names.joined(separator: ", ")) (app.launch_window makes one)")
    }
}

extension ContainerKind {
    /// The kind's name in Lua, as app.tab_bar's `class` option checks it.
    fileprivate var luaName: String {
        switch self {
        case .navigation: "navigation"
        case .tabBar: "tab_bar"
        case .split: "split"
        case .custom: "custom"
        }
    }
}
