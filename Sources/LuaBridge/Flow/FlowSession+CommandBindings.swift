import LuaKit
import RouterCore

/// Bindings for the Route library's commands, user gestures, the virtual
/// clock and the last navigation's trace. Each command lets its transitions
/// finish (the flow acts as a user would: one thing after another).
extension FlowSession {
    /// The longest wait a flow may ask for, in seconds (about 31 years): the
    /// virtual clock's arithmetic stays finite and exact enough.
    static let longestWait: Double = 1e9

    func commandBindings() -> [LuaFunction] {
        let handles = LuaValue.handles
        let navigator = Navigator(tree: tree)
        let gestures = Gestures(tree: tree)
        return [
            LuaFunction("cmd_push") { [unowned self] args in try settle(args, "push \(try args.string(1).excerpt())") { try navigator.push(try newNode(args, 1)) } },
            LuaFunction("cmd_present") { [unowned self] args in
                let style = try presentationStyle(args, 3)
                return try settle(args, "present \(try args.string(1).excerpt())") { try navigator.present(try newNode(args, 1), style: style) }
            },
            LuaFunction("cmd_back") { [unowned self] args in try settle(args, "back") { try navigator.back() } },
            LuaFunction("cmd_back_to") { [unowned self] args in try settle(args, "back to \(try describe(args, 1))") { try navigator.back(toNode: try node(args, 1)) } },
            LuaFunction("cmd_back_to_root") { [unowned self] args in try settle(args, "back to root") { try navigator.backToWindowRoot() } },
            LuaFunction("cmd_jump") { [unowned self] args in try settle(args, "jump to \(try describe(args, 1))") { try navigator.jump(toNode: try node(args, 1)) } },
            LuaFunction("cmd_replace") { [unowned self] args in try settle(args, "replace with \(try args.string(1).excerpt())") { try navigator.replace(with: try newNode(args, 1)) } },
            LuaFunction("cmd_set_root") { [unowned self] args in try settle(args, "set root \(try args.string(1).excerpt())") { try navigator.setWindowRoot(try newNode(args, 1)) } },
            LuaFunction("cmd_find_all") { args in [handles(try navigator.findAll(try args.string(1)))] },
            LuaFunction("cmd_back_stack") { _ in [handles(navigator.backStack)] },
            LuaFunction("cmd_top_stack") { _ in [handles(navigator.topStack)] },
            LuaFunction("gesture_tap_back") { [unowned self] args in try settle(args, "tap back", kind: .gesture) { try gestures.tapBack() } },
            LuaFunction("gesture_swipe_down") { [unowned self] args in try settle(args, "swipe down", kind: .gesture) { try gestures.swipeDown() } },
            LuaFunction("gesture_select_tab") { [unowned self] args in
                let index = try args.position(1)
                return try settle(args, "select tab \(index + 1)", kind: .gesture) { try gestures.selectTab(index) }
            },
            LuaFunction("clock_wait") { [unowned self] args in
                let seconds = try args.number(1, in: 0...FlowSession.longestWait)
                tree.clock.advance(by: seconds)
                record(FlowStep(kind: .wait, text: "wait \(seconds) s", passed: true, location: args.callerLocation()))
                try afterAction()
                return []
            },
            LuaFunction("clock_now") { [unowned self] _ in [.number(tree.clock.now)] },
            LuaFunction("last_trace") { [unowned self] _ in [router.lastTrace.map { .string($0.description) } ?? .nil] },
            LuaFunction("last_failed_step") { [unowned self] _ in
                guard let entry = router.lastTrace?.entries.first(where: \.failed) else { return [.nil] }
                return [.string("\(entry.kind.rawValue): \(entry.text)")]
            },
        ]
    }

    /// Runs a command, lets its transitions end, journals it as `text`, and
    /// returns the new top screen.
    private func settle(_ args: LuaStack, _ text: String, kind: FlowStep.Kind = .command, _ command: () throws -> Void) throws -> [LuaValue] {
        do {
            try command()
        } catch {
            record(FlowStep(kind: kind, text: text, passed: false, location: args.callerLocation(), failure: "\(error)"))
            throw error
        }
        tree.clock.runUntilIdle()
        record(FlowStep(kind: kind, text: text, passed: true, location: args.callerLocation()))
        try afterAction()
        return [tree.visibleLeaf.map { .integer($0.handle) } ?? .nil]
    }

    /// The node in argument `i` as a short description ("ProductViewController #7").
    private func describe(_ args: LuaStack, _ i: Int) throws -> String {
        let id = try node(args, i)
        return "\(tree.className(of: id)) \(id)"
    }

    /// A new node of the class in argument `i`, with the properties in `i + 1`.
    private func newNode(_ args: LuaStack, _ i: Int) throws -> NodeID {
        try tree.makeNode(try args.string(i), properties: try properties(args, i + 1))
    }

    /// Argument `i` as a presentation style by name ("page_sheet"…), full screen when nil.
    func presentationStyle(_ args: LuaStack, _ i: Int) throws -> PresentationStyle {
        guard let name = try args.optionalString(i) else { return .fullScreen }
        guard let style = PresentationStyle(rawValue: name) else {
            throw LuaArgumentError(message: "unknown presentation style '\(name)' (\(PresentationStyle.allCases.map(\.rawValue).joined(separator: ", ")))")
        }
        return style
    }

    /// Argument `i` as a table of properties (nil for none).
    func properties(_ args: LuaStack, _ i: Int) throws -> [String: Value] {
        guard case .table(let entries)? = try args.value(i) else { return [:] }
        var properties: [String: Value] = [:]
        for (key, value) in entries {
            guard case .string(let name) = key else { throw LuaArgumentError(message: "property names must be strings, got \(key)") }
            properties[name] = value
        }
        return properties
    }
}
