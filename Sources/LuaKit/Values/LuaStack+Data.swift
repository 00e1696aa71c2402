import CLua
import DynamicValue

extension LuaStack {
    /// Value `i` as plain data (`nil` for nil or absent), read by value.
    /// `what` names what the data is for in the error for a value that
    /// cannot be plain data ("a function cannot be `what`").
    public func data(_ i: Int, as what: String = "plain data") throws -> Value? {
        try data(i, as: what) { badArgument(i, $0) }
    }

    /// Value `i` as plain data, or the error `failure` makes of the problem
    /// ("a function cannot be `what`"), for data that is not an argument as
    /// the flow wrote it (a field assigned through a metamethod).
    public func data(_ i: Int, as what: String, failure: (String) -> any Error) throws -> Value? {
        do {
            var seen = Set<UnsafeRawPointer>()
            return try convert(index(i), depth: 0, seen: &seen, what: what)
        } catch let problem as ConversionProblem {
            throw failure(problem.text)
        }
    }

    /// How deep tables read as plain data may nest.
    public static let dataDepthLimit = 32

    private struct ConversionProblem: Error { let text: String }

    private func convert(_ absolute: Int32, depth: Int, seen: inout Set<UnsafeRawPointer>, what: String) throws -> Value? {
        switch lua_type(state, absolute) {
        case LUA_TNIL, LUA_TNONE: return nil
        case LUA_TBOOLEAN: return .bool(lua_toboolean(state, absolute) != 0)
        case LUA_TNUMBER:
            if clua_isinteger(state, absolute) != 0 { return .int(clua_tointeger(state, absolute, nil)) }
            return .double(clua_tonumber(state, absolute, nil))
        case LUA_TSTRING: return .string(rawString(absolute))
        case LUA_TTABLE:
            guard depth < Self.dataDepthLimit else { throw ConversionProblem(text: "table nested too deep") }
            guard let identity = lua_topointer(state, absolute), seen.insert(identity).inserted else {
                throw ConversionProblem(text: "table contains itself")
            }
            defer { seen.remove(lua_topointer(state, absolute)!) }
            guard lua_checkstack(state, 3) != 0 else { throw ConversionProblem(text: "stack overflow") }
            var entries: [Value: Value] = [:]
            lua_pushnil(state)
            while lua_next(state, absolute) != 0 {
                let top = lua_gettop(state)
                do {
                    guard let key = try convert(top - 1, depth: depth + 1, seen: &seen, what: what),
                        let value = try convert(top, depth: depth + 1, seen: &seen, what: what)
                    else { throw ConversionProblem(text: "table holds a nil") }
                    entries[key] = value
                } catch {
                    clua_pop(state, 2)
                    throw error
                }
                clua_pop(state, 1)
            }
            return .table(entries)
        default:
            let typeName = LuaType(rawValue: lua_type(state, absolute))?.description ?? "unknown"
            throw ConversionProblem(text: "a \(typeName) cannot be \(what)")
        }
    }
}
