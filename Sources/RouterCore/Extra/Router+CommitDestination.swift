extension Router {
    /// Navigates to a destination with its own context, reporting a thrown
    /// error through `completion` too (RouteComposer's `commitNavigation(to:animated:completion:)`).
    public func commitNavigation(to destination: Destination, animated: Bool = true, completion: ((RoutingResult) -> Void)? = nil) {
        commitNavigation(to: destination.step, with: destination.context, animated: animated, completion: completion)
    }
}
