import CLua

/// The arguments of a call from Swift into Lua.
public typealias LuaArguments = LuaPushList
/// The results of a Swift function called from Lua.
public typealias LuaResults = LuaPushList

/// Values on their way onto the Lua stack, in order: a call's arguments or
/// a Swift function's results.
///
/// Nil, booleans, numbers and references are pushed at once (pushing them
/// cannot raise). Strings, tables and new functions, and everything after
/// the first of them, wait in the host until the list is complete, and are
/// then staged for C to push (see `CLua.h`). Plain values allocate nothing.
public struct LuaPushList {
    @usableFromInline let state: OpaquePointer
    @usableFromInline let unmanagedHost: Unmanaged<LuaHost>
    /// The host, unretained: a list lives only during the call that made it.
    @usableFromInline var host: LuaHost { unmanagedHost.takeUnretainedValue() }
    /// Values pushed so far, and the stack slots made sure of.
    @usableFromInline private(set) var pushed: Int32 = 0
    @usableFromInline var room: Int32
    /// Where this list's waiting values start in ``LuaHost/pendingValues`` (-1: none).
    @usableFromInline var pendingStart = -1

    /// A list pushing onto `state`, where `room` free slots are known to exist.
    @usableFromInline
    init(state: OpaquePointer, host: Unmanaged<LuaHost>, room: Int32) {
        self.state = state
        self.unmanagedHost = host
        self.room = room
    }

    /// Adds one value.
    public mutating func append(_ value: LuaValue) {
        switch value {
        case .nil: appendNil()
        case .boolean(let b): append(b)
        case .integer(let i): append(i)
        case .number(let n): append(n)
        case .reference(let r): append(r)
        default: wait(value)
        }
    }

    /// Adds an integer.
    @inlinable @inline(__always) public mutating func append(_ value: Int64) {
        if pendingStart < 0, fits() { lua_pushinteger(state, value) } else { wait(.integer(value)) }
    }

    /// Adds a float.
    @inlinable @inline(__always) public mutating func append(_ value: Double) {
        if pendingStart < 0, fits() { lua_pushnumber(state, value) } else { wait(.number(value)) }
    }

    /// Adds a boolean.
    @inlinable @inline(__always) public mutating func append(_ value: Bool) {
        if pendingStart < 0, fits() { lua_pushboolean(state, value ? 1 : 0) } else { wait(.boolean(value)) }
    }

    /// Adds nil.
    @inlinable public mutating func appendNil() {
        if pendingStart < 0, fits() { lua_pushnil(state) } else { wait(.nil) }
    }

    /// Adds the value a reference holds (nil for another host's reference).
    @inlinable public mutating func append(_ reference: LuaReference) {
        guard host.owns(reference) else { return appendNil() }
        if pendingStart < 0, fits() {
            lua_rawgeti(state, clua_registryindex(), lua_Integer(reference.ref))
        } else {
            wait(.reference(reference))
        }
    }

    /// Whether one more value fits on the stack; counts it when it does.
    @inlinable @inline(__always) mutating func fits() -> Bool {
        if pushed == room {
            guard lua_checkstack(state, 8) != 0 else { return false }
            room &+= 8
        }
        pushed &+= 1
        return true
    }

    /// Keeps a value that cannot be pushed yet.
    @usableFromInline mutating func wait(_ value: LuaValue) {
        if pendingStart < 0 { pendingStart = host.pendingValues.count }
        host.pendingValues.append(value)
    }

    /// Stages the waiting values, to be pushed after the pushed ones, and
    /// forgets them; false (with nothing staged) when memory ran out.
    @inlinable func stageWaiting() -> Bool { pendingStart < 0 || stageWaitingValues() }

    /// Drops the waiting values (the function that gave them failed).
    func forgetWaiting() {
        if pendingStart >= 0 { host.pendingValues.removeSubrange(pendingStart...) }
    }

    @usableFromInline func stageWaitingValues() -> Bool {
        defer { host.pendingValues.removeSubrange(pendingStart...) }
        clua_stage_begin(host.host)
        for value in host.pendingValues[pendingStart...] where !host.stage(value) {
            clua_stage_begin(host.host)  // leave the list empty, as a failed replay does
            return false
        }
        return true
    }
}
