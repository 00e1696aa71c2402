import LuaKit
import RouterCore

extension LuaValue {
    /// A list of node handles.
    static func handles(_ ids: [NodeID]) -> LuaValue { list(ids.map { .integer($0.handle) }) }
}
