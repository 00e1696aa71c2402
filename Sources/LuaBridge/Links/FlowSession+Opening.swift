import LuaKit
import RouterCore

/// Opening deep links from flows: `open_url`, and the redirects interceptors
/// ask for with `route.redirect(url)` (see ``DeepLinkOpener``). An opening
/// that ends before navigating is a failed step of the journal.
extension FlowSession {
    /// The link opening whose navigation is running, or whose interceptor is being resumed.
    var currentLink: Int? {
        get { links.opener.current }
        set { links.opener.current = newValue }
    }

    /// Opens `url`, as the flow's own opening or as a `redirect` an
    /// interceptor asked for (of opening `parent`, when its navigation came
    /// from a link). Returns the opening's number; how it went is in its
    /// opening (another navigation running or waiting makes it `busy`).
    /// Throws only a post task's error, as a navigation does.
    func openLink(_ url: String, redirect: Bool = false, parent: Int? = nil, location: String?) throws -> Int {
        let opening = try links.open(url, redirect: redirect, parent: parent, location: location)
        if opening.navigation == nil, let failure = opening.failure {
            record(FlowStep(kind: .navigation, text: "open \(url.excerpt())", passed: false, location: location, failure: failure.message))
        }
        return opening.number
    }

    /// Before a cold start: the navigation waiting for an interceptor and the
    /// waits of interceptors are abandoned (they never resume), and
    /// transitions under way finish. The caller then builds the launch tree.
    func abandonForRelaunch() {
        launchGeneration += 1
        // The flow's waiting navigation, and any redirect's it waits on.
        for record in navigations.compactMap({ $0 }).sorted(by: { $0.number < $1.number }) where record.result == nil {
            record.result = .failure(.generic(.init("abandoned: the app was relaunched")))
            self.record(FlowStep(kind: .navigation, text: "navigation \(record.number) abandoned (the app was relaunched)", passed: true, location: nil))
        }
        pendingNavigation = nil
        waiters.removeAll()
        tree.clock.runUntilIdle()
    }
}
