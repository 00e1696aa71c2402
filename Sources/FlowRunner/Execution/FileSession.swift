import LuaBridge
import RouterCore

/// A session with a flow file's app definition and top level run: what
/// each test of that file starts from. The session that collected a file's
/// tests runs the first of them as it is; it keeps a checkpoint of that
/// state, when it can, and goes back to it before each further test, so a
/// test costs its own work rather than the app definition again
/// (`flowrun.shop_cpu_ms_per_test`). A test sees exactly what a fresh
/// session would show it: the app, the router, the links, the Lua state
/// and what the app definition printed are all put back. A session with
/// the sandbox lifted is not rewound (its flows may hold processes and
/// files a rewind cannot take back); nor is one whose top level left a
/// file open or a navigation waiting (see ``FlowSession/checkpoint()``).
final class FileSession {
    let file: FlowFile
    let launched: AppLauncher.Launched
    let output: OutputCapture
    private let printed: OutputCapture.Mark
    /// Whether the state is the one the top level left (no test ran since).
    private var isFresh = true
    /// Why the session keeps no checkpoint, so that each test of the file
    /// loads it again (said once, with the file's first test); nil when it
    /// keeps one, or need not (a session of one test, or the sandbox lifted).
    let checkpointRefusal: String?
    /// The app as each of its tests finds it (taken by the first: the others find it rewound to the same).
    private(set) lazy var startPicture = TreePicture(launched.session.tree)

    /// A file's session; when `rewindable`, it keeps a checkpoint (if its
    /// session can) to run more than one test of the file's `tests`.
    init(file: FlowFile, launched: AppLauncher.Launched, output: OutputCapture, rewindable: Bool = true, tests: Int = 2) {
        self.file = file
        self.launched = launched
        self.output = output
        printed = output.mark
        var refusal: String?
        if rewindable, !launched.session.checkpoint(), tests > 1, !launched.session.host.sandbox.isUnsafe {
            refusal = launched.session.checkpointObstacle ?? "the state could not be copied"
        }
        checkpointRefusal = refusal
    }

    /// Whether it has run its test and cannot go back for another.
    var isSpent: Bool { !isFresh && !launched.session.hasCheckpoint }

    /// Readies the session for a test: true when it is as the top level
    /// left it (never used, or rewound to that), false when it cannot be.
    func takeForTest() -> Bool {
        if isFresh {
            isFresh = false
            return true
        }
        guard launched.session.rewind() else { return false }
        output.restore(printed)
        return true
    }
}
