import DeepLinks
import Formats

extension AppSiteAssociation {
    /// What iOS does with a URL, and which rule decided.
    public struct Decision: Sendable, CustomStringConvertible {
        public enum Outcome: String, Sendable {
            /// The first matching rule includes it: iOS hands it to the app.
            case handled
            /// The first matching rule excludes it: it opens in Safari.
            case excluded
            /// No rule matches: it opens in Safari.
            case noRuleMatches
            /// Not https, or not a served domain: never a universal link.
            case notUniversalLink
        }

        /// The URL as given.
        public let url: String
        public let outcome: Outcome
        /// The deciding entry's position in `applinks.details`.
        public let entry: Int?
        /// The apps of the deciding entry.
        public let appIDs: [String]
        /// The deciding rule.
        public let rule: Rule?
        /// Where the deciding rule is: `apple-app-site-association:14`.
        public let location: String?
        /// Why, in words.
        public let reason: String

        /// Whether iOS hands the URL to the app.
        public var handled: Bool { outcome == .handled }

        /// The decision in the form shared with Android.
        public var verdict: LinkVerdict {
            LinkVerdict(platform: .iOS, url: url, opensApp: handled, handler: appIDs.isEmpty ? nil : appIDs.joined(separator: ", "),
                        rule: rule?.text, location: location, reason: reason)
        }

        public var description: String { reason }
    }

    /// What iOS does with `url`. With `appID`, only the entries naming that
    /// app are read (as on a device where it is the only app of the file);
    /// without, all are, and the deciding entry's apps are named.
    public func decision(for url: String, appID: String? = nil) -> Decision {
        var unlimited = LinkTimeLimit.none
        do {
            return try decision(for: url, appID: appID, within: &unlimited)
        } catch {
            preconditionFailure("a decision without a time limit ran past it")
        }
    }

    /// What iOS does with `url`, as `decision(for:appID:)` says; past
    /// `limit`, throws.
    public func decision(for url: String, appID: String? = nil, within limit: inout LinkTimeLimit) throws(LinkTimeLimit.Exceeded) -> Decision {
        func decided(_ outcome: Decision.Outcome, _ reason: String, entry: Entry? = nil, rule: Rule? = nil) -> Decision {
            Decision(url: url, outcome: outcome, entry: entry?.index, appIDs: entry?.appIDs ?? [], rule: rule,
                     location: rule.map { "\(file):\($0.line)" }, reason: reason)
        }
        guard let parts = LinkURLParts(url) else {
            return decided(.notUniversalLink, "'\(url.excerpt())' is not a URL (it has no scheme)")
        }
        guard parts.scheme.lowercased() == "https" else {
            return decided(.notUniversalLink, "not a universal link: only https URLs are, and this one is \(parts.scheme.excerpt())")
        }
        let host = (parts.host ?? "").lowercased()
        guard domains.contains(where: { Self.domain($0, covers: host) }) else {
            return decided(.notUniversalLink, "not a universal link: \(file) is served from \(domains.joined(separator: ", ")), not from \(host.isEmpty ? "an empty host" : host.excerpt())")
        }
        let read = entries.filter { appID == nil || $0.appIDs.contains(appID!) }
        if let appID, read.isEmpty {
            return decided(.noRuleMatches, "not handled: no entry of \(file) names the app \(appID), so it opens in Safari")
        }
        for entry in read {
            var matching: Rule?
            for rule in entry.rules {
                try limit.spend(1)
                if try rule.matcher.matches(parts, limit: &limit) {
                    matching = rule
                    break
                }
            }
            guard let rule = matching else { continue }
            let place = "applinks.details[\(entry.index)] \(rule.text)"
            if rule.excludes {
                return decided(.excluded, "not handled: \(place) matches first and excludes it, so it opens in Safari", entry: entry, rule: rule)
            }
            if entry.appIDs.isEmpty {
                return decided(.noRuleMatches, "not handled: \(place) matches first, but its entry names no app, so it opens in Safari", entry: entry, rule: rule)
            }
            return decided(.handled, "handled by \(entry.appIDs.joined(separator: ", ")): \(place) matches first", entry: entry, rule: rule)
        }
        let count = read.reduce(0) { $0 + $1.rules.count }
        return decided(.noRuleMatches, "not handled: none of the \(count) rules of \(read.count == 1 ? "1 entry" : "\(read.count) entries") matches, so it opens in Safari")
    }

    /// What iOS does with `url` (its text as given).
    public func decision(for url: DeepLinkURL, appID: String? = nil) -> Decision {
        decision(for: url.text, appID: appID)
    }

    /// Whether `domain` (as an associated domain names it: `*.example.com`
    /// for the subdomains) covers `host`.
    static func domain(_ domain: String, covers host: String) -> Bool {
        if domain.hasPrefix("*.") { return host.hasSuffix(domain.dropFirst(1)) && host.count > domain.count - 1 }
        return domain == host
    }
}
