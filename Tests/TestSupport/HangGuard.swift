import Foundation

/// The tests' one safety net against a hang: it asks again and again, and
/// gives up only after ten minutes at least, so that a broken product fails
/// its test instead of hanging the suite, on a machine however busy.
///
/// It counts its pauses and never reads a clock, so no test can measure
/// time with it: how long something takes is `scripts/bench`'s job, never a
/// test's. `NoTimedAssertionTests` fails on any other clock read in `Tests/`.
///
/// ```swift
/// let host = try HangGuard.first("a free template place") { … }
/// #expect(HangGuard.waitUntil { !worker.isAlive }, "the worker never ended")
/// ```
public enum HangGuard {
    /// Seconds between two askings.
    static let pause = 0.01
    /// How often it asks: with the pauses alone, ten minutes.
    static let askings = 60_000
    /// How long it waits at least, for failure messages.
    public static let patience = "10 minutes"

    /// The time limit, in seconds, of Lua code in tests that are not about
    /// time limits: far beyond what any of their flows needs on a machine
    /// however busy, so that only a hang reaches it (before the guard gives up).
    public static let timeLimit: Double = 300
    /// ``timeLimit`` as flowrun's option.
    public static let timeoutOption = ["--timeout", "300"]

    /// What the guard says when `what` never came.
    public struct GaveUp: Error, CustomStringConvertible {
        public let description: String
    }

    /// The first value `attempt` gives, asked again after a pause each time it
    /// gives nil; nil when it gave none before the guard gave up.
    public static func poll<Value>(_ attempt: () throws -> Value?) rethrows -> Value? {
        for _ in 0..<askings {
            if let value = try attempt() { return value }
            Thread.sleep(forTimeInterval: pause)
        }
        return nil
    }

    /// The first value `attempt` gives; GaveUp, naming `what`, when none came.
    public static func first<Value>(_ what: String, _ attempt: () throws -> Value?) throws -> Value {
        guard let value = try poll(attempt) else { throw GaveUp(description: "\(what): none came in \(patience), so the test had hung") }
        return value
    }

    /// Whether `condition` came to hold before the guard gave up.
    public static func waitUntil(_ condition: () throws -> Bool) rethrows -> Bool {
        try poll { try condition() ? true : nil } ?? false
    }
}
