import LuaKit
import RouteSpec
import RouterCore

/// Describes assembled destinations as a ``RouteSpec``: each named route's
/// chain walked from the destination outwards, a shared tail that is
/// another named route becoming a reference to it, and every part spelled
/// as RouteComposer spells it. What Lua says and RouteComposer cannot is
/// left out, with its place and why.
struct RouteDescriber {
    /// The routes by key, in the order they are listed.
    let routes: [(key: String, destination: DestinationStep)]
    let ledger: RouteLedger
    var sources: LuaSourceFiles
    /// The project's module names, for telling `login.require_user` (a module's function) from a local's name.
    let modules: Set<String>

    /// Whether two references hold the same Lua function (`rawequal`); always, where that cannot be asked.
    var sameFunction: (LuaReference, LuaReference) -> Bool = { _, _ in true }
    /// The distinct functions met at each place (file:line), in the order met.
    var functionsAt: [String: [LuaReference]] = [:]
    /// Names a stub may not take: the app's classes and the routes' keys.
    var reserved: Set<String> = []
    /// The entities found so far, in order of first use.
    var entities: [EntityDeclaration] = []
    /// Each Lua function's entity name, by where it is defined (one function, one entity).
    var entityNames: [String: String] = [:]
    /// What the route being described leaves out.
    var leftOut: [LeftOut] = []
    /// What is kept but needs the team's eye (a quoted function using its file's locals), each once.
    var warnings: [LeftOut] = []
    /// The key of the route being described (entities are named after it).
    var currentKey = ""
    /// Each destination's route key, by identity: the first key naming it.
    private var keyOf: [ObjectIdentifier: String] = [:]

    init(routes: [(key: String, destination: DestinationStep)], ledger: RouteLedger, sources: LuaSourceFiles, modules: Set<String>) {
        self.routes = routes
        self.ledger = ledger
        self.sources = sources
        self.modules = modules
        for route in routes where keyOf[route.destination.id] == nil { keyOf[route.destination.id] = route.key }
    }

    /// Every route described, in order.
    mutating func describe(locations: [String: SourceLocation]) -> [RouteDefinition] {
        let described = routes.map { route in
            currentKey = route.key
            leftOut = []
            let destination: SpecDestination
            if let other = keyOf[route.destination.id], other != route.key {
                destination = .route(RouteReference(name: other))
            } else {
                destination = describeDestination(route.destination, at: locations[route.key])
            }
            let first = firstStep(of: destination)
            return RouteDefinition(
                name: route.key, location: locations[route.key], viewControllerType: first?.finder?.className ?? first?.factory?.className,
                contextType: first?.contextType ?? "Any?", destination: destination, leftOut: leftOut)
        }
        // A route that is another (`routes.b = routes.a`) takes the context of the one it is, not `Any?`.
        let contexts = Dictionary(described.map { ($0.name, $0.contextType) }, uniquingKeysWith: { first, _ in first })
        return described.map { route in
            guard case .route(let reference) = route.destination, let context = contexts[reference.name] else { return route }
            var route = route
            route.contextType = context
            return route
        }
    }

    /// A destination's own chain, or the switch it is.
    mutating func describeDestination(_ destination: DestinationStep, at location: SourceLocation?) -> SpecDestination {
        if destination.ownSteps.count == 1, case .switcher(let switcher)? = destination.ownSteps.first, destination.sharedTail == nil {
            guard case .destination(.switch(let choice)) = typed(.destination(.switch(describeSwitch(switcher, of: destination, at: location))), for: nil)
            else { return .leftOut(LeftOut(location: location ?? Self.nowhere, reason: "a switch")) }
            return .switch(choice)
        }
        var steps: [RoutingStep] = []
        var ending: Origin?
        var part: DestinationStep? = destination
        while let current = part {
            // A chain's shared tail that is a named route (or an adapted one) is that route.
            if current.id != destination.id, let reference = reference(to: current) {
                ending = .destination(.route(reference))
                break
            }
            if current.id != destination.id, current.ownSteps.count == 1, case .switcher(let switcher)? = current.ownSteps.first {
                ending = .destination(.switch(describeSwitch(switcher, of: current, at: location)))
                break
            }
            steps += current.ownSteps
            part = current.sharedTail
        }
        return chain(of: steps, ending: ending, at: location)
    }

    /// `destination` as a named route, possibly with an adapted context; nil when it is none.
    mutating func reference(to destination: DestinationStep) -> RouteReference? {
        if let key = keyOf[destination.id] { return RouteReference(name: key) }
        guard destination.ownSteps.count == 1, case .converting(let transformer)? = destination.ownSteps.first,
              let tail = destination.sharedTail, let key = keyOf[tail.id]
        else { return nil }
        return RouteReference(name: key, adaptingContext: entityUse(of: transformer))
    }

    /// The chain of `steps`, ending in `ending` or in the last step's general origin.
    private mutating func chain(of steps: [RoutingStep], ending: Origin?, at location: SourceLocation?) -> SpecDestination {
        guard case .base(let firstBase)? = steps.first else {
            let reason = "a destination whose first step is not a screen's or a container's step"
            let missing = LeftOut(location: location ?? Self.nowhere, reason: reason)
            leftOut.append(missing)
            return .leftOut(missing)
        }
        let first = stepSpec(firstBase, isFirst: true, at: location)
        var links: [ChainLink] = []
        var previous = firstBase
        for step in steps.dropFirst() {
            let action = linkAction(of: previous, at: location)
            switch step {
            case .base(let base):
                links.append(ChainLink(action: action, origin: .step(stepSpec(base, isFirst: false, at: location))))
                previous = base
            case .general(let general):
                links.append(ChainLink(action: action, origin: .general(generalOrigin(general, at: location))))
                return .chain(StepChain(first: first, links: links))
            case .converting, .switcher:
                leave("a context adapted, or a switch, in the middle of a chain that is not a named route (name the adapted route: routes.x = …)", at: location)
                return .chain(StepChain(first: first, links: links))
            }
        }
        if let ending { links.append(ChainLink(action: linkAction(of: previous, at: location), origin: typed(ending, for: previous.action))) }
        return .chain(StepChain(first: first, links: links))
    }

    /// The action joining `step` to the next, nil for a step that finds what the steps before it built.
    private mutating func linkAction(of step: BaseStep, at location: SourceLocation?) -> ActionSpec? {
        if step.factory is FinderFactory, step.action is NilAction { return nil }
        return step.action.map { actionSpec($0, at: location) }
    }

    /// The first step of a destination's chain, if it has one.
    private func firstStep(of destination: SpecDestination) -> StepSpec? {
        if case .chain(let chain) = destination { return chain.first }
        return nil
    }

    /// Notes that the current route leaves something out.
    mutating func leave(_ reason: String, at location: SourceLocation?) {
        let entry = LeftOut(location: location ?? Self.nowhere, reason: reason)
        if !leftOut.contains(entry) { leftOut.append(entry) }
    }

    /// Where something with no known place is said to be.
    static let nowhere = SourceLocation(file: "?", line: 0)
}
