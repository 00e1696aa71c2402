import LuaKit

/// The Lua half of the flow API: RouteComposer's vocabulary in Lua's idiom
/// (snake_case, option tables), over the positional Swift bindings it
/// receives. Option tables are unpacked here, in Lua, so the Swift side only
/// ever reads plain values.
///
/// `Prelude.lua` loads the modules of `Lua/Prelude/`, each a chunk of its
/// own, in the order of ``modules``. Chunks named `=[…]` are flowrun's own:
/// error positions skip them and point at the user's line instead.
enum Prelude {
    static let chunkName = "=[flowrun]"

    static let source = EmbeddedLua.prelude

    /// The modules, in load order: each builds on the kernel and the ones before it.
    static let modules: [(chunkName: String, source: String)] = [
        ("=[flowrun kernel]", EmbeddedLua.kernel),
        ("=[flowrun options]", EmbeddedLua.options),
        ("=[flowrun nodes]", EmbeddedLua.nodes),
        ("=[flowrun app]", EmbeddedLua.app),
        ("=[flowrun commands]", EmbeddedLua.commands),
        ("=[flowrun steps]", EmbeddedLua.steps),
        ("=[flowrun route]", EmbeddedLua.route),
        ("=[flowrun router]", EmbeddedLua.router),
        ("=[flowrun links]", EmbeddedLua.links),
        ("=[flowrun host]", EmbeddedLua.host),
        ("=[flowrun environment]", EmbeddedLua.environment),
        ("=[flowrun exports]", EmbeddedLua.exports),
    ]

    /// Loads the prelude into `host` over `bindings` (a reference to their table).
    static func load(into host: LuaHost, bindings: LuaValue) throws(LuaError) {
        var chunks: [LuaValue] = []
        for module in modules { chunks.append(.reference(try host.loadBuiltIn(module.source, chunkName: module.chunkName))) }
        try host.call(
            try host.loadBuiltIn(source, chunkName: chunkName),
            [bindings, host.reloadableModules.map(LuaValue.reference) ?? .nil, .list(chunks)])
    }
}
