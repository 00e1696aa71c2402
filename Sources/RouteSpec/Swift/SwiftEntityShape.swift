/// The shape of an app's own entity's stub, decided from its uses: concrete
/// (`typealias Context = ProductContext`) when every use meets the same types,
/// generic over them (`LoginInterceptor<C>`) when the source writes generic
/// arguments or the uses meet different types.
struct SwiftEntityShape: Hashable, Sendable {
    var kind: EntityKind
    var isGeneric: Bool
    /// The types the stub is written with when it is concrete: its first use's.
    var usage: SwiftEntityUsage?

    /// The shape of `entity` from its uses, in the order met.
    init(_ entity: EntityDeclaration, uses: [SwiftEntityUsage]) {
        let kind = entity.kind
        self.kind = kind
        usage = uses.first
        guard !kind.genericParameters.isEmpty else {
            isGeneric = false
            return
        }
        let explicit = uses.contains { !$0.genericArguments.isEmpty }
        let differ = Set(uses.map { kind.genericArguments(at: $0) }).count > 1
        isGeneric = explicit || differ
    }

    /// The shape of every entity of `spec` from the uses one pass met.
    static func shapes(of spec: RouteSpec, uses: [SwiftEntityUsage]) -> [String: SwiftEntityShape] {
        let byName = Dictionary(grouping: uses, by: \.name)
        var shapes: [String: SwiftEntityShape] = [:]
        for entity in spec.entities where shapes[entity.name] == nil {
            shapes[entity.name] = SwiftEntityShape(entity, uses: byName[entity.name] ?? [])
        }
        return shapes
    }
}

/// What RouteComposer asks of each kind of the app's own entity.
extension EntityKind {
    /// The protocol the stub conforms to; a switch resolver is a type of the app's own.
    var swiftProtocol: String? {
        switch self {
        case .interceptor: "RoutingInterceptor"
        case .contextTask: "ContextTask"
        case .postTask: "PostRoutingTask"
        case .finder: "Finder"
        case .factory: "Factory"
        case .containerFactory: "ContainerFactory"
        case .action: "Action"
        case .containerAction: "ContainerAction"
        case .contextTransformer: "ContextTransformer"
        case .windowProvider: "WindowProvider"
        case .switchResolver, .switchCondition, .dismissalTask, .factoryConfiguration: nil
        }
    }

    /// The associated types the stub declares, each with its generic parameter when the stub is generic.
    var associatedTypes: [(name: String, parameter: String)] {
        switch self {
        case .interceptor: [("Context", "C")]
        case .contextTask, .postTask, .finder, .factory, .containerFactory, .switchResolver: [("ViewController", "VC"), ("Context", "C")]
        case .action, .containerAction, .factoryConfiguration: [("ViewController", "VC")]
        case .contextTransformer: [("SourceContext", "Source"), ("TargetContext", "Target")]
        case .switchCondition: [("Context", "C")]
        case .windowProvider, .dismissalTask: []
        }
    }

    /// The generic parameters of a generic stub, with their constraints; none for a kind never generic.
    var genericParameters: [String] {
        switch self {
        case .interceptor, .contextTransformer, .switchCondition: associatedTypes.map(\.parameter)
        case .contextTask, .postTask, .finder, .factory, .switchResolver: ["VC: UIViewController", "C"]
        case .containerFactory: ["VC: ContainerViewController", "C"]
        case .factoryConfiguration: ["VC: UIViewController"]
        case .action, .containerAction, .windowProvider, .dismissalTask: []
        }
    }

    /// The types a use meets, in the order of ``associatedTypes``: a generic stub's arguments there.
    func genericArguments(at usage: SwiftEntityUsage) -> [String] {
        let context = usage.context ?? SwiftNames.anyContext
        switch self {
        case .interceptor, .switchCondition: return [context]
        case .contextTask, .postTask, .finder, .factory, .containerFactory, .switchResolver:
            return [usage.viewController ?? "UIViewController", context]
        case .contextTransformer: return [context, usage.target ?? SwiftNames.anyContext]
        case .action: return ["UIViewController"]
        case .containerAction: return usage.viewController.map { [$0] } ?? []
        case .factoryConfiguration: return [usage.viewController ?? "UIViewController"]
        case .windowProvider, .dismissalTask: return []
        }
    }
}
