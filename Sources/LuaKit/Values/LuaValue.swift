/// A value to hand to Lua, or one read back from it.
///
/// It is the staged representation: what Swift hands to Lua is built as a
/// `LuaValue`, staged, and pushed by C (see `CLua.h`). Swift types become
/// one through ``LuaConvertible``.
public enum LuaValue {
    /// Lua's nil.
    case `nil`
    /// A boolean.
    case boolean(Bool)
    /// An integer (Lua's integer subtype).
    case integer(Int64)
    /// A float (Lua's float subtype).
    case number(Double)
    /// A string (Lua strings are bytes; this one is UTF-8).
    case string(String)
    /// A Lua value Swift holds (a table, a function…).
    case reference(LuaReference)
    /// A new Lua function that calls Swift.
    case function(LuaFunction)
    /// A new table with these entries, set in order.
    case table([(key: LuaValue, value: LuaValue)])

    /// A new table used as a list: `items` at keys 1, 2, …
    public static func list(_ items: [LuaValue]) -> LuaValue {
        .table(items.enumerated().map { (.integer(Int64($0.offset + 1)), $0.element) })
    }

    /// A new table of named fields, the nil ones left out, in name order.
    public static func record(_ fields: [String: LuaValue?]) -> LuaValue {
        .table(fields.sorted { $0.key < $1.key }.compactMap { key, value in value.map { (.string(key), $0) } })
    }
}
