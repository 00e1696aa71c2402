import LuaKit
import RouterCore

/// `B.commands`: the Route library's commands and the user's gestures.
/// Each is journaled and returns the new top screen. By default a command
/// lets its transitions finish (the flow acts as a user would: one thing
/// after another); `animated = true` leaves them in flight on the virtual
/// clock, and `animated = false` makes the change at once.
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
            LuaFunction("cmd_push") { args in
                try perform(args, "push \(try args.string(1).excerpt())", animatedAt: 3) { animated, ended in
                    try navigator.push(try newNode(args, 1), animated: animated, completion: Self.ignoringTop(ended))
                }
            },
            LuaFunction("cmd_present") { args in
                let style = try args.presentationStyle(3)
                return try perform(args, "present \(try args.string(1).excerpt())", animatedAt: 4) { animated, ended in
                    try navigator.present(try newNode(args, 1), style: style, animated: animated, completion: Self.ignoringTop(ended))
                }
            },
            LuaFunction("cmd_back") { args in
                try perform(args, "back", animatedAt: 1) { animated, ended in try navigator.back(animated: animated, completion: Self.ignoringTop(ended)) }
            },
            LuaFunction("cmd_back_to") { args in
                try perform(args, "back to \(try describe(args, 1))", animatedAt: 2) { animated, ended in
                    try navigator.back(toNode: try nodes.node(args, 1), animated: animated, completion: Self.ignoringTop(ended))
                }
            },
            LuaFunction("cmd_back_to_root") { args in
                try perform(args, "back to root", animatedAt: 1) { animated, ended in
                    try navigator.backToWindowRoot(animated: animated, completion: Self.ignoringTop(ended))
                }
            },
            LuaFunction("cmd_jump") { args in
                try perform(args, "jump to \(try describe(args, 1))", animatedAt: 2) { animated, ended in
                    try navigator.jump(toNode: try nodes.node(args, 1), animated: animated, completion: Self.ignoringTop(ended))
                }
            },
            LuaFunction("cmd_replace") { args in
                try perform(args, "replace with \(try args.string(1).excerpt())", animatedAt: 3) { animated, ended in
                    try navigator.replace(with: try newNode(args, 1), animated: animated, completion: Self.ignoringTop(ended))
                }
            },
            LuaFunction("cmd_set_root") { args in
                try perform(args, "set root \(try args.string(1).excerpt())", animatedAt: 3) { animated, ended in
                    try navigator.setWindowRoot(try newNode(args, 1), animated: animated, completion: Self.ignoringTop(ended))
                }
            },
            LuaFunction("cmd_find_all") { args in [nodes.list(try navigator.findAll(try args.string(1)))] },
            LuaFunction("cmd_back_stack") { _ in [nodes.list(navigator.backStack)] },
            LuaFunction("cmd_top_stack") { _ in [nodes.list(navigator.topStack)] },
            LuaFunction("gesture_tap_back") { args in
                try perform(args, "tap back", kind: .gesture, animatedAt: 1) { animated, ended in
                    try gestures.tapBack(animated: animated, completion: ended)
                }
            },
            LuaFunction("gesture_swipe_down") { args in
                try perform(args, "swipe down", kind: .gesture, animatedAt: 1) { animated, ended in
                    try gestures.swipeDown(animated: animated, completion: ended)
                }
            },
            LuaFunction("gesture_select_tab") { args in
                let index = try args.position(1)
                return try perform(args, "select tab \(index + 1)", kind: .gesture, animatedAt: nil) { _, ended in
                    try TabPosition.selecting { try gestures.selectTab(index, completion: ended) }
                }
            },
        ])
    }

    /// Runs a command, journals it as `text`, and returns the new top screen.
    /// Argument `animatedAt` chooses how its transitions run: nil lets them
    /// (and everything else on the clock) finish, `true` leaves them in
    /// flight (their end is journaled when the clock reaches it), `false`
    /// makes the change without animation.
    private func perform(
        _ args: LuaStack, _ text: String, kind: FlowStep.Kind = .command, animatedAt index: Int?,
        _ command: (_ animated: Bool, _ ended: (() -> Void)?) throws -> Void
    ) throws -> [LuaValue] {
        let choice: Bool? = index.flatMap { args.isNil($0) ? nil : args.boolean($0) }
        let location = args.callerLocation()
        let before = journal.pictureBeforeStep()
        let inFlight = choice == true
        // Only a command left in flight needs to hear of its end: the others pass no completion.
        let state = inFlight ? InFlight() : nil
        let ended: (() -> Void)? = state.map { state in
            { [journal, tree] in
                state.hasEnded = true
                guard state.startJournaled else { return }
                journal.record(FlowStep(kind: kind, text: "\(text): ended at \(VirtualClock.format(tree.clock.now))", passed: true, location: location))
            }
        }
        do {
            try command(choice ?? true, ended)
        } catch TreeError.transitionInProgress(let node) {
            let message = "\(TreeError.transitionInProgress(node)): let it end first (app.settle(), or app.wait(seconds))"
            journal.record(FlowStep(kind: kind, text: text, passed: false, location: location, failure: message), before: before)
            throw LuaArgumentError(message: message)
        } catch {
            journal.record(FlowStep(kind: kind, text: text, passed: false, location: location, failure: "\(error)"), before: before)
            throw error
        }
        if choice == nil { tree.clock.runUntilIdle() }
        let shown = state.map { $0.hasEnded ? text : "\(text) (animated: in flight)" } ?? text
        journal.record(FlowStep(kind: kind, text: shown, passed: true, location: location), before: before)
        state?.startJournaled = true
        try waits.afterAction()
        return [nodes.value(tree.visibleLeaf)]
    }

    /// `ended` as a command's completion, which is given the new top screen.
    private static func ignoringTop(_ ended: (() -> Void)?) -> ((NodeID) -> Void)? { ended.map { ended in { _ in ended() } } }

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

/// A command left in flight: whether its transitions have ended, and
/// whether its start is journaled (its end is journaled after it).
private final class InFlight {
    var hasEnded = false
    var startJournaled = false
}
