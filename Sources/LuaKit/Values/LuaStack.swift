import CLua

/// A view of values on the Lua stack: the arguments of a Swift function
/// called from Lua, or the results of a call into Lua. Reading never raises.
public struct LuaStack {
    @usableFromInline let state: OpaquePointer
    /// The stack index just below the first value.
    @usableFromInline let base: Int32
    @usableFromInline let storedCount: Int32
    /// Whose values these are; it names them in error messages.
    @usableFromInline let role: Role

    /// Whose values a view shows. A view lives only during the call that
    /// made it, so the function is held unretained (counting it would cost a
    /// third of a call); the view is four words, passed in registers.
    @usableFromInline enum Role {
        case arguments(Unmanaged<LuaFunction>)
        case results, value, error
    }

    /// How many values there are.
    @inlinable public var count: Int { Int(storedCount) }

    /// The values of a call into Lua (results, an error…).
    @usableFromInline
    init(state: OpaquePointer, base: Int32, count: Int32, role: Role) {
        self.state = state
        self.base = base
        self.storedCount = count
        self.role = role
    }

    /// The arguments of `function`, called from Lua.
    @inline(__always)
    init(arguments state: OpaquePointer, count: Int32, function: LuaFunction) {
        self.init(state: state, base: 0, count: count, role: .arguments(Unmanaged.passUnretained(function)))
    }

    /// The host the values belong to.
    var host: LuaHost { Unmanaged<LuaHost>.fromOpaque(clua_host_owner(clua_hostof(state))).takeUnretainedValue() }

    /// The name for error messages.
    var name: String {
        switch role {
        case .arguments(let function): function.takeUnretainedValue().name
        case .results: "results"
        case .value: "value"
        case .error: "error"
        }
    }

    /// The absolute stack index of value `i` (1-based).
    @inlinable func index(_ i: Int) -> Int32 { base &+ Int32(truncatingIfNeeded: i) }

    /// The raw Lua type of value `i` (LUA_TNONE past the end).
    @inlinable func rawType(_ i: Int) -> Int32 { i >= 1 && i <= count ? lua_type(state, index(i)) : LUA_TNONE }

    /// The Lua type of value `i` (`.none` past the end).
    @inlinable public func type(_ i: Int) -> LuaType { LuaType(rawValue: rawType(i)) ?? .none }

    /// Whether value `i` is nil or absent.
    @inlinable public func isNil(_ i: Int) -> Bool { rawType(i) <= LUA_TNIL }

    /// Value `i` as an integer: an integer, a float with an exact integer
    /// value, or a string that converts to one, as Lua's own functions take
    /// integers (`luaL_checkinteger`).
    @inlinable @inline(__always) public func integer(_ i: Int) throws -> Int64 {
        try converted(i, by: lua_tointegerx, expected: "integer")
    }

    /// Value `i` as an integer within `range`. Every integer a binding does
    /// arithmetic on is read through here, so no value from Lua can overflow.
    @inlinable public func integer(_ i: Int, in range: ClosedRange<Int64>) throws -> Int64 {
        let value = try integer(i)
        guard range.contains(value) else { throw outOfRange(i, "integer", range.lowerBound, range.upperBound, value) }
        return value
    }

    /// Value `i` as a 1-based position (a tab, an insertion point), returned
    /// 0-based; at most `Int32.max`, so arithmetic on it cannot overflow.
    @inlinable public func position(_ i: Int) throws -> Int {
        Int(try integer(i, in: 1...Int64(Int32.max))) - 1
    }

    /// Value `i` as a number: a number, or a string that converts to one
    /// (`luaL_checknumber`).
    @inlinable @inline(__always) public func number(_ i: Int) throws -> Double {
        try converted(i, by: lua_tonumberx, expected: "number")
    }

    /// Value `i` as a number within `range` (so never NaN or infinite when
    /// the range is finite).
    @inlinable public func number(_ i: Int, in range: ClosedRange<Double>) throws -> Double {
        let value = try number(i)
        guard range.contains(value) else { throw outOfRange(i, "number", range.lowerBound, range.upperBound, value) }
        return value
    }

