/// One scheme-specific-part rule of an intent filter's `<data>` elements
/// (`ssp`, `sspPrefix`, `sspPattern`, `sspSuffix`, `sspAdvancedPattern`),
/// matched against the URL's scheme-specific part as Android's
/// `PatternMatcher` does: everything after `scheme:` up to the fragment,
/// percent-decoded (`Uri.getSchemeSpecificPart()`), so `//host/path?query`
/// for an http(s) URL, the two slashes included.
///
/// How a filter uses them follows AOSP's `IntentFilter.matchData`
/// (frameworks/base, core/java/android/content/IntentFilter.java): once the
/// scheme matches, a filter with scheme-specific parts takes the URL when one
/// of them matches, without reading its hosts and paths; when none matches,
/// the hosts and paths decide as usual, and a filter without hosts then
/// takes nothing.
public struct AndroidSchemeSpecificRule: Hashable, Sendable, CustomStringConvertible {
    /// The attribute as written: `ssp`, `sspPrefix`, `sspPattern`, `sspSuffix`, `sspAdvancedPattern`.
    public let attribute: String
    /// The matcher, the path rule of the same kind (`ssp` is a literal, as `path` is).
    let rule: AndroidPathRule

    /// The attributes, with the path rule kind each matches as.
    static let kinds: [(attribute: String, kind: AndroidPathRule.Kind)] = [
        ("ssp", .path), ("sspPrefix", .pathPrefix), ("sspPattern", .pathPattern), ("sspSuffix", .pathSuffix),
        ("sspAdvancedPattern", .pathAdvancedPattern),
    ]

    init(attribute: String, kind: AndroidPathRule.Kind, value: String, line: Int) throws(AdvancedGlob.Problem) {
        self.attribute = attribute
        rule = try AndroidPathRule(kind: kind, value: value, line: line)
    }

    /// The value as Android reads it.
    public var value: String { rule.value }
    /// The `<data>` element's line.
    public var line: Int { rule.line }

    /// `sspPattern bandcamp.com/?show=*`.
    public var description: String { "\(attribute) \(value)" }

    /// Whether the scheme-specific part `part` (decoded) matches.
    public func matches(_ part: String) -> Bool { rule.matches(part) }
}
