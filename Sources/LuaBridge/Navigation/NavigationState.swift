import LuaKit
import RouterCore

/// How a navigation stands, as the flow's navigation object reads it, one
/// named field at a time (`pending`, `ok`, `kind`, `error`, `failed_step`,
/// `traceback`, `synchronous`, `initial_controller`, `failure`): each read computes its own field only (`nav.ok` in a loop
/// does not format the error).
enum NavigationState {
    /// The field Lua reads as `name` of `record` (nil for a name it does not have).
    static func field(_ name: String, of record: NavigationRecord) -> LuaValue {
        switch (name, record.result) {
        case ("pending", let result): return .boolean(result == nil)
        case ("ok", .success?): return .boolean(true)
        case ("ok", _): return .boolean(false)
        case ("kind", nil): return .string("pending")
        case ("kind", .failure?): return record.failureKind.map { .string($0) } ?? .nil
        case ("error", .failure(let failure)?): return .string(failure.description)
        case ("failed_step", .failure?): return record.failedStep.map { .string($0) } ?? .nil
        case ("traceback", .failure?): return record.traceback.map { .string($0) } ?? .nil
        case ("synchronous", let result): return .boolean(result?.error != nil && record.failedSynchronously)
        case ("initial_controller", .failure(.initialController(let state, _))?): return .string(state.name)
        case ("failure", .failure(let failure)?): return failure.luaData(failedStep: record.failedStep)
        default: return .nil
        }
    }

    /// Whether reading `name` of a navigation or link that `isPending`, or
    /// failed by an error in its own Lua code (`failedInCode`), tells the
    /// flow how it stands: `error` reads nil while it waits and `ok` false
    /// either way, so neither `expect(nav.error == nil)` nor `expect(not
    /// nav.ok)` has seen it wait, or seen its code break rather than refuse.
    /// Any field of another one tells.
    static func tells(_ name: String, isPending: Bool, failedInCode: @autoclosure () -> Bool) -> Bool {
        if isPending { return pendingFields.contains(name) }
        return codeFailureFields.contains(name) || !failedInCode()
    }

    private static let pendingFields: Set<String> = ["pending", "kind", "waiting", "trace"]
    private static let codeFailureFields: Set<String> = ["error", "kind", "traceback", "failed_step", "trace", "initial_controller", "failure"]
}
