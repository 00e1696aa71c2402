import Formats
import Spelling

/// Reads the JSON of an `apple-app-site-association` file into entries,
/// keeping findings; what iOS would refuse throws, with its key path.
struct AASAReading {
    let file: String
    var findings: [LinkParityIssue] = []
    /// `substitutionVariables`, each compiled once.
    var variables: [String: AASAVariableAutomaton] = [:]
    /// What the file compiles to so far, in matcher states (see ``AppSiteAssociation/mostStates``).
    var states = 0

    init(file: String) { self.file = file }

    typealias Members = [JSONDocument.Member]

    static let topKeys = ["applinks", "webcredentials", "appclips", "activitycontinuation"]
    static let applinksKeys = ["details", "defaults", "substitutionVariables", "apps"]
    static let entryKeys = ["appIDs", "appID", "components", "paths", "defaults"]
    static let defaultsKeys = ["caseSensitive", "percentEncoded"]
    static let componentKeys = ["/", "?", "#", "exclude", "caseSensitive", "percentEncoded", "comment"]

    func issue(_ node: JSONDocument, _ keyPath: String, _ cause: String) -> LinkParityIssue {
        LinkParityIssue(file: file, line: node.line, keyPath: keyPath, cause: cause)
    }

    /// `path.key`, or `path["/"]` for a key that is no identifier.
    static func child(_ path: String, _ key: String) -> String {
        let plain = !key.isEmpty && key.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
        return plain ? (path.isEmpty ? key : "\(path).\(key)") : "\(path)[\"\(key)\"]"
    }

    func object(_ node: JSONDocument, _ keyPath: String) throws(LinkParityIssue) -> Members {
        guard case .object(let members) = node.value else { throw issue(node, keyPath, "expected a dictionary, got \(node.kind)") }
        return members
    }

    func array(_ node: JSONDocument, _ keyPath: String) throws(LinkParityIssue) -> [JSONDocument] {
        guard case .array(let elements) = node.value else { throw issue(node, keyPath, "expected a list, got \(node.kind)") }
        return elements
    }

    func string(_ node: JSONDocument, _ keyPath: String) throws(LinkParityIssue) -> String {
        guard case .string(let text) = node.value else { throw issue(node, keyPath, "expected a string, got \(node.kind)") }
        return text
    }

    func bool(_ node: JSONDocument, _ keyPath: String) throws(LinkParityIssue) -> Bool {
        guard case .bool(let value) = node.value else {
            throw issue(node, keyPath, "expected true or false, got \(node.kind)\(node.kind == "a string" ? " (write it without quotes)" : "")")
        }
        return value
    }

    /// The last member named `key` (as most JSON readers do).
    static func member(_ key: String, of members: Members) -> JSONDocument? {
        members.last { $0.key == key }?.value
    }

    /// Findings for keys that are a typo away from a known one; with
    /// `closed` (a component, whose keys Apple lists), for every unknown key.
    mutating func checkKeys(_ members: Members, known: [String], in keyPath: String, closed: Bool = false) {
        for member in members {
            let (key, value) = (member.key, member.value)
            if let finding = NameSpelling.finding(for: key, among: known, what: "key", platform: "iOS", file: file, line: value.line,
                                                  keyPath: keyPath.isEmpty ? nil : keyPath) {
                findings.append(finding)
            } else if closed, !known.contains(key) {
                findings.append(LinkParityIssue(file: file, line: value.line, keyPath: keyPath.isEmpty ? nil : keyPath,
                                                cause: "unknown key '\(key.excerpt())': iOS ignores it; a component's keys are \(known.joined(separator: ", "))"))
            }
        }
    }

