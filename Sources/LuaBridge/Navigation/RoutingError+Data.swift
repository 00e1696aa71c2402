import LuaKit
import RouterCore

extension RoutingError {
    /// The error as data for Lua (a navigation's `failure`): `kind`,
    /// `message` (as `nav.error` reads it), `context` (what happened, without
    /// the error underneath), `type` and `expected_type` of a type mismatch,
    /// `initial_controller` (`not_found`, `deallocated`), and `underlying`,
    /// the error underneath in the same shape (a Lua error: kind `lua_error`,
    /// its `message` and `traceback`; any other: kind `error` and its `message`).
    var luaData: LuaValue { luaData(failedStep: nil) }

    /// ``luaData``, with the step that failed first, as `nav.failed_step` reads it.
    func luaData(failedStep: String?) -> LuaValue {
        var fields: [String: LuaValue?] = [
            "kind": .string(kind),
            "message": .string(description),
            "context": .string(context.debugDescription),
            "underlying": context.underlyingError.map { Self.data(of: $0) },
            "failed_step": failedStep.map { .string($0) },
        ]
        switch self {
        case let .typeMismatch(type, expected, _):
            fields["type"] = .string(type)
            fields["expected_type"] = .string(expected)
        case .initialController(let state, _):
            fields["initial_controller"] = .string(state.name)
        default: break
        }
        return .record(fields)
    }

    private static func data(of error: any Error) -> LuaValue {
        switch error {
        case let routing as RoutingError: return routing.luaData
        case let lua as LuaError:
            return .record(["kind": .string("lua_error"), "message": .string(lua.message), "traceback": lua.traceback.map { .string($0) }])
        default: return .record(["kind": .string("error"), "message": .string(String(describing: error))])
        }
    }
}
