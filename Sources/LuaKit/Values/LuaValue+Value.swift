import DynamicValue

extension LuaValue {
    /// The Lua form of a dynamic value (`nil` for none); a table's entries
    /// are set in ``DynamicValue/Value/precedes(_:)`` order, so Lua sees
    /// them the same way on every run.
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
}
