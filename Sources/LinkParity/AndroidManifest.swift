/// An `AndroidManifest.xml`'s activities and activity aliases with their
/// intent filters, read to answer: does a link opened in a browser start
/// an app component, which one, and if not, why not.
///
/// A filter takes links from a browser when it has the action `VIEW`,
/// the categories `BROWSABLE` and `DEFAULT`, no MIME type, and data rules
/// the URL passes (see ``AndroidIntentFilter``), and its component is
/// exported and enabled. Filters without `BROWSABLE` or `DEFAULT` are
/// kept, so the answer can say that is why. `<nav-graph>` elements are
/// recorded: given the navigation graphs, their deep links become the
/// activity's filters, as the build generates them.
public struct AndroidManifest: Sendable {
    /// The file, as messages name it.
    public let file: String
    /// The manifest's `package`, when written.
    public let package: String?
    /// Activities and aliases, in file order.
    public let components: [Component]
    /// What Android reads otherwise than its author likely meant (a
    /// misspelt attribute, an uppercase host, a placeholder left unfilled), in file order.
    public let findings: [LinkParityIssue]
    /// The names of the `values` given that nothing in the file holds
    /// (a misspelt `applicatonId`), sorted.
    public let unusedValues: [String]

    /// An `<activity>` or `<activity-alias>`.
    public struct Component: Sendable {
        public enum Kind: String, Sendable {
            case activity, activityAlias = "activity-alias"
        }

        public let kind: Kind
        /// `android:name` as written (`.ProductActivity`).
        public let name: String
        /// An alias's `android:targetActivity`.
        public let targetActivity: String?
        /// `android:exported`, nil when not written (then exported, having filters).
        public let exported: Bool?
        public let enabled: Bool
        public let line: Int
        public let filters: [AndroidIntentFilter]
        /// `<nav-graph android:value="@navigation/name"/>`: the graphs' names and lines.
        public let navigationGraphs: [(name: String, line: Int)]
    }

    /// Reads the XML `text` of the manifest named `file`. `values` fills in
    /// what the build would: manifest placeholders by name (`hostName` for
    /// `${hostName}`) and string resources (`@string/deep_link_host`); one
    /// left unfilled is a finding, and its text is matched as written
    /// (`flowrun links --manifest-value NAME=VALUE` gives them).
    /// Malformed XML, a root other than `<manifest>` and a
    /// `pathAdvancedPattern` Android refuses throw, naming the line.
    public init(xml text: String, file: String, values: [String: String] = [:]) throws(LinkParityIssue) {
        var reading = ManifestReading(file: file, values: values)
        let root = try XMLElementNode.parse(text, file: file)
        components = try reading.read(root)
        package = root.attribute("package")
        findings = reading.findings.inFileOrder
        unusedValues = values.keys.filter { !reading.used.contains($0) }.sorted()
        self.file = file
    }
}
