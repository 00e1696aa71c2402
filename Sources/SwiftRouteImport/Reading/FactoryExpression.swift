import RouteSpec
import SwiftSyntax

extension ReadingSession {
    /// RouteComposer's factories by shorthand and by type.
    static let factoryShorthands: [String: String] = [
        "classFactory": "ClassFactory", "storyboardFactory": "StoryboardFactory", "xibFactory": "XibFactory", "nilFactory": "NilFactory",
        "finderFactory": "FinderFactory", "navigationControllerFactory": "NavigationControllerFactory",
        "tabBarControllerFactory": "TabBarControllerFactory", "splitControllerFactory": "SplitControllerFactory",
        "hostingControllerWithContextFactory": "UIHostingControllerWithContextFactory", "hostingControllerFactory": "UIHostingControllerFactory",
        "build": "InlineFactory",
    ]
    static let factoryTypes = Set(factoryShorthands.values)
    private static let containerFactoryProtocols: Set<String> = ["ContainerFactory", "SimpleContainerFactory"]

    /// The factory `expression` writes, nil (and left out) when it is computed; the app's own factory is a container
    /// factory by its declaration, or by its place (`inContainer`: a container step's) when not declared.
    func factory(_ expression: ExprSyntax, types: StepTypes, inContainer: Bool = false) -> FactorySpec? {
        let expression = expression.unwrapped
        if let dot = expression.leadingDot {
            if let kind = Self.factoryShorthands[dot.name] {
                leaveTrailingClosure(dot.call, of: kind)
                return builtInFactory(kind, genericArguments: [], arguments: dot.call?.arguments, types: types, node: expression)
            }
            if let type = appType(shorthand: dot.name) {
                return customFactory(type, arguments: dot.call?.arguments, node: expression, types: types, inContainer: inContainer)
            }
        } else if MethodChain(expression).root.initializer?.type == "CompleteFactoryAssembly" {
            return completeFactory(expression, types: types)
        } else if let initializer = expression.initializer {
            if Self.factoryTypes.contains(initializer.type) {
                leaveTrailingClosure(initializer.call, of: initializer.type)
                return builtInFactory(initializer.type, genericArguments: initializer.genericArguments, arguments: initializer.call.arguments,
                                      types: types, node: expression)
            }
            if initializer.call.trailingClosure == nil {
                return customFactory(initializer.type, arguments: initializer.call.arguments, node: expression, types: types,
                                     inContainer: inContainer)
            }
        } else if let value = memberValue(expression) {
            return inFile(value.file) { nested(value.expression) { factory(value.expression, types: types, inContainer: inContainer) } ?? nil }
        }
        leave(expression, "\(quote(expression)): a factory computed at run time")
        return nil
    }

    private func builtInFactory(_ kind: String, genericArguments: [String], arguments: LabeledExprListSyntax?, types: StepTypes,
                                node: ExprSyntax) -> FactorySpec {
        var factory = FactorySpec(kind: kind, location: location(of: node))
        if kind != "NilFactory" { factory.className = sayable(TypeNames.builtClass(kind, genericArguments, step: types.viewController), of: kind, at: node) }
        // `InlineFactory(viewController: HomeViewController())` builds the class it names.
        if kind == "InlineFactory", factory.className == nil,
           let built = arguments?.first(where: { $0.label?.text == "viewController" })?.expression.unwrapped.initializer {
            factory.className = built.type
        }
        factory.contextType = genericArguments.count == 2 ? genericArguments[1] : types.context
        // `configuration: { X().configure($0) }`, as `flowrun export-swift` writes a Lua configuration: the app's own X.
        var others = Array(arguments ?? [])
        if let index = others.firstIndex(where: { $0.label?.text == "configuration" }),
           let closure = others[index].expression.as(ClosureExprSyntax.self), let type = entityCalled("configure", in: closure) {
            factory.configuration = entityUse(type, kind: .factoryConfiguration)
            others.remove(at: index)
        }
        factory.arguments = sourceArguments(others, owner: "`\(kind)`", keepingClosures: ["configuration"])
        return factory
    }

