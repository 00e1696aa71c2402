import Formats

/// What Android does with a link opened in a browser: the components that
/// take it (with, through a navigation graph, the destination), or why
/// none does.
public struct AndroidLinkDecision: Sendable, CustomStringConvertible {
    /// A component that takes the link, and the filter that lets it.
    public struct Acceptance: Sendable {
        /// `android:name` as written.
        public let component: String
        public let filter: AndroidIntentFilter
        /// The destination the activity's navigation graph opens, nil
        /// without a graph or when no deep link of it matches.
        public let destination: NavigationGraph.Match?
        /// The filter's rules that took the link: `gear://settings`, `gear: ssp //product/42`.
        public let rule: String
    }

    /// The URL as given.
    public let url: String
    /// Every component that takes it, in manifest order (more than one: Android lets the user choose).
    public let acceptances: [Acceptance]
    /// Why, in words.
    public let reason: String

    /// Whether some component takes the link.
    public var accepted: Bool { !acceptances.isEmpty }

    /// The decision in the form shared with iOS.
    public var verdict: LinkVerdict {
        guard let first = acceptances.first else {
            return LinkVerdict(platform: .android, url: url, opensApp: false, handler: nil, rule: nil, location: nil, reason: reason)
        }
        return LinkVerdict(
            platform: .android, url: url, opensApp: true, handler: first.component + (first.destination.map { " → \($0.deepLink.destination)" } ?? ""),
            rule: first.destination?.deepLink.uri ?? first.rule, location: first.destination?.location ?? first.filter.location, reason: reason)
    }

    public var description: String { reason }
}

extension AndroidManifest {
    /// What Android does with `url` opened in a browser. `graphs` are the
    /// navigation graphs the activities' `<nav-graph>` name (and those they
    /// include): their deep links act as the filters the build generates,
    /// and tell the destination.
    public func decision(for url: String, graphs: [NavigationGraph] = []) -> AndroidLinkDecision {
        var unlimited = LinkTimeLimit.none
        do {
            return try decision(for: url, graphs: graphs, within: &unlimited)
        } catch {
            preconditionFailure("a decision without a time limit ran past it")
        }
    }

