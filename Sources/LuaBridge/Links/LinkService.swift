import RouterCore

/// A session's deep links: RouterCore's opener, with the app's table and
/// open-URL handler as Lua gave them, navigating through the session so
/// that its flows' navigations and the links' are one sequence.
final class LinkService {
    let opener: DeepLinkOpener
    private let navigator: SessionLinkNavigator

    init(session: FlowSession) {
        navigator = SessionLinkNavigator(session: session)
        opener = DeepLinkOpener(navigator: navigator)
        opener.noLinksMessage = "the app has no link table: make one with route.links() and give it to app.links(...)"
    }

    /// Opens `url` (a redirect of opening `parent` when `redirect`), its
    /// navigation journaled at `location`.
    func open(_ url: String, redirect: Bool, parent: Int?, location: String?) throws -> LinkOpening {
        let outer = navigator.location
        navigator.location = location
        defer { navigator.location = outer }
        return redirect ? try opener.redirect(url, from: parent) : try opener.open(url)
    }
}

/// Starts links' navigations as the flow's own (``FlowSession/navigate(to:with:location:hop:label:)``),
/// busy when the flow could not navigate now.
private final class SessionLinkNavigator: LinkNavigator {
    unowned let session: FlowSession
    /// Where the opening being made was asked for (`flow.lua:12`).
    var location: String?

    init(session: FlowSession) { self.session = session }

    func navigate(to destination: DestinationStep, with context: Value?, for request: LinkNavigationRequest) throws -> LinkNavigationStart {
        // Another navigation runs or waits (a login, say): the link cannot be followed now.
        if !request.isRedirect, let refusal = session.navigationRefusal() { return .busy(refusal) }
        return .started(try session.navigate(
            to: destination, with: context, location: location, hop: request.isRedirect,
            label: request.isRedirect ? "redirect to \(request.url.excerpt())" : "open \(request.url.excerpt())"))
    }

    func result(ofNavigation number: Int) -> RoutingResult? { session.navigation(number)?.result }
}
