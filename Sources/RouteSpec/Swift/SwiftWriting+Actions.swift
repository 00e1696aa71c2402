/// Actions as RouteComposer spells them: `UINavigationController.push()`,
/// `GeneralAction.presentModally(startingFrom:presentationStyle:)`, `CATransaction.wrap(…)`.
extension SwiftWriting {
    /// The action, its arguments in the order RouteComposer declares them.
    /// `origin` is the class of the step it acts on, which an app's own container action is typed with.
    mutating func action(_ action: ActionSpec, origin: String?) -> SwiftExpression? {
        if action.custom {
            return entity(action.name, arguments: action.arguments,
                          usage: SwiftEntityUsage(name: action.name, viewController: action.containerClass ?? origin, context: nil, genericArguments: []))
        }
        guard let labels = Self.actionArguments[action.name] else {
            return refuse("an action RouteComposer does not have (`\(action.name)`): mark it as the app's own, or use a built-in action",
                          at: action.location)
        }
        var arguments: [(label: String?, value: SwiftExpression)] = []
        if ["CATransaction.wrap", "DispatchQueue.delay"].contains(action.name) {
            guard action.wrapped.count == 1, let inner = self.action(action.wrapped[0], origin: origin) else {
                return action.wrapped.count == 1 ? nil : refuse("`\(action.name)` without the one action it wraps", at: action.location)
            }
            arguments.append((nil, inner))
        }
        for written in action.arguments {
            if action.name == "DispatchQueue.delay", written.label == "seconds" {
                guard let seconds = Double(written.value), seconds >= 0 else {
                    return refuse("`DispatchQueue.delay` for \(written.value) seconds: give a number of seconds", at: action.location)
                }
                arguments.append(("for", SwiftExpression(".milliseconds(\(Int((seconds * 1000).rounded())))")))
                continue
            }
            guard let label = written.label, labels.contains(label) else {
                return refuse("`\(written.label.map { "\($0):" } ?? written.value)` is not an argument of RouteComposer's `\(action.name)`",
                              at: action.location)
            }
            arguments.append((label, SwiftExpression(written.value)))
        }
        arguments.sort { order(of: $0.label, in: labels) < order(of: $1.label, in: labels) }
        return .call(swiftName(of: action), arguments)
    }

    /// `ExampleNavigationController.push` for a subclass's action, else the name as it is.
    private func swiftName(of action: ActionSpec) -> String {
        guard let container = action.containerClass, let member = action.name.split(separator: ".").last else { return action.name }
        return "\(container).\(member)"
    }

    /// Where a labelled argument goes; the wrapped action, unlabelled, comes first.
    private func order(of label: String?, in labels: [String]) -> Int {
        label.flatMap { labels.firstIndex(of: $0) } ?? -1
    }

    /// RouteComposer's actions and the labels each takes, in the order it declares them.
    static let actionArguments: [String: [String]] = [
        "UINavigationController.push": [],
        "UINavigationController.pushAsRoot": [],
        "UINavigationController.pushReplacingLast": [],
        "GeneralAction.presentModally": ["startingFrom", "presentationStyle", "transitionStyle", "transitioningDelegate",
                                         "preferredContentSize", "isModalInPresentation", "presentationConfiguration"],
        "GeneralAction.replaceRoot": ["animationOptions", "windowProvider", "duration"],
        "GeneralAction.nilAction": [],
        "UITabBarController.add": ["at", "replacing"],
        "UISplitViewController.setAsMaster": [],
        "UISplitViewController.pushToDetails": [],
        "UISplitViewController.pushOnToDetails": [],
        "CATransaction.wrap": [],
        "DispatchQueue.delay": ["for"],
    ]
}
