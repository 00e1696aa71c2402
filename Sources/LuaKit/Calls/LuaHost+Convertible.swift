extension LuaHost {
    /// Calls a Lua function with Swift arguments, protected
    /// (`try host.call(f, 1, "x")`); returns the results.
    @discardableResult
    public func call(_ function: LuaReference, _ first: any LuaConvertible, _ rest: any LuaConvertible...) throws(LuaError) -> [LuaValue] {
        try call(function, [first.luaValue] + rest.map(\.luaValue))
    }

    /// Calls a Lua function with Swift arguments, protected, and reads its
    /// first result as a `T` (`try host.call(f, 2, 3, returning: Int.self)`).
    public func call<T: LuaConvertible>(_ function: LuaReference, _ arguments: any LuaConvertible..., returning type: T.Type) throws(LuaError) -> T {
        try call(function, arguments.map(\.luaValue)) { try T(from: $0, at: 1) }
    }
}
