import CLua

/// A Swift function that Lua can call. Lua owns it once pushed; it is
/// released when Lua collects it (or the host closes).
public final class LuaFunction {
    /// The name used in error messages (`bad argument #1 to 'name'`).
    public let name: String
    let body: (LuaStack, inout LuaResults) throws -> Void

    /// A function that writes its results into `results`: the allocation-free form.
    public init(_ name: String, raw body: @escaping (LuaStack, inout LuaResults) throws -> Void) {
        self.name = name
        self.body = body
    }

    /// A function returning its results as an array.
    public convenience init(_ name: String, _ body: @escaping (LuaStack) throws -> [LuaValue]) {
        self.init(name, raw: { arguments, results in
            for value in try body(arguments) { results.append(value) }
        })
    }

    /// Runs the function for the trampoline: plain results are on the stack
    /// when it returns (it returns their count), the rest staged after them;
    /// or its error is staged (it returns `CLUA_RAISE…`).
    @inline(__always)
    func invoke(_ state: OpaquePointer, host unmanagedHost: Unmanaged<LuaHost>, count: Int32) -> Int32 {
        unowned(unsafe) let host = unmanagedHost.takeUnretainedValue()
        // A C function starts with LUA_MINSTACK free slots.
        var results = LuaResults(state: state, host: host, room: LUA_MINSTACK)
        let arguments = LuaStack(arguments: state, count: Int(count), host: host, function: self)
        do {
            try body(arguments, &results)
            if results.stageWaiting() { return results.pushed }
            return host.stageError("not enough memory", here: false)
        } catch let error as LuaError {
            results.forgetWaiting()
            return host.stageError(error.description, here: false)
        } catch {
            results.forgetWaiting()
            return host.stageError("\(error)", here: true)
        }
    }
}

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
