import DeepLinks
import LuaKit
import RouterCore

/// A session's deep links: RouterCore's opener, with the app's table and
/// open-URL handler as Lua gave them, navigating through the session's
/// navigator so that its flows' navigations and the links' are one
/// sequence. An opening that ends before navigating is a failed step of
/// the journal.
final class LinkService: RedirectOpener, Snapshotting, RewindableObject {
    let opener: DeepLinkOpener
    let navigator: NavigatorBridge
    private let journal: FlowJournal

    init(navigator: FlowNavigator, journal: FlowJournal) {
        self.navigator = NavigatorBridge(navigator: navigator)
        self.journal = journal
        opener = DeepLinkOpener(navigator: self.navigator)
        opener.noLinksMessage = "the app has no link table: make one with route.links() and give it to app.links(...)"
    }

    /// Where the flow gave the app its link table and its open-URL handler
    /// (`deeplinks.lua:12`): the app has one of each, and a second would
    /// silently replace the first.
    struct Sites {
        var table: String?
        var handler: String?
        /// The handler's name: `the app's open-URL handler (app.lua:231)`.
        var handlerName: String?

        /// Whether what was given at `old` may be replaced from `new`: by a
        /// module's reload (`reloading`) running its text again, from the same file.
        static func replaces(_ old: String?, from new: String?, reloading: Bool) -> Bool {
            func file(_ site: String?) -> Substring? { site.map { $0[..<($0.lastIndex(of: ":") ?? $0.endIndex)] } }
            return reloading && old != nil && file(old) == file(new)
        }
    }
    var sites = Sites()

    /// The openings whose slip (``LinkOpening/nearMiss``) was warned of: once each.
    private var warnedNearMisses: Set<Int> = []

    /// The opener's state and the sites, for ``restore(_:)``.
    struct Snapshot {
        fileprivate let opener: DeepLinkOpener.Snapshot
        fileprivate let sites: Sites
        fileprivate let warnedNearMisses: Set<Int>
    }

    func snapshot() -> Snapshot { Snapshot(opener: opener.snapshot(), sites: sites, warnedNearMisses: warnedNearMisses) }

    func restore(_ snapshot: Snapshot) {
        opener.restore(snapshot.opener)
        sites = snapshot.sites
        warnedNearMisses = snapshot.warnedNearMisses
    }

    /// The fields of a link opening that say how it went: reading one of a misspelt link warns.
    static let outcomeFields: Set<String> = ["ok", "pending", "kind", "error"]

    /// What to warn of when the flow reads that `opening` failed, the first
    /// time it does, when the link was a slip away from a route: "travel://trps
    /// matched no route; did you mean travel://trips (route travel://trips,
    /// app.lua:12)? A check that this link fails tests the typo, not the route".
    func nearMissWarning(_ opening: LinkOpening) -> String? {
        guard let warning = opening.nearMissWarning, warnedNearMisses.insert(opening.number).inserted else { return nil }
        return warning
    }
    /// Hears each opening, when the session has an observer.
    weak var observer: (any FlowObserver)?

    /// The link opening whose navigation is running, or whose interceptor is being resumed.
    var currentLink: Int? {
        get { opener.current }
        set { opener.current = newValue }
    }

    /// Opens `url`, as the flow's own opening or as a `redirect` an
    /// interceptor asked for (of opening `parent`, when its navigation came
    /// from a link), its navigation journaled at `location`. Returns the
    /// opening's number; how it went is in its opening (another navigation
    /// running or waiting makes it `busy`). Throws only a post task's error,
    /// as a navigation does.
    func open(_ url: String, redirect: Bool = false, parent: Int? = nil, location: String?) throws -> Int {
        let outer = navigator.location
        navigator.location = location
        defer { navigator.location = outer }
        let opening = redirect ? try opener.redirect(url, from: parent) : try opener.open(url)
        observer?.opened(opening)
        // A failure of the link's own code (its handler, a converter, a context) carries what failed in it.
        if let failure = opening.failure, NavigationRecord.isCodeFailure(failure.kind.rawValue) {
            journal.carried(by: failure.message, link: opening.number)
        }
        if opening.navigation == nil, let failure = opening.failure {
            journal.record(FlowStep(kind: .navigation, text: "open \(url.excerpt())", passed: false, location: location, failure: failure.message))
            if !redirect {
                let name = "link opening \(opening.number) (open \(url.excerpt()))"
                let unread: UnreadNavigation = NavigationRecord.codeFailures[failure.kind.rawValue].map {
                    .failed("\(name) failed by \($0) (\(failure.message))", inCode: failure.kind.rawValue, held: "link", at: location)
                } ?? .failed("\(name) failed (\(failure.kind): \(failure.message))", held: "link", at: location)
                navigator.navigator.log.failed(FailedAttempt(navigation: nil, opening: opening.number, unread: unread))
            }
        }
        return opening.number
    }

    /// Whether the opening's navigation failed by an error Lua code raised.
    func failedInLua(_ opening: LinkOpening) -> Bool {
        guard !opening.ok, !opening.pending, let number = opening.navigation else { return false }
        return navigator.navigator.log.record(number)?.failureKind == NavigationRecord.luaErrorKind
    }

    /// Whether the opening failed by an error in the flow's own code: its
    /// navigation's Lua code, or the link's own (handler, converter, context).
    func failedInCode(_ opening: LinkOpening) -> Bool {
        failedInLua(opening) || NavigationRecord.isCodeFailure(opening.failure?.kind.rawValue)
    }

    /// Notes that the flow read how `opening` stands, and so how its navigation does.
    func examined(_ opening: LinkOpening) {
        let log = navigator.navigator.log
        if let number = opening.navigation { log.record(number)?.examined = true }
        log.read(opening: opening.number)
    }

    func openRedirect(_ url: String, parent: Int?) throws -> Int {
        try open(url, redirect: true, parent: parent, location: nil)
    }
}

/// Starts links' navigations as the flow's own, busy when the flow could
/// not navigate now.
final class NavigatorBridge: LinkNavigator {
    unowned let navigator: FlowNavigator
    /// Where the opening being made was asked for (`flow.lua:12`).
    var location: String?

    init(navigator: FlowNavigator) { self.navigator = navigator }

    func navigate(to destination: DestinationStep, with context: Value?, for request: LinkNavigationRequest) throws -> LinkNavigationStart {
        let start = try navigator.navigate(
            to: destination, with: context, location: location, hop: request.isRedirect,
            label: request.isRedirect ? "redirect to \(request.url.excerpt())" : "open \(request.url.excerpt())")
        switch start {
        case .started(let number): return .started(number)
        // Another navigation runs or waits (a login, say): the link cannot be followed now.
        case .busy(let refusal): return .busy(refusal.message)
        }
    }

    func result(ofNavigation number: Int) -> RoutingResult? { navigator.log.record(number)?.result }
}
