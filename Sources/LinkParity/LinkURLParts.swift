import DeepLinks

/// A URL split as the platforms read it, its parts as written (no case
/// folded, nothing decoded): each platform compares them its own way.
struct LinkURLParts: Sendable {
    let text: String
    let scheme: String
    /// nil when the URL has no authority (`myapp:path`).
    let host: String?
    let port: Int?
    /// As written, possibly empty.
    let path: String
    /// After `?`, nil when there is no `?`.
    let query: String?
    /// After `#`, nil when there is no `#`.
    let fragment: String?

    /// nil when `text` has no scheme.
    init?(_ text: String) {
        self.text = text
        var rest = Substring(text)
        if let hash = rest.firstIndex(of: "#") {
            fragment = String(rest[rest.index(after: hash)...])
            rest = rest[..<hash]
        } else {
            fragment = nil
        }
        guard let colon = rest.firstIndex(of: ":"), colon > rest.startIndex,
              rest[..<colon].allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "+-.".contains($0)) }),
              rest.first?.isLetter == true
        else { return nil }
        scheme = String(rest[..<colon])
        rest = rest[rest.index(after: colon)...]
        if let question = rest.firstIndex(of: "?") {
            query = String(rest[rest.index(after: question)...])
            rest = rest[..<question]
        } else {
            query = nil
        }
        if rest.hasPrefix("//") {
            rest = rest.dropFirst(2)
            let slash = rest.firstIndex(of: "/") ?? rest.endIndex
            var authority = rest[..<slash]
            if let at = authority.lastIndex(of: "@") { authority = authority[authority.index(after: at)...] }
            if let colon = authority.lastIndex(of: ":"), !authority.hasSuffix("]"),
               authority[authority.index(after: colon)...].allSatisfy({ $0.isASCII && $0.isNumber }) {
                port = Int(authority[authority.index(after: colon)...])
                authority = authority[..<colon]
            } else {
                port = nil
            }
            host = String(authority)
            rest = rest[slash...]
        } else {
            host = nil
            port = nil
        }
        path = String(rest)
    }

    /// Everything after `scheme:` up to the fragment, as written: `//host/path?query`
    /// for an http(s) URL (Android's `Uri.getEncodedSchemeSpecificPart()`).
    var schemeSpecificPart: String {
        var rest = Substring(text)
        if let hash = rest.firstIndex(of: "#") { rest = rest[..<hash] }
        return String(rest.dropFirst(scheme.count + 1))
    }

    /// The query's items as written: `name=value`, an item without `=` having the empty value.
    var queryItems: [(name: String, value: String)] {
        guard let query else { return [] }
        return query.split(separator: "&").map { item in
            let parts = item.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            return (String(parts[0]), parts.count > 1 ? String(parts[1]) : "")
        }
    }

    /// `text` with its `%XX` escapes decoded (as ``DeepLinkURL`` decodes a
    /// link's parts); nil when an escape is bad or the bytes are not UTF-8.
    static func percentDecoded(_ text: some StringProtocol) -> String? {
        DeepLinkURL.percentDecoded(String(text))
    }
}
