/// An app's own entity as a Swift type stub: the protocol RouteComposer asks
/// for, its associated types, and members that fail until implemented (a
/// failure where the member can report one, `fatalError` where it cannot),
/// with the Lua it is modelled by quoted as the behaviour to implement.
struct SwiftEntityStub {
    var entity: EntityDeclaration
    var shape: SwiftEntityShape

    /// The stub's lines, or nil with the reason when RouteComposer's protocol needs a type the model does not say.
    func lines() -> (lines: [String], refusal: String?) {
        let kind = entity.kind
        guard SwiftNames.isTypeName(entity.name) else {
            return ([], "the app's own `\(entity.name)` has no Swift type name: name it as a Swift type (letters, digits, `_`)")
        }
        let types: [(name: String, value: String)]
        if shape.isGeneric {
            types = kind.associatedTypes.map { ($0.name, $0.parameter) }
        } else {
            let arguments = shape.usage.map(kind.genericArguments(at:)) ?? kind.associatedTypes.map { $0.name == "ViewController" ? "UIViewController" : SwiftNames.anyContext }
            guard arguments.count == kind.associatedTypes.count else {
                return ([], "the app's own container action `\(entity.name)` on a container the model does not say: RouteComposer types it with its container class")
            }
            types = zip(kind.associatedTypes, arguments).map { ($0.name, $1) }
        }
        let parameters = shape.isGeneric ? "<\(kind.genericParameters.joined(separator: ", "))>" : ""
        let conformance = kind.swiftProtocol.map { ": \($0)" } ?? ""
        var lines = documentation()
        if kind.swiftProtocol == nil { lines.append("@MainActor") }
        lines.append("struct \(entity.name)\(parameters)\(conformance) {")
        lines.append("")
        lines += types.map { "    typealias \($0.name) = \($0.value)" }
        if !types.isEmpty { lines.append("") }
        lines += members().map { $0.isEmpty ? $0 : "    " + $0 }
        lines.append("")
        lines.append("}")
        return (lines, nil)
    }

    /// The Lua quoted, or what the type is and where it was declared.
    private func documentation() -> [String] {
        if let lua = entity.luaImplementation { return SwiftLuaQuote.lines(quoting: lua, at: entity.location) }
        let place = entity.location.map { " (\($0))" } ?? ""
        return ["/// The app's own \(entity.kind.rawValue.replacingUnderscores)\(place): implement it; until then it fails."]
    }

    private var message: String {
        entity.luaImplementation == nil ? "\(entity.name) is not implemented yet" : "\(entity.name) is not implemented: implement it as the Lua above says"
    }

    private var failure: String { "RoutingError.generic(.init(\"\(message)\"))" }

    /// The members RouteComposer's protocol requires, each failing.
    private func members() -> [String] {
        let completion = "completion: @escaping (RoutingResult) -> Void"
        let reports = ["    completion(.failure(\(failure)))", "}"]
        switch entity.kind {
        case .interceptor:
            return ["func perform(with context: Context, \(completion)) {"] + reports
        case .contextTask:
            return ["func perform(on viewController: ViewController, with context: Context) throws {", "    throw \(failure)", "}"]
        case .postTask:
            return ["func perform(on viewController: ViewController, with context: Context, routingStack: [UIViewController]) {",
                    "    fatalError(\"\(message)\")", "}"]
        case .finder:
            return ["func findViewController(with context: Context) throws -> ViewController? {", "    throw \(failure)", "}"]
        case .factory:
            return ["func build(with context: Context) throws -> ViewController {", "    throw \(failure)", "}"]
        case .containerFactory:
            return ["func build(with context: Context, integrating coordinator: ChildCoordinator) throws -> ViewController {",
                    "    throw \(failure)", "}"]
        case .action:
            return ["func perform(with viewController: UIViewController, on existingController: ViewController, animated: Bool, \(completion)) {"]
                + reports
        case .containerAction:
            return ["func perform(embedding viewController: UIViewController, in childViewControllers: inout [UIViewController]) throws {",
                    "    throw \(failure)", "}", "",
                    "func perform(with viewController: UIViewController, on existingController: ViewController, animated: Bool, \(completion)) {"]
                + reports
        case .contextTransformer:
            return ["func transform(_ context: SourceContext) throws -> TargetContext {", "    throw \(failure)", "}"]
        case .switchResolver:
            return ["func resolve(_ context: Context) -> DestinationStep<ViewController, Context>? {", "    fatalError(\"\(message)\")", "}"]
        case .switchCondition:
            return ["func holds(_ context: Context) -> Bool {", "    fatalError(\"\(message)\")", "}"]
        case .dismissalTask:
            // The block DismissalMethodProvidingContextTask gives the screen calls this (see SwiftWriting's entityUse).
            return ["func dismiss<VC: UIViewController, C>(_ viewController: VC, with context: C, animated: Bool,",
                    "                                       completion: ((RoutingResult) -> Void)?) {",
                    "    completion?(.failure(\(failure)))", "}"]
        case .windowProvider:
            return ["var window: UIWindow? {", "    fatalError(\"\(message)\")", "}"]
        case .factoryConfiguration:
            // The closure a factory's `configuration:` is given calls this (see SwiftWriting's factory).
            return ["func configure(_ viewController: ViewController) {", "    fatalError(\"\(message)\")", "}"]
        }
    }
}

private extension String {
    /// `context_task` as words: `context task`.
    var replacingUnderscores: String { split(separator: "_").joined(separator: " ") }
}