    mutating func read(_ root: JSONDocument) throws(LinkParityIssue) -> [AppSiteAssociation.Entry] {
        let top = try object(root, "the file")
        checkKeys(top, known: Self.topKeys, in: "")
        guard let applinksNode = Self.member("applinks", of: top) else {
            findings.append(LinkParityIssue(file: file, line: root.line, cause: "no 'applinks' dictionary: the file declares no universal links"))
            return []
        }
        let applinks = try object(applinksNode, "applinks")
        checkKeys(applinks, known: Self.applinksKeys, in: "applinks")
        if let node = Self.member("substitutionVariables", of: applinks) { try readVariables(node) }
        let domainDefaults = try readDefaults(Self.member("defaults", of: applinks), "applinks.defaults", inherited: Defaults())
        guard let detailsNode = Self.member("details", of: applinks) else {
            findings.append(LinkParityIssue(file: file, line: applinksNode.line, keyPath: "applinks", cause: "no 'details' list: no app handles links"))
            return []
        }
        return try array(detailsNode, "applinks.details").enumerated().map { index, node throws(LinkParityIssue) in
            try readEntry(node, index: index, defaults: domainDefaults)
        }
    }

    struct Defaults {
        var caseSensitive = true
        var percentEncoded = true
    }

    mutating func readDefaults(_ node: JSONDocument?, _ keyPath: String, inherited: Defaults) throws(LinkParityIssue) -> Defaults {
        guard let node else { return inherited }
        let members = try object(node, keyPath)
        checkKeys(members, known: Self.defaultsKeys + Self.componentKeys, in: keyPath)
        var defaults = inherited
        if let value = Self.member("caseSensitive", of: members) { defaults.caseSensitive = try bool(value, keyPath + ".caseSensitive") }
        if let value = Self.member("percentEncoded", of: members) { defaults.percentEncoded = try bool(value, keyPath + ".percentEncoded") }
        return defaults
    }

    mutating func readVariables(_ node: JSONDocument) throws(LinkParityIssue) {
        let keyPath = "applinks.substitutionVariables"
        for member in try object(node, keyPath) {
            let (name, valuesNode) = (member.key, member.value)
            let path = Self.child(keyPath, name)
            if name.isEmpty || name.contains(where: { "$()".contains($0) }) {
                throw issue(valuesNode, path, "a substitution variable's name cannot be empty or hold '$', '(' or ')'")
            }
            let values = try array(valuesNode, path).enumerated().map { index, value throws(LinkParityIssue) in
                let text = try string(value, "\(path)[\(index)]")
                if text.contains("$(") { throw issue(value, "\(path)[\(index)]", "a substitution variable's value cannot hold another variable ('$(')") }
                return text
            }
            let left = AppSiteAssociation.mostStates - states
            guard let automaton = AASAVariableAutomaton(values: values, mostNodes: left) else {
                throw issue(valuesNode, path, "with this variable the file compiles to more than the \(AppSiteAssociation.mostStates) matcher states read "
                    + "(its values' automaton has more than the \(left) nodes left)")
            }
            variables[name] = automaton
            states += automaton.size
        }
    }

    /// Adds `added` states to what the file compiles to; past
    /// ``AppSiteAssociation/mostStates``, throws at `node`, saying `why`.
    mutating func count(_ added: Int, at node: JSONDocument, _ keyPath: String, _ what: String, why: String) throws(LinkParityIssue) {
        states += added
        guard states > AppSiteAssociation.mostStates else { return }
        throw issue(node, keyPath, "with \(what) the file compiles to \(states) matcher states, more than the \(AppSiteAssociation.mostStates) read (\(why))")
    }

