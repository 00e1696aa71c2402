import LuaBridge

/// Where a test's own function began in its session's journal, counted with
/// the steps dropped from its front: the steps a fixture, a `before_each` or
/// a starting state made are not the test's checks; those of its function
/// and its `after_each` are.
final class BodySteps {
    private var start: Int?

    /// Records the journal's length as the function starts.
    func mark(_ length: Int) { start = length }

    /// The steps since the mark still in `session`'s journal; none when the
    /// function never started.
    func steps(of session: FlowSession) -> ArraySlice<FlowStep> {
        guard let start else { return [] }
        let journal = session.journal
        return journal[min(journal.count, max(0, start - session.droppedSteps))...]
    }
}
