/// What a ``LuaReference`` needs of its host: its state while open. Held
/// instead of the host itself, so that the host has no weak references
/// (which would put every retain of it on the runtime's slow path).
@usableFromInline final class HostLink {
    var state: OpaquePointer?
    init(state: OpaquePointer) { self.state = state }
}

