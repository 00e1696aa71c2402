import DeepLinks
import Dispatch
import LuaBridge
import LuaKit
import RouterCore

/// A fuzz run of an app's link table (`flowrun links --fuzz`): URLs made
/// from each route's pattern (``LinkFuzzer``), each opened from each
/// starting state, warm (the app as the state left it) and cold (relaunched
/// from its launch tree, its data kept), and checked against what a link
/// table owes its users: it never crashes or hangs; a link lands, is refused
/// with a reason, or is unmatched with one; a link its own route's pattern
/// takes lands there; the app tree is valid afterwards; and a URL comes out
/// the same from every state, unless the app refused it somewhere (an
/// interceptor or its open-URL handler explains the difference).
public struct LinkFuzzRun: Sendable {
    /// One opening of a fuzzed link.
    public struct Opening: Sendable {
        public let link: FuzzedLink
        /// The starting state it was opened from.
        public let state: String
        /// Opened after relaunching the app (`open_url(url, { cold = true })`).
        public let cold: Bool
        public let outcome: FuzzOutcome
        /// What is wrong with the app tree after it, if anything.
        public let treeProblems: [String]

        /// "from under_a_modal, cold".
        public var start: String { "from \(state)\(cold ? ", cold" : "")" }
    }

    /// Whether anything surprised: an opening, a URL, or a route whose converter failed.
    public var surprised: Bool { !surprises.isEmpty || unmade.contains(where: \.failed) }

    /// Something a link table owes its users that one URL did not get.
    public struct Surprise: Sendable {
        public let link: FuzzedLink
        /// The opening that shows it.
        public let opening: Opening
        /// What was wrong, in words.
        public let why: String
    }

    /// The seed the URLs were made with.
    public let seed: UInt64
    /// The routes' patterns, in table order.
    public let routes: [String]
    /// The starting states, in the order run ("launch" is the app as launched).
    public let states: [String]
    public private(set) var links: [FuzzedLink] = []
    /// Routes no URL was made for; one whose converter failed is a surprise.
    public private(set) var unmade: [LinkFuzzer.Unmade] = []
    /// The opening that ran past its time limit, when one did: the run stops
    /// there, as every opening that reaches the same code would hang too.
    public private(set) var stoppedAt: Opening?
    public private(set) var openings: [Opening] = []
    public private(set) var surprises: [Surprise] = []

    /// The name of the state the app is in once launched.
    public static let launchState = "launch"

    /// Makes the URLs of `launcher`'s app table (`perRoute` per route, with
    /// `seed`) and opens each from each of `states` (nil: the app as
    /// launched, then every state it defines), warm and cold.
    public init(launcher: AppLauncher, seed: UInt64, perRoute: Int, states wanted: [String]?) throws(SuiteError) {
        self.seed = seed
        let first = try launcher.launchWithTestList()
        guard let table = first.session.appLinks else {
            throw SuiteError("the app has no link table to fuzz (app.links(table) in the app definition makes one)")
        }
        routes = table.routes.routes.map(\.pattern.text)
        let defined: [String]
        do {
            defined = try first.startingStates().map(\.name)
        } catch {
            throw SuiteError("cannot read the starting states: \(error)")
        }
        let known = defined.contains(Self.launchState) ? defined : [Self.launchState] + defined
        if let wanted {
            for name in wanted where !known.contains(name) {
                let hint = defined.isEmpty
                    ? "the app defines none (state(name, function() … end) in the app definition defines one)" : "the states are \(known.joined(separator: ", "))"
                throw SuiteError("--from \(name): no starting state of that name\(Suggestion.phrase(for: name, among: known)); \(hint)")
            }
        }
        states = wanted ?? known
        (links, unmade) = LinkFuzzer(seed: seed, perRoute: perRoute).fuzz(table.routes)
        for state in states where stoppedAt == nil {
            try open(from: state, launcher: launcher)
        }
        findSurprises()
    }

