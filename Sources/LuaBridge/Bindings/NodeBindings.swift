import LuaKit
import RouterCore

/// `B.nodes`: what a node proxy reads and sets, and the tree operations
/// actions written in Lua use (`app.ops`, `app.dismiss`).
enum NodeBindings {
    /// What a node proxy reads besides its properties (Prelude/Nodes.lua's
    /// `node_fields` and `node_flags`): names a misspelt read is compared with.
    static let fieldNames = ["id", "class", "context", "parent", "children", "presented", "presenting", "selected", "style",
                             "can_be_dismissed", "modal_in_presentation",
                             "is_being_presented", "is_being_dismissed", "is_moving_to_parent", "is_moving_from_parent"]

    static func group(tree: AppTree, nodes: NodeHandles, waits: WaitScheduler, host: LuaHost, spelling: PropertySpelling) -> BindingGroup {
        BindingGroup("nodes", [
            LuaFunction("node_number") { args in [.integer(NodeHandles.number(try args.integer(1)))] },
            LuaFunction("node_class") { args in [.string(tree.className(of: try nodes.node(args, 1)))] },
            LuaFunction("node_is_kind") { args in
                [.boolean(tree.isKind(try nodes.node(args, 1), of: try tree.classID(named: try args.string(2))))]
            },
            LuaFunction("node_alive", raw: { args, results in results.append(tree.node(handle: try args.integer(1)) != nil) }),
            LuaFunction("node_selected") { args in
                let id = try nodes.node(args, 1)
                return [tree[id].kind == .tabBar ? .integer(Int64(tree[id].selectedIndex + 1)) : .nil]
            },
            LuaFunction("node_describe") { args in [.string(tree.describe(try nodes.node(args, 1)))] },
            LuaFunction("node_context") { args in [LuaValue(tree[try nodes.node(args, 1)].context)] },
            LuaFunction("node_parent") { args in [nodes.value(tree[try nodes.node(args, 1)].parent)] },
            LuaFunction("node_children") { args in [nodes.list(tree[try nodes.node(args, 1)].children)] },
            LuaFunction("node_presented") { args in [nodes.value(tree.presentedNode(of: try nodes.node(args, 1)))] },
            LuaFunction("node_presenting") { args in [nodes.value(tree.presentingNode(of: try nodes.node(args, 1)))] },
            // How the node was presented ("page_sheet"…), nil for a node that is not presented.
            LuaFunction("node_style") { args in [tree[try nodes.node(args, 1)].presentationStyle.map { .string($0.rawValue) } ?? .nil] },
            // A property the node lacks reads as nil, as Lua's fields do (a
            // finder reads it on every node it passes); when the node has one
            // of a near name, the read is likely a typo and a warning says so.
            LuaFunction("node_get") { [unowned host] args in
                let id = try nodes.node(args, 1), key = try args.string(2)
                let properties = tree[id].properties
                if let value = properties[key] { return [LuaValue(value)] }
                if let near = spelling.meant(by: key, properties: properties.keys) {
                    let warning = "\(args.callerLocation().map { "\($0): " } ?? "")\(tree.className(of: id).excerpt()) has no property '\(key.excerpt())' (did you mean '\(near)'?), so reading it gives nil"
                    if spelling.isFirst(warning) { host.warn(warning) }
                }
                return [.nil]
            },
            LuaFunction("node_property_names") { args in
                [.list(tree[try nodes.node(args, 1)].properties.keys.sorted().map { .string($0) })]
            },
            LuaFunction("node_flag") { args in
                let id = try nodes.node(args, 1)
                return [.boolean(try NodeFlag(args, 2).value(of: id, in: tree))]
            },
            LuaFunction("node_set_flag") { [unowned waits] args in
                let id = try nodes.node(args, 1)
                let flag = try NodeFlag(args, 2)
                guard args.type(3) == .boolean else { throw args.argumentError(3, expected: "true or false") }
                switch flag {
                case .canBeDismissed: try tree.setCanBeDismissed(args.boolean(3), of: id)
                case .modalInPresentation: try tree.setModalInPresentation(args.boolean(3), of: id)
                default: throw LuaArgumentError(message: "'\(flag.rawValue)' of a node is UIKit's to set: it is read only")
                }
                try waits.afterAction()
                return []
            },
            LuaFunction("node_set") { [unowned waits] args in
                let node = try nodes.node(args, 1), key = try args.string(2)
                let value = try args.data(3, as: "a node's property") { problem in
                    LuaArgumentError(message: "cannot set '\(key.excerpt())' of \(tree.describe(node)): \(problem)")
                }
                try tree.setProperty(key, to: value, of: node)
                try waits.afterAction()
                return []
            },
            // Tree operations for actions written in Lua
            LuaFunction("node_push") { args in
                try tree.push(try nodes.node(args, 2), onto: try nodes.node(args, 1), animated: args.boolean(3))
                return []
            },
            LuaFunction("node_present") { args in
                try tree.present(try nodes.node(args, 2), from: try nodes.node(args, 1), style: try args.presentationStyle(3), animated: args.boolean(4))
                return []
            },
            LuaFunction("node_dismiss_presented") { args in
                try tree.dismissPresented(from: try nodes.node(args, 1), animated: args.boolean(2))
                return []
            },
            // A container's adapter (app.adapter)
            LuaFunction("adapter_check") { args in
                let id = try nodes.node(args, 1)
                guard tree.adapter(for: id) != nil else { throw TreeError.notAContainer(tree.describe(id)) }
                return []
            },
            // A deallocated container's adapter holds and shows nothing, as RouteComposer's does.
            LuaFunction("adapter_contained") { args in
                guard let id = tree.node(handle: try args.integer(1)) else { return [nodes.list([])] }
                return [nodes.list(tree.containedChildren(of: id))]
            },
            LuaFunction("adapter_visible") { args in
                guard let id = tree.node(handle: try args.integer(1)) else { return [nodes.list([])] }
                return [nodes.list(tree.visibleChildren(of: id))]
            },
            LuaFunction("adapter_make_visible") { [unowned waits] args in
                let container = try nodes.node(args, 1)
                guard let adapter = tree.adapter(for: container) else { throw TreeError.notAContainer(tree.describe(container)) }
                try adapter.makeVisible(try nodes.node(args, 2), in: container, tree: tree)
                try waits.afterAction()
                return []
            },
            LuaFunction("node_dismiss") { [unowned waits] args in
                var outcome: RoutingResult?
                // As for commands: nil animates and lets the method's transitions end, true leaves them in flight.
                let choice: Bool? = args.isNil(3) ? nil : args.boolean(3)
                tree.dismiss(try nodes.node(args, 1), with: try args.value(2), animated: choice ?? true) { outcome = $0 }
                tree.clock.run { outcome != nil }
                if case .failure(let error)? = outcome { throw error }
                if choice == nil { tree.clock.runUntilIdle() }
                try waits.afterAction()
                return []
            },
        ])
    }
}
