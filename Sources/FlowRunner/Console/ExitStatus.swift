import Foundation
import LuaBridge

/// flowrun's exit codes.
public enum ExitStatus: Int32, Sendable {
    /// A flow failed: an expectation or a Lua error.
    case flowFailed = 1
    /// A flow could not run: usage, a missing file, a syntax error.
    case scriptError = 2
    /// A flow ran longer than its time limit (`--timeout`).
    case timedOut = 3
    /// `flowrun test` ran no test: the files declare none, or the selection chose none.
    case nothingRan = 4
    /// `flowrun test` (or `coverage merge`) covered less than `--coverage-min` asks (the tests themselves passed).
    case coverageBelowMinimum = 5
    /// `flowrun test` was stopped by SIGINT (Ctrl-C), after writing its reports: 128 + 2, as a shell shows it.
    case interrupted = 130
    /// `flowrun test` was stopped by SIGTERM, after writing its reports: 128 + 15.
    case terminated = 143
}

extension ExitStatus {
    /// `timedOut` for an error that is the time limit's, else `other`.
    static func of(_ error: FlowError, else other: ExitStatus) -> ExitStatus { error.isTimeout ? .timedOut : other }

    /// The status of a run `interruption` stopped.
    public static func of(_ interruption: Interruption) -> ExitStatus { interruption.signal == SIGTERM ? .terminated : .interrupted }
}
