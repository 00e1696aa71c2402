import Formats
import Foundation
import RouterCore
import Synchronization

/// Where the Lua warnings of a run's sessions go (`warn(...)`, errors in
/// finalizers, a link table's lint): each distinct one once, however many
/// tests build the same app, and safely from parallel workers.
public final class WarningLog: Sendable {
    private let seen = Mutex<Set<String>>([])
    /// The distinct messages passed on since the run began, in order.
    private let passed = Mutex<[String]>([])
    private let sink: @Sendable (String) -> Void

    /// A log writing to `sink`; by default standard error, as `lua warning: …`.
    public init(sink: @escaping @Sendable (String) -> Void = { message in
        FileHandle.standardError.write(Data("lua warning: \(message.visibleLines)\n".utf8))
    }) {
        self.sink = sink
    }

    /// Passes every message on again, as if none had been: a worker process
    /// forgets at each request, so each test's warnings reach the
    /// supervisor with its answer, whichever worker ran it before.
    public func forget() {
        seen.withLock { $0.removeAll() }
    }

    /// Passes `message` on, unless it was already.
    public func report(_ message: String) {
        guard seen.withLock({ $0.insert(message).inserted }) else { return }
        passed.withLock { $0.append(message) }
        sink(message)
    }

    /// Starts a run (a re-run of `flowrun watch` too): every message is
    /// passed on again, and counted for this run (see ``take()``).
    public func beginRun() {
        forget()
        passed.withLock { $0.removeAll() }
    }

    /// The distinct messages passed on since ``beginRun()``, in order: the
    /// run-wide warnings a summary counts and `--strict` fails a run for.
    public func take() -> [String] { passed.withLock { $0 } }

}
