import LuaKit
import RouterCore

/// `B.journal`: what the expectations (Expectations.lua) need: journaling
/// themselves as steps, and a line diff for their failures.
enum JournalBindings {
    static func group(journal: FlowJournal, host: LuaHost, activity: Activity, links: LinkService) -> BindingGroup {
        BindingGroup("journal", [
            LuaFunction("journal_expectation") { [unowned host] args in
                let step = FlowStep(kind: .expectation, text: try args.string(1), passed: args.boolean(2),
                                    location: args.callerLocation(), failure: try args.optionalString(3))
                // One failing in code a router or link table calls back (an interceptor, a task, a
                // wait's condition, a converter) fails that navigation or link, which the flow must read.
                // Failing in nested code, it stays a failure until its error reaches Swift (``FlowJournal/carried(by:)``).
                if step.passed {
                    journal.record(step)
                } else {
                    journal.recordFailedExpectation(step, nested: host.swiftCallDepth > 1, navigation: activity.navigation, link: links.currentLink)
                }
                return [.integer(Int64(host.swiftCallDepth))]
            },
            LuaFunction("journal_total") { _ in [.integer(Int64(journal.total))] },
            // A warning at the flow's line: an expectation that can hardly be what was meant.
            LuaFunction("warn_here") { [unowned host] args in
                host.warn((args.callerLocation().map { "\($0): " } ?? "") + (try args.string(1)))
                return []
            },
            // How deep in calls from Swift the caller runs: code Swift calls for a navigation runs deeper than the flow.
            LuaFunction("call_depth") { [unowned host] _ in [.integer(Int64(host.swiftCallDepth))] },
            LuaFunction("accept_failure") { args in
                journal.acceptFailure(at: Int(try args.integer(1)))
                return []
            },
            LuaFunction("failure_kinds") { _ in NavigationRecord.failureKinds.map { .string($0) } },
            LuaFunction("code_failures") { _ in
                [.table(NavigationRecord.codeFailures.sorted { $0.key < $1.key }.map { (.string($0.key), .string($0.value)) })]
            },
            LuaFunction("text_diff") { args in [.string(TextDiff.lines(expected: try args.string(1), actual: try args.string(2)))] },
            // A bounded diff with three lines of context: expect_equal's texts, snapshots.
            LuaFunction("unified_diff") { args in [.string(TextDiff.unified(expected: try args.string(1), actual: try args.string(2)))] },
        ])
    }
}
