/// Chooses, when a navigation starts, which chain leads to the destination
/// (RouteComposer's `SwitchAssembly`). Cases are tried in the order added;
/// the first that answers wins; with no default and no answer, the
/// navigation fails with ``RoutingError/initialController(_:_:)`` (not found).
public struct SwitchAssembly {
    private var cases: [Switcher.Case] = []
    /// The context every case (the default too) expects; another answers nothing.
    var contextType: ContextType?
    /// The class every case leads to, as RouteComposer's `SwitchAssembly<VC, C>` types it (nil: not said).
    public var viewControllerClass: String?

    public init() {}

    /// A case deciding from the context; `nil` passes to the next case. An
    /// error fails the navigation.
    public func addCase(_ name: String = "case", _ resolver: @escaping (Value?) throws -> DestinationStep?) -> SwitchAssembly {
        adding(.init(description: name) { context, _ in try resolver(context) })
    }

    /// A case taken when `condition` holds, read each time a navigation
    /// starts (RouteComposer's `@autoclosure`: a variable changed later counts).
    public func addCase(when condition: @autoclosure @escaping () -> Bool, from step: DestinationStep) -> SwitchAssembly {
        adding(.init(description: "when condition") { _, _ in condition() ? step : nil })
    }

    /// A case taken when `condition` holds for the context. An error fails the navigation.
    public func addCase(when condition: @escaping (Value?) throws -> Bool, from step: DestinationStep) -> SwitchAssembly {
        adding(.init(description: "when condition") { context, _ in try condition(context) ? step : nil })
    }

    /// A case taken when `finder` finds anything.
    public func addCase(when finder: some Finder, from step: DestinationStep) -> SwitchAssembly {
        adding(.init(description: "when \(finder) finds") { context, tree in
            try finder.findViewController(with: context, in: tree) == nil ? nil : step
        })
    }

    /// A case that starts from what `finder` finds.
    public func addCase(from finder: some Finder) -> SwitchAssembly {
        adding(.init(description: "from \(finder)") { context, tree in
            try finder.findViewController(with: context, in: tree).map { DestinationStep(chain: [.general(GeneralStep(origin: .instance($0)))]) }
        })
    }

    /// A case that starts from what `finder` finds, a container the next action expects.
    public func addCase(expecting finder: some Finder) -> SwitchAssembly { addCase(from: finder) }

    /// The switch, with `step` taken when no case answers.
    public func assemble(default step: DestinationStep) -> DestinationStep {
        DestinationStep(chain: [.switcher(Switcher(cases: cases, fallback: step, contextType: contextType, viewControllerClass: viewControllerClass))])
    }

    /// The switch; when no case answers, the navigation fails.
    public func assemble() -> DestinationStep {
        DestinationStep(chain: [.switcher(Switcher(cases: cases, fallback: nil, contextType: contextType, viewControllerClass: viewControllerClass))])
    }

    private func adding(_ entry: Switcher.Case) -> SwitchAssembly {
        var copy = self
        copy.cases.append(entry)
        return copy
    }
}

/// The resolved form of a ``SwitchAssembly`` in a chain.
public struct Switcher: CustomStringConvertible {
    struct Case {
        let description: String
        let resolve: (Value?, AppTree) throws -> DestinationStep?
    }

    let cases: [Case]
    let fallback: DestinationStep?
    var contextType: ContextType? = nil
    /// The class its assembly says every case leads to, nil when not said.
    public var viewControllerClass: String? = nil

    public var description: String {
        "switch of \(cases.count) case\(cases.count == 1 ? "" : "s")\(fallback == nil ? "" : " and a default")"
            + (contextType.map { " expecting \($0)" } ?? "")
    }

    /// What each case tests, in order (cases choose their chain only when a navigation starts).
    public var caseDescriptions: [String] { cases.map(\.description) }
    /// The chain used when no case answers.
    public var defaultDestination: DestinationStep? { fallback }

    /// The chain of the first case that answers, and which case it was.
    func resolve(with context: Value?, in tree: AppTree) throws -> (DestinationStep, String)? {
        // As RouteComposer's resolvers, a case typed for another context answers nothing.
        if let contextType, try !contextType.accepts(context) { return nil }
        for entry in cases {
            if let step = try entry.resolve(context, tree) { return (step, entry.description) }
        }
        return fallback.map { ($0, "default") }
    }
}
