import LuaKit
import RouterCore

/// How a navigation stands, as the flow's navigation object reads it: a
/// record with named fields (`pending`, `ok`, `kind`, `error`,
/// `failed_step`, `traceback`).
struct NavigationState: Equatable {
    var pending: Bool
    var ok: Bool
    /// "pending", or the routing error's kind (none on success).
    var kind: String?
    var error: String?
    var failedStep: String?
    var traceback: String?

    init(_ record: NavigationRecord) {
        switch record.result {
        case nil: (pending, ok, kind) = (true, false, "pending")
        case .success?: (pending, ok, kind) = (false, true, nil)
        case .failure(let failure)?:
            (pending, ok, kind) = (false, false, failure.kind)
            error = failure.description
            failedStep = record.failedStep
            traceback = record.traceback
        }
    }

    /// The record Lua reads.
    var luaValue: LuaValue {
        .record([
            "pending": .boolean(pending), "ok": .boolean(ok), "kind": kind.map { .string($0) },
            "error": error.map { .string($0) }, "failed_step": failedStep.map { .string($0) }, "traceback": traceback.map { .string($0) },
        ])
    }
}
