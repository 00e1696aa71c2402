import RouteSpec
import SwiftSyntax

extension ReadingSession {
    /// A route named in an expression (`homeScreen`, `Self.homeScreen`, `ProductConfiguration.productScreen`,
    /// `ConfigurationHolder.configuration.circleScreen`, `CitiesConfiguration.citiesList(cityId: 1)`), a local `let`
    /// of the route's body read in place, or a member value (a step kept in a `static let`); nil when it names none.
    func routeReference(_ expression: ExprSyntax, types: StepTypes = StepTypes()) -> Built? {
        var path: [String]
        var isCall = false
        if let plain = expression.referencePath {
            path = plain
        } else if let call = expression.as(FunctionCallExprSyntax.self), let called = call.calledExpression.referencePath {
            path = called
            isCall = true
        } else {
            return nil
        }
        if path.first == "self" || path.first == "Self" { path.removeFirst() }
        guard let member = path.last else { return nil }
        if path.count == 1, !isCall, let local = locals[member] {
            guard resolvingLocals.insert(member).inserted else {
                return .nothing(nothingUsable(expression, "\(quote(expression)): a local value defined by itself"))
            }
            defer { resolvingLocals.remove(member) }
            return build(local, types: types)
        }
        let qualifier = path.dropLast().joined(separator: ".")
        let named = candidates.filter { $0.member == member && $0.isFunction == isCall }
        if let route = choose(named, qualifier: qualifier, enclosing: \.enclosingType) {
            return .route(RouteReference(name: route.name))
        }
        if named.count > 1 {
            let names = named.map(\.name).sorted().joined(separator: ", ")
            return .nothing(nothingUsable(expression, "\(quote(expression)): names a route several types declare (\(names))"))
        }
        if !isCall, let value = choose(values.filter { $0.member == member }, qualifier: qualifier, enclosing: \.enclosingType) {
            return inFile(value.file) { build(value.expression, types: types) }
        }
        return nil
    }

    /// The one of `options` the qualifier, the enclosing type or its conformances name, or the only one.
    private func choose<T>(_ options: [T], qualifier: String, enclosing: KeyPath<T, String?>) -> T? {
        if !qualifier.isEmpty, let qualified = options.first(where: { $0[keyPath: enclosing] == qualifier }) { return qualified }
        if qualifier.isEmpty || qualifier.first?.isLowercase == true {
            if let own = options.first(where: { $0[keyPath: enclosing] == enclosingType }) { return own }
            if let enclosingType, let inherited = options.first(where: { option in
                option[keyPath: enclosing].map { index.conforms(enclosingType, toAnyOf: [$0]) } ?? false
            }) {
                return inherited
            }
        }
        return options.count == 1 ? options[0] : nil
    }

    /// `body` read as if in `other` (a value another file declares), its left-outs placed there.
    func inFile<T>(_ other: ParsedSwiftFile, _ body: () -> T) -> T {
        let saved = file
        file = other
        defer { file = saved }
        return body()
    }
}
