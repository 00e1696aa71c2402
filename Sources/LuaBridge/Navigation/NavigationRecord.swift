import DeepLinks
import LuaKit
import RouterCore

/// What the flow can ask about one navigation: pending, or how it ended.
final class NavigationRecord {
    let number: Int
    var result: RoutingResult?
    var failedStep: String?
    /// What kind of entry of the trace failed first (an interceptor's refusal, a step's search…).
    var failedStepKind: NavigationTrace.Entry.Kind?
    /// The Lua traceback behind a failure, when Lua code failed.
    var traceback: String?
    /// The error of a post task it ran: post tasks cannot fail a navigation,
    /// so the action that finished it throws this instead.
    var postTaskError: LuaError?
    /// The routing trace, kept when every navigation's is (``FlowSession/tracesEveryNavigation``).
    var trace: NavigationTrace?
    /// Its trace as it grows, while it runs or waits (when the router traces).
    var liveTrace: NavigationTraceSource?
    /// Its trace: kept when it finished, else as far as it has got.
    var currentTrace: NavigationTrace? { trace ?? liveTrace?.trace }
    /// What asked for it ("open shop://cart"), if not the flow's own navigate.
    var label: String?
    /// Where the flow started it (`flow.lua:12`), when it did.
    var location: String?
    /// Whether it failed in its synchronous phase (RouteComposer's `navigate`
    /// throwing): a finder, a `prepare` or the dismissibility check refused
    /// before anything changed.
    var failedSynchronously = false
    /// Whether the flow has read how it stands (its navigation or link object's fields).
    var examined = false

    /// How the journal names it: the label, then the router's words for it
    /// (its trace's request, when traced).
    /// How messages name it: "navigation 3", or "navigation 3 (open shop://orders)".
    var name: String { label.map { "navigation \(number) (\($0))" } ?? "navigation \(number)" }

    func journalName(_ request: String?) -> String {
        let request = request ?? "navigation \(number)"
        return label.map { "\($0): \(request)" } ?? request
    }

    init(number: Int) { self.number = number }

    /// How the failure of a navigation the flow never read reads, once it has failed.
    var unreadFailure: UnreadNavigation? {
        guard case .failure(let failure)? = result, let kind = failureKind else { return nil }
        if let cause = Self.codeFailures[kind] {
            return .failed("\(name) failed by \(cause) (\(failure))", inCode: kind, held: "nav", at: location)
        }
        let shown = kind == "generic" ? "" : "\(kind): "
        return .failed("\(name) failed (\(shown)\(failure))", held: "nav", at: location)
    }

    /// The kind of a navigation that failed by an error Lua code raised (an
    /// interceptor's, a task's, a finder's): a bug, not a refusal.
    static let luaErrorKind = "lua_error"

    /// The failure kinds that mean the flow's own code broke, not that the
    /// app refused, with what broke: `expect_failure` without a kind does
    /// not take them, and one left unread says so.
    static let codeFailures: [String: String] = [
        luaErrorKind: "an error in its Lua code",
        LinkFailureKind.handler.rawValue: "an error or a bad return value of the app's open-URL handler",
        LinkFailureKind.converter.rawValue: "an error a link parameter's converter raised",
        LinkFailureKind.context.rawValue: "an error the route's make_context raised",
    ]

    /// Every kind a failed navigation or link opening reads as in Lua.
    static let failureKinds = LinkFailureKind.names + [luaErrorKind]

    /// Its failure's kind as the flow reads it: ``luaErrorKind`` when Lua code raised it.
    var failureKind: String? {
        guard case .failure(let failure)? = result else { return nil }
        return failure.luaError?.kind == .runtime ? Self.luaErrorKind : failure.kind
    }

    /// Whether a failure of `kind` is one of the flow's own code (``codeFailures``), not a refusal.
    static func isCodeFailure(_ kind: String?) -> Bool { kind.map { codeFailures[$0] != nil } ?? false }
}
