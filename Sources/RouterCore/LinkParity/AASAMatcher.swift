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

    func matches(_ url: LinkURLParts) -> Bool {
        let path = url.path.isEmpty ? "/" : url.path
        switch self {
        case .path(let pattern):
            return pattern.matches(path, caseSensitive: true)
        case let .component(pathPattern, query, fragment, caseSensitive, percentEncoded):
            func form(_ text: String) -> String { percentEncoded ? text : LinkURLParts.percentDecoded(text) ?? text }
            if let pathPattern, !pathPattern.matches(form(path), caseSensitive: caseSensitive) { return false }
            if let fragment, !fragment.matches(form(url.fragment ?? ""), caseSensitive: caseSensitive) { return false }
            switch query {
            case nil:
                return true
            case .whole(let pattern):
                return pattern.matches(form(url.query ?? ""), caseSensitive: caseSensitive)
            case .items(let items):
                let given = url.queryItems.map { (name: form($0.name), value: form($0.value)) }
                return items.allSatisfy { item in
                    let values = given.filter { caseSensitive ? $0.name == item.name : $0.name.lowercased() == item.name.lowercased() }.map(\.value)
                    return (values.isEmpty ? [""] : values).allSatisfy { item.pattern.matches($0, caseSensitive: caseSensitive) }
                }
            }
        }
    }
}
