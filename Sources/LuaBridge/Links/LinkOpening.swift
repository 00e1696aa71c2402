import LuaKit
import RouterCore

/// How one opening of a link stands: before it navigated, or as its
/// navigation stands now (a waiting interceptor keeps it pending).
public struct LinkOpening: Sendable {
    /// The opening's number (`open_url` and redirects count together).
    public let number: Int
    /// The URL as given.
    public let url: String
    /// The URLs from the first opening to this one, redirects in between.
    public let chain: [String]
    /// The pattern of the route that won, and where it was declared.
    public let route: String?
    public let routeLocation: String?
    /// The parameters the URL gave the route.
    public let params: Value?
    /// The number of the navigation it started, if it got that far.
    public let navigation: Int?
    public let ok: Bool
    public let pending: Bool
    /// `opened`, `pending`; else why it failed: `invalid`, `unmatched`,
    /// `converter`, `context`, `no_links`, `busy` (another navigation runs or
    /// waits), `refused` or `handler` (by or in the app's open-URL handler),
    /// `redirect_loop`, `too_many_redirects`, or the navigation's error kind.
    public let kind: String
    /// What went wrong, in words.
    public let error: String?
}

extension FlowSession {
    /// Opening `number` as it stands, while it is among the recent ones.
    public func linkOpening(_ number: Int) -> LinkOpening? {
        guard let link = linkRecord(number) else { return nil }
        let result = link.navigation.flatMap { navigation($0) }?.result
        let started = link.navigation != nil
        let kind: String
        let error: String?
        switch (started, result) {
        case (false, _):
            kind = link.problem?.kind ?? "failed"
            error = link.problem?.message
        case (true, nil):
            (kind, error) = ("pending", nil)
        case (true, .success?):
            (kind, error) = ("opened", nil)
        case (true, .failure(let failure)?):
            kind = link.problem?.kind ?? failure.kind
            error = link.problem?.message ?? failure.description
        }
        return LinkOpening(
            number: number, url: link.url, chain: link.chain, route: link.route, routeLocation: link.routeLocation,
            params: link.params, navigation: link.navigation, ok: kind == "opened", pending: kind == "pending",
            kind: kind, error: error)
    }

    /// Opens `url` as `open_url` does (`cold`: after relaunching the app
    /// from its launch tree) and returns how it stands.
    public func openURL(_ url: String, cold: Bool = false) throws(FlowError) -> LinkOpening {
        do {
            if cold { try host.run("app.relaunch()", chunkName: "=[open]") }
            let number = try openLink(url, location: nil)
            guard let opening = linkOpening(number) else { throw LuaError(kind: .runtime, message: "the opening of \(url.excerpt()) was lost") }
            return opening
        } catch let error as LuaError {
            throw .failed(error)
        } catch {
            throw .failed(LuaError(kind: .runtime, message: "\(error)"))
        }
    }
}
