import CLua

extension LuaHost {
    /// Has every error a protected call raises with a string message
    /// amended by `advisor`, a Lua function of the message returning it
    /// amended (with a did-you-mean, say) or nil to leave it. It runs in
    /// the failing call's message handler, so it sees the state as the
    /// error found it; an error in it leaves the message as it was.
    public func adviseErrors(with advisor: LuaReference) throws(LuaError) {
        try checkOpen()
        guard owns(advisor), advisor.type == .function else {
            throw LuaError(kind: .runtime, message: "an error advisor must be a function of this host")
        }
        clua_set_error_advice(host, advisor.ref)
    }
}
