import CLua
import CLua.Testing

extension LuaHost {
    /// The raw `lua_State`, for C code that follows `CLua.h`'s rules
    /// (benchmark baselines, tests). Nothing here checks them.
    @_spi(Testing)
    public func withUnsafeState<R>(_ body: (OpaquePointer) throws -> R) rethrows -> R { try body(state) }

    /// How many values the main thread's stack holds now (outside calls:
    /// only the traceback handler).
    @_spi(Testing)
    public var stackTop: Int { Int(lua_gettop(state)) }
}

extension LuaStack {
    /// The fixed trampoline slot through which the Swift function that is
    /// value `i` dispatches, or -1 (another value, or a function using the
    /// general trampoline).
    @_spi(Testing)
    public func fixedTrampolineSlot(_ i: Int) -> Int {
        guard i >= 1, i <= count else { return -1 }
        return Int(clua_fixed_slot(state, index(i)))
    }
}
