import LuaKit
import RouterCore

/// The recent navigations of a session: a ring of the last ``kept``, and
/// the one left waiting for an interceptor, if any.
final class NavigationLog: Snapshotting, RewindableObject {
    /// How many finished navigations keep their results for the flow to read.
    static let kept = 64

    /// How many navigations have started (to tell which trace is the last).
    private(set) var count = 0
    /// Navigation `n` at `n % kept`.
    private var ring = [NavigationRecord?](repeating: nil, count: NavigationLog.kept)
    /// The flow's navigation left waiting for an interceptor (one at a time).
    var pending: Int?
    /// Post task errors of navigations that finished after their `navigate`
    /// returned, for the action that finished them to throw, oldest first.
    var latePostTaskErrors: [LuaError] = []
    /// The flow's navigations and link openings that failed, in the order
    /// they did (the first ``kept``): one the flow never read fails it at the end.
    private(set) var failures: [FailedAttempt] = []

    /// The log as it is, for ``restore(_:)``.
    struct Snapshot {
        fileprivate let count: Int
        fileprivate let ring: [NavigationRecord?]
        fileprivate let pending: Int?
        fileprivate let latePostTaskErrors: [LuaError]
        fileprivate let failures: [FailedAttempt]
    }

    func snapshot() -> Snapshot {
        Snapshot(count: count, ring: ring, pending: pending, latePostTaskErrors: latePostTaskErrors, failures: failures)
    }

    func restore(_ snapshot: Snapshot) {
        count = snapshot.count
        ring = snapshot.ring
        pending = snapshot.pending
        latePostTaskErrors = snapshot.latePostTaskErrors
        failures = snapshot.failures
    }

    /// Keeps a failure for the flow to read, while fewer than ``kept`` are.
    func failed(_ attempt: FailedAttempt) {
        if failures.count < Self.kept { failures.append(attempt) }
    }

    /// Notes that the flow read link opening `number`.
    func read(opening number: Int) {
        if let index = failures.firstIndex(where: { $0.opening == number }) { failures[index].openingRead = true }
    }

    /// The first failure the flow never read.
    var firstUnread: UnreadNavigation? { failures.first { !$0.isRead }?.unread }

    /// A record for a new navigation, numbered after the last.
    func begin() -> NavigationRecord {
        count += 1
        let record = NavigationRecord(number: count)
        ring[count % Self.kept] = record
        return record
    }

    /// Navigation `number`, while it is among the recent ones.
    func record(_ number: Int) -> NavigationRecord? {
        guard number >= 1, let record = ring[number % Self.kept], record.number == number else { return nil }
        return record
    }

    /// The recent navigations still unfinished, oldest first.
    var unfinished: [NavigationRecord] {
        ring.compactMap { $0 }.filter { $0.result == nil }.sorted { $0.number < $1.number }
    }

    /// The pending navigation, while it has not ended.
    var waiting: Int? { pending.flatMap { record($0)?.result == nil ? $0 : nil } }
}
