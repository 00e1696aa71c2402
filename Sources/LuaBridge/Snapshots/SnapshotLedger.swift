/// The fresh snapshots a session's flows gave texts to (see
/// ``FreshSnapshot``), each distinct pair once, in order; a runner takes
/// them after each test (``FlowSession/takeFreshSnapshots()``).
final class SnapshotLedger {
    private(set) var given: [FreshSnapshot] = []

    /// Notes `fresh`; returns false, noting nothing, when this ledger holds
    /// another text for the same file (a flow giving one snapshot two
    /// texts fails there, at its line: the run has one text to judge).
    func give(_ fresh: FreshSnapshot) -> Bool {
        if given.contains(fresh) { return true }
        guard !given.contains(where: { $0.file == fresh.file }) else { return false }
        given.append(fresh)
        return true
    }

    /// What the ledger holds, leaving it empty.
    func take() -> [FreshSnapshot] {
        defer { given = [] }
        return given
    }
}

extension FlowSession {
    /// The fresh snapshots the session's flows gave texts to since the last
    /// call, leaving none: a runner takes them before and after each test.
    public func takeFreshSnapshots() -> [FreshSnapshot] { snapshotLedger.take() }
}
