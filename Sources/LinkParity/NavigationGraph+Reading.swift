import DeepLinks

/// Reads a navigation graph's element tree into deep links, keeping findings.
struct NavigationReading {
    let file: String
    var deepLinks: [NavigationGraph.DeepLink] = []
    var includes: [String] = []
    var findings: [LinkParityIssue] = []

    static let destinationChildren = ["deepLink", "argument", "action", "include", "fragment", "activity", "dialog", "navigation"]
    static let deepLinkAttributes = ["uri", "action", "mimeType", "autoVerify", "id"]
    static let argumentAttributes = ["name", "argType", "defaultValue", "nullable"]

    init(file: String) { self.file = file }

    mutating func note(_ line: Int, _ cause: String) {
        findings.append(LinkParityIssue(file: file, line: line, cause: cause))
    }

    mutating func read(_ root: XMLElementNode) throws(LinkParityIssue) {
        guard root.name == "navigation" else {
            throw LinkParityIssue(file: file, line: root.line, cause: "the root element is <\(root.name)>, not <navigation>: this is not a navigation graph")
        }
        destination(root)
    }

    /// A destination and, for a nested graph, the destinations inside it.
    mutating func destination(_ element: XMLElementNode) {
        let id = element.attribute("id").map { $0.split(separator: "/", maxSplits: 1).last.map(String.init) ?? $0 } ?? ""
        var arguments: [NavigationArgument] = []
        for child in element.children {
            if let finding = NameSpelling.finding(for: child.name, among: Self.destinationChildren, what: "element", place: " in <\(element.name)>",
                                                  platform: "the Navigation library", file: file, line: child.line) {
                findings.append(finding)
            }
            if child.name == "argument", let name = child.attribute("name") {
                arguments.append(NavigationArgument(name: name, type: child.attribute("argType"), hasDefault: child.attribute("defaultValue") != nil,
                                                    nullable: child.attribute("nullable") == "true"))
            }
        }
        for child in element.children {
            switch child.name {
            case "deepLink":
                deepLink(child, destination: id.isEmpty ? "(no id)" : id, kind: element.name, arguments: arguments)
            case "include":
                if let graph = child.attribute("graph"), graph.hasPrefix("@navigation/") { includes.append(String(graph.dropFirst("@navigation/".count))) }
            case "argument", "action":
                break
            default:
                // Any other element with children or an id is a destination (custom navigators have their own names).
                destination(child)
            }
        }
    }

    mutating func deepLink(_ element: XMLElementNode, destination: String, kind: String, arguments: [NavigationArgument]) {
        for name in element.attributeNames where element.attributes[name]?.prefix != "tools" {
            if let finding = NameSpelling.finding(for: name, among: Self.deepLinkAttributes, what: "attribute", place: " of <deepLink>",
                                                  platform: "the Navigation library", file: file, line: element.line) {
                findings.append(finding)
            }
        }
        let uri = element.attribute("uri")
        if let prefix = element.attributes["uri"]?.prefix, prefix == "android" {
            note(element.line, "android:uri is not read by the Navigation library: write app:uri (xmlns:app=\"http://schemas.android.com/apk/res-auto\")")
        }
        let pattern = uri.map { NavigationURIPattern($0) }
        if let pattern {
            let supplied = Set(pattern.argumentNames)
            for argument in arguments where argument.required && !supplied.contains(argument.name) {
                note(element.line, "the deep link \(pattern.text) gives no value for the required argument '\(argument.name)' of \(destination) (no android:defaultValue, not app:nullable): it never matches")
            }
        }
        deepLinks.append(NavigationGraph.DeepLink(
            uri: uri, action: element.attribute("action"), mimeType: element.attribute("mimeType"), autoVerify: element.attribute("autoVerify") == "true",
            destination: destination, destinationKind: kind, line: element.line, arguments: arguments, pattern: pattern))
    }
}
