import Formats
import Foundation
import Spelling

/// Reads a manifest's element tree into components, keeping findings.
struct ManifestReading {
    let file: String
    let values: [String: String]
    var findings: [LinkParityIssue] = []
    /// The names of `values` that filled something in.
    var used: Set<String> = []

    static let manifestChildren = [
        "application", "uses-permission", "uses-permission-sdk-23", "uses-feature", "uses-sdk", "queries", "permission", "permission-group",
        "permission-tree", "instrumentation", "supports-screens", "compatible-screens", "supports-gl-texture", "uses-configuration", "attribution",
        "property", "uses-split", "overlay", "protected-broadcast", "key-sets", "original-package", "adopt-permissions",
    ]
    static let applicationChildren = [
        "activity", "activity-alias", "service", "receiver", "provider", "meta-data", "uses-library", "uses-native-library", "profileable",
        "property", "sdk-library", "uses-sdk-library", "static-library", "uses-static-library", "uses-package", "processes",
    ]
    static let componentChildren = ["intent-filter", "meta-data", "layout", "nav-graph", "property"]
    static let filterChildren = ["action", "category", "data", "uri-relative-filter-group"]
    static let componentAttributes = [
        "name", "exported", "enabled", "label", "icon", "roundIcon", "theme", "launchMode", "targetActivity", "parentActivityName",
        "screenOrientation", "configChanges", "windowSoftInputMode", "taskAffinity", "excludeFromRecents", "noHistory", "documentLaunchMode",
        "allowTaskReparenting", "alwaysRetainTaskState", "autoRemoveFromRecents", "banner", "clearTaskOnLaunch", "colorMode", "directBootAware",
        "finishOnTaskLaunch", "hardwareAccelerated", "immersive", "lockTaskMode", "maxRecents", "maxAspectRatio", "minAspectRatio",
        "multiprocess", "permission", "process", "relinquishTaskIdentity", "resizeableActivity", "showForAllUsers", "stateNotNeeded",
        "supportsPictureInPicture", "uiOptions", "showWhenLocked", "turnScreenOn", "persistableMode", "visibleToInstantApps",
        "recreateOnConfigChanges", "rotationAnimation", "preferMinimalPostProcessing", "enableOnBackInvokedCallback", "description",
        "allowEmbedded", "splitName", "logo", "attributionTags", "canDisplayOnRemoteDevices",
    ]
    static let filterAttributes = ["autoVerify", "priority", "order", "label", "icon", "roundIcon", "banner", "logo"]
    static let dataAttributes = [
        "scheme", "host", "port", "path", "pathPrefix", "pathPattern", "pathSuffix", "pathAdvancedPattern", "mimeType", "mimeGroup",
        "ssp", "sspPrefix", "sspPattern", "sspSuffix", "sspAdvancedPattern",
    ]
    static let actionPrefix = "android.intent.action."
    static let categoryPrefix = "android.intent.category."
    static let actions = [
        "VIEW", "MAIN", "SEND", "SENDTO", "SEND_MULTIPLE", "EDIT", "PICK", "SEARCH", "WEB_SEARCH", "DIAL", "CALL", "INSERT", "DELETE",
        "GET_CONTENT", "CREATE_SHORTCUT", "APPLICATION_PREFERENCES", "ASSIST", "PROCESS_TEXT", "BOOT_COMPLETED", "MY_PACKAGE_REPLACED",
    ]
    static let categories = [
        "DEFAULT", "BROWSABLE", "LAUNCHER", "HOME", "ALTERNATIVE", "SELECTED_ALTERNATIVE", "INFO", "LEANBACK_LAUNCHER", "APP_BROWSER",
        "OPENABLE", "MONKEY", "TAB", "PREFERENCE", "CAR_DOCK", "DESK_DOCK", "APP_MARKET",
    ]

    init(file: String, values: [String: String]) {
        self.file = file
        self.values = values
    }

    mutating func note(_ line: Int, _ cause: String) {
        findings.append(LinkParityIssue(file: file, line: line, cause: cause))
    }

    /// Findings for child elements and attributes a typo away from known ones.
    mutating func checkNames(_ element: XMLElementNode, children: [String], attributes: [String]? = nil) {
        if let attributes {
            for name in element.attributeNames where element.attributes[name]?.prefix != "tools" {
                if let finding = NameSpelling.finding(for: name, among: attributes, what: "attribute", place: " of <\(element.name)>", platform: "Android",
                                                      file: file, line: element.line) {
                    findings.append(finding)
                }
            }
        }
        for child in element.children {
            if let finding = NameSpelling.finding(for: child.name, among: children, what: "element", place: " in <\(element.name)>",
                                                  platform: "Android", file: file, line: child.line) {
                findings.append(finding)
            }
        }
    }

