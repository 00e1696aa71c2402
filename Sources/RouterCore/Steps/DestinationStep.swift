/// A configured destination: the chain of steps from the screen wanted back
/// to an origin (RouteComposer's `DestinationStep`). Built with the assemblies.
///
/// A destination built from another (`.from(previous)`) shares the other's
/// steps instead of copying them, so assembling a long chain a step at a
/// time costs time and memory linear in its length.
public struct DestinationStep {
    /// The steps before the shared ones, destination first.
    private var head: [RoutingStep]
    /// The destination whose steps follow `head`, shared.
    fileprivate var continuation: Continuation?
    /// How many steps the chain has.
    public let count: Int
    /// What tells this destination from every other assembled one (copies share it).
    private let token = DestinationToken()

    /// The destination's identity: the same for its copies, another for
    /// every destination assembled or adapted (``RoutingObserver`` events carry it).
    public var id: ObjectIdentifier { ObjectIdentifier(token) }

    /// The steps, destination first (built on each read: O(``count``)).
    public var chain: [RoutingStep] {
        var steps: [RoutingStep] = []
        steps.reserveCapacity(count)
        var part: DestinationStep? = self
        while let current = part {
            steps += current.head
            part = current.continuation?.destination
        }
        return steps
    }

    /// The destination's own step, the chain's first.
    public var first: RoutingStep? {
        var part: DestinationStep? = self
        while let current = part {
            if let step = current.head.first { return step }
            part = current.continuation?.destination
        }
        return nil
    }

    /// The steps this destination adds before the one it continues
    /// (``sharedTail``), destination first: how it was assembled, read back.
    public var ownSteps: [RoutingStep] { head }

    /// The destination whose steps follow ``ownSteps``, shared, not copied
    /// (the `previous` of `.from(previous)`, or the destination an adapted
    /// context adapts); nil when the chain ends with ``ownSteps``.
    public var sharedTail: DestinationStep? { continuation?.destination }

    public init(chain: [RoutingStep]) {
        head = chain
        continuation = nil
        count = chain.count
    }

    /// `steps` followed by the steps of `previous`, which are shared, not copied.
    init(_ steps: [RoutingStep], continuing previous: DestinationStep) {
        head = steps
        continuation = Continuation(previous)
        count = steps.count + previous.count
    }

    /// RouteComposer needs this to let a container action follow a step whose
    /// type is not a container; here types are checked when navigating, so it
    /// returns the step unchanged.
    public func expectingContainer() -> DestinationStep { self }

    /// Changes only static types in RouteComposer; unchanged here.
    public func unsafelyRewrapped() -> DestinationStep { self }

    /// The same destination, reached with the context `transformer` makes of
    /// the navigation's context (RouteComposer's `adaptingContext(using:)`).
    public func adaptingContext(using transformer: some ContextTransformer) -> DestinationStep {
        DestinationStep([.converting(transformer)], continuing: self)
    }
}

/// What gives a destination its ``DestinationStep/id``.
private final class DestinationToken {}

/// A destination's shared tail.
private final class Continuation {
    var destination: DestinationStep

    init(_ destination: DestinationStep) { self.destination = destination }

    // Releases a long chain of tails one after the other, not by recursion
    // (which would run out of stack); a tail something else holds stays.
    deinit {
        var next = destination.continuation
        destination.continuation = nil
        while var tail = next {
            next = nil
            guard isKnownUniquelyReferenced(&tail) else { break }
            next = tail.destination.continuation
            tail.destination.continuation = nil
        }
    }
}
