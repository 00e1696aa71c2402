extension SwitchAssembly {
    /// A switch whose cases, and default, expect `contextType`
    /// (RouteComposer's `SwitchAssembly<VC, Context>`): given another
    /// context, none answers, so the navigation finds no case.
    public init(contextType: ContextType?) {
        self.init()
        self.contextType = contextType
    }
}
