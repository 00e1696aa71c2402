import RouteSpec
import RouterCore

extension RouteDescriber {
    /// A step with its finder, factory and tasks, of the kind RouteComposer
    /// writes it as: the first step is a `StepAssembly` (a container step when
    /// it only builds a plain container); later ones are container steps,
    /// `SingleContainerStep`s or `SingleStep`s.
    mutating func stepSpec(_ step: BaseStep, isFirst: Bool, at location: SourceLocation?) -> StepSpec {
        var finder = step.finder.map { finderSpec($0, at: location) }
        var factory = step.factory.map { factorySpec($0, at: location) }
        // BaseStep made a NilFactory into "find after build": it is a NilFactory in RouteComposer.
        if let finderFactory = step.factory as? FinderFactory, step.action is NilAction {
            if finderFactory.configuration != nil { leave("a nil factory's configuration function (RouteComposer's NilFactory configures nothing)", at: location) }
            factory = FactorySpec(kind: "NilFactory", contextType: finder?.contextType ?? Self.anyContext)
        }
        let kind = stepKind(step, isFirst: isFirst)
        let stepContext = finder?.contextType ?? factory?.contextType
        // BaseStep dropped a NilFinder (its step always builds): RouteComposer writes it, typed by what the factory builds.
        if finder == nil, factory != nil, kind == .stepAssembly || kind == .singleStep || kind == .singleContainerStep {
            finder = FinderSpec(kind: "NilFinder", contextType: stepContext ?? Self.anyContext)
        }
        var className: String?
        if kind == .navigationController || kind == .tabBarController || kind == .splitController {
            let built = factory?.className
            let defaults = [ClassRegistry.navigationController, ClassRegistry.tabBarController, ClassRegistry.splitController]
            className = built.flatMap { defaults.contains($0) ? nil : $0 }
            finder = nil
            factory = nil
        }
        let spec = StepSpec(
            kind: kind, className: className, contextType: stepContext ?? Self.anyContext, finder: finder, factory: factory,
            interceptors: step.interceptors.map { interceptorUse($0, at: location) },
            contextTasks: step.contextTasks.map { contextTaskUse($0, at: location) },
            postTasks: step.postTasks.map { postTaskUse($0, at: location) })
        return spec
    }

    /// What RouteComposer calls a step like `step`.
    private func stepKind(_ step: BaseStep, isFirst: Bool) -> StepSpec.Kind {
        let factory = Self.untyped(step.factory)
        if step.finder == nil, step.interceptors.isEmpty, step.contextTasks.isEmpty, step.postTasks.isEmpty {
            // A container factory with a configuration keeps it: a SingleContainerStep, not RouteComposer's plain container step.
            switch factory {
            case let factory as NavigationControllerFactory where factory.configuration == nil: return .navigationController
            case let factory as TabBarControllerFactory where factory.configuration == nil: return .tabBarController
            case let factory as SplitControllerFactory where factory.configuration == nil: return .splitController
            default: break
            }
        }
        if isFirst { return .stepAssembly }
        return factory?.containerFactory != nil ? .singleContainerStep : .singleStep
    }

    /// A factory without the context type Lua's `context =` option gave it.
    static func untyped(_ factory: (any Factory)?) -> (any Factory)? {
        switch factory {
        case let typed as TypedFactory: typed.factory
        case let typed as TypedContainerFactory: typed.factory
        default: factory
        }
    }

    /// `GeneralStep.root`, `.current`, `.custom(using:)`.
    mutating func generalOrigin(_ general: GeneralStep, at location: SourceLocation?) -> GeneralOrigin {
        switch general.originDescription {
        case .root(let provider):
            windowProvider(provider, "route.general.root", at: location)
            return GeneralOrigin(kind: .root)
        case .current(let provider):
            windowProvider(provider, "route.general.current", at: location)
            return GeneralOrigin(kind: .current)
        case .custom(let finder): return GeneralOrigin(kind: .custom, finder: finderSpec(finder, at: location))
        case .instance:
            leave("an origin that is a node found when the navigation started", at: location)
            return GeneralOrigin(kind: .current)
        }
    }

    /// Refuses a window chosen by name: RouteComposer's window providers are the app's own code.
    mutating func windowProvider(_ provider: any WindowProvider, _ construct: String, at location: SourceLocation?) {
        guard !(provider is KeyWindowProvider) else { return }
        leave("\(construct) { window = … }: a window chosen by its name (RouteComposer takes a WindowProvider the app writes; "
            + "use the key window, or write the provider in Swift)", at: location)
    }

    /// The switch `destination` is, with the cases the ledger saw.
    mutating func describeSwitch(_ switcher: Switcher, of destination: DestinationStep, at location: SourceLocation?) -> SwitchSpec {
        var cases: [SwitchCase] = []
        if let noted = ledger.cases(of: destination) {
            for entry in noted {
                switch entry {
                case .resolver(let entity):
                    cases.append(SwitchCase(condition: .resolver(luaEntity(entity, words: "case", kind: .switchResolver)), destination: nil))
                case .whenFunction(let entity, let taken):
                    let condition = luaEntity(entity, words: "switch condition", kind: .switchCondition)
                    cases.append(SwitchCase(condition: .whenHolds(condition), destination: destinationValue(taken, at: location)))
                case .whenFixed(let condition, let place, _):
                    leave("a switch case on \(condition), fixed when the app loads (RouteComposer's addCase(when:) reads an expression "
                        + "each time: write it as a function of the context)", at: place.flatMap(Self.location(parsing:)) ?? location)
                case .whenFinder(let finder, let taken):
                    cases.append(SwitchCase(condition: .when(finderSpec(finder, at: location)), destination: destinationValue(taken, at: location)))
                case .from(let finder):
                    cases.append(SwitchCase(condition: .from(finderSpec(finder, at: location)), destination: nil))
                }
            }
        } else if !switcher.caseDescriptions.isEmpty {
            leave("a switch whose cases this session did not see added (describe the routes from a session that ran the app definition)", at: location)
        }
        return SwitchSpec(
            viewControllerType: switcher.viewControllerClass, contextType: switcher.contextTypeName.map(Self.swiftType(ofContext:)) ?? Self.anyContext, cases: cases,
            defaultDestination: switcher.defaultDestination.map { destinationValue($0, at: location) }, location: location)
    }

    /// A destination used by another: a named route by reference, else its own chain.
    mutating func destinationValue(_ destination: DestinationStep, at location: SourceLocation?) -> SpecDestination {
        if let reference = reference(to: destination) { return .route(reference) }
        return describeDestination(destination, at: location)
    }

    /// `app.lua:12` read back.
    static func location(parsing place: String) -> SourceLocation? {
        guard let colon = place.lastIndex(of: ":"), let line = Int(place[place.index(after: colon)...]) else { return nil }
        return SourceLocation(file: String(place[..<colon]), line: line)
    }

    /// A Lua context type's name (`string`, `int?`) as Swift writes the type:
    /// `String`, `Int?`; a table is `[String: Any]`, anything `Any?`.
    static func swiftType(ofContext name: String) -> String {
        let optional = name.hasSuffix("?")
        let base = optional ? String(name.dropLast()) : name
        let swift: String = switch base {
        case "any": "Any?"
        case "void": "Void"
        case "bool": "Bool"
        case "int": "Int"
        case "number": "Double"
        case "string": "String"
        case "table": "[String: Any]"
        default: "Any?"
        }
        return optional && !swift.hasSuffix("?") ? swift + "?" : swift
    }
}