    mutating func readEntry(_ node: JSONDocument, index: Int, defaults inherited: Defaults) throws(LinkParityIssue) -> AppSiteAssociation.Entry {
        let keyPath = "applinks.details[\(index)]"
        let members = try object(node, keyPath)
        checkKeys(members, known: Self.entryKeys, in: keyPath)
        var appIDs: [String] = [], written: [String] = []
        if let list = Self.member("appIDs", of: members) {
            for (position, node) in try array(list, keyPath + ".appIDs").enumerated() {
                let id = try string(node, "\(keyPath).appIDs[\(position)]")
                written.append(id)
                // An ID without its team names no app: it is warned of, and hands no URL to any app.
                if checkTeamPrefix(id, node, "\(keyPath).appIDs[\(position)]") { appIDs.append(id) }
            }
        }
        if let single = Self.member("appID", of: members) {
            let id = try string(single, keyPath + ".appID")
            let named = checkTeamPrefix(id, single, keyPath + ".appID")
            // appID is the iOS 12 form; beside appIDs, iOS 13 and later read appIDs alone, as they read components over paths.
            if Self.member("appIDs", of: members) == nil {
                written.append(id)
                if named { appIDs.append(id) }
            } else if !written.contains(id) {
                findings.append(issue(single, keyPath + ".appID", "appID '\(id.excerpt())' beside appIDs: iOS 13 and later read appIDs alone, so this app is not associated there (add it to appIDs)"))
            }
        }
        if written.isEmpty {
            findings.append(issue(node, keyPath, "the entry names no app (no 'appIDs' or 'appID'): the links it matches open no app"))
        }
        let defaults = try readDefaults(Self.member("defaults", of: members), keyPath + ".defaults", inherited: inherited)
        var rules: [AppSiteAssociation.Rule] = []
        if let components = Self.member("components", of: members) {
            for (position, component) in try array(components, keyPath + ".components").enumerated() {
                rules.append(try readComponent(component, keyPath: "\(keyPath).components[\(position)]", index: position, defaults: defaults))
            }
        } else if let paths = Self.member("paths", of: members) {
            for (position, pathNode) in try array(paths, keyPath + ".paths").enumerated() {
                rules.append(try readPath(pathNode, keyPath: "\(keyPath).paths[\(position)]", index: position))
            }
        }
        return AppSiteAssociation.Entry(index: index, appIDs: appIDs, rules: rules, line: node.line)
    }

    /// A finding for an app ID without its team: an app ID is the team ID
    /// (or app ID prefix, ten capital letters and digits) followed by the
    /// bundle ID, as "Supporting associated domains" writes them
    /// (https://developer.apple.com/documentation/xcode/supporting-associated-domains,
    /// `ABCDE12345.com.example.app`), so `com.example.app` or
    /// `TEAMID.com.example.app` names no app.
    /// Returns whether `id` has its team.
    @discardableResult
    mutating func checkTeamPrefix(_ id: String, _ node: JSONDocument, _ keyPath: String) -> Bool {
        let prefix = id.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
        let isTeam = prefix.count == 10 && prefix.allSatisfy { $0.isASCII && ($0.isUppercase || $0.isNumber) } && id.count > 11
        guard !isTeam else { return true }
        findings.append(issue(node, keyPath, "'\(id.excerpt())' has no team ID before the bundle ID ('\(prefix.excerpt())' is not ten capital letters and digits, as in 'ABCDE12345.com.example.app'): iOS names an app <team ID>.<bundle ID>, so it names no app"))
        return false
    }

    mutating func pattern(_ node: JSONDocument, _ keyPath: String, percentEncoded: Bool, isPath: Bool, variables: Bool = true) throws(LinkParityIssue) -> AASAPattern {
        let text = try string(node, keyPath)
        // Matching a pattern of wildcards costs its length times the URL's: a real one is a few dozen characters.
        guard text.utf8.count <= AASAPattern.longest else {
            throw LinkParityIssue(file: file, line: node.line, keyPath: keyPath, cause: "the pattern is \(text.utf8.count) bytes long, more than the \(AASAPattern.longest) read")
        }
        let custom = self.variables, file = self.file
        var used: [(name: String, variable: AASAPattern.Variable)] = []
        let lookup: ((String) -> AASAPattern.Variable?)? = variables ? { name in
            let variable = custom[name].map { .values($0) } ?? SubstitutionVariable.builtIn(name)
            if let variable { used.append((name, variable)) }
            return variable
        } : nil
        let pattern = try AASAPattern(text, variables: lookup) { cause, unknown in
            var cause = cause
            if let unknown {
                let known = custom.keys.sorted() + SubstitutionVariable.builtInNames
                cause += Suggestion.phrase(for: unknown, among: known) + "; the variables are " + known.map { "$(\($0))" }.joined(separator: ", ")
            }
            return LinkParityIssue(file: file, line: node.line, keyPath: keyPath, cause: cause)
        }
        let widest = used.compactMap { use -> (name: String, width: Int)? in
            if case .values(let automaton) = use.variable { (use.name, automaton.width) } else { nil }
        }.max { $0.width < $1.width }
        try count(pattern.states, at: node, keyPath, "this pattern",
                  why: widest.map { "a use of $(\($0.name)) counts \($0.width), the most its values' automaton may hold at once" } ?? "a state per character and wildcard")
        if percentEncoded, text.contains(where: { !$0.isASCII || $0 == " " }) {
            findings.append(issue(node, keyPath, "'\(text.excerpt())' holds characters a URL always percent-encodes, but percentEncoded is true, so it is compared with the encoded URL and never matches them (write them encoded, or set \"percentEncoded\": false)"))
        }
        if isPath, let first = text.first, !"/*?$".contains(first) {
            findings.append(issue(node, keyPath, "'\(text.excerpt())' does not start with '/': a URL's path always does, so it never matches"))
        }
        return pattern
    }

