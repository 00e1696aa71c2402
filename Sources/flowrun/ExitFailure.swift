import ArgumentParser
import FlowRunner
import Foundation
import LuaBridge

/// flowrun's exit codes.
enum ExitStatus: Int32 {
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
    static func of(_ interruption: Interruption) -> ExitStatus { interruption.signal == SIGTERM ? .terminated : .interrupted }
}

/// Notes and warnings: to standard error, so that what a command prints
/// on standard output (a tree, a report) stays clean.
enum StandardError {
    /// Writes `line` and a newline, its control characters written out but
    /// for newlines and tabs (the message may quote a flow's text).
    static func say(_ line: String) { sayComposed(line.visibleLines) }

    /// Writes `line` and a newline as it is: text flowrun composed, colours
    /// included, whose every piece a flow controls is visible already.
    static func sayComposed(_ line: String) { FileHandle.standardError.write(Data((line + "\n").utf8)) }
}

/// Ends the command with a message on standard error and an exit code.
struct ExitFailure: Error, CustomStringConvertible {
    let code: ExitStatus
    let message: String

    var description: String { message }
}

extension FlowrunCommand {
    /// Runs the command `arguments` give, mapping failures to flowrun's exit codes
    /// (argument-parser's own usage errors exit with 64; flowrun reports them as 2).
    static func run(_ arguments: [String]) -> Never {
        Overtime.install()
        do {
            var command = try parseAsRoot(arguments)
            try command.run()
            Foundation.exit(0)
        } catch let failure as ExitFailure {
            if !failure.message.isEmpty { StandardError.say(failure.message) }
            Foundation.exit(failure.code.rawValue)
        } catch {
            let code = exitCode(for: error)
            if code == .success {
                print(fullMessage(for: error))
                Foundation.exit(0)
            }
            StandardError.say(fullMessage(for: error))
            Foundation.exit(ExitStatus.scriptError.rawValue)
        }
    }
}
