import LuaBridge
import LuaKit
import Synchronization

/// The templates sessions are launched from, per sandbox: each test's
/// session starts as a copy of one (`flowrun.host_start_us`,
/// `flowrun.shop_cpu_ms_per_test`). A template can be copied only while
/// no other session lives in its place, so a process that keeps several
/// sessions at once (parallel tests in one process, a REPL beside a run)
/// gets a few, and sets up the rest afresh.
final class LaunchTemplates: Sendable {
    static let shared = LaunchTemplates()
    /// Templates kept per sandbox at most: one per place a copy can live in.
    static let most = LuaHostTemplate.placesPerProcess

    private let kept = Mutex<[Sandbox: [FlowSessionTemplate]]>([:])

    func templates(for sandbox: Sandbox) -> [FlowSessionTemplate] {
        kept.withLock { $0[sandbox] ?? [] }
    }

    func hasRoom(for sandbox: Sandbox) -> Bool {
        kept.withLock { ($0[sandbox]?.count ?? 0) < Self.most }
    }

    func keep(_ template: FlowSessionTemplate, for sandbox: Sandbox) {
        kept.withLock { kept in
            if (kept[sandbox]?.count ?? 0) < Self.most { kept[sandbox, default: []].append(template) }
        }
    }
}
