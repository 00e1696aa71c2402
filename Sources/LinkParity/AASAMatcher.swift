/// How one rule of an `apple-app-site-association` file tests a URL.
enum AASAMatcher: Sendable {
    /// A component: each part it names must match (an absent one matches all).
    case component(path: AASAPattern?, query: Query?, fragment: AASAPattern?, caseSensitive: Bool, percentEncoded: Bool)
    /// A legacy path pattern: the path alone, case-sensitive.
    case path(AASAPattern)

    enum Query: Sendable {
        /// The whole query (without `?`).
        case whole(AASAPattern)
        /// Item name → pattern: every item of that name must match; a missing one is "".
        case items([(name: String, pattern: AASAPattern)])
    }

    /// Whether `url` matches; past `limit`, throws.
    func matches(_ url: LinkURLParts, limit: inout LinkTimeLimit) throws(LinkTimeLimit.Exceeded) -> Bool {
        let path = url.path.isEmpty ? "/" : url.path
        switch self {
        case .path(let pattern):
            return try pattern.matches(path, caseSensitive: true, limit: &limit)
        case let .component(pathPattern, query, fragment, caseSensitive, percentEncoded):
            func form(_ text: String) -> String { percentEncoded ? text : LinkURLParts.percentDecoded(text) ?? text }
            if let pathPattern, try !pathPattern.matches(form(path), caseSensitive: caseSensitive, limit: &limit) { return false }
            if let fragment, try !fragment.matches(form(url.fragment ?? ""), caseSensitive: caseSensitive, limit: &limit) { return false }
            switch query {
            case nil:
                return true
            case .whole(let pattern):
                return try pattern.matches(form(url.query ?? ""), caseSensitive: caseSensitive, limit: &limit)
            case .items(let items):
                let given = url.queryItems.map { (name: form($0.name), value: form($0.value)) }
                for item in items {
                    let values = given.filter { caseSensitive ? $0.name == item.name : $0.name.lowercased() == item.name.lowercased() }.map(\.value)
                    for value in values.isEmpty ? [""] : values where try !item.pattern.matches(value, caseSensitive: caseSensitive, limit: &limit) {
                        return false
                    }
                }
                return true
            }
        }
    }
}
