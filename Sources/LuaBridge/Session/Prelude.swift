/// The Lua half of the flow API: RouteComposer's vocabulary in Lua's idiom
/// (snake_case, option tables), over the positional Swift bindings it
/// receives as its argument. Option tables are unpacked here, in Lua, so the
/// Swift side only ever reads plain values.
///
/// Chunks named `=[…]` are flowrun's own: error positions skip them and
/// point at the user's line instead.
enum Prelude {
    static let chunkName = "=[flowrun]"

    static let source = EmbeddedLua.prelude
}
