import RouterCore

/// A value to hand to Lua, or one read back from it.
public enum LuaValue {
    case `nil`
    case boolean(Bool)
    case integer(Int64)
    case number(Double)
    case string(String)
    /// A Lua value Swift holds (a table, a function…).
    case reference(LuaReference)
    /// A new Lua function that calls Swift.
    case function(LuaFunction)
    /// A new table with these entries, set in order.
    case table([(key: LuaValue, value: LuaValue)])

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

    /// A new table used as a list: `items` at keys 1, 2, …
    public static func list(_ items: [LuaValue]) -> LuaValue {
        .table(items.enumerated().map { (.integer(Int64($0.offset + 1)), $0.element) })
    }

    /// A new table of named fields, the nil ones left out, in name order.
    public static func record(_ fields: [String: LuaValue?]) -> LuaValue {
        .table(fields.sorted { $0.key < $1.key }.compactMap { key, value in value.map { (.string(key), $0) } })
    }

    /// A list of node handles.
    static func handles(_ ids: [NodeID]) -> LuaValue { list(ids.map { .integer($0.handle) }) }
}
