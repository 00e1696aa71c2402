import RouterCore

/// A URL made from a route's pattern to probe a link table: the route's
/// valid form, or one thing varied (a parameter at an edge, a segment
/// misspelt, a query key added…).
public struct FuzzedLink: Sendable, Equatable {
    /// The URL, as a user would tap it.
    public let url: String
    /// The route (its place in the table, from 0) whose pattern it was made from.
    public let route: Int
    /// What it varies, in words: "the valid form", ":id at 0", "a trailing slash"…
    public let variant: String
    /// Whether the route's own pattern takes it: opened, it should land there
    /// (or be refused with a reason); else any route may take it, or none.
    public let fitsItsRoute: Bool

    public init(url: String, route: Int, variant: String, fitsItsRoute: Bool) {
        self.url = url
        self.route = route
        self.variant = variant
        self.fitsItsRoute = fitsItsRoute
    }
}