    mutating func read(_ root: XMLElementNode) throws(LinkParityIssue) -> [AndroidManifest.Component] {
        guard root.name == "manifest" else {
            throw LinkParityIssue(file: file, line: root.line, cause: "the root element is <\(root.name)>, not <manifest>: this is not an AndroidManifest.xml")
        }
        checkNames(root, children: Self.manifestChildren)
        var components: [AndroidManifest.Component] = []
        for application in root.children where application.name == "application" {
            checkNames(application, children: Self.applicationChildren)
            for element in application.children {
                guard let kind = AndroidManifest.Component.Kind(rawValue: element.name) else { continue }
                components.append(try component(element, kind: kind))
            }
        }
        return components
    }

    mutating func component(_ element: XMLElementNode, kind: AndroidManifest.Component.Kind) throws(LinkParityIssue) -> AndroidManifest.Component {
        checkNames(element, children: Self.componentChildren, attributes: Self.componentAttributes)
        let name = element.attribute("name") ?? ""
        if name.isEmpty { note(element.line, "<\(element.name)> has no android:name") }
        var filters: [AndroidIntentFilter] = []
        var graphs: [(name: String, line: Int)] = []
        for child in element.children {
            switch child.name {
            case "intent-filter":
                filters.append(try filter(child))
            case "nav-graph":
                let value = child.attribute("value") ?? ""
                if value.hasPrefix("@navigation/") {
                    graphs.append((String(value.dropFirst("@navigation/".count)), child.line))
                } else {
                    note(child.line, "<nav-graph> needs android:value=\"@navigation/name\" (it has '\(value.excerpt())'): the build refuses it")
                }
            default:
                break
            }
        }
        let exported = element.attribute("exported").map { $0 == "true" }
        if exported == nil, !filters.isEmpty || !graphs.isEmpty {
            note(element.line, "\(name) has intent filters but no android:exported: an app targeting Android 12 or later must say whether it is exported, or it does not install")
        }
        return AndroidManifest.Component(
            kind: kind, name: name, targetActivity: element.attribute("targetActivity"), exported: exported,
            enabled: element.attribute("enabled") != "false", line: element.line, filters: filters, navigationGraphs: graphs)
    }

    /// An intent name checked against Android's own (`android.intent.category.BROWSEABLE`).
    mutating func checkIntentName(_ name: String, prefix: String, known: [String], line: Int, what: String) {
        guard name.hasPrefix("android."), !known.contains(where: { prefix + $0 == name }) else { return }
        let near = name.hasPrefix(prefix)
            ? Suggestion.nearest(to: String(name.dropFirst(prefix.count)), among: known).map { prefix + $0 }
            : Suggestion.nearest(to: name, among: known.map { prefix + $0 })
        if let near { note(line, "unknown \(what) '\(name.excerpt())' (did you mean '\(near)'?): Android matches it as written") }
    }

    mutating func filter(_ element: XMLElementNode) throws(LinkParityIssue) -> AndroidIntentFilter {
        checkNames(element, children: Self.filterChildren, attributes: Self.filterAttributes)
        var actions: [String] = [], categories: [String] = [], schemes: [String] = [], mimeTypes: [String] = []
        var authorities: [AndroidIntentFilter.Authority] = []
        var paths: [AndroidPathRule] = []
        var schemeSpecificParts: [AndroidSchemeSpecificRule] = []
        for child in element.children {
            switch child.name {
            case "action":
                checkNames(child, children: [], attributes: ["name"])
                let name = child.attribute("name") ?? ""
                checkIntentName(name, prefix: Self.actionPrefix, known: Self.actions, line: child.line, what: "action")
                actions.append(name)
            case "category":
                checkNames(child, children: [], attributes: ["name"])
                let name = child.attribute("name") ?? ""
                checkIntentName(name, prefix: Self.categoryPrefix, known: Self.categories, line: child.line, what: "category")
                categories.append(name)
            case "data":
                checkNames(child, children: [], attributes: Self.dataAttributes)
                try readData(child, schemes: &schemes, authorities: &authorities, paths: &paths, mimeTypes: &mimeTypes)
                try readSchemeSpecificParts(child, into: &schemeSpecificParts)
            default:
                break
            }
        }
        var filter = AndroidIntentFilter(
            file: file, line: element.line, actions: actions, categories: categories, schemes: schemes, authorities: authorities, paths: paths,
            mimeTypes: mimeTypes, autoVerify: element.attribute("autoVerify") == "true")
        filter.schemeSpecificParts = schemeSpecificParts
        if actions.isEmpty, !schemes.isEmpty || !authorities.isEmpty {
            note(element.line, "the filter has <data> but no <action>: Android's action test fails for a filter that lists none, so no link matches it (add <action android:name=\"android.intent.action.VIEW\" />)")
        }
        if actions.contains(AndroidIntentFilter.view) {
            checkSchemeSpecificParts(schemeSpecificParts, schemes: schemes)
            if schemes.isEmpty, !authorities.isEmpty || !paths.isEmpty || !schemeSpecificParts.isEmpty {
                note(element.line, "the filter has hosts or paths but no scheme: Android ignores them, and no URL matches it")
            } else if authorities.isEmpty, !paths.isEmpty {
                note(element.line, "the filter has path rules but no host: Android ignores them, and any path of its schemes matches")
            }
        }
        return filter
    }

