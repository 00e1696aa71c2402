import LuaBridge

/// Where a test's own function began and ended in its session's journal,
/// counted with the steps dropped from its front: the steps a fixture, a
/// `before_each` or a starting state made are not the test's checks.
final class BodySteps {
    private var start: Int?
    private var end: Int?

    /// Records the journal's length as the function starts, then as it returns.
    func mark(_ length: Int) {
        if start == nil { start = length } else { end = length }
    }

    /// The steps between the marks still in `session`'s journal; none when
    /// the function never started.
    func steps(of session: FlowSession) -> ArraySlice<FlowStep> {
        guard let start else { return [] }
        let journal = session.journal, dropped = session.droppedSteps
        let lower = min(journal.count, max(0, start - dropped))
        let upper = max(lower, min(journal.count, (end ?? journal.count + dropped) - dropped))
        return journal[lower..<upper]
    }
}
