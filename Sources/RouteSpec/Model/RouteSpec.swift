/// A RouteComposer configuration as data: what an app's Swift sources or a
/// Lua model say about its screens, routes and custom entities, with what
/// could not be said. The Swift importer makes one from Swift files, a flow
/// session makes one from its Lua routes; writers turn one into Lua, Swift
/// or JSON, and two are compared for drift.
///
/// Every field the source does not determine is nil, never a guess.
public struct RouteSpec: Hashable, Sendable {
    /// The view-controller classes declared, in source order.
    public var classes: [ClassDeclaration]
    /// The routes, in source order.
    public var routes: [RouteDefinition]
    /// The app's own types the routes use (interceptors, tasks, finders,
    /// factories, actions), each once, in order of first use.
    public var entities: [EntityDeclaration]
    /// The link schemes and hosts the app's own files declare.
    public var links: LinkSeeds
    /// What no route owns and could not be read (a file that does not
    /// parse, a declaration the reader does not understand).
    public var leftOut: [LeftOut]

    public init(classes: [ClassDeclaration] = [], routes: [RouteDefinition] = [], entities: [EntityDeclaration] = [],
                links: LinkSeeds = LinkSeeds(), leftOut: [LeftOut] = []) {
        self.classes = classes
        self.routes = routes
        self.entities = entities
        self.links = links
        self.leftOut = leftOut
    }

    /// Every construct left out, the routes' own and the rest, in file and line order.
    public var everythingLeftOut: [LeftOut] {
        (leftOut + routes.flatMap(\.leftOut)).sorted { ($0.location, $0.reason) < ($1.location, $1.reason) }
    }

    /// The route named `name`, if there is one.
    public func route(named name: String) -> RouteDefinition? { routes.first { $0.name == name } }
}