    mutating func readData(
        _ data: XMLElementNode, schemes: inout [String], authorities: inout [AndroidIntentFilter.Authority], paths: inout [AndroidPathRule],
        mimeTypes: inout [String]
    ) throws(LinkParityIssue) {
        let line = data.line
        if let raw = data.attribute("scheme") {
            let scheme = resolved(raw, "scheme", line)
            if unfilled(raw) {
                // The finding naming the placeholder says it all: the text's shape is the placeholder's, not the scheme's.
            } else if scheme.contains(":") || scheme.contains("/") {
                note(line, "scheme '\(scheme.excerpt())': write the scheme alone ('https', not 'https://'); as written it matches no URL")
            } else if scheme != scheme.lowercased() {
                note(line, "scheme '\(scheme.excerpt())' has uppercase letters: Android compares schemes case-sensitively and browsers send them lowercase, so write it in lowercase")
            }
            if !schemes.contains(scheme) { schemes.append(scheme) }
        }
        let host = data.attribute("host").map { resolved($0, "host", line) }
        let portText = data.attribute("port").map { resolved($0, "port", line) }
        let hostUnfilled = data.attribute("host").map { unfilled($0) } ?? false
        if let host {
            if hostUnfilled {
                // Named by the placeholder's finding alone.
            } else if host != host.lowercased() {
                note(line, "host '\(host.excerpt())' has uppercase letters: Android compares hosts case-sensitively (unlike the web) and browsers send them lowercase, so write it in lowercase")
            }
            if !hostUnfilled, host.dropFirst().contains("*") {
                note(line, "host '\(host.excerpt())': a '*' wildcard must come first ('*.example.com'); elsewhere it is a plain character")
            }
            if !hostUnfilled, host.contains("/") || host.contains(":") {
                note(line, "host '\(host.excerpt())' holds '/' or ':': write the host alone, the port and path in their own attributes")
            }
            var port: Int?
            if let portText {
                port = Int(portText)
                if port == nil { note(line, "port '\(portText.excerpt())' is not a number: Android ignores the host with it") }
            }
            if portText == nil || port != nil {
                let authority = AndroidIntentFilter.Authority(host: host, port: port)
                if !authorities.contains(authority) { authorities.append(authority) }
            }
        } else if portText != nil {
            note(line, "a port without a host in the same <data> element: Android ignores it")
        }
        for kind in AndroidPathRule.Kind.allCases {
            guard let raw = data.attribute(kind.rawValue) else { continue }
            let value = resolved(raw, kind.rawValue, line)
            if !unfilled(raw), kind != .pathSuffix && kind != .pathAdvancedPattern, let first = value.first, first != "/", !(kind == .pathPattern && (first == "." || first == "\\")) {
                note(line, "\(kind.rawValue) '\(value.excerpt())' does not start with '/': a URL's path always does, so it never matches")
            }
            do {
                paths.append(try AndroidPathRule(kind: kind, value: value, line: line))
            } catch {
                throw LinkParityIssue(file: file, line: line, cause: "pathAdvancedPattern '\(value.excerpt())': \(error.cause); Android refuses the manifest")
            }
        }
        if let mimeType = data.attribute("mimeType") { mimeTypes.append(resolved(mimeType, "mimeType", line)) }
    }

