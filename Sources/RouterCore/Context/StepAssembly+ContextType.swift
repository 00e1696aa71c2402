extension ContextType {
    /// `finder` checked for this type, named `name` in messages (its
    /// description by default); a ``NilFinder`` as it is, so a step still drops it.
    public func typing(_ finder: any Finder, name: String? = nil) -> any Finder {
        finder is NilFinder ? finder : TypedFinder(finder, contextType: self, name: name)
    }

    /// `factory` checked for this type (a container factory stays one); a
    /// ``NilFactory`` as it is, so a step still drops it.
    public func typing(_ factory: any Factory, name: String? = nil) -> any Factory {
        factory is NilFactory ? factory : TypedFactory.wrapping(factory, contextType: self, name: name)
    }
}

extension StepAssembly {
    /// A step whose finder and factory expect `contextType` (RouteComposer's
    /// `StepAssembly<VC, Context>`): another context fails the navigation
    /// with ``RoutingError/typeMismatch(type:expectedType:_:)``.
    public init(finder: some Finder, factory: some Factory, contextType: ContextType) {
        let typedFinder: any Finder = contextType.typing(finder)
        let typedFactory: any Factory = contextType.typing(factory)
        self.init(finder: typedFinder, factory: typedFactory)
    }
}

extension SingleStep {
    /// A single step whose finder and factory expect `contextType`.
    public init(finder: some Finder, factory: some Factory, contextType: ContextType) {
        let typedFinder: any Finder = contextType.typing(finder)
        let typedFactory: any Factory = contextType.typing(factory)
        self.init(finder: typedFinder, factory: typedFactory)
    }
}
