/// What makes flows print the same bytes on every run, sandboxed or not
/// (`Determinism.lua`): `pairs` in a total order, `tostring` and `%s`
/// without addresses, a fixed random seed, and time read from the app's
/// virtual clock.
enum Determinism {
    /// The chunk, run once in every new host.
    static let setup = EmbeddedLua.determinism
    /// The seed `math.random` starts from in every session.
    static let seed: Int64 = 20_260_101
    /// What `os.time()` reads while the virtual clock is at 0: 2026-01-01 00:00:00 UTC.
    static let epoch: Int64 = 1_767_225_600
}
