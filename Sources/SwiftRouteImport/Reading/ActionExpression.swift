import RouteSpec
import SwiftSyntax

extension ReadingSession {
    /// RouteComposer's actions by leading-dot shorthand, spelled out with their type.
    static let actionShorthands: [String: String] = [
        "push": "UINavigationController.push", "pushAsRoot": "UINavigationController.pushAsRoot",
        "pushReplacingLast": "UINavigationController.pushReplacingLast",
        "present": "GeneralAction.presentModally", "presentModally": "GeneralAction.presentModally",
        "replaceRoot": "GeneralAction.replaceRoot", "nilAction": "GeneralAction.nilAction",
        "addTab": "UITabBarController.add", "add": "UITabBarController.add",
        "setAsMaster": "UISplitViewController.setAsMaster", "setAsPrimary": "UISplitViewController.setAsMaster",
        "pushToDetails": "UISplitViewController.pushToDetails", "pushOnToDetails": "UISplitViewController.pushOnToDetails",
    ]
    /// The container each action type's static calls belong to, and UIKit's class for it.
    private static let actionOwners: [String: ClassKind] = [
        "UINavigationController": .navigation, "UITabBarController": .tabBar, "UISplitViewController": .split,
    ]
    private static let generalActions: Set<String> = ["presentModally", "replaceRoot", "nilAction"]

    /// The action `expression` writes, nil (and left out) when it is computed; the app's own action is a
    /// container action by its declaration, or by its place (`inContainer`, a complete factory's child) when not declared.
    func action(_ expression: ExprSyntax, inContainer: Bool = false) -> ActionSpec? {
        let expression = expression.unwrapped
        let at = location(of: expression)
        if let dot = expression.leadingDot {
            if let name = Self.actionShorthands[dot.name] {
                return ActionSpec(name: name, arguments: sourceArguments(dot.call?.arguments ?? [], owner: "`.\(dot.name)`"), location: at)
            }
            if let type = appType(shorthand: dot.name) { return customAction(type, arguments: dot.call?.arguments, at: at, inContainer: inContainer) }
        } else if let call = expression.staticCall {
            if let action = staticAction(call.type, call.member, call.call, at: at) { return action }
        } else if let initializer = expression.initializer, initializer.call.trailingClosure == nil {
            return customAction(initializer.type, arguments: initializer.call.arguments, at: at, inContainer: inContainer)
        }
        leave(expression, "\(quote(expression)): an action computed at run time")
        return nil
    }

    /// `UINavigationController.push()`, `ExampleNavigationController.push()`, `GeneralAction.presentModally(…)`,
    /// `CATransaction.wrap(action)`, `DispatchQueue.delay(action, for: …)`.
    private func staticAction(_ type: String, _ member: String, _ call: FunctionCallExprSyntax?, at: SpecLocation) -> ActionSpec? {
        let arguments = call?.arguments
        switch type {
        case "CATransaction" where member == "wrap", "DispatchQueue" where member == "delay":
            guard let inner = arguments?.first?.expression, let wrapped = action(inner) else { return nil }
            let rest = sourceArguments(arguments.map { Array($0.dropFirst()) } ?? [], owner: "`\(type).\(member)`")
            return ActionSpec(name: "\(type).\(member)", arguments: rest, wrapped: [wrapped], location: at)
        case "GeneralAction" where Self.generalActions.contains(member):
            return ActionSpec(name: "GeneralAction.\(member)", arguments: sourceArguments(arguments ?? [], owner: "`GeneralAction.\(member)`"),
                              location: at)
        default:
            guard let name = Self.actionShorthands[member], let owner = Self.actionOwners[String(name.prefix { $0 != "." })] else { return nil }
            // `X.push()` compiles only for a navigation controller class X: a class the files do not declare is taken as one.
            let declared = ClassDeclarations.kind(of: type, index: index)
            guard Self.actionOwners[type] != nil || declared == owner || declared == nil && index.type(named: type) == nil else { return nil }
            let container = Self.actionOwners[type] != nil ? nil : type
            return ActionSpec(name: name, containerClass: container, arguments: sourceArguments(arguments ?? [], owner: "`\(type).\(member)`"),
                              location: at)
        }
    }

    private func customAction(_ type: String, arguments: LabeledExprListSyntax?, at: SpecLocation, inContainer: Bool) -> ActionSpec {
        let container = index.conforms(type, toAnyOf: ["ContainerAction"]) || inContainer && !index.conforms(type, toAnyOf: ["Action"])
        entities.record(type, kind: container ? .containerAction : .action, index: index)
        return ActionSpec(name: type, arguments: sourceArguments(arguments ?? [], owner: "`\(type)`"), custom: true, location: at)
    }
}