    /// The app's own factory; the class it builds is the step's where the step's type says it (`StepAssembler<ColorViewController, …>`).
    private func customFactory(_ type: String, arguments: LabeledExprListSyntax?, node: ExprSyntax, types: StepTypes, inContainer: Bool) -> FactorySpec {
        let declaredAsFactory = index.conforms(type, toAnyOf: ["Factory"])
        let container = index.conforms(type, toAnyOf: Self.containerFactoryProtocols) || inContainer && !declaredAsFactory
        entities.record(type, kind: container ? .containerFactory : .factory, index: index)
        // What it builds: its `ViewController` type alias when that names a class (not a generic parameter), else the step's.
        let built = statedViewController(of: type)
        return FactorySpec(kind: type, className: built ?? types.viewController, custom: true, arguments: sourceArguments(arguments ?? [], owner: "`\(type)`"),
                           location: location(of: node))
    }

    /// The class an app's own finder or factory says it finds or builds: its `ViewController`
    /// type alias when that names a class (not a generic parameter), nil when it says none.
    func statedViewController(of type: String) -> String? {
        index.type(named: type)?.typeAliases["ViewController"].flatMap { alias in
            index.type(named: alias)?.isClass == true || alias.hasPrefix("UI") ? alias : nil
        }
    }

    /// `CompleteFactoryAssembly(factory: container).with(child, using: action, adapting: transformer).adding(task).assemble()`.
    private func completeFactory(_ expression: ExprSyntax, types: StepTypes) -> FactorySpec? {
        let chain = MethodChain(expression)
        guard let initializer = chain.root.initializer,
              let containerExpression = initializer.call.arguments.first(where: { $0.label?.text == "factory" })?.expression,
              let container = factory(containerExpression, types: types, inContainer: true) else {
            leave(expression, "\(quote(expression)): a `CompleteFactoryAssembly` without a container factory the reader knows")
            return nil
        }
        // The container factory is `factory:` as written, as the Lua and Swift writers take it.
        var complete = FactorySpec(kind: "CompleteFactory", className: container.className, contextType: container.contextType,
                                   arguments: [SourceArgument(label: "factory", value: containerExpression.trimmedDescription)],
                                   location: location(of: chain.root))
        // The container's `configuration:` closure, so that the Lua writer gives the container factory a function.
        if let configuration = container.arguments.first(where: { $0.label == "configuration" }) { complete.arguments.append(configuration) }
        complete.configuration = container.configuration
        for call in chain.calls {
            switch call.name {
            case "with":
                guard let childExpression = call.arguments.first?.expression else { continue }
                let childTypes = StepTypes(viewController: nil, context: types.context)
                guard let child = factory(childExpression, types: childTypes) else { continue }
                let action = call.argument("using").flatMap { self.action($0, inContainer: true) }
                let adapting = call.argument("adapting").map { entityUse($0, kind: .contextTransformer) }
                complete.children.append(FactoryChild(factory: child, action: action, adaptingContext: adapting))
            case "adding":
                guard let task = call.arguments.first?.expression else { continue }
                let use = entityUse(task, kind: .contextTask)
                complete.contextTasks.append(use)
            case "assemble":
                continue
            default:
                leave(call.token, "\(call.shortText) on a `CompleteFactoryAssembly`: a method the reader does not know")
            }
        }
        return complete
    }

    /// The member a factory expression names (`completeFactory`, `Screens.tabsFactory()`), its type's own first.
    private func memberValue(_ expression: ExprSyntax) -> MemberValue? {
        let path = expression.referencePath ?? expression.as(FunctionCallExprSyntax.self)?.calledExpression.referencePath
        guard var path, let member = path.last else { return nil }
        if path.first == "self" || path.first == "Self" { path.removeFirst() }
        let named = values.filter { $0.member == member }
        if path.count > 1, let qualified = named.first(where: { $0.enclosingType == path.dropLast().joined(separator: ".") }) { return qualified }
        return named.first { $0.enclosingType == enclosingType } ?? (named.count == 1 ? named[0] : nil)
    }
}
