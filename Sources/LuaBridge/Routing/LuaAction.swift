import LuaKit
import RouterCore

/// An action written in Lua: `perform(node_handle, existing_handle)` puts the node in place.
struct LuaAction: Action {
    let function: LuaReference
    /// Held, not unowned: a route built in Swift may outlive the session, and
    /// then fails with "… cannot run: its Lua session has ended" instead of crashing.
    let host: LuaHost
    let description: String

    func perform(_ node: NodeID, on existing: NodeID, animated: Bool, in tree: AppTree, completion: @escaping (RoutingResult) -> Void) {
        do {
            try host.call(function, [.integer(node.handle), .integer(existing.handle)], name: description)
            completion(.success)
        } catch {
            completion(.failure(.compositionFailed(.init("\(description) failed", underlyingError: error))))
        }
    }
}
