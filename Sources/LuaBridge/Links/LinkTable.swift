import LuaKit
import RouterCore

/// A deep-link route table made in Lua (`route.links()`): URL patterns, each
/// leading to a destination with the context its parameters make.
public final class LinkTable {
    /// What a route leads to.
    public struct Target {
        public let destination: DestinationStep
        /// `make_context(params)` in Lua; without it the context is the parameters' table.
        let makeContext: LuaReference?
    }

    /// The routes, their precedence, converters and lint.
    public internal(set) var routes = URLRouteTable<Target>()
    /// How many redirects one opening may go through before it is stopped.
    public internal(set) var redirectLimit = 5
}
