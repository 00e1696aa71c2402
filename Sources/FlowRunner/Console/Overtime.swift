import Foundation
import LuaKit

/// What ends a single command (`run`, `open`, `explain`, `tree`, `graph`,
/// `repl`) whose flow stays stuck past its time limit where the budget's
/// hook cannot stop it (a finalizer, a `__close` handler, a C function that
/// never returns): a message naming where the flow was, and exit status 3.
public enum Overtime {
    /// Seconds past the time limit before flowrun ends itself.
    public static let grace = 1.0

    /// Installs the handler: `subject` is what ran ("the flow", the REPL's
    /// "the line"), `ending` what flowrun did about it (the REPL says its
    /// session is lost).
    public static func install(subject: String = "the flow", ending: String = "flowrun ended it") {
        LuaWatchdog.onOvertime(grace: grace) { stuck in
            let place = stuck.location.map { $0 + ": " } ?? ""
            let limit = LuaHost.seconds(stuck.budget)
            let what = stuck.whileClosing ? "\(subject)'s finalizers took longer than \(limit) as the session closed" : "\(subject) took longer than \(limit)"
            let message = "error: \(place)\(what), stuck where the time limit cannot stop it "
                + "(a finalizer, a __close handler or a C function that does not return): \(ending)\n"
            _ = message.withCString { write(STDERR_FILENO, $0, strlen($0)) }
            _exit(ExitStatus.timedOut.rawValue)
        }
    }
}