    @usableFromInline @inline(never)
    func outOfRange<T>(_ i: Int, _ kind: String, _ lower: T, _ upper: T, _ value: T) -> LuaArgumentError {
        func text(_ number: T) -> String {
            guard let double = number as? Double, double.isFinite, double == double.rounded(), abs(double) < 1e15 else { return "\(number)" }
            return String(Int64(double))
        }
        return badArgument(i, "\(kind) from \(text(lower)) to \(text(upper)) expected, got \(text(value))")
    }

    /// A numeric conversion of Lua's (`lua_tointegerx`, `lua_tonumberx`).
    @usableFromInline typealias Conversion<T> = (OpaquePointer?, Int32, UnsafeMutablePointer<Int32>?) -> T

    /// Value `i` converted by `convert`. What does not convert reads as 0, so
    /// only a 0 needs a second look; that look and the error stay out of
    /// line, keeping callers small.
    @inlinable @inline(__always)
    func converted<T: Numeric>(_ i: Int, by convert: Conversion<T>, expected: String) throws -> T {
        if i >= 1, i <= count {
            let value = convert(state, index(i), nil)
            if value != 0 { return value }
        }
        return try checked(i, by: convert, expected: expected)
    }

    @usableFromInline @inline(never)
    func checked<T: Numeric>(_ i: Int, by convert: Conversion<T>, expected: String) throws -> T {
        var converts: Int32 = 0
        guard i >= 1, i <= count else { throw argumentError(i, expected: expected) }
        let value = convert(state, index(i), &converts)
        guard converts != 0 else {
            if expected == "integer", lua_type(state, index(i)) == LUA_TNUMBER {
                throw badArgument(i, "number has no integer representation")
            }
            throw argumentError(i, expected: expected)
        }
        return value
    }

    /// Value `i` as a string (numbers are not converted).
    public func string(_ i: Int) throws -> String {
        guard type(i) == .string else { throw argumentError(i, expected: "string") }
        return rawString(index(i))
    }

    /// Value `i` as a string, or `nil` when nil or absent.
    public func optionalString(_ i: Int) throws -> String? { isNil(i) ? nil : try string(i) }

    /// Value `i` as Lua truth: everything but nil and false is true.
    @inlinable public func boolean(_ i: Int) -> Bool { i >= 1 && i <= count && lua_toboolean(state, index(i)) != 0 }

    /// A registry reference to value `i`, which must be of `type` when given.
    public func reference(_ i: Int, of expected: LuaType? = nil) throws -> LuaReference {
        let (ref, actual) = try newReference(i, of: expected)
        return LuaReference(host: host, ref: ref, type: actual)
    }

    /// A new registry reference to value `i`, and its type.
    func newReference(_ i: Int, of expected: LuaType?) throws -> (Int32, LuaType) {
        let actual = type(i)
        if let expected, actual != expected { throw argumentError(i, expected: expected.description) }
        guard actual != .none, actual != .nil else { throw argumentError(i, expected: expected?.description ?? "value") }
        let ref = clua_ref(state, index(i))
        guard ref != LUA_NOREF else { throw host.memoryError() }
        return (ref, actual)
    }

    /// Value `i` as an array of integers (a table read with raw access, 1…n).
    public func integers(_ i: Int) throws -> [Int64] {
        guard type(i) == .table else { throw argumentError(i, expected: "table") }
        let table = index(i)
        var result: [Int64] = []
        var position: Int64 = 1
        while lua_rawgeti(state, table, position) != LUA_TNIL {
            var isNumber: Int32 = 0
            let value = clua_tointeger(state, -1, &isNumber)
            clua_pop(state, 1)
            guard isNumber != 0 else {
                throw badArgument(i, "item \(position) is not an integer")
            }
            result.append(value)
            position += 1
        }
        clua_pop(state, 1)
        return result
    }

    /// Where the Lua code calling now is, as `file:line` (flowrun's own code skipped).
    public func callerLocation() -> String? {
        withUnsafeTemporaryAllocation(of: CChar.self, capacity: 512) { buffer in
            clua_where(state, buffer.baseAddress, buffer.count) != 0 ? String(cString: buffer.baseAddress!) : nil
        }
    }

