/// What a worker does for a test: load the test's file first, when it has
/// not (its app definition and top level), then run the test. Each has a
/// time limit of its own: a test's covers the test alone.
enum RunPhase: Sendable {
    case loading, testing
}