    mutating func readComponent(_ node: JSONDocument, keyPath: String, index: Int, defaults: Defaults) throws(LinkParityIssue) -> AppSiteAssociation.Rule {
        let members = try object(node, keyPath)
        checkKeys(members, known: Self.componentKeys, in: keyPath, closed: true)
        let caseSensitive = try Self.member("caseSensitive", of: members).map { value throws(LinkParityIssue) in try bool(value, keyPath + ".caseSensitive") } ?? defaults.caseSensitive
        let percentEncoded = try Self.member("percentEncoded", of: members).map { value throws(LinkParityIssue) in try bool(value, keyPath + ".percentEncoded") } ?? defaults.percentEncoded
        let excludes = try Self.member("exclude", of: members).map { value throws(LinkParityIssue) in try bool(value, keyPath + ".exclude") } ?? false
        var parts: [String] = []
        var path: AASAPattern?
        if let node = Self.member("/", of: members) {
            path = try pattern(node, Self.child(keyPath, "/"), percentEncoded: percentEncoded, isPath: true)
            parts.append("\"\(path!.text)\"")
        }
        var query: AASAMatcher.Query?
        if let node = Self.member("?", of: members) {
            let queryPath = Self.child(keyPath, "?")
            if case .object(let items) = node.value {
                var patterns: [(name: String, pattern: AASAPattern)] = []
                for item in items {
                    let (name, value) = (item.key, item.value)
                    patterns.append((name, try pattern(value, Self.child(queryPath, name), percentEncoded: percentEncoded, isPath: false)))
                }
                query = .items(patterns)
                parts.append("?{" + patterns.map { "\($0.name): \"\($0.pattern.text)\"" }.joined(separator: ", ") + "}")
            } else if case .string = node.value {
                let whole = try pattern(node, queryPath, percentEncoded: percentEncoded, isPath: false)
                query = .whole(whole)
                parts.append("?\"\(whole.text)\"")
            } else {
                throw issue(node, queryPath, "expected a string or a dictionary of query item patterns, got \(node.kind)")
            }
        }
        var fragment: AASAPattern?
        if let node = Self.member("#", of: members) {
            fragment = try pattern(node, Self.child(keyPath, "#"), percentEncoded: percentEncoded, isPath: false)
            parts.append("#\"\(fragment!.text)\"")
        }
        if excludes { parts.append("exclude") }
        let text = "components[\(index)] " + (parts.isEmpty ? "{}" : parts.joined(separator: " "))
        return AppSiteAssociation.Rule(
            kind: .component, index: index, excludes: excludes, line: node.line, text: text.excerpt(),
            matcher: .component(path: path, query: query, fragment: fragment, caseSensitive: caseSensitive, percentEncoded: percentEncoded))
    }

    mutating func readPath(_ node: JSONDocument, keyPath: String, index: Int) throws(LinkParityIssue) -> AppSiteAssociation.Rule {
        let written = try string(node, keyPath)
        let excludes = written.hasPrefix("NOT ")
        let text = excludes ? String(written.dropFirst(4)) : written
        let compiled = try pattern(JSONDocument(value: .string(text), position: node.position), keyPath, percentEncoded: true, isPath: true, variables: false)
        return AppSiteAssociation.Rule(kind: .path, index: index, excludes: excludes, line: node.line, text: "paths[\(index)] \"\(written.excerpt())\"",
                                       matcher: .path(compiled))
    }
}
