import LuaKit
import RouterCore

/// `B.clock`: the app's virtual clock (`app.wait`, `app.settle`, `app.now`,
/// `app.transition_in_progress`).
enum ClockBindings {
    static func group(tree: AppTree, journal: FlowJournal, waits: WaitScheduler) -> BindingGroup {
        BindingGroup("clock", [
            LuaFunction("clock_wait") { args in
                try tree.requireChangeable()
                let seconds = try args.number(1, in: 0...WaitRequest.longestDelay)
                let before = journal.pictureBeforeStep()
                tree.clock.advance(by: seconds)
                journal.record(FlowStep(kind: .wait, text: "wait \(seconds) s", passed: true, location: args.callerLocation()), before: before)
                try waits.afterAction()
                return []
            },
            LuaFunction("clock_settle") { args in
                try tree.requireChangeable()
                let start = tree.clock.now
                let before = journal.pictureBeforeStep()
                tree.clock.run { !tree.transitions.isRunning }
                let text = tree.clock.now > start ? "settle (to \(VirtualClock.format(tree.clock.now)))" : "settle"
                journal.record(FlowStep(kind: .wait, text: text, passed: true, location: args.callerLocation()), before: before)
                try waits.afterAction()
                return []
            },
            LuaFunction("clock_now") { _ in [.number(tree.clock.now)] },
            LuaFunction("clock_in_transition") { _ in [.boolean(tree.transitions.isRunning)] },
        ])
    }
}
