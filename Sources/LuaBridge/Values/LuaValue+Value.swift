import LuaKit
import RouterCore

extension LuaValue {
    /// The Lua form of a routing value (`nil` for none).
    public init(_ value: Value?) {
        switch value {
        case nil: self = .nil
        case .bool(let b)?: self = .boolean(b)
        case .int(let i)?: self = .integer(i)
        case .double(let d)?: self = .number(d)
        case .string(let s)?: self = .string(s)
        case .table(let entries)?:
            self = .table(entries.sorted { $0.key.precedes($1.key) }.map { (LuaValue($0.key), LuaValue($0.value)) })
        }
    }

    /// A list of node handles.
    static func handles(_ ids: [NodeID]) -> LuaValue { list(ids.map { .integer($0.handle) }) }
}
