import RouteSpec

/// The Lua key of each route (`routes.<key>`) and the order the routes are
/// written in.
///
/// A key is the Swift member's name (`productScreen`); when two routes share
/// it, each is `<Type>_<member>` (`ProductConfiguration_productScreen`).
/// Routes keep their source order, except that a route another one uses is
/// written before it (Lua evaluates `routes.x` when the line runs). Keys are
/// unique: a qualified key another route already has gets `_2`, `_3`, ….
public struct RouteKeys: Sendable {
    /// Each route's key, by its Swift name.
    public let keys: [String: String]
    /// The route names in the order they are written.
    public let order: [String]

    public init(_ spec: RouteSpec) {
        var members: [String: Int] = [:]
        for route in spec.routes { members[route.memberName, default: 0] += 1 }
        // Plain member keys are taken first, so a qualified key that spells
        // one (`A.x` → `A_x` beside `C.A_x`) gets a suffix instead of replacing it.
        var keys: [String: String] = [:]
        var taken: Set<String> = []
        for route in spec.routes where members[route.memberName, default: 0] == 1 {
            if taken.insert(route.memberName).inserted { keys[route.name] = route.memberName }
        }
        for route in spec.routes where keys[route.name] == nil {
            let qualified = route.name.split(separator: ".").joined(separator: "_")
            var key = qualified
            var number = 2
            while !taken.insert(key).inserted {
                key = "\(qualified)_\(number)"
                number += 1
            }
            keys[route.name] = key
        }
        self.keys = keys
        order = Self.dependencyOrder(spec)
    }

    /// `routes.<key>` for the route named `name`, nil for a name no route has.
    public func expression(_ name: String) -> String? { keys[name].map { LuaSyntax.field("routes", $0) } }

    /// Source order, each route after the routes it uses (a cycle keeps source order).
    private static func dependencyOrder(_ spec: RouteSpec) -> [String] {
        let names = Set(spec.routes.map(\.name))
        var done: Set<String> = []
        var visiting: Set<String> = []
        var order: [String] = []
        func visit(_ route: RouteDefinition) {
            guard !done.contains(route.name), !visiting.contains(route.name) else { return }
            visiting.insert(route.name)
            for used in RouteUses.names(in: route.destination) where names.contains(used) && used != route.name {
                if let other = spec.route(named: used) { visit(other) }
            }
            visiting.remove(route.name)
            done.insert(route.name)
            order.append(route.name)
        }
        spec.routes.forEach(visit)
        return order
    }
}

/// The routes a destination uses by name, in the order they appear.
enum RouteUses {
    static func names(in destination: Destination) -> [String] {
        switch destination {
        case .route(let reference): return [reference.name]
        case .chain(let chain): return chain.links.flatMap { names(in: $0.origin) }
        case .switch(let choice):
            return choice.cases.flatMap { $0.destination.map(names(in:)) ?? [] } + (choice.defaultDestination.map(names(in:)) ?? [])
        case .leftOut: return []
        }
    }

    static func names(in origin: Origin) -> [String] {
        if case .destination(let destination) = origin { return names(in: destination) }
        return []
    }
}
