import RouteSpec
import Formats

/// A ``RouteSpec`` as JSON, for tools and CI (`flowrun import-swift --json`):
/// `{ "routes": […], "classes": […], "entities": […], "links": {…}, "left_out": […] }`,
/// members in a fixed order, `null` where the source does not determine a
/// value, names spelled as the Swift source spells them. docs/SwiftRoutes.md
/// describes every member.
public enum RouteSpecJSON {
    /// The JSON text, pretty-printed, ending with a line break. `alsoLeftOut`: what a writer
    /// could not translate (``LuaRoutesWriter/Output/leftOut``), listed in `left_out` with the
    /// spec's own, so a tool sees the list a person reads: sorted by file and line, each once.
    /// `translated`: the routes the Lua writer translated; each route then says whether it is one.
    /// `routeLeftOut`: the writer's left-outs by route (``LuaRoutesWriter/Output/leftOutByRoute``), each also in its route's `left_out`.
    public static func text(_ spec: RouteSpec, alsoLeftOut: [LeftOut] = [], translated: [String]? = nil,
                            routeLeftOut: [String: [LeftOut]] = [:]) -> String {
        let encoder = JSONTextEncoder(options: [.prettyPrinted])
        // A JSONNode holds nothing a JSON text cannot say (no floating-point numbers).
        return ((try? encoder.string(node(spec, alsoLeftOut: alsoLeftOut, translated: translated, routeLeftOut: routeLeftOut))) ?? "{}") + "\n"
    }

    static func node(_ spec: RouteSpec, alsoLeftOut: [LeftOut] = [], translated: [String]? = nil,
                     routeLeftOut: [String: [LeftOut]] = [:]) -> JSONNode {
        let leftOut = (spec.everythingLeftOut + alsoLeftOut).inFileOrder
        return .object([
            ("routes", .array(spec.routes.map { item in
                var item = item
                item.leftOut = (item.leftOut + (routeLeftOut[item.name] ?? [])).inFileOrder
                guard let translated, case .object(var members) = route(item) else { return route(item) }
                members.insert(("translated", .bool(translated.contains(item.name))), at: 1)
                return .object(members)
            })),
            ("classes", .array(spec.classes.map(classNode))),
            ("entities", .array(spec.entities.map(entity))),
            ("links", .object([("schemes", .array(spec.links.schemes.map(seed))), ("hosts", .array(spec.links.hosts.map(seed)))])),
            ("left_out", .array(leftOut.map(self.leftOut))),
        ])
    }

    static func place(_ location: SourceLocation?) -> [(String, JSONNode)] {
        [("file", .optional(location?.file)), ("line", .optional(location?.line))]
    }

    static func leftOut(_ item: LeftOut) -> JSONNode {
        .object(place(item.location) + [("reason", .string(item.reason))])
    }

    static func seed(_ seed: LinkSeeds.Seed) -> JSONNode { .object([("value", .string(seed.value))] + place(seed.location)) }

    static func classNode(_ item: ClassDeclaration) -> JSONNode {
        .object([("name", .string(item.name)), ("superclass", .optional(item.superclass)), ("kind", .string(item.kind.rawValue))] + place(item.location))
    }

    static func entity(_ item: EntityDeclaration) -> JSONNode {
        .object([("name", .string(item.name)), ("kind", .string(item.kind.rawValue))] + place(item.location)
            + [("lua", .optional(item.luaImplementation))])
    }

    static func route(_ route: RouteDefinition) -> JSONNode {
        var members: [(String, JSONNode)] = [("name", .string(route.name))] + place(route.location) + [
            ("view_controller", .optional(route.viewControllerType)), ("context", .optional(route.contextType)),
        ]
        var first: StepSpec?
        var links: [ChainLink] = []
        var destination: JSONNode = .null
        switch route.destination {
        case .chain(let chain):
            first = chain.first
            links = chain.links
        default:
            destination = self.destination(route.destination)
        }
        members += [
            ("step", .optional(first?.kind.rawValue)),
            ("finder", first?.finder.map(finder) ?? .null),
            ("factory", first?.factory.map(factory) ?? .null),
            ("interceptors", uses(first?.interceptors ?? [])),
            ("context_tasks", uses(first?.contextTasks ?? [])),
            ("post_tasks", uses(first?.postTasks ?? [])),
        ] + entityArguments(first) + [
            ("chain", .array(links.map(link))),
            ("destination", destination),
            ("left_out", .array(route.leftOut.map(leftOut))),
        ]
        return .object(members)
    }
}
