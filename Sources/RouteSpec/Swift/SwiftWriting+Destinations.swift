/// What a route or an origin leads to: a chain, another route by name
/// (`productScreen.expectingContainer()`), or a `SwitchAssembly`.
extension SwiftWriting {
    mutating func destination(_ destination: Destination, context: String) -> SwiftExpression? {
        switch destination {
        case let .chain(chain):
            return self.chain(chain, viewController: nil, context: context)
        case let .route(reference):
            return route(reference, context: context)
        case let .switch(choice):
            return self.switch(choice, context: context)
        case let .leftOut(leftOut):
            refused.append(leftOut)
            return nil
        }
    }

    /// The class a destination leads to, where the model says it.
    func destinationClass(_ destination: Destination, depth: Int = 0) -> String? {
        guard depth < 32 else { return nil }
        switch destination {
        case let .chain(chain): return stepClass(chain.first)
        case let .switch(choice): return choice.viewControllerType
        case .leftOut: return nil
        case let .route(reference):
            guard let route = spec.route(named: reference.name) else { return nil }
            return route.viewControllerType ?? destinationClass(route.destination, depth: depth + 1)
        }
    }

    /// `citiesList.adaptingContext(using: CityTransformer()).expectingContainer()`.
    private mutating func route(_ reference: RouteReference, context: String) -> SwiftExpression? {
        guard let member = memberNames[reference.name], let route = spec.route(named: reference.name) else {
            return refuse("a route `\(reference.name)` the model does not define", at: here)
        }
        if unwritten.contains(reference.name) {
            return refuse("it depends on the route `\(member)`, which is not written, so its member would not exist: "
                + "write `\(member)` first, then this one", at: here)
        }
        var text = member
        if let transformer = reference.adaptingContext {
            let target = route.contextType ?? SwiftNames.anyContext
            let use = entityUse(transformer, viewController: nil, context: context, target: target)
            text += use.wrapped(prefix: ".adaptingContext(using: ", suffix: ")").lines.joined(separator: " ")
        }
        // RouteComposer's .from(…) takes a step of the chain's own context. A step of `Any?` takes any
        // (adaptingContext(), or the expectingContainer() of an `Any?` step); a typed one only a transformer's.
        let written = reference.adaptingContext == nil ? writtenContext(of: route) : context
        if written != context, !reference.unsafelyRewrapped {
            guard written == SwiftNames.anyContext else {
                return refuse("this goes on from routes.\(reference.name), whose context is \(written), with the context \(context): "
                    + "RouteComposer's .from(…) needs the same context type, and adapts a typed step only with a ContextTransformer "
                    + "the model does not have; give both the same context = \"…\" option, or start from a step of its own "
                    + "(route.step { … } in place of routes.\(reference.name))", at: here)
            }
            if !reference.expectingContainer { text += ".adaptingContext()" }
        }
        if reference.expectingContainer { text += ".expectingContainer()" }
        if reference.unsafelyRewrapped { text += ".unsafelyRewrapped()" }
        return SwiftExpression(text)
    }

    /// `SwitchAssembly<VC, C>()` with its cases one a line, then `.assemble(default:)`.
    private mutating func `switch`(_ choice: SwitchSpec, context: String) -> SwiftExpression? {
        let context = choice.contextType ?? context
        guard let className = choice.viewControllerType else {
            return refuse("a switch whose view controller the model does not say: RouteComposer's SwitchAssembly is typed with it",
                          at: choice.location)
        }
        var expression = SwiftExpression(SwiftNames.generic("SwitchAssembly", [className, context]) + "()")
        for item in choice.cases {
            switch item.condition {
            case let .from(finderSpec):
                guard let finder = finder(finderSpec, viewController: className, context: context) else { return nil }
                expression.call("addCase", .call("", [("from", finder)]).droppingCallName)
            case let .when(finderSpec):
                guard let target = item.destination else {
                    return refuse("a switch case `when` without the destination it leads to", at: item.location ?? choice.location)
                }
                let finder = finder(finderSpec, viewController: nil, context: context)
                let destination = destination(target, context: context)
                guard let finder, let destination else { return nil }
                expression.call("addCase", .call("", [("when", finder), ("from", destination)]).droppingCallName)
            case let .resolver(use):
                let resolver = entityUse(use, viewController: className, context: context).lines.joined(separator: " ")
                expression.lines.append(SwiftExpression.indent + ".addCase { (context: \(context)) in \(resolver).resolve(context) }")
            case let .whenHolds(use):
                guard let target = item.destination else {
                    return refuse("a switch case's condition without the destination it leads to", at: item.location ?? choice.location)
                }
                let condition = entityUse(use, viewController: nil, context: context).lines.joined(separator: " ")
                guard let destination = destination(target, context: context) else { return nil }
                let closure = SwiftExpression("{ (context: \(context)) in \(condition).holds(context) }")
                expression.call("addCase", .call("", [("when", closure), ("from", destination)]).droppingCallName)
            }
        }
        guard let fallback = choice.defaultDestination else {
            expression.call("assemble")
            return expression
        }
        guard let destination = destination(fallback, context: context) else { return nil }
        expression.call("assemble", .call("", [("default", destination)]).droppingCallName)
        return expression
    }
}
