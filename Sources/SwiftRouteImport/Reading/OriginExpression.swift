import RouteSpec
import SwiftSyntax

extension ReadingSession {
    /// `.root`, `.current`, `.custom(using: finder)` (or `GeneralStep`'s), with `windowProvider:` when given; nil for another name.
    func generalOrigin(_ name: String, call: FunctionCallExprSyntax?, types: StepTypes) -> GeneralOrigin? {
        guard let kind = GeneralOrigin.Kind(rawValue: name) else { return nil }
        var origin = GeneralOrigin(kind: kind)
        for argument in call?.arguments ?? [] {
            switch argument.label?.text {
            case "using" where kind == .custom:
                origin.finder = finder(argument.expression, types: StepTypes(viewController: nil, context: types.context))
            case "windowProvider":
                origin.windowProvider = entityUse(argument.expression, kind: .windowProvider)
            default:
                leave(argument, "`\(argument.trimmedDescription)` of `GeneralStep.\(name)`: an argument the reader does not know")
            }
        }
        return origin
    }

    /// A container step by its shorthand (`.navigationController`) or type (`NavigationControllerStep<NC, C>()`), nil for another.
    func containerStep(_ name: String, genericArguments: [String], types: StepTypes, node: ExprSyntax) -> StepSpec? {
        let kind: StepSpec.Kind
        switch name {
        case "navigationController", "NavigationControllerStep": kind = .navigationController
        case "tabBarController", "TabBarControllerStep": kind = .tabBarController
        case "splitController", "splitViewController", "SplitControllerStep": kind = .splitController
        default: return nil
        }
        let defaults: Set<String> = ["UINavigationController", "UITabBarController", "UISplitViewController"]
        let className = genericArguments.first.flatMap { defaults.contains($0) ? nil : TypeNames.className($0) }
        let context = genericArguments.count == 2 ? genericArguments[1] : types.context
        return StepSpec(kind: kind, className: className, contextType: context, location: location(of: node))
    }

    /// The arguments of `call` as written, a closure among them left out (named by `owner`).
    /// A closure is left out (its logic is the team's to write in Lua); one labelled as in `keepingClosures`
    /// (a factory's `configuration:`) is also kept as written, so a writer knows to give it a Lua function.
    /// Such an argument given by name (`configuration: setUp`) is a function of the app's: kept, and left out too.
    func sourceArguments(_ arguments: some Sequence<LabeledExprSyntax>, owner: String, keepingClosures: Set<String> = []) -> [SourceArgument] {
        arguments.compactMap { argument in
            if argument.expression.is(ClosureExprSyntax.self) {
                let label = argument.label.map { "`\($0.text):` " } ?? ""
                leave(argument, "\(label)closure of \(owner): its logic must be written in Lua")
                guard let kept = argument.label?.text, keepingClosures.contains(kept) else { return nil }
                return SourceArgument(label: kept, value: argument.expression.trimmedDescription)
            }
            if let label = argument.label?.text, keepingClosures.contains(label), argument.expression.trimmedDescription != "nil" {
                leave(argument, "`\(label): \(argument.expression.trimmedDescription)` of \(owner): a function of the app's, its logic must be written in Lua")
            }
            return SourceArgument(label: argument.label?.text, value: argument.expression.trimmedDescription)
        }
    }

    /// Search options without the dot: `.current` → `["current"]`, `[.current, .visible]` → `["current", "visible"]`.
    func searchOptions(_ expression: ExprSyntax) -> [String]? {
        if let array = expression.as(ArrayExprSyntax.self) {
            let names = array.elements.map { memberName($0.expression) }
            return names.contains(nil) ? nil : names.compactMap { $0 }
        }
        return memberName(expression).map { [$0] }
    }

    /// `.topmost` → `topmost`, `SearchOptions.current` → `current`, `.custom(x)` → `custom(x)`.
    func memberName(_ expression: ExprSyntax) -> String? {
        if let member = expression.as(MemberAccessExprSyntax.self) { return member.declName.baseName.text }
        if let call = expression.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
            return "\(member.declName.baseName.text)(\(call.arguments.trimmedDescription))"
        }
        return nil
    }

    /// A built-in's trailing closure (`.build { … }`, `InlineFactory { … }`), left out: its logic is the team's to write in Lua.
    func leaveTrailingClosure(_ call: FunctionCallExprSyntax?, of owner: String) {
        guard let closure = call?.trailingClosure else { return }
        leave(closure, "the closure of `\(owner)`: its logic must be written in Lua")
    }
}
