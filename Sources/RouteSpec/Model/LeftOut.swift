/// A construct that could not be translated, where it is and why: listed in
/// the output, written as a comment where it would have gone, and an error
/// under `--strict`.
public struct LeftOut: Hashable, Sendable {
    public var location: SourceLocation
    /// Why, in words that name the construct ("a finder computed by a closure").
    public var reason: String

    public init(location: SourceLocation, reason: String) {
        self.location = location
        self.reason = reason
    }
}
