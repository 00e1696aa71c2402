/// Factories as RouteComposer writes them, `CompleteFactoryAssembly` with its children.
extension SwiftWriting {
    /// `ClassFactory<ProductViewController, Any?>()`, `StoryboardFactory<…>(name: "TabBar")`.
    /// `viewController` is the class the step builds when the factory does not name one.
    mutating func factory(_ factory: FactorySpec, viewController: String?, context: String) -> SwiftExpression? {
        let context = factory.contextType ?? context
        let className = factory.className ?? viewController ?? Self.containerDefaults[factory.kind]
        if factory.custom {
            return entity(factory.kind, arguments: factory.arguments,
                          usage: SwiftEntityUsage(name: factory.kind, viewController: className, context: context, genericArguments: []))
        }
        switch factory.kind {
        case "CompleteFactory":
            return completeFactory(factory, className: className, context: context)
        case "FinderFactory":
            guard factory.arguments.contains(where: { $0.label == "finder" }) else {
                return refuse("a FinderFactory without its finder: RouteComposer's needs `finder:`", at: factory.location)
            }
            return .call("FinderFactory", factory.arguments.map(SwiftNames.argument))
        case "ClassFactory", "StoryboardFactory", "XibFactory", "NilFactory",
             "NavigationControllerFactory", "TabBarControllerFactory", "SplitControllerFactory":
            guard let className else {
                return refuse("a \(factory.kind) without a class: RouteComposer types it with the class it builds; name the class in the model",
                              at: factory.location)
            }
            if factory.kind == "StoryboardFactory", !factory.arguments.contains(where: { $0.label == "name" }) {
                return refuse("a StoryboardFactory without its storyboard: RouteComposer's needs `name:`", at: factory.location)
            }
            let configuration = factory.configuration.map { [("configuration", self.configuration($0, of: className))] } ?? []
            // RouteComposer loads a xib with `ClassFactory(nibName:)`: it has no XibFactory.
            let type = factory.kind == "XibFactory" ? "ClassFactory" : factory.kind
            return .call(SwiftNames.generic(type, [className, context]), factory.arguments.map(SwiftNames.argument) + configuration)
        default:
            return refuse("a factory RouteComposer does not have (`\(factory.kind)`): mark it as the app's own, or use a built-in factory",
                          at: factory.location)
        }
    }

    /// `{ X().configure($0) }`: RouteComposer's factory takes its configuration as a closure, which calls the app's own type.
    mutating func configuration(_ use: EntityUse, of className: String) -> SwiftExpression {
        let call = entityUse(use, viewController: className, context: nil).lines.joined(separator: " ")
        return SwiftExpression("{ \(call).configure($0) }")
    }

    /// Whether the factory builds a container, so an intermediate step of it is a `SingleContainerStep`.
    func buildsContainer(_ factory: FactorySpec?) -> Bool {
        guard let factory else { return false }
        if factory.custom { return spec.entities.first { $0.name == factory.kind }?.kind == .containerFactory }
        return factory.kind == "CompleteFactory" || Self.containerDefaults[factory.kind] != nil
    }

    /// `CompleteFactoryAssembly(factory: …).with(…)….adding(…).assemble()`: a task added
    /// after the children is typed with the last child's class and context, as RouteComposer's is.
    private mutating func completeFactory(_ factory: FactorySpec, className: String?, context: String) -> SwiftExpression? {
        guard let container = containerFactory(of: factory, className: className, context: context) else {
            return refuse("a CompleteFactory whose container factory the model does not say: give its class (a navigation, tab bar or split controller) or its `factory:`",
                          at: factory.location)
        }
        var expression = SwiftExpression.call("CompleteFactoryAssembly", [("factory", container)])
        var lastChild = (className: className, context: context)
        for child in factory.children {
            let childContext = child.factory.contextType ?? context
            guard let built = self.factory(child.factory, viewController: nil, context: childContext) else { return nil }
            var arguments: [(label: String?, value: SwiftExpression)] = [(nil, built)]
            if let action = child.action {
                guard let using = self.action(action, origin: className) else { return nil }
                arguments.append(("using", using))
            }
            if let transformer = child.adaptingContext {
                arguments.append(("adapting", entityUse(transformer, viewController: nil, context: context, target: childContext)))
            }
            expression.call("with", .call("", arguments).droppingCallName)
            lastChild = (child.factory.className, childContext)
        }
        for task in factory.contextTasks {
            expression.call("adding", entityUse(task, viewController: lastChild.className, context: lastChild.context))
        }
        expression.call("assemble")
        return expression
    }

    /// The container factory a `CompleteFactoryAssembly` starts from: as the source writes
    /// it (`factory:`), else the one RouteComposer has for the class's kind.
    private mutating func containerFactory(of factory: FactorySpec, className: String?, context: String) -> SwiftExpression? {
        if let written = factory.argument("factory") {
            // The container factory's configuration (the model keeps it on the complete factory): given to it as its closure.
            guard let use = factory.configuration, let className = builtClass(factory) ?? className, written.hasSuffix("()") else {
                return SwiftExpression(written)
            }
            var expression = SwiftExpression(String(written.dropLast()))
            let closure = self.configuration(use, of: className)
            expression.lines[0] += "configuration: " + closure.lines.joined(separator: " ") + ")"
            return expression
        }
        guard let className, let kind = classKind(of: className) else { return nil }
        let type: String
        switch kind {
        case .navigation: type = "NavigationControllerFactory"
        case .tabBar: type = "TabBarControllerFactory"
        case .split: type = "SplitControllerFactory"
        case .screen, .customContainer: return nil
        }
        return SwiftExpression(SwiftNames.generic(type, [className, context]) + "()")
    }

    /// The class a factory builds, where the model says it: its own, a container
    /// factory's UIKit default, a complete factory's container (its `factory:`).
    func builtClass(_ factory: FactorySpec) -> String? {
        if let className = factory.className ?? Self.containerDefaults[factory.kind] { return className }
        guard factory.kind == "CompleteFactory", let written = factory.argument("factory"),
              let kind = Self.containerDefaults.keys.sorted().first(where: { written.hasPrefix($0) }) else { return nil }
        // `TabBarControllerFactory<ExampleTabBarController, Any?>()` builds its first generic argument, `TabBarControllerFactory()` UIKit's.
        let rest = written.dropFirst(kind.count)
        guard rest.hasPrefix("<") else { return rest.hasPrefix("(") ? Self.containerDefaults[kind] : nil }
        let argument = String(rest.dropFirst().prefix { $0 != "," && $0 != ">" }.filter { $0 != " " })
        return argument.isEmpty ? nil : argument
    }

    /// What a class is: as the model declares it, else UIKit's own containers.
    func classKind(of className: String) -> ClassKind? {
        if let declared = spec.classes.first(where: { $0.name == className }) { return declared.kind }
        return ["UINavigationController": .navigation, "UITabBarController": .tabBar, "UISplitViewController": .split][className]
    }

    /// The UIKit class a container factory builds when the source names none.
    static let containerDefaults = [
        "NavigationControllerFactory": "UINavigationController",
        "TabBarControllerFactory": "UITabBarController",
        "SplitControllerFactory": "UISplitViewController",
    ]
}