    /// How many fixed parameters the Lua function at `i` takes: -1 when it
    /// takes varargs (a C function does), 0 for a value that is no function.
    public func parameterCount(_ i: Int) -> Int {
        type(i) == .function ? Int(clua_parameter_count(state, index(i))) : 0
    }

    /// The name the calling user code knows the function at `i` by: a local
    /// (`check` or `guards.check`), an upvalue, or a global; nil when it has none.
    public func functionName(_ i: Int) -> String? {
        guard type(i) == .function else { return nil }
        return withUnsafeTemporaryAllocation(of: CChar.self, capacity: 256) { buffer in
            clua_function_name(state, index(i), buffer.baseAddress, buffer.count) != 0 ? String(cString: buffer.baseAddress!) : nil
        }
    }

    /// Where the Lua function at `i` is defined, as `file:line` (nil for a C function).
    public func definition(_ i: Int) -> String? {
        guard type(i) == .function, lua_checkstack(state, 1) != 0 else { return nil }
        lua_pushvalue(state, index(i))
        var info = lua_Debug()
        lua_getinfo(state, ">S", &info)
        guard let source = info.source, source[0] == UInt8(ascii: "@") else { return nil }
        return "\(String(cString: source + 1)):\(info.linedefined)"
    }

    /// The last line of the Lua function at `i`'s definition (nil for a C function).
    public func lastLineDefined(_ i: Int) -> Int? {
        guard type(i) == .function, lua_checkstack(state, 1) != 0 else { return nil }
        lua_pushvalue(state, index(i))
        var info = lua_Debug()
        lua_getinfo(state, ">S", &info)
        return info.what.map { String(cString: $0) } == "Lua" ? Int(info.lastlinedefined) : nil
    }

    /// What a nil where a value was expected adds: most often a misspelt
    /// field (`routes.acount`), else an argument left out.
    public static let nilHint = " (a misspelt variable or field, or one left out?)"

    /// "bad argument #i to 'f' (expected expected, got type)".
    public func argumentError(_ i: Int, expected: String) -> LuaArgumentError {
        badArgument(i, "\(expected) expected, got \(type(i))" + (type(i) == .nil ? LuaStack.nilHint : ""))
    }

    /// "bad argument #i to 'f' (problem)", naming the API function the flow
    /// called (`app.select_tab`) and the argument as the flow passed it (its
    /// position there, and the option field it came in) when the value can
    /// be found there; else this function's own name and position.
    public func badArgument(_ i: Int, _ problem: String) -> LuaArgumentError {
        if case .arguments = role, let call = apiCall(i) {
            let position = call.position > 0 ? " #\(call.position)" : ""
            let field = call.field.isEmpty ? "" : "field '\(call.field)': "
            let colon = call.position < 0 && !call.name.contains(":") ? "; call it as \(call.name)(…), with a dot, not a colon" : ""
            return LuaArgumentError(message: "bad argument\(position) to '\(call.name)' (\(field)\(problem))\(colon)")
        }
        if case .results = role { return LuaArgumentError(message: "its result\(i > 1 ? " #\(i)" : ""): \(problem)") }
        return LuaArgumentError(message: "bad argument #\(i) to '\(name)' (\(problem))")
    }

    /// The API function the flow called, and where argument `i` sat in that call.
    private func apiCall(_ i: Int) -> (name: String, position: Int, field: String)? {
        var position: Int32 = 0
        return withUnsafeTemporaryAllocation(of: CChar.self, capacity: 512) { buffer in
            let name = buffer.baseAddress!, field = name + 256
            let value = i >= 1 && i <= count ? index(i) : 0
            guard clua_api_call(state, value, name, 256, &position, field, 256) != 0 else { return nil }
            return (String(cString: name), Int(position), String(cString: field))
        }
    }

    func rawString(_ absolute: Int32) -> String {
        var length = 0
        let bytes = lua_tolstring(state, absolute, &length)!
        return bytes.withMemoryRebound(to: UInt8.self, capacity: length) {
            String(decoding: UnsafeBufferPointer(start: $0, count: length), as: UTF8.self)
        }
    }
}
