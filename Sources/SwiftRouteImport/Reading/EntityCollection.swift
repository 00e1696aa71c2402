import RouteSpec
import SwiftSyntax

/// The app's own types the routes use, each once, in order of first use,
/// with where a file read declares it and the Lua its doc comment quotes.
struct EntityCollection {
    private(set) var declarations: [EntityDeclaration] = []
    private var names: Set<String> = []

    /// `closure`: the call a closure standing for the entity is given to, and where the closure is written.
    mutating func record(_ name: String, kind: EntityKind, index: DeclarationIndex, closure: (of: String, at: SpecLocation)? = nil) {
        guard names.insert(name).inserted else { return }
        let declaration = index.type(named: name)
        declarations.append(EntityDeclaration(name: name, kind: kind, location: declaration?.location ?? closure?.at,
                                              luaImplementation: declaration?.luaImplementation,
                                              closureOf: declaration == nil ? closure?.of : nil))
    }
}

extension ReadingSession {
    /// RouteComposer's own tasks and interceptors: what each one is. Not entities.
    static let builtInTasks: [String: EntityKind] = [
        "ContextSettingTask": .contextTask, "DismissalMethodProvidingContextTask": .contextTask,
        "NavigationDelayingInterceptor": .interceptor,
        "InlineInterceptor": .interceptor, "InlineContextTask": .contextTask, "InlinePostTask": .postTask,
    ]
    private static let taskProtocols: [(String, EntityKind)] = [
        ("RoutingInterceptor", .interceptor), ("ContextTask", .contextTask), ("PostRoutingTask", .postTask),
    ]

    /// `.adding(task)`: an interceptor, a context task or a post task by its type, or left out.
    func addTask(_ expression: ExprSyntax, to step: inout StepSpec) {
        guard let type = entityType(expression) else {
            leave(expression, "\(quote(expression)): a task computed at run time")
            return
        }
        guard let kind = taskKind(type.name) else {
            leave(expression, "\(quote(expression)): `\(type.name)` is not declared in the files read as an interceptor or a task, "
                + "nor named like one (…Interceptor, …ContextTask, …PostTask)")
            return
        }
        let use = entityUse(expression, kind: kind)
        switch kind {
        case .interceptor: step.interceptors.append(use)
        case .postTask: step.postTasks.append(use)
        default: step.contextTasks.append(use)
        }
    }

    /// An interceptor's or task's kind: built in by name, the app's by the protocol its declaration conforms to, else by its name.
    func taskKind(_ type: String) -> EntityKind? {
        if let builtIn = Self.builtInTasks[type] { return builtIn }
        for (protocolName, kind) in Self.taskProtocols where index.conforms(type, toAnyOf: [protocolName]) { return kind }
        if index.type(named: type) != nil { return nil }
        if type.hasSuffix("Interceptor") { return .interceptor }
        if type.hasSuffix("PostTask") || type.hasSuffix("PostRoutingTask") { return .postTask }
        if type.hasSuffix("ContextTask") || type.hasSuffix("Task") { return .contextTask }
        return nil
    }

    /// A use of a task, interceptor, transformer or provider: the app's own recorded as an entity, a closure left out.
    func entityUse(_ expression: ExprSyntax, kind: EntityKind) -> EntityUse {
        if let dismissal = dismissalTaskUse(expression) { return dismissal }
        let at = location(of: expression)
        guard let type = entityType(expression) else {
            // A module of the route's own, never one named by the expression's text.
            let kindName = kind.rawValue.split(separator: "_").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
            var name = "\(routeTypeName)\(kindName)"
            var count = 2
            while entities.declarations.contains(where: { $0.name == name }) || index.type(named: name) != nil {
                name = "\(routeTypeName)\(kindName)\(count)"
                count += 1
            }
            leave(expression, "\(quote(expression)): a \(kind.rawValue.replacingUnderscores) computed at run time: "
                + "its logic must be written in Lua, in `\(name)`")
            entities.record(name, kind: kind, index: index, closure: (of: "a choice made at run time (\(quote(expression)))", at: at))
            return EntityUse(type: name, custom: true, location: at)
        }
        let builtIn = Self.builtInTasks[type.name] != nil || ["InlineContextTransformer", "KeyWindowProvider"].contains(type.name)
        let arguments = sourceArguments(type.call?.arguments ?? [], owner: "`\(type.name)`",
                                        keepingClosures: type.name == "DismissalMethodProvidingContextTask" ? ["dismissalBlock"] : [])
        if let closure = type.call?.trailingClosure {
            leave(closure, "the closure of `\(type.name)`: its logic must be written in Lua")
        }
        let inline = type.name.hasPrefix("Inline")
        if !builtIn { entities.record(type.name, kind: kind, index: index) }
        // The Lua entity is one module per type: what one use passes it is the team's to write there
        // (a closure argument is left out on its own above).
        let given = type.call?.arguments.filter { !$0.expression.is(ClosureExprSyntax.self) } ?? []
        if !builtIn, !inline, let call = type.call, !given.isEmpty {
            let text = given.map { $0.with(\.trailingComma, nil).compactText }.joined(separator: ", ")
            leave(call, "`\(text.count > 60 ? String(text.prefix(57)) + "…" : text)` of `\(type.name)`: its arguments are not passed "
                + "to the Lua entity: write them in its module in entities/")
        }
        return EntityUse(type: type.name, genericArguments: type.genericArguments, arguments: arguments, custom: !builtIn || inline, location: at)
    }

    /// `.adaptingContext(using: transformer)` (or `.adaptingContext()`, the transformer the types imply: nil).
    func contextTransformer(_ call: MethodChain.Call) -> EntityUse? {
        guard let argument = call.argument("using") ?? call.arguments.first?.expression else { return nil }
        return entityUse(argument, kind: .contextTransformer)
    }

    /// The type an entity expression builds: `LoginInterceptor<Any?>()`, `.shorthand`, a type's initializer with a trailing closure.
    private func entityType(_ expression: ExprSyntax) -> (name: String, genericArguments: [String], call: FunctionCallExprSyntax?)? {
        let expression = expression.unwrapped
        if let initializer = expression.initializer { return (initializer.type, initializer.genericArguments, initializer.call) }
        if let dot = expression.leadingDot, let type = appType(shorthand: dot.name) { return (type, [], dot.call) }
        return nil
    }
}

extension String {
    /// `context_task` → `context task`.
    var replacingUnderscores: String { String(map { $0 == "_" ? " " : $0 }) }
}
