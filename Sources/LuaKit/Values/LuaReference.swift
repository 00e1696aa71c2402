import CLua

/// What a ``LuaReference`` needs of its host: its state while open. Held
/// instead of the host itself, so that the host has no weak references
/// (which would put every retain of it on the runtime's slow path).
final class HostLink {
    var state: OpaquePointer?
    init(state: OpaquePointer) { self.state = state }
}

/// A Lua value held by Swift: a registry reference, released when the last
/// Swift owner lets go (or skipped if the host has closed by then).
public final class LuaReference {
    let link: HostLink
    /// Which host made it (``LuaHost/serial``).
    @usableFromInline let hostSerial: Int
    @usableFromInline let ref: Int32
    /// The registry index, for C code using the raw state (``LuaHost/withUnsafeState(_:)``).
    @_spi(Testing) public var registryIndex: Int32 { ref }
    /// The Lua type of the value.
    public let type: LuaType

    init(host: LuaHost, ref: Int32, type: LuaType) {
        self.link = host.link
        self.hostSerial = host.serial
        self.ref = ref
        self.type = type
    }

    deinit {
        guard let state = link.state else { return }
        clua_unref(state, ref)
    }
}

/// The type of a Lua value.
public enum LuaType: Int32, Sendable, CustomStringConvertible {
    case none = -1, `nil` = 0, boolean, lightUserdata, number, string, table, function, userdata, thread

    /// The type's name as Lua's `type()` gives it ("no value" for none).
    public var description: String {
        switch self {
        case .none: return "no value"
        case .nil: return "nil"
        case .boolean: return "boolean"
        case .lightUserdata, .userdata: return "userdata"
        case .number: return "number"
        case .string: return "string"
        case .table: return "table"
        case .function: return "function"
        case .thread: return "thread"
        }
    }
}
