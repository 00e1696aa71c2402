import CLua

/// A Lua value held by Swift: a registry reference, released when the last
/// Swift owner lets go (or skipped if the host has closed by then).
public final class LuaReference {
    /// Which host, and which of its checkpoint's eras, made it (``LuaHost/owns(_:)``).
    @usableFromInline let link: HostLink
    @usableFromInline let ref: Int32
    /// The registry index, for C code using the raw state (``LuaHost/withUnsafeState(_:)``).
    @_spi(Testing) public var registryIndex: Int32 { ref }
    /// The Lua type of the value.
    public let type: LuaType

    init(host: LuaHost, ref: Int32, type: LuaType) {
        self.link = host.link
        self.ref = ref
        self.type = type
    }

    /// Whether it can still be used: its host is open, and has not gone back
    /// to a checkpoint kept before it was made.
    public var isUsable: Bool { link.state != nil }

    deinit {
        guard let state = link.state else { return }
        clua_unref(state, ref)
    }
}
