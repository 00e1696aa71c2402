import RouterCore

/// Why the opening of a link failed. The raw values are the names the Lua
/// API and the reports use (`no_links`, `redirect_loop`…).
public enum LinkFailureKind: Sendable, Hashable, RawRepresentable, CustomStringConvertible {
    /// The URL does not parse.
    case invalid
    /// No route of the table matches it.
    case unmatched
    /// A custom parameter type's converter failed.
    case converter
    /// The route's context maker failed.
    case context
    /// The opener has no link table.
    case noLinks
    /// Another navigation runs, or waits for an interceptor.
    case busy
    /// The app's open-URL handler refused the link.
    case refused
    /// The app's open-URL handler failed.
    case handler
    /// A redirect came back to a URL already in the chain.
    case redirectLoop
    /// The chain went past the table's redirect limit.
    case tooManyRedirects
    /// The navigation failed: the ``RoutingError/kind`` of its error
    /// (`generic`, `composition_failed`…).
    case navigation(String)

    public init(rawValue: String) {
        switch rawValue {
        case "invalid": self = .invalid
        case "unmatched": self = .unmatched
        case "converter": self = .converter
        case "context": self = .context
        case "no_links": self = .noLinks
        case "busy": self = .busy
        case "refused": self = .refused
        case "handler": self = .handler
        case "redirect_loop": self = .redirectLoop
        case "too_many_redirects": self = .tooManyRedirects
        default: self = .navigation(rawValue)
        }
    }

    public var rawValue: String {
        switch self {
        case .invalid: return "invalid"
        case .unmatched: return "unmatched"
        case .converter: return "converter"
        case .context: return "context"
        case .noLinks: return "no_links"
        case .busy: return "busy"
        case .refused: return "refused"
        case .handler: return "handler"
        case .redirectLoop: return "redirect_loop"
        case .tooManyRedirects: return "too_many_redirects"
        case .navigation(let kind): return kind
        }
    }

    public var description: String { rawValue }

    /// The kinds of a link's own failures, before any navigation.
    public static let linkKinds: [LinkFailureKind] = [.invalid, .unmatched, .converter, .context, .noLinks, .busy, .refused, .handler, .redirectLoop, .tooManyRedirects]

    /// Every kind a failed opening can have: the link's own, then a navigation's.
    public static var names: [String] { linkKinds.map(\.rawValue) + RoutingError.kinds }
}

/// A failed opening: its kind and what went wrong, in words.
public struct LinkFailure: Error, Sendable, Hashable, CustomStringConvertible {
    public let kind: LinkFailureKind
    public let message: String

    public init(_ kind: LinkFailureKind, _ message: String) {
        self.kind = kind
        self.message = message
    }

    public var description: String { message }
}
