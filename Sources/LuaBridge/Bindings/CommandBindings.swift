import LuaKit
import RouterCore

/// `B.commands`: the Route library's commands and the user's gestures.
/// Each lets its transitions finish (the flow acts as a user would: one
/// thing after another), is journaled, and returns the new top screen.
struct CommandBindings {
    let tree: AppTree
    let nodes: NodeHandles
    let journal: FlowJournal
    let waits: WaitScheduler

    var group: BindingGroup {
        let navigator = Navigator(tree: tree)
        let gestures = Gestures(tree: tree)
        let nodes = nodes
        return BindingGroup("commands", [
            LuaFunction("cmd_push") { args in try settle(args, "push \(try args.string(1).excerpt())") { try navigator.push(try newNode(args, 1)) } },
            LuaFunction("cmd_present") { args in
                let style = try args.presentationStyle(3)
                return try settle(args, "present \(try args.string(1).excerpt())") { try navigator.present(try newNode(args, 1), style: style) }
            },
            LuaFunction("cmd_back") { args in try settle(args, "back") { try navigator.back() } },
            LuaFunction("cmd_back_to") { args in try settle(args, "back to \(try describe(args, 1))") { try navigator.back(toNode: try nodes.node(args, 1)) } },
            LuaFunction("cmd_back_to_root") { args in try settle(args, "back to root") { try navigator.backToWindowRoot() } },
            LuaFunction("cmd_jump") { args in try settle(args, "jump to \(try describe(args, 1))") { try navigator.jump(toNode: try nodes.node(args, 1)) } },
            LuaFunction("cmd_replace") { args in try settle(args, "replace with \(try args.string(1).excerpt())") { try navigator.replace(with: try newNode(args, 1)) } },
            LuaFunction("cmd_set_root") { args in try settle(args, "set root \(try args.string(1).excerpt())") { try navigator.setWindowRoot(try newNode(args, 1)) } },
            LuaFunction("cmd_find_all") { args in [nodes.list(try navigator.findAll(try args.string(1)))] },
            LuaFunction("cmd_back_stack") { _ in [nodes.list(navigator.backStack)] },
            LuaFunction("cmd_top_stack") { _ in [nodes.list(navigator.topStack)] },
            LuaFunction("gesture_tap_back") { args in try settle(args, "tap back", kind: .gesture) { try gestures.tapBack() } },
            LuaFunction("gesture_swipe_down") { args in try settle(args, "swipe down", kind: .gesture) { try gestures.swipeDown() } },
            LuaFunction("gesture_select_tab") { args in
                let index = try args.position(1)
                return try settle(args, "select tab \(index + 1)", kind: .gesture) { try TabPosition.selecting { try gestures.selectTab(index) } }
            },
        ])
    }

    /// Runs a command, lets its transitions end, journals it as `text`, and
    /// returns the new top screen.
    private func settle(_ args: LuaStack, _ text: String, kind: FlowStep.Kind = .command, _ command: () throws -> Void) throws -> [LuaValue] {
        do {
            try command()
        } catch {
            journal.record(FlowStep(kind: kind, text: text, passed: false, location: args.callerLocation(), failure: "\(error)"))
            throw error
        }
        tree.clock.runUntilIdle()
        journal.record(FlowStep(kind: kind, text: text, passed: true, location: args.callerLocation()))
        try waits.afterAction()
        return [nodes.value(tree.visibleLeaf)]
    }

    /// The node in argument `i` as a short description ("ProductViewController #7").
    private func describe(_ args: LuaStack, _ i: Int) throws -> String {
        let id = try nodes.node(args, i)
        return "\(tree.className(of: id)) \(id)"
    }

    /// A new node of the class in argument `i`, with the properties in `i + 1`.
    private func newNode(_ args: LuaStack, _ i: Int) throws -> NodeID {
        try tree.makeNode(try args.string(i), properties: try args.properties(i + 1))
    }
}
