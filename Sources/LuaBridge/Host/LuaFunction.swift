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

    /// Runs the function for the trampoline and stages its results or its error.
    func invoke(_ state: OpaquePointer, host: LuaHost) -> Int32 {
        var results = LuaResults()
        let arguments = LuaStack(state: state, base: 0, count: Int(lua_gettop(state)), host: host, name: name)
        do {
            try body(arguments, &results)
            // Plain values are pushed at once (pushing them cannot raise; a C
            // function has LUA_MINSTACK free slots); the rest is staged.
            if results.isPlain(max: Int(LUA_MINSTACK)) {
                _ = results.forEach { value in
                    switch value {
                    case .nil: lua_pushnil(state)
                    case .boolean(let b): lua_pushboolean(state, b ? 1 : 0)
                    case .integer(let i): lua_pushinteger(state, i)
                    case .number(let n): lua_pushnumber(state, n)
                    default: break
                    }
                    return true
                }
                return Int32(CLUA_RETURN)
            }
            if host.stage(results) { return Int32(CLUA_RETURN) }
            return host.stageError("not enough memory", here: false)
        } catch let error as LuaError {
            return host.stageError(error.description, here: false)
        } catch {
            return host.stageError("\(error)", here: true)
        }
    }
}

/// The results of a Swift function called from Lua. The first two are held
/// inline, so returning one or two values allocates nothing.
public struct LuaResults {
    private var first: LuaValue?
    private var second: LuaValue?
    private var more: [LuaValue] = []

    /// Adds one result.
    public mutating func append(_ value: LuaValue) {
        if first == nil { first = value } else if second == nil { second = value } else { more.append(value) }
    }

    /// Whether every result is nil, a boolean or a number, and there are at most `max`.
    func isPlain(max: Int) -> Bool {
        guard more.count + 2 <= max else { return false }
        return forEach { value in
            switch value {
            case .nil, .boolean, .integer, .number: return true
            default: return false
            }
        }
    }

    func forEach(_ body: (LuaValue) -> Bool) -> Bool {
        if let first, !body(first) { return false }
        if let second, !body(second) { return false }
        for value in more where !body(value) { return false }
        return true
    }
}

/// The trampoline's entry into Swift.
let luaDispatch: clua_dispatch_fn = { state, box in
    let function = Unmanaged<LuaFunction>.fromOpaque(box!).takeUnretainedValue()
    let host = Unmanaged<LuaHost>.fromOpaque(clua_hostof(state)!.pointee.owner!).takeUnretainedValue()
    return function.invoke(state!, host: host)
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