    /// Opens every link from `state`, warm then cold, each from the state
    /// as it was set up: rewound to it when the session can keep a
    /// checkpoint, else set up afresh.
    private mutating func open(from state: String, launcher: AppLauncher) throws(SuiteError) {
        var start = StartingPoint { () throws(SuiteError) in
            let launched = try launcher.launchWithTestList()
            guard state != Self.launchState else { return launched }
            do {
                try launched.enter(state: state)
            } catch {
                throw SuiteError("the starting state '\(state)' failed: \(error)", isTimeout: (error as? LuaError)?.kind == .timeout)
            }
            return launched
        }
        for link in links {
            for cold in [false, true] {
                let launched = try start.session()
                let session = launched.session
                var outcome: FuzzOutcome
                let started = DispatchTime.now().uptimeNanoseconds
                do {
                    outcome = session.fuzzOutcome(of: try session.openURL(link.url, cold: cold))
                } catch {
                    outcome = .failed(kind: error.isTimeout ? "timeout" : "error", "\(error)")
                }
                // Code the opening ran may have been stopped by the limit and reported as its own failure
                // (a context maker's, a converter's): an opening that took the whole limit ran into it.
                let seconds = Double(DispatchTime.now().uptimeNanoseconds - started) / 1e9
                if let limit = launcher.settings.timeout, seconds >= limit, case .failed(let kind, let why) = outcome, kind != "timeout" {
                    outcome = .failed(kind: "timeout", "\(why) (after \(limit) s, the time limit)")
                }
                let opening = Opening(link: link, state: state, cold: cold, outcome: outcome, treeProblems: session.tree.invariantViolations())
                openings.append(opening)
                if case .failed(kind: "timeout", _) = outcome {
                    stoppedAt = opening
                    return
                }
            }
        }
    }

    /// Every surprise of the openings: each opening's own, then each URL
    /// whose outcome differs by state with no refusal to explain it.
    private mutating func findSurprises() {
        var byURL: [String: [Opening]] = [:]
        for opening in openings { byURL[opening.link.url, default: []].append(opening) }
        for opening in openings {
            let link = opening.link, own = routes[link.route]
            var why = opening.outcome.surprise(opening: link, ownRoute: own)
            if why == nil, let problem = opening.treeProblems.first {
                why = "the app tree is invalid after it: \(problem)"
            }
            if let why { surprises.append(Surprise(link: link, opening: opening, why: why)) }
        }
        for link in links {
            let seen = byURL[link.url] ?? []
            guard !surprises.contains(where: { $0.link.url == link.url }) else { continue }
            let compared = seen.filter { !$0.outcome.dependsOnState }
            let labels = Set(compared.map(\.outcome.label))
            guard labels.count > 1, let odd = compared.first(where: { $0.outcome.label != compared[0].outcome.label }) else { continue }
            let groups = labels.sorted().map { label in
                "\(label) \(compared.filter { $0.outcome.label == label }.map { $0.start.replacingOccurrences(of: "from ", with: "") }.joined(separator: "; "))"
            }
            surprises.append(Surprise(link: link, opening: odd, why: "it opens differently by starting state, with no refusal to explain it: \(groups.joined(separator: " / "))"))
        }
    }

    /// One route's line of the table: URLs made, openings by outcome, URLs surprising.
    public struct RouteCount: Sendable, Equatable {
        public let pattern: String
        public var generated = 0, landed = 0, refused = 0, unmatched = 0, failed = 0, surprising = 0
    }

    /// The table per route, in table order.
    public var routeCounts: [RouteCount] {
        var counts = routes.map { RouteCount(pattern: $0) }
        for link in links { counts[link.route].generated += 1 }
        for opening in openings {
            switch opening.outcome {
            case .landed: counts[opening.link.route].landed += 1
            case .refused: counts[opening.link.route].refused += 1
            case .unmatched: counts[opening.link.route].unmatched += 1
            case .failed: counts[opening.link.route].failed += 1
            }
        }
        for url in Set(surprises.map(\.link.url)) {
            if let route = links.first(where: { $0.url == url })?.route { counts[route].surprising += 1 }
        }
        return counts
    }
}
