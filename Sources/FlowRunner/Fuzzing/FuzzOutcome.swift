import DeepLinks
import LuaBridge
import RouterCore

/// How one opening of a fuzzed link came out, as the fuzz report counts it.
public enum FuzzOutcome: Sendable, Equatable {
    /// It opened: a route took it and its navigation landed.
    case landed(route: String)
    /// The app said no, with a reason: its open-URL handler refused it, an
    /// interceptor refused the navigation, or one holds it (a login).
    case refused(String)
    /// No route takes it, or it is not a URL, with the reason.
    case unmatched(String)
    /// Anything else: code that failed (a converter, a context maker, an
    /// interceptor's own error), a navigation the app could not carry out,
    /// a redirect loop, a time limit. Always a surprise.
    case failed(kind: String, String)

    /// The outcome's class, as the report's columns and consistency checks compare it.
    public var label: String {
        switch self {
        case .landed(let route): return "landed on \(route)"
        case .refused: return "refused"
        case .unmatched: return "unmatched"
        case .failed(let kind, _): return "failed (\(kind))"
        }
    }

    /// What it said, in words.
    public var reason: String {
        switch self {
        case .landed(let route): return "opened by \(route)"
        case .refused(let why), .unmatched(let why), .failed(_, let why): return why
        }
    }

    /// Whether the app's state decides it: a refusal or a wait may rightly
    /// differ from one starting state to another.
    public var dependsOnState: Bool {
        if case .refused = self { return true }
        return false
    }
}

extension FuzzOutcome {
    /// What is wrong with this outcome of opening `link`, made from the
    /// route whose pattern is `own`; nil when nothing is. A failure always
    /// is; a URL its own route's pattern takes must land there or be refused.
    public func surprise(opening link: FuzzedLink, ownRoute own: String) -> String? {
        switch self {
        case .failed(let kind, let reason):
            return "\(kind == "timeout" ? "it ran past its time limit" : "it failed (\(kind))"): \(reason)"
        case .unmatched(let reason) where link.fitsItsRoute:
            return "its own route \(own) takes it, but it was left unmatched: \(reason)"
        case .landed(let route) where link.fitsItsRoute && route != own:
            return "its own route \(own) takes it, but \(route) opened it"
        default:
            return nil
        }
    }
}

extension FlowSession {
    /// How `opening` came out, for a fuzz run: a navigation an interceptor
    /// stopped, or one waiting for an interceptor, is a refusal; one that
    /// failed otherwise (an interceptor's own error included) is a failure.
    func fuzzOutcome(of opening: LinkOpening) -> FuzzOutcome {
        switch opening.status {
        case .opened:
            return .landed(route: opening.route ?? "?")
        case .pending:
            let waiter = opening.navigation.flatMap { waiting(navigation: $0) } ?? "an interceptor"
            return .refused("pending: waits for \(waiter)")
        case .failed(let failure):
            switch failure.kind {
            case .unmatched, .invalid: return .unmatched(failure.message)
            case .refused: return .refused(failure.message)
            case .navigation(let kind):
                // An interceptor's own error is a Lua error (its kind reads so); any other failed interceptor said no.
                if failedInLua(opening) { return .failed(kind: self.kind(of: opening), failure.message) }
                if failedStepKind(of: opening) == .interceptor { return .refused(failure.message) }
                return .failed(kind: kind, failure.message)
            default:
                return .failed(kind: failure.kind.rawValue, failure.message)
            }
        }
    }
}
