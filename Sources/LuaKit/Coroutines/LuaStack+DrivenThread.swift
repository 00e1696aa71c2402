import CLua

extension LuaStack {
    /// Whether the Lua code calling runs on a thread the host drives: a
    /// ``LuaCoroutine``'s, which only Swift resumes (the flow's own
    /// coroutines are not). Code that yields to Swift checks it first: a
    /// yield anywhere else would reach the flow instead.
    public var isOnDrivenThread: Bool { clua_thread_is_driven(state) != 0 }
}
