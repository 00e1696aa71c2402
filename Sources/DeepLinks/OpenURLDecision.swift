import RouterCore

/// What the app's open-URL handler says of a link, asked before the table
/// (see ``DeepLinkOpener/openURLHandler``).
public enum OpenURLDecision: Sendable, Equatable {
    /// Open the link as it is.
    case open
    /// Open this URL instead (the link rewritten).
    case openInstead(String)
    /// Do not open it, for this reason (nil: "the app's open-URL handler refused it").
    case refuse(String?)
    /// The handler itself failed; the message says how.
    case failed(String)
}