    /// What Android does with `url`, as ``decision(for:graphs:)`` says; past `limit`, throws.
    public func decision(for url: String, graphs: [NavigationGraph] = [], within limit: inout LinkTimeLimit) throws(LinkTimeLimit.Exceeded) -> AndroidLinkDecision {
        guard let parts = LinkURLParts(url) else {
            return AndroidLinkDecision(url: url, acceptances: [], reason: "'\(url.excerpt())' is not a URL (it has no scheme)")
        }
        // Browsers send http(s) URLs with a path of at least "/".
        var path = LinkURLParts.percentDecoded(parts.path) ?? parts.path
        if path.isEmpty, ["http", "https"].contains(parts.scheme) { path = "/" }
        var candidates: [Candidate] = []
        var missingGraphs: [String] = []
        for component in components {
            var graphsOfComponent: [NavigationGraph] = []
            for reference in component.navigationGraphs {
                let found = Self.graphs(named: reference.name, among: graphs)
                if found.isEmpty { missingGraphs.append(reference.name) }
                graphsOfComponent += found
            }
            let generated = graphsOfComponent.flatMap { graph in graph.deepLinks.compactMap { AndroidIntentFilter(generatedFrom: $0, graph: graph.file) } }
            for filter in component.filters + generated where filter.actions.contains(AndroidIntentFilter.view) {
                // Each path rule reads the path once, in time linear in both.
                try limit.spend(filter.paths.reduce(1) { $0 + $1.value.count + path.count })
                candidates.append(Candidate(component: component, filter: filter, graphs: graphsOfComponent, stage: Self.stage(of: filter, in: component, url: parts, path: path)))
            }
        }
        var acceptances: [AndroidLinkDecision.Acceptance] = []
        for candidate in candidates where candidate.stage == .accepted && !acceptances.contains(where: { $0.component == candidate.component.name }) {
            var destination: NavigationGraph.Match?
            for graph in candidate.graphs {
                destination = try graph.match(url, within: &limit)
                if destination != nil { break }
            }
            let rule = candidate.filter.decidingRule(parts, decodedPath: candidate.filter.isGenerated && path.isEmpty ? "/" : path)
            acceptances.append(.init(component: candidate.component.name, filter: candidate.filter, destination: destination, rule: rule))
        }
        let missing = missingGraphs.isEmpty ? "" : " (not read: the navigation graph\(missingGraphs.count == 1 ? "" : "s") \(missingGraphs.joined(separator: ", ")), not given)"
        guard let first = acceptances.first else {
            return AndroidLinkDecision(url: url, acceptances: [], reason: refusal(candidates, parts, path) + missing)
        }
        let acceptingFilter = candidates.first { $0.component.name == first.component && $0.stage == .accepted }!
        var reason = "opens \(first.component) (\(Self.filterName(first.filter)))"
        if let destination = first.destination {
            reason += " at the destination \(destination.deepLink.destination) (\(destination.deepLink.destinationKind), \(destination.location)) through the deep link \(destination.deepLink.uri ?? "")"
        } else if !acceptingFilter.graphs.isEmpty {
            reason += " at its start destination: " + (try NavigationGraph.whyNoMatch(url, in: acceptingFilter.graphs, limit: &limit))
        }
        if acceptances.count > 1 {
            reason += "; \(acceptances.dropFirst().map(\.component).joined(separator: ", ")) also take\(acceptances.count == 2 ? "s" : "") it, so Android asks the user to choose unless the app's links are verified"
        }
        return AndroidLinkDecision(url: url, acceptances: acceptances, reason: reason)
    }

    /// A filter with the component it belongs to, and how far a URL got in it.
    struct Candidate {
        let component: Component
        let filter: AndroidIntentFilter
        let graphs: [NavigationGraph]
        let stage: Stage
    }

    /// How far a URL gets in a filter, in the order Android checks.
    enum Stage: Comparable {
        case data(AndroidIntentFilter.DataMatch)
        case noBrowsable, noDefault, notExported, disabled, accepted
    }

    static func stage(of filter: AndroidIntentFilter, in component: Component, url: LinkURLParts, path: String) -> Stage {
        // A deep link of a navigation graph without a path (`demo://cart`) takes a URL without one, as Navigation matches it.
        let data = filter.dataMatch(url, decodedPath: filter.isGenerated && path.isEmpty ? "/" : path)
        guard data == .matches else { return .data(data) }
        guard filter.categories.contains(AndroidIntentFilter.browsable) else { return .noBrowsable }
        guard filter.categories.contains(AndroidIntentFilter.defaultCategory) else { return .noDefault }
        guard component.exported != false else { return .notExported }
        guard component.enabled else { return .disabled }
        return .accepted
    }

    /// The graph named `name` and those it includes, each once.
    static func graphs(named name: String, among graphs: [NavigationGraph]) -> [NavigationGraph] {
        var found: [NavigationGraph] = []
        var pending = [name]
        while let next = pending.popLast() {
            guard !found.contains(where: { $0.name == next }), let graph = graphs.first(where: { $0.name == next }) else { continue }
            found.append(graph)
            pending += graph.includes.reversed()
        }
        return found
    }

    /// `filter at AndroidManifest.xml:34`, or `filter generated from the deep link at nav_main.xml:20`.
    static func filterName(_ filter: AndroidIntentFilter) -> String {
        filter.isGenerated ? "filter generated from the deep link at \(filter.location)" : "filter at \(filter.location)"
    }

