import LuaKit
import RouterCore

/// What a session's bindings note while the app builds its routes, for
/// describing them later (``FlowSession/routeSpec(appDefinition:)``): the
/// cases of each switch, which a ``Switcher`` keeps only as closures.
///
/// Notes are keyed by handles, which are never reused, and by the
/// destinations a switch assembles, which the ledger holds (so their
/// identities are never reused either): a rewind leaves nothing wrong here.
final class RouteLedger {
    /// One `add_case` as the flow wrote it.
    enum SwitchCase {
        /// `add_case(function(context) … end)`: a Lua resolver returning a destination or nil.
        case resolver(entity: String)
        /// `{ when = function(context) … end, from = destination }`.
        case whenFunction(entity: String, destination: DestinationStep)
        /// `{ when = true/false, from = destination }`, fixed when the app loads, at `location`.
        case whenFixed(Bool, location: String?, destination: DestinationStep)
        /// `{ when = finder, from = destination }`.
        case whenFinder(any Finder, destination: DestinationStep)
        /// `{ from = finder }` or `{ expecting = finder }`.
        case from(any Finder)
    }

    /// The cases of each switch assembly Lua holds, by its handle.
    private var pending: [Int64: [SwitchCase]] = [:]
    /// The cases of each assembled switch, by its destination's identity, with the destination held.
    private var assembled: [ObjectIdentifier: (cases: [SwitchCase], destination: DestinationStep)] = [:]

    /// The switch assembly `handle` is `previous` with `added` as its last case.
    func noteCase(_ added: SwitchCase, of handle: Int64, after previous: Int64) {
        pending[handle] = (pending[previous] ?? []) + [added]
    }

    /// The switch assembly `handle` became `destination`.
    func noteAssembled(_ handle: Int64, as destination: DestinationStep) {
        assembled[destination.id] = (pending[handle] ?? [], destination)
    }

    /// The cases of the switch `destination` is, in order; nil when the ledger did not see it assembled.
    func cases(of destination: DestinationStep) -> [SwitchCase]? { assembled[destination.id]?.cases }
}

extension ObjectRegistry {
    /// The handle a ``give(_:_:)`` result holds.
    static func handle(in given: [LuaValue]) -> Int64? {
        if case .integer(let handle)? = given.first { return handle }
        return nil
    }
}
