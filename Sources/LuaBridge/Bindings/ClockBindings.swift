import LuaKit
import RouterCore

/// `B.clock`: the app's virtual clock (`app.wait`, `app.settle`, `app.now`).
enum ClockBindings {
    static func group(tree: AppTree, journal: FlowJournal, waits: WaitScheduler) -> BindingGroup {
        BindingGroup("clock", [
            LuaFunction("clock_wait") { args in
                let seconds = try args.number(1, in: 0...WaitRequest.longestDelay)
                tree.clock.advance(by: seconds)
                journal.record(FlowStep(kind: .wait, text: "wait \(seconds) s", passed: true, location: args.callerLocation()))
                try waits.afterAction()
                return []
            },
            LuaFunction("clock_now") { _ in [.number(tree.clock.now)] },
        ])
    }
}
