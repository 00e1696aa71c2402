/// A destination with the context to navigate to it with
/// (RouteComposer's `Destination`; `unwrapped()` gives its `AnyDestination`).
/// Handy for deep links: a URL is turned into one value the router takes.
public struct Destination {
    public let step: DestinationStep
    public let context: Value?

    public init(to step: DestinationStep, with context: Value? = nil) {
        self.step = step
        self.context = context
    }

    /// The type-erased destination; contexts are already dynamic here, so it is the same value.
    public func unwrapped() -> Destination { self }
}

extension Router {
    /// Navigates to a destination with its own context.
    public func navigate(to destination: Destination, animated: Bool = true, completion: ((RoutingResult) -> Void)?) throws {
        try navigate(to: destination.step, with: destination.context, animated: animated, completion: completion)
    }

    /// Navigates to a destination with its own context, running the clock until it ends.
    @discardableResult
    public func navigateAndSettle(to destination: Destination, animated: Bool = true) -> RoutingResult? {
        navigateAndSettle(to: destination.step, with: destination.context, animated: animated)
    }
}
