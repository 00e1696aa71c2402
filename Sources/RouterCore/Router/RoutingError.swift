/// Why a navigation failed (RouteComposer's `RoutingError`), readable as a sentence.
public enum RoutingError: Error, CustomStringConvertible {
    /// An action needed a container of one type and found another.
    case typeMismatch(type: String, expectedType: String, Context)
    /// The configuration could not be carried out on the app as it is.
    case compositionFailed(Context)
    /// A screen that refuses to be dismissed is in the way.
    case cantBeDismissed(Context)
    /// No step found a node to start from, or the start went away.
    case initialController(InitialControllerErrorState, Context)
    /// Anything else, such as a failing interceptor.
    case generic(Context)

    /// Why no starting node was available.
    public enum InitialControllerErrorState: String, Sendable {
        case notFound = "not found"
        case deallocated = "deallocated"

        /// The state as flows and reports name it: `not_found`, `deallocated`.
        public var name: String { self == .notFound ? "not_found" : "deallocated" }
    }

    /// What happened, and the error underneath, if any.
    public struct Context: Sendable, CustomStringConvertible {
        public let debugDescription: String
        public let underlyingError: (any Error)?

        public init(_ debugDescription: String, underlyingError: (any Error)? = nil) {
            self.debugDescription = debugDescription
            self.underlyingError = underlyingError
        }

        public var description: String {
            let text = debugDescription.isEmpty ? "No valuable information provided" : debugDescription
            guard let underlyingError else { return text }
            return "\(text): \(underlyingError)"
        }
    }

    /// A short name of the case, for assertions ("type_mismatch", "composition_failed"…).
    public var kind: String {
        switch self {
        case .typeMismatch: return "type_mismatch"
        case .compositionFailed: return "composition_failed"
        case .cantBeDismissed: return "cant_be_dismissed"
        case .initialController: return "initial_controller"
        case .generic: return "generic"
        }
    }

    /// Every ``kind``, in declaration order.
    public static let kinds = ["type_mismatch", "composition_failed", "cant_be_dismissed", "initial_controller", "generic"]

    /// The context of the error.
    public var context: Context {
        switch self {
        case .typeMismatch(_, _, let c), .compositionFailed(let c), .cantBeDismissed(let c),
            .initialController(_, let c), .generic(let c):
            return c
        }
    }

    public var description: String {
        switch self {
        case let .typeMismatch(type, expected, context):
            return "type mismatch: found \(type) where \(expected) was expected (\(context))"
        case .compositionFailed(let context): return "composition failed: \(context)"
        case .cantBeDismissed(let context): return "can't be dismissed: \(context)"
        case let .initialController(state, context): return "initial controller \(state.rawValue): \(context)"
        case .generic(let context): return "\(context)"
        }
    }
}
