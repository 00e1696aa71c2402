import RouteSpec
import SwiftSyntax

extension ReadingSession {
    /// RouteComposer's finders by shorthand and by type.
    static let finderShorthands: [String: String] = [
        "classFinder": "ClassFinder", "classWithContextFinder": "ClassWithContextFinder", "nilFinder": "NilFinder",
        "instanceFinder": "InstanceFinder", "hostingControllerWithContextFinder": "UIHostingControllerWithContextFinder",
    ]
    static let finderTypes: Set<String> = [
        "ClassFinder", "ClassWithContextFinder", "InstanceFinder", "NilFinder", "PresentingFinder", "DetailsNavigationFinder",
        "UIHostingControllerWithContextFinder",
    ]
    /// Finders that search no class of the step's.
    private static let classlessFinders: Set<String> = ["NilFinder", "PresentingFinder", "DetailsNavigationFinder"]

    /// The finder `expression` writes, nil (and left out) when it is computed.
    func finder(_ expression: ExprSyntax, types: StepTypes) -> FinderSpec? {
        let expression = expression.unwrapped
        if let dot = expression.leadingDot {
            if let kind = Self.finderShorthands[dot.name] {
                leaveTrailingClosure(dot.call, of: kind)
                return builtInFinder(kind, genericArguments: [], arguments: dot.call?.arguments, types: types, node: expression)
            }
            if let type = appType(shorthand: dot.name) {
                return customFinder(type, genericArguments: [], arguments: dot.call?.arguments, node: expression)
            }
        } else if let initializer = expression.initializer {
            if Self.finderTypes.contains(initializer.type) {
                leaveTrailingClosure(initializer.call, of: initializer.type)
                return builtInFinder(initializer.type, genericArguments: initializer.genericArguments, arguments: initializer.call.arguments,
                                     types: types, node: expression)
            }
            if initializer.call.trailingClosure == nil {
                return customFinder(initializer.type, genericArguments: initializer.genericArguments, arguments: initializer.call.arguments,
                                    node: expression)
            }
        }
        leave(expression, "\(quote(expression)): a finder computed at run time")
        return nil
    }

    private func builtInFinder(_ kind: String, genericArguments: [String], arguments: LabeledExprListSyntax?, types: StepTypes,
                               node: ExprSyntax) -> FinderSpec {
        var finder = FinderSpec(kind: kind, location: location(of: node))
        if !Self.classlessFinders.contains(kind) {
            finder.className = sayable(TypeNames.builtClass(kind, genericArguments, step: types.viewController), of: kind, at: node)
        }
        finder.contextType = genericArguments.count == 2 ? genericArguments[1] : types.context
        var others: [LabeledExprSyntax] = []
        for argument in arguments ?? [] {
            switch argument.label?.text {
            case "options": finder.options = searchOptions(argument.expression) ?? [argument.expression.trimmedDescription]
            case "startingPoint": finder.startingPoint = memberName(argument.expression) ?? argument.expression.trimmedDescription
            default: others.append(argument)
            }
        }
        finder.arguments = sourceArguments(others, owner: "`\(kind)`")
        return finder
    }

    private func customFinder(_ type: String, genericArguments: [String], arguments: LabeledExprListSyntax?, node: ExprSyntax) -> FinderSpec {
        entities.record(type, kind: .finder, index: index)
        // What it finds, when its `ViewController` says more than "a screen" (`UIViewController`).
        var finder = FinderSpec(kind: type, className: statedViewController(of: type).flatMap { $0 == "UIViewController" ? nil : $0 }, contextType: nil, custom: true,
                                arguments: sourceArguments(arguments ?? [], owner: "`\(type)`"), location: location(of: node))
        readStackSearch(of: type, into: &finder)
        return finder
    }

    /// The app's type a leading-dot shorthand returns (`.colorViewControllerFinder`), when a file read declares it.
    func appType(shorthand name: String) -> String? {
        guard let type = index.shorthands[name], index.type(named: type) != nil else { return nil }
        return index.type(named: type)?.name
    }
}
