/// An action as the source writes it.
public struct ActionSpec: Hashable, Sendable {
    /// As Swift spells it, with its type: `UINavigationController.push`,
    /// `UINavigationController.pushAsRoot`, `UINavigationController.pushReplacingLast`,
    /// `GeneralAction.presentModally`, `GeneralAction.replaceRoot`, `GeneralAction.nilAction`,
    /// `UITabBarController.add`, `UISplitViewController.setAsMaster`,
    /// `UISplitViewController.pushToDetails`, `UISplitViewController.pushOnToDetails`,
    /// `CATransaction.wrap`, `DispatchQueue.delay`, or the app's own action type (``custom``).
    /// Shorthands are spelled out (`.present` is `GeneralAction.presentModally`, `.push` `UINavigationController.push`).
    public var name: String
    /// The container class an action of a subclass names (`ExampleNavigationController.push()`), nil for UIKit's own.
    public var containerClass: String?
    /// Arguments as written (`startingFrom: .topmostParent`, `presentationStyle: .overCurrentContext`).
    public var arguments: [SourceArgument]
    /// The action a wrapper wraps (`CATransaction.wrap(…)`, `DispatchQueue.delay(…)`): none or one.
    public var wrapped: [ActionSpec]
    /// The app's own action type: an entity of ``RouteSpec/entities``.
    public var custom: Bool
    public var location: SourceLocation?

    public init(name: String, containerClass: String? = nil, arguments: [SourceArgument] = [], wrapped: [ActionSpec] = [],
                custom: Bool = false, location: SourceLocation? = nil) {
        self.name = name
        self.containerClass = containerClass
        self.arguments = arguments
        self.wrapped = wrapped
        self.custom = custom
        self.location = location
    }

    /// The value of the argument labelled `label`, if written.
    public func argument(_ label: String) -> String? { arguments.first { $0.label == label }?.value }
}
