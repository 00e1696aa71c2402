import LuaKit
import RouterCore

extension LuaStack {
    /// Value `i` as a routing value: nil, boolean, integer, float, string or a table of them.
    public func value(_ i: Int) throws -> Value? { try data(i, as: "a routing value") }
}