    /// An attribute's value as the build makes it: placeholders and string
    /// resources filled in from `values` (a finding when one is not), then
    /// resource escapes read (`\\` is `\`, `\*` is `*`).
    mutating func resolved(_ raw: String, _ attribute: String, _ line: Int) -> String {
        var text = raw
        if text.hasPrefix("@string/") {
            guard let value = values[text] else {
                note(line, "\(attribute) is the string resource '\(text.excerpt())', which the build fills in and which is not given here: the reader assumes the literal text '\(text.excerpt())', which no URL holds (give its value, as in --manifest-value \(text.excerpt())=VALUE, or read the merged manifest the build writes)")
                return text
            }
            used.insert(text)
            text = value
        }
        var filled = ""
        var rest = Substring(text)
        while let start = rest.range(of: "${") {
            filled += rest[..<start.lowerBound]
            guard let end = rest[start.upperBound...].firstIndex(of: "}") else { break }
            let name = String(rest[start.upperBound..<end])
            if let value = values[name] {
                used.insert(name)
                filled += value
            } else {
                note(line, "\(attribute) holds the manifest placeholder '${\(name.excerpt())}', which the build fills in and which is not given here: the reader assumes the literal text '${\(name.excerpt())}', which no URL holds (give its value, as in --manifest-value \(name.excerpt())=VALUE, or read the merged manifest the build writes)")
                filled += rest[start.lowerBound...end]
            }
            rest = rest[rest.index(after: end)...]
        }
        filled += rest
        return Self.unescaped(filled)
    }

    /// Whether `raw` holds a string resource or a manifest placeholder that `values` does not fill in.
    func unfilled(_ raw: String) -> Bool {
        if raw.hasPrefix("@string/") { return values[raw] == nil }
        var rest = Substring(raw)
        while let start = rest.range(of: "${") {
            guard let end = rest[start.upperBound...].firstIndex(of: "}") else { return false }
            if values[String(rest[start.upperBound..<end])] == nil { return true }
            rest = rest[rest.index(after: end)...]
        }
        return false
    }

    /// The `ssp…` attributes of one `<data>` element.
    mutating func readSchemeSpecificParts(_ data: XMLElementNode, into rules: inout [AndroidSchemeSpecificRule]) throws(LinkParityIssue) {
        for (attribute, kind) in AndroidSchemeSpecificRule.kinds {
            guard let raw = data.attribute(attribute) else { continue }
            let value = resolved(raw, attribute, data.line)
            do {
                let rule = try AndroidSchemeSpecificRule(attribute: attribute, kind: kind, value: value, line: data.line)
                if !rules.contains(rule) { rules.append(rule) }
            } catch {
                throw LinkParityIssue(file: file, line: data.line, cause: "\(attribute) '\(value.excerpt())': \(error.cause); Android refuses the manifest")
            }
        }
    }

    /// A finding for each ssp rule that can never match the filter's http(s)
    /// URLs: their scheme-specific part starts with `//`.
    mutating func checkSchemeSpecificParts(_ rules: [AndroidSchemeSpecificRule], schemes: [String]) {
        guard !schemes.isEmpty, schemes.allSatisfy({ $0 == "http" || $0 == "https" }) else { return }
        for rule in rules where rule.attribute != "sspSuffix" && rule.attribute != "sspAdvancedPattern" {
            let value = rule.value
            let canStart = value.hasPrefix("//") || (rule.attribute == "sspPattern" && (value.hasPrefix(".") || value.hasPrefix("/*") || value.hasPrefix("\\")))
            guard !canStart else { continue }
            note(rule.line, "\(rule.attribute) '\(value.excerpt())' never matches an http(s) URL: Android compares it with all after 'https:' up to the fragment, which starts with '//' ('//\(value.excerpt())' would)")
        }
    }

    /// Android resource escapes: `\n`, `\t`, `\uXXXX`; any other `\c` is `c`.
    static func unescaped(_ text: String) -> String {
        guard text.contains("\\") else { return text }
        var out = ""
        var characters = Array(text)[...]
        while let character = characters.popFirst() {
            guard character == "\\", let next = characters.popFirst() else {
                out.append(character)
                continue
            }
            switch next {
            case "n": out.append("\n")
            case "t": out.append("\t")
            case "u":
                let digits = String(characters.prefix(4))
                if digits.count == 4, let value = UInt32(digits, radix: 16), let scalar = Unicode.Scalar(value) {
                    out.unicodeScalars.append(scalar)
                    characters = characters.dropFirst(4)
                } else {
                    out.append("u")
                }
            default: out.append(next)
            }
        }
        return out
    }
}
