import CLua

/// The trampoline's entry into Swift.
let luaDispatch: clua_dispatch_fn = { state, box, owner, count in
    // Lua holds the function and the host outlives the call: no retains needed.
    Unmanaged<LuaFunction>.fromOpaque(box.unsafelyUnwrapped)._withUnsafeGuaranteedRef { function in
        function.invoke(state.unsafelyUnwrapped, host: Unmanaged<LuaHost>.fromOpaque(owner.unsafelyUnwrapped), count: count)
    }
}

/// Lua's collector letting go of a function.
let luaRelease: clua_release_fn = { box in
    Unmanaged<LuaFunction>.fromOpaque(box!).release()
}

/// One complete warning from Lua (`warn`, errors in `__gc`).
let luaWarn: clua_warn_fn = { context, message, length in
    let host = Unmanaged<LuaHost>.fromOpaque(context!).takeUnretainedValue()
    let text = message!.withMemoryRebound(to: UInt8.self, capacity: length) {
        String(decoding: UnsafeBufferPointer(start: $0, count: length), as: UTF8.self)
    }
    host.warn(text)
}
