/// Finders as RouteComposer writes them: typed with the class they find and the context.
extension SwiftWriting {
    /// `ClassFinder<ProductViewController, Any?>(options: .current, startingPoint: .root)`.
    /// `viewController` is the class the step finds when the finder does not name one.
    mutating func finder(_ finder: FinderSpec, viewController: String?, context: String) -> SwiftExpression? {
        let context = finder.contextType ?? context
        let className = finder.className ?? viewController
        if finder.custom {
            return entity(finder.kind, arguments: finder.arguments,
                          usage: SwiftEntityUsage(name: finder.kind, viewController: className, context: context, genericArguments: []))
        }
        switch finder.kind {
        case "ClassFinder", "ClassWithContextFinder", "NilFinder", "InstanceFinder":
            guard let className else {
                if finder.kind == "NilFinder" {
                    return refuse("a step that always builds (route.nil_finder()) whose factory does not say what it builds: RouteComposer's NilFinder "
                        + "is typed with it; say it in the factory (route.factory { class = \"…\", build = … })", at: finder.location)
                }
                return refuse("a \(finder.kind) without a class: RouteComposer types it with the class it finds; name the class in the model",
                              at: finder.location)
            }
            if finder.kind == "InstanceFinder", finder.arguments.first(where: { $0.label == "instance" }) == nil {
                return refuse("an InstanceFinder without its instance: RouteComposer's needs `instance:`", at: finder.location)
            }
            return .call(SwiftNames.generic(finder.kind, [className, context]), searchArguments(finder) + finder.arguments.map(SwiftNames.argument))
        case "PresentingFinder", "DetailsNavigationFinder":
            let search = finder.kind == "DetailsNavigationFinder" ? searchArguments(finder) : []
            return .call(SwiftNames.generic(finder.kind, [context]), search + finder.arguments.map(SwiftNames.argument))
        default:
            return refuse("a finder RouteComposer does not have (`\(finder.kind)`): mark it as the app's own, or use a built-in finder", at: finder.location)
        }
    }

    /// `options:` and `startingPoint:`: RouteComposer's initialiser with a starting point needs
    /// options too, and then gets the ones its default iterator searches with (`.fullStack`).
    private func searchArguments(_ finder: FinderSpec) -> [(label: String?, value: SwiftExpression)] {
        guard finder.options != nil || finder.startingPoint != nil else { return [] }
        var arguments: [(label: String?, value: SwiftExpression)] = [("options", SwiftExpression(SwiftNames.options(finder.options ?? ["fullStack"])))]
        if let start = finder.startingPoint {
            arguments.append(("startingPoint", SwiftExpression(".\(start)")))
        }
        return arguments
    }
}
