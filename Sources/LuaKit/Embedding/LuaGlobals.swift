import CLua

/// The global variables scripts of a host see (the sandbox's, when it has
/// one), read and set from Swift through protected calls: no Lua text to
/// run. Get it from ``LuaHost/globals``.
///
///     host.globals["answer"] = .integer(42)
///     host.globals["greet"] = .function(LuaFunction("greet") { args in [.string("hi " + (try args.string(1)))] })
///     let answer = try host.globals.get("answer", as: Int.self)
public struct LuaGlobals {
    /// The host whose globals these are (held: on a closed host, reading
    /// and setting fail with an error instead of crashing).
    public let host: LuaHost

    /// The global `name`; setting it to a ``LuaValue/function(_:)`` makes a
    /// Swift function callable as `name(...)`. Reading or setting can fail
    /// (a closed host, the memory cap, a metamethod of the globals table
    /// raising): the getter then reads nil and the setter sets nothing, and
    /// both hand the error to the host's ``LuaHost/warningHandler``. Use
    /// ``get(_:)`` and ``set(_:_:)`` to have the error thrown instead.
    public subscript(name: String) -> LuaValue {
        get {
            do { return try get(name) } catch { host.warn("reading global '\(name)': \(error)"); return .nil }
        }
        nonmutating set {
            do { try set(name, newValue) } catch { host.warn("setting global '\(name)': \(error)") }
        }
    }

    /// The global `name` (tables and functions as references).
    public func get(_ name: String) throws(LuaError) -> LuaValue {
        try host.call(try host.embeddingFunction(1), [.string(name)], name: "reading global '\(name)'") { $0.luaValue(1) }
    }

    /// The global `name` read as a `T` (`nil` when it is nil).
    public func get<T: LuaConvertible>(_ name: String, as type: T.Type) throws(LuaError) -> T? {
        try host.call(try host.embeddingFunction(1), [.string(name)], name: "reading global '\(name)'") { results in
            results.isNil(1) ? nil : try T(from: results, at: 1)
        }
    }

    /// Sets the global `name` to `value`.
    public func set(_ name: String, _ value: LuaValue) throws(LuaError) {
        try host.call(try host.embeddingFunction(2), [.string(name), value], name: "setting global '\(name)'")
    }

    /// Sets the global `name` to a Swift value.
    public func set(_ name: String, _ value: some LuaConvertible) throws(LuaError) {
        try set(name, value.luaValue)
    }
}

extension LuaHost {
    /// The globals scripts of this host see.
    public var globals: LuaGlobals { LuaGlobals(host: self) }

    /// Makes `require(module.name)` return the module's table, sandboxed or
    /// not, without a file: the table is built once, here.
    public func register(_ module: LuaModule) throws(LuaError) {
        try call(try embeddingFunction(3), [.string(module.name), module.luaValue], name: "registering module '\(module.name)'")
    }

    /// One of the functions of `clua_embedding_functions` (1: get, 2: set,
    /// 3: register), each held by reference from its first use on.
    func embeddingFunction(_ position: Int) throws(LuaError) -> LuaReference {
        try checkOpen()
        if embedding.isEmpty {
            let list = clua_embedding_functions(state)
            guard list != LUA_NOREF else { throw memoryError() }
            defer { clua_unref(state, list) }
            guard lua_checkstack(state, 2) != 0 else { throw LuaError(kind: .memory, message: "not enough memory") }
            lua_rawgeti(state, clua_registryindex(), lua_Integer(list))
            defer { clua_pop(state, 1) }
            var functions: [LuaReference] = []
            for i in 1...3 {
                lua_rawgeti(state, -1, lua_Integer(i))
                let ref = clua_ref(state, -1)
                clua_pop(state, 1)
                guard ref != LUA_NOREF else { throw memoryError() }
                functions.append(LuaReference(host: self, ref: ref, type: .function))
            }
            embedding = functions
        }
        return embedding[position - 1]
    }
}
