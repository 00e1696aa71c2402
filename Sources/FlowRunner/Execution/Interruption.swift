import CProcess
import Glibc

/// A run stopped from outside by SIGINT (Ctrl-C) or SIGTERM (a CI job
/// cancelled). Once ``catchSignals()`` is called, neither signal ends the
/// process: a running ``SuiteRunner`` stops its workers, marks the tests
/// that did not finish as interrupted and returns, so that the caller
/// writes its reports and exits with ``exitCode``. A second signal ends the
/// process at once.
///
/// ```swift
/// Interruption.catchSignals()
/// let run = runner.run(files)
/// if let interruption = run.interruption { exit(interruption.exitCode) }
/// ```
public struct Interruption: Sendable, Equatable {
    /// The signal's number.
    public let signal: Int32

    public init(signal: Int32) { self.signal = signal }

    /// "SIGINT", "SIGTERM".
    public var name: String {
        switch signal {
        case SIGINT: "SIGINT"
        case SIGTERM: "SIGTERM"
        default: "signal \(signal)"
        }
    }

    /// What a shell shows for a process the signal ended: 128 plus its
    /// number (130 for SIGINT, 143 for SIGTERM).
    public var exitCode: Int32 { 128 + signal }

    /// Starts catching SIGINT and SIGTERM for the rest of the process (see the type's description).
    public static func catchSignals() { _ = cprocess_catch_interrupts() }

    /// The signal caught so far, if any.
    public static var caught: Interruption? {
        let signal = cprocess_interrupt_signal()
        return signal == 0 ? nil : Interruption(signal: signal)
    }

    /// A descriptor readable once a signal was caught, and from then on: a
    /// wait polls it beside what it waits on. -1 (which poll skips) while
    /// signals are not caught.
    static var descriptor: Int32 { cprocess_interrupt_descriptor() }

    /// The signal caught, waiting up to `seconds` for one when none was
    /// yet: a worker ended by the same signal (Ctrl-C reaches the whole
    /// process group) may be seen to die before this process's handler ran.
    static func caught(within seconds: Double) -> Interruption? {
        guard caught == nil, descriptor >= 0 else { return caught }
        var ready = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        _ = poll(&ready, 1, Int32(seconds * 1000))
        return caught
    }
}
