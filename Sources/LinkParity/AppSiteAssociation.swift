import Formats

/// An `apple-app-site-association` file's universal links (`applinks`),
/// read to answer one question as iOS would: does this URL open the app?
///
/// The file does not name its domain: `domains` are those it is served
/// from (`*.example.com` for the subdomains of `example.com`). Read:
///
/// - `details[]`, each with `appIDs` (or, without it, the older single
///   `appID`; each `<team ID>.<bundle ID>`, an ID without its team a
///   finding), and
///   either `components` or, when there are none, the older `paths`
///   (iOS 13 and later ignore `paths` beside `components`: WWDC19 session 717, cited below);
/// - `components`: `/` (path), `?` (the query as one pattern, or a
///   dictionary of item name → pattern; a missing item or one without value
///   is the empty string, so `*` takes a URL without the item and `?*` does
///   not, and every item of that name must match: "Query items with no
///   value and absent query items are treated by the operating system as if
///   they have a value equal to the empty string", Apple, "What's New in
///   Universal Links", WWDC19 session 717,
///   https://developer.apple.com/videos/play/wwdc2019/717/), `#`
///   (fragment), `exclude`, `caseSensitive`, `percentEncoded`, `comment`;
///   a component matches when every part it names matches (an absent part
///   is `*`);
/// - `paths`: patterns of the path alone, case-sensitive, `NOT ` before one
///   excluding, read in order so that a `NOT` after a pattern that matches
///   excludes nothing ("Allowing apps and websites to link to your content",
///   https://developer.apple.com/library/archive/documentation/General/Conceptual/AppSearch/UniversalLinks.html);
///   a backslash is a plain character in every pattern (`\/` in the JSON is
///   the JSON's escape of `/`, read before the pattern);
/// - `defaults` (of `applinks`, overridden by an entry's, overridden by a
///   component's): `caseSensitive` (default true) and `percentEncoded`
///   (default true: patterns are written percent-encoded and compared with
///   the URL as written; false: with the URL percent-decoded);
/// - `substitutionVariables`: `$(name)` in a component's patterns is any of
///   the variable's values; Apple's predefined ones are all supported (see
///   ``SubstitutionVariable``); an unknown variable is an error at its place.
///
/// Wildcards: `*` any run of characters (none too), `?` one character.
/// A file is refused when it would compile to more than ``mostStates``
/// matcher states, at the pattern or variable that goes past them.
/// Evaluation: entries in order, within one its rules in order; the first
/// rule that matches decides, and an exclusion (`exclude: true`, `NOT `)
/// means iOS does not hand the URL to the app (it opens in Safari). Only
/// https URLs of the served domains are universal links.
public struct AppSiteAssociation: Sendable {
    /// The file, as messages name it.
    public let file: String
    /// The domains the file is served from, lowercased.
    public let domains: [String]
    /// `applinks.details`, in order.
    public let entries: [Entry]
    /// What the file says that iOS reads otherwise than its author likely
    /// meant (a misspelt key), in file order; none stops the file being used.
    public let findings: [LinkParityIssue]

    /// One `applinks.details[]` entry.
    public struct Entry: Sendable {
        /// Its position in `details`.
        public let index: Int
        /// The apps it names: its IDs with a team ID (one without names no app, so is left out).
        public let appIDs: [String]
        /// The rules iOS reads, in order: the components, or the paths when there are none.
        public let rules: [Rule]
        public let line: Int
    }

    /// One component or legacy path of an entry.
    public struct Rule: Sendable, CustomStringConvertible {
        public enum Kind: String, Sendable {
            case component = "components", path = "paths"
        }

        public let kind: Kind
        /// Its position in `components` or `paths`.
        public let index: Int
        /// Whether a match keeps the URL from the app (`exclude: true`, `NOT `).
        public let excludes: Bool
        public let line: Int
        /// `components[2] "/p/*"`, `components[0] #"nav" exclude`, `paths[1] "NOT /help/*"`.
        public let text: String
        let matcher: AASAMatcher

        public var description: String { text }
    }

    /// The most matcher states a file may compile to: each substitution
    /// variable's automaton once (a node per distinct beginning of its
    /// values), and each pattern's states, one per character or wildcard
    /// and, per use of a variable, as many as its automaton may hold at once
    /// (its longest value and one when no value holds a wildcard, else all
    /// its nodes). Deciding on a URL costs in the order of its length times
    /// the states read, so this bounds every decision. Real files stay far
    /// below: Apple documented 128 KB as the file's most, and a file without
    /// variables compiles to fewer states than it has bytes.
    public static let mostStates = 1_000_000

    /// Reads the JSON `text` of the file named `file`, served from
    /// `domains`. What iOS would not accept (a syntax error, a wrong type,
    /// an unknown substitution variable) throws, naming the line and key
    /// path, as does a file past ``mostStates``.
    public init(json text: String, file: String, domains: [String]) throws(LinkParityIssue) {
        var reading = AASAReading(file: file)
        let document: JSONDocument
        do {
            document = try JSONDocument.parse(text)
        } catch {
            throw LinkParityIssue(file: file, line: error.line, cause: "not valid JSON: \(error.cause)")
        }
        entries = try reading.read(document)
        findings = reading.findings.inFileOrder
        self.file = file
        self.domains = domains.map { $0.lowercased() }
    }
}