    /// Why no component takes the URL: from the filter it got furthest in.
    func refusal(_ candidates: [Candidate], _ url: LinkURLParts, _ path: String) -> String {
        guard let best = candidates.max(by: { $0.stage < $1.stage }) else {
            return "no activity has an intent filter with the action VIEW: no link opens the app"
        }
        let owner = "\(best.component.name)'s \(Self.filterName(best.filter))"
        let host = url.host ?? "", shownHost = host.excerpt()
        let reached = candidates.filter { $0.stage > .data(.scheme) }
        switch best.stage {
        case .data(.scheme):
            let schemes = Self.unique(candidates.flatMap(\.filter.schemes))
            return "no VIEW filter takes the scheme '\(url.scheme.excerpt())' (" + (schemes.isEmpty ? "none declares a scheme)" : "their schemes: \(schemes.joined(separator: ", ")))")
        case .data(.schemeSpecificPart):
            let part = LinkURLParts.percentDecoded(url.schemeSpecificPart) ?? url.schemeSpecificPart
            let rules = reached.filter { $0.stage == .data(.schemeSpecificPart) }
                .map { "\($0.component.name) (\($0.filter.location)): \($0.filter.schemeSpecificParts.map(\.description).joined(separator: ", "))" }
            return "the scheme-specific part '\(part.excerpt())' (all after '\(url.scheme):', up to the fragment) matches no ssp rule of the VIEW filters for \(url.scheme) without hosts: \(rules.joined(separator: "; "))"
        case .data(.host):
            guard url.host != nil else { return "'\(url.text.excerpt())' has no host, and every VIEW filter for \(url.scheme) names hosts" }
            let hosts = Self.unique(reached.flatMap { $0.filter.authorities.map(\.host) })
            var reason = "no VIEW filter for \(url.scheme) takes the host '\(shownHost)' (their hosts: \(hosts.joined(separator: ", ")))"
            func differsInCase(_ authority: AndroidIntentFilter.Authority) -> Bool {
                authority.host.hasPrefix("*") ? host.lowercased().hasSuffix(authority.host.dropFirst().lowercased()) : authority.host.lowercased() == host.lowercased()
            }
            if let near = reached.first(where: { $0.filter.authorities.contains(where: differsInCase) }),
               let written = near.filter.authorities.first(where: differsInCase) {
                reason += ": \(near.component.name)'s \(Self.filterName(near.filter)) has '\(written.host)', which differs in case only, and Android compares hosts case-sensitively"
            }
            return reason
        case .data(.port):
            let ports = Self.unique(reached.filter { $0.stage >= .data(.port) }.flatMap { $0.filter.authorities.compactMap { $0.port.map(String.init) } })
            return "the URL's port (\(url.port.map(String.init) ?? "none")) is not one the VIEW filters for \(url.scheme)://\(shownHost) take (\(ports.joined(separator: ", ")))"
        case .data(.path):
            let rules = reached.filter { $0.stage >= .data(.path) }.map { "\($0.component.name) (\($0.filter.location)): \($0.filter.paths.map(\.description).joined(separator: ", "))" }
            return "the path '\(path.excerpt())' matches no path rule of the VIEW filters for \(url.scheme)://\(shownHost): \(rules.joined(separator: "; "))"
        case .data(.mimeType):
            return "\(owner) takes the URL but only with the MIME type \(best.filter.mimeTypes.joined(separator: ", ")), which a link from a browser does not have"
        case .data(.matches), .accepted:
            return "\(owner) takes the URL"
        case .noBrowsable:
            return "\(owner) takes the URL but has no category BROWSABLE, so a browser cannot open it with the app"
        case .noDefault:
            return "\(owner) takes the URL but has no category DEFAULT, which Android needs to start an activity from a link"
        case .notExported:
            return "\(owner) takes the URL, but \(best.component.name) is not exported (android:exported=\"false\"), so a browser cannot start it"
        case .disabled:
            return "\(owner) takes the URL, but \(best.component.name) is disabled (android:enabled=\"false\")"
        }
    }

    static func unique(_ names: [String]) -> [String] {
        var seen = Set<String>()
        return names.filter { seen.insert($0).inserted }
    }
}
