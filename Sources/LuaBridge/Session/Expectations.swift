/// The flow's assertions, in Lua: each one journals itself as a step and,
/// when it fails, raises an error at the flow's line saying what was
/// expected and what was found (a line diff for trees). Built on the public
/// `app` API and a few bindings (`journal_expectation`, `text_diff`), over
/// `Differences.lua` (how values print, and where two first differ).
enum Expectations {
    static let chunkName = "=[flowrun expectations]"

    static let source = EmbeddedLua.expectations

    /// The chunk the expectations are given, and call with the bindings.
    static let differencesChunkName = "=[flowrun differences]"
    static let differencesSource = EmbeddedLua.differences
}
