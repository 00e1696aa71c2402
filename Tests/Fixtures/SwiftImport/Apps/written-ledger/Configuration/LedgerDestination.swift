import RouteComposer

/// A destination with the parameters analytics records for it.
struct LedgerDestination: RoutingDestination {
    let finalStep: RoutingStep
    let context: Any?
    let analyticParameters: [String: String]?

    init(finalStep: RoutingStep, context: Any? = nil, _ analyticParameters: [String: String]? = nil) {
        self.finalStep = finalStep
        self.context = context
        self.analyticParameters = analyticParameters
    }
}
