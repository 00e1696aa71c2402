import LuaKit
import RouterCore

/// How a navigation stands, as the flow's navigation object reads it, one
/// named field at a time (`pending`, `ok`, `kind`, `error`, `failed_step`,
/// `traceback`).
struct NavigationState {
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

    /// The field Lua reads as `name` (nil for a name it does not have).
    func field(_ name: String) -> LuaValue {
        switch name {
        case "pending": return .boolean(pending)
        case "ok": return .boolean(ok)
        case "kind": return kind.map { .string($0) } ?? .nil
        case "error": return error.map { .string($0) } ?? .nil
        case "failed_step": return failedStep.map { .string($0) } ?? .nil
        case "traceback": return traceback.map { .string($0) } ?? .nil
        default: return .nil
        }
    }
}
