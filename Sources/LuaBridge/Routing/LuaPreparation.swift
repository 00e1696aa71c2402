import LuaKit
import RouterCore

/// A `prepare` written in Lua (an interceptor's, a context task's, a
/// factory's): `check(context)` runs while the chain is walked, before
/// anything changes, as RouteComposer's `prepare(with:)` does. It returns
/// nothing or true to go on, or false (or nil) and a reason to refuse the
/// navigation then and there; it cannot wait.
struct LuaPreparation {
    let function: LuaReference
    let host: LuaHost
    /// Whose `prepare` it is ("interceptor require_login (guards.lua:3)").
    let owner: String

    func check(_ context: Value?) throws {
        let results: [LuaValue]
        do {
            results = try host.call(function, [LuaValue(context)], name: "prepare of \(owner)")
        } catch {
            throw RoutingError.compositionFailed(.init("prepare of \(owner) failed", underlyingError: error))
        }
        switch (results.first ?? .nil, results.dropFirst().first ?? .nil) {
        case (.nil, .nil), (.boolean(true), _):
            return
        case (.boolean(false), .string(let reason)), (.nil, .string(let reason)):
            throw RoutingError.generic(.init(reason.excerpt(limit: LuaError.longestMessage)))
        case (.boolean(false), .nil):
            throw RoutingError.generic(.init("\(owner) refused in prepare"))
        default:
            let broken = LuaError(kind: .runtime, message: "it returned \(results.map(Self.kind).joined(separator: ", ")): "
                + "a prepare returns nothing or true to go on, or false and a reason")
            throw RoutingError.compositionFailed(.init("prepare of \(owner) failed", underlyingError: broken))
        }
    }

    private static func kind(_ value: LuaValue) -> String {
        switch value {
        case .nil: "nil"
        case .boolean(let flag): String(flag)
        case .integer, .number: "a number"
        case .string: "a string"
        case .reference(let reference): "a \(reference.type)"
        case .function: "a function"
        case .table: "a table"
        }
    }
}
