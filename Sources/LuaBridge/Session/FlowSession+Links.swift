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

/// What a runner reads of openings, and its hooks into `links:fuzz` rows.
extension FlowSession {
    /// Notes that the flow read how `opening` stands, and so how its navigation does.
    package func examined(_ opening: LinkOpening) { links.examined(opening) }

    /// The kind of step at which the opening's navigation failed, when it did.
    package func failedStepKind(of opening: LinkOpening) -> NavigationTrace.Entry.Kind? {
        opening.navigation.flatMap { navigator.log.record($0)?.failedStepKind }
    }

    /// `on_fuzz_row(hook)`: `hook(row)` then sees each row `links:fuzz` makes.
    package var fuzzRowHook: LuaReference {
        get throws(LuaError) { try exports[.onFuzzRow] }
    }

    /// `link_opening(value)`: the number of the opening a link object
    /// (what `open_url` returned) stands for, or nil and what `value` is.
    package var linkOpeningReader: LuaReference {
        get throws(LuaError) { try exports[.linkOpening] }
    }

    /// `no_more(name, most, first, ...)`: the flow API's check that a
    /// function was called with a dot and given at most `most` arguments,
    /// raising at its caller.
    package var argumentCountChecker: LuaReference {
        get throws(LuaError) { try exports[.noMore] }
    }
}
