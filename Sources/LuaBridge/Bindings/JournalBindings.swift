import LuaKit
import RouterCore

/// `B.journal`: what the expectations (Expectations.lua) need: journaling
/// themselves as steps, and a line diff for their failures.
enum JournalBindings {
    static func group(journal: FlowJournal) -> BindingGroup {
        BindingGroup("journal", [
            LuaFunction("journal_expectation") { args in
                journal.record(FlowStep(kind: .expectation, text: try args.string(1), passed: args.boolean(2),
                                        location: args.callerLocation(), failure: try args.optionalString(3)))
                return []
            },
            LuaFunction("has_failed_expectation") { _ in [.boolean(journal.firstFailedExpectation != nil)] },
            LuaFunction("forget_failed_expectation") { _ in
                journal.forgetFailedExpectation()
                return []
            },
            LuaFunction("failure_kinds") { _ in NavigationRecord.failureKinds.map { .string($0) } },
            LuaFunction("code_failures") { _ in
                [.table(NavigationRecord.codeFailures.sorted { $0.key < $1.key }.map { (.string($0.key), .string($0.value)) })]
            },
            LuaFunction("text_diff") { args in [.string(TextDiff.lines(expected: try args.string(1), actual: try args.string(2)))] },
        ])
    }
}
