/// The Lua half of the runner: `test`, `group`, `fixture` and their
/// variants. Running a flow file's top level declares its tests; the runner
/// then reads the list (`list`) and runs one of them (`run`) in the same
/// fresh session. Chunks named `=[…]` are flowrun's own (error positions skip them).
enum TestAPI {
    static let chunkName = "=[flowrun tests]"

    static let source = EmbeddedLua.testAPI

    /// `Lua/Matrix.lua`: a test's matrix read into its cases, loaded by the test API.
    static let matrixSource = EmbeddedLua.matrix
    static let matrixChunkName = "=[flowrun matrix]"
}
