import CLua

extension LuaStack {
    /// Value `i` for Swift: scalars as themselves, the rest as references.
    public func luaValue(_ i: Int) -> LuaValue {
        switch type(i) {
        case .none, .nil: return .nil
        case .boolean: return .boolean(boolean(i))
        case .number:
            if clua_isinteger(state, index(i)) != 0 { return .integer(clua_tointeger(state, index(i), nil)) }
            return .number(clua_tonumber(state, index(i), nil))
        case .string: return .string((try? string(i)) ?? "")
        default: return (try? reference(i)).map { .reference($0) } ?? .nil
        }
    }

    /// A readable form of value `i`, for error messages: strings as they
    /// are, plain data rendered (``DynamicValue/Value``), other values by their type.
    public func describe(_ i: Int) -> String {
        switch type(i) {
        case .string: return (try? string(i)) ?? ""
        case .nil, .none: return "nil"
        default:
            if let value = try? data(i) { return "\(value)" }
            return "(error object is a \(type(i)) value)"
        }
    }
}
