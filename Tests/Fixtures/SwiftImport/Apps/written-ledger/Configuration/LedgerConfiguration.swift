import RouteComposer

/// The steps registered at launch, looked up by target where a route needs one.
struct LedgerConfiguration {
    private static var screens: [LedgerTarget: RoutingStep] = [:]

    static func register(screen: RoutingStep, for target: LedgerTarget) {
        screens[target] = screen
    }

    static func step(for target: LedgerTarget) -> RoutingStep? {
        screens[target]
    }
}
