import DynamicValue
import RouterCore

/// An app's deep-link table: URL patterns, each leading to a destination with
/// the context its parameters make, and how many redirects one opening may
/// go through. A class, so that routes added after the app took the table
/// are the ones its links open with.
public final class DeepLinkTable {
    public typealias Target = DeepLinkTarget

    /// The routes, their precedence, converters and lint.
    public var routes = URLRouteTable<DeepLinkTarget>()
    /// How many redirects one opening may go through before it is stopped.
    public var redirectLimit = 5

    public init() {}

    /// The routes and the redirect limit, for ``restore(_:)``.
    public struct Snapshot {
        fileprivate let routes: URLRouteTable<DeepLinkTarget>
        fileprivate let redirectLimit: Int
    }

    /// The table as it is now.
    public func snapshot() -> Snapshot { Snapshot(routes: routes, redirectLimit: redirectLimit) }

    /// Puts the routes and the redirect limit back as `snapshot` found them.
    public func restore(_ snapshot: Snapshot) {
        routes = snapshot.routes
        redirectLimit = snapshot.redirectLimit
    }
}

/// What a deep-link route leads to: a destination, and how the URL's
/// parameters become its context.
public struct DeepLinkTarget {
    public let destination: DestinationStep
    /// Makes the context from the parameters; without it the context is the
    /// parameters themselves (a ``Value`` with a field per parameter).
    public let makeContext: ((Value) throws -> Value?)?
    /// How a failure of ``makeContext`` names it ("the make_context of
    /// shop://product/:id"); by default "the context maker of" the pattern.
    public let contextMakerName: String?

    public init(destination: DestinationStep, makeContext: ((Value) throws -> Value?)? = nil, contextMakerName: String? = nil) {
        self.destination = destination
        self.makeContext = makeContext
        self.contextMakerName = contextMakerName
    }
}
