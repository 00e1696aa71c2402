import LuaKit

/// What a coroutine driven from Swift (an interceptor) waits for. The
/// prelude asks a binding for one (`route.wait`, `route.wait_until`,
/// `route.redirect`) and yields the token it returns.
enum WaitRequest {
    /// Resume after this many seconds of virtual time.
    case delay(Double)
    /// Resume once this Lua function returns true (checked after each action of the flow).
    case until(LuaReference)
    /// Open this URL first (a redirect of the link being opened) and resume
    /// with that opening's number.
    case redirect(String)

    /// What the flow called to ask for it.
    var call: String {
        switch self {
        case .delay(let seconds): return "route.wait(\(seconds))"
        case .until: return "route.wait_until"
        case .redirect(let url): return "route.redirect(\(url.excerpt(limit: 80)))"
        }
    }

    /// The longest wait a flow may ask for, in seconds (about 31 years): the
    /// virtual clock's arithmetic stays finite and exact enough.
    static let longestDelay: Double = 1e9
}
