/// A navigation a flow left waiting for an interceptor and never read
/// (``FlowSession/unexaminedPendingNavigation``).
public struct UnreadPendingNavigation: Sendable, Equatable {
    /// Where the flow started it (`flow.lua:12`), when it did.
    public let location: String?
    /// "navigation 3 (open shop://orders) is still pending: Lua interceptor
    /// require_user (guards.lua:9) is waiting (route.wait_until at guards.lua:13)".
    public let text: String

    /// The failure of a `subject` ("test", "flow") that ended so, at
    /// ``location`` (else `fallback`): what is pending and how to mean it.
    public func failure(of subject: String, else fallback: String) -> String {
        "\(location ?? fallback): the \(subject) ended while \(text); it never read that navigation or link (expect(nav.pending) if it means to leave it waiting)"
    }
}
