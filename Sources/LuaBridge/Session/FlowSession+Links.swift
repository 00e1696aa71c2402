import DeepLinks
import LuaKit
import RouterCore

/// Deep links from Swift: the app's table, openings, and opening a URL as `open_url` does.
extension FlowSession {
    /// The app's deep-link table (`app.links`).
    public var appLinks: LinkTable? { links.opener.table }

    /// The app's open-URL handler (`app.on_open_url`), named with where it
    /// is defined (`the app's open-URL handler (app.lua:231)`); nil when it has none.
    public var openURLHandlerName: String? { links.opener.openURLHandler == nil ? nil : links.sites.handlerName ?? "the app's open-URL handler" }

    /// Where the app's link table was given (`app.lua:12`), when it was.
    public var appLinksSite: String? { links.sites.table }

    /// Where the app's open-URL handler was given (`app.lua:231`), when it was.
    public var openURLHandlerSite: String? { links.sites.handler }

    /// Whether the opening's navigation failed by an error Lua code raised.
    public func failedInLua(_ opening: LinkOpening) -> Bool { links.failedInLua(opening) }

    /// Opening `number` as it stands, while it is among the recent ones.
    public func linkOpening(_ number: Int) -> LinkOpening? { links.opener.opening(number) }

    /// How `opening` stands, as Lua's `link.kind` reads: `opened`,
    /// `pending`, or the failure's kind, `lua_error` when its navigation
    /// failed by an error Lua code raised.
    public func kind(of opening: LinkOpening) -> String {
        links.failedInLua(opening) ? NavigationRecord.luaErrorKind : opening.kind.description
    }

    /// Opens `url` as `open_url` does (`cold`: after relaunching the app
    /// from its launch tree) and returns how it stands.
    public func openURL(_ url: String, cold: Bool = false) throws(FlowError) -> LinkOpening {
        do {
            if cold { try host.call(try exports[.relaunch], name: "relaunching the app") }
            let number = try links.open(url, location: nil)
            guard let opening = linkOpening(number) else { throw LuaError(kind: .runtime, message: "the opening of \(url.excerpt()) was lost") }
            return opening
        } catch let error as LuaError {
            throw .failed(error)
        } catch {
            throw .failed(LuaError(kind: .runtime, message: "\(error)"))
        }
    }
}
