/// What a ``RoutingObserver`` hears. Destinations are named by their
/// ``DestinationStep/id``, steps by their place in the chain walked (1 is
/// the destination's own step; after a switch, the chain it chose goes on
/// counting), interceptors and tasks by themselves.
public enum RoutingEvent {
    /// A navigation to this destination started.
    case started(destination: ObjectIdentifier)
    /// It ended: `landed` when it succeeded.
    case finished(destination: ObjectIdentifier, landed: Bool)
    /// The step at this place did something (the step is there to be
    /// described: an observer that has seen the place already need not).
    case step(StepPlace, RoutingStep, StepOutcome)
    /// An interceptor answered, or began to wait.
    case interceptor(any RoutingInterceptor, InterceptorOutcome)
    /// A context task ran on a node (or failed, its prepare included).
    case contextTask(any ContextTask, failed: Bool)
    /// A post-routing task ran.
    case postTask(any PostRoutingTask)

    /// Where a step is: in the chain of a navigation to `destination`, the
    /// chain of `chain` (the destination's own, or the one a switch chose),
    /// at `number` (counting on from the switch). The same place is the same step.
    public struct StepPlace: Hashable, Sendable {
        public let destination: ObjectIdentifier
        public let chain: ObjectIdentifier
        public let number: Int

        public init(destination: ObjectIdentifier, chain: ObjectIdentifier, number: Int) {
            self.destination = destination
            self.chain = chain
            self.number = number
        }
    }

    /// What a step did.
    public enum StepOutcome: String, Sendable {
        /// Its finder (or, for an origin, its starting point) found a node.
        case found
        /// Its factory built a node.
        case built
        /// Its action integrated the built node.
        case integrated
    }

    /// What an interceptor said.
    public enum InterceptorOutcome: String, Sendable {
        /// It let the navigation go on.
        case allowed
        /// It stopped the navigation (in `perform`, or in `prepare`).
        case refused
        /// It did not answer at once: it waits (a login, a delay).
        case waited
        /// It broke: its failure carries an error of its own code.
        case failed
    }
}
