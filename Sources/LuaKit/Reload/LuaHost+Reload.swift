extension LuaHost {
    /// Loads project modules so that they can be reloaded (`HotReload.lua`):
    /// `require` returns a facade whose functions call the module's current
    /// version. Returns the Lua side's table and the reload Swift calls.
    static let hotReload = EmbeddedLua.hotReload

    /// The Lua side of hot reload, for the embedder's own Lua code; nil
    /// unless the host was opened with `reloadableModules`. A table of functions:
    /// - `reload(name)`: true, the new generation, the kept fields and the
    ///   dropped functions (as ``reload(module:)`` names them); or false and why
    /// - `generation(name)`: how many times the module has been loaded, or nil and why
    /// - `reloading()`: whether a module's text is running again for a
    ///   reload (what it sets up then may replace what its last version set up)
    /// - `module_named(t)`: the module whose table (its facade, or a version) `t` is, or nil
    /// - `current(f)`: for a function read from a module, the module's
    ///   function now (nil when gone) and its name, `"login.check"`
    /// - `versions()`: the modules required so far, name → current version
    ///
    ///     let host = try LuaHost(sandbox: Sandbox(projectRoots: [folder]), reloadableModules: true)
    ///     host.globals["modules"] = .reference(host.reloadableModules!)
    ///     try host.run("local ok, generation = modules.reload('greeting')", chunkName: "main.lua")
    public var reloadableModules: LuaReference? { setUpReferences.first }

    /// Reloads the module `name` scripts have required: runs its new text
    /// and swaps it in; its state (fields that are not functions) carries
    /// over, or its `migrate(old, new)` carries it. Calls already running
    /// finish on the old code. On failure the old version stays and the
    /// error names the file and line (for a module never required, the
    /// modules that were). The host must be opened with `reloadableModules`.
    @discardableResult
    public func reload(module name: String) throws(LuaError) -> LuaModuleReload {
        guard let reload = setUpReferences.last else {
            throw LuaError(kind: .runtime, message: "this host does not reload modules: open it with reloadableModules: true")
        }
        let outcome = try call(reload, [.string(name)], name: "reloading \(name)") { try $0.data(1) }
        if case .int(let generation)? = outcome?.fields["generation"] {
            let names = { (field: String) in
                (outcome?.fields[field]?.listItems ?? []).compactMap { item -> String? in
                    if case .string(let name) = item { return name }
                    return nil
                }
            }
            return LuaModuleReload(generation: Int(generation), keptFields: names("kept"), droppedFunctions: names("dropped"))
        }
        guard case .string(let message)? = outcome?.fields["error"] else {
            throw LuaError(kind: .runtime, message: "reloading \(name) gave no generation and no error")
        }
        throw LuaError(kind: .runtime, message: message)
    }
}
