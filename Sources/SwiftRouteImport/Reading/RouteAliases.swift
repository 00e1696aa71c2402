import SwiftSyntax

/// Members that name another route without a type annotation (`static let g = a`,
/// `static let k = Conf.a`, `static let i = a.adaptingContext(using: Foo())`,
/// `static let m = flag ? a : b`): routes too, read (an alias is the route it
/// names) or left out, never dropped as a plain value.
enum RouteAliases {
    /// `candidates` with the member values that name one of them, repeated until no value names a route;
    /// and the values that are left.
    static func promote(_ values: [MemberValue], into candidates: [RouteCandidate]) -> (routes: [RouteCandidate], values: [MemberValue]) {
        var routes = candidates
        var remaining = values
        var known = Set(candidates.map(\.name))
        while true {
            let aliases = remaining.filter {
                !$0.isFunction && (names(routeIn: $0.expression, in: $0.enclosingType, known) || computes(from: $0.expression, in: $0.enclosingType, known))
            }
            guard !aliases.isEmpty else { break }
            let promoted = Set(aliases.map { "\($0.enclosingType ?? "").\($0.member)" })
            remaining.removeAll { !$0.isFunction && promoted.contains("\($0.enclosingType ?? "").\($0.member)") }
            for alias in aliases {
                let name = alias.enclosingType.map { "\($0).\(alias.member)" } ?? alias.member
                known.insert(name)
                routes.append(RouteCandidate(name: name,
                                             member: alias.member, enclosingType: alias.enclosingType, isFunction: false, labels: [],
                                             location: alias.file.location(of: alias.declaration ?? Syntax(alias.expression)), file: alias.file,
                                             declaredType: nil, body: .expression(alias.expression)))
            }
        }
        return (routes, remaining)
    }

    /// Whether `expression` computes a value from a route in a way no alias is written (`[productScreen][0]`,
    /// `routes["a"]!`, `pick(productScreen)`): a route the reader leaves out at its line rather than a value dropped.
    /// A collection of routes written as it is (`[a, b]`) is no route.
    private static func computes(from expression: ExprSyntax, in type: String?, _ routes: Set<String>) -> Bool {
        let expression = expression.unwrapped
        if expression.is(ArrayExprSyntax.self) || expression.is(DictionaryExprSyntax.self) || expression.is(ClosureExprSyntax.self) { return false }
        return expression.tokens(viewMode: .sourceAccurate).contains { token in
            guard let reference = token.parent?.as(DeclReferenceExprSyntax.self) else { return false }
            // `Type.member` is the route `Type` declares; `.member` and `value.member` are none.
            if let member = reference.parent?.as(MemberAccessExprSyntax.self), member.declName.id == reference.id {
                return member.base.map { ExprSyntax(member).referencePath != nil && $0.referencePath != nil } == true
                    && names(routeIn: ExprSyntax(member), in: type, routes)
            }
            return names(routeIn: ExprSyntax(reference), in: type, routes)
        }
    }

    /// Whether `expression` is a route's name (its own type's, or qualified by the type that declares it),
    /// a call on one, or a choice between such.
    private static func names(routeIn expression: ExprSyntax, in type: String?, _ routes: Set<String>) -> Bool {
        let expression = expression.unwrapped
        if let sequence = expression.as(SequenceExprSyntax.self),
           sequence.elements.contains(where: { $0.is(UnresolvedTernaryExprSyntax.self) }) {
            return sequence.elements.contains { names(routeIn: $0, in: type, routes) }
        }
        if let ternary = expression.as(TernaryExprSyntax.self) {
            return names(routeIn: ternary.thenExpression, in: type, routes) || names(routeIn: ternary.elseExpression, in: type, routes)
        }
        if let choice = expression.as(UnresolvedTernaryExprSyntax.self) { return names(routeIn: choice.thenExpression, in: type, routes) }
        guard var path = MethodChain(expression).root.referencePath, !path.isEmpty else { return false }
        if path.first == "self" || path.first == "Self" { path.removeFirst() }
        if path.count == 1 { return routes.contains(type.map { "\($0).\(path[0])" } ?? path[0]) }
        return routes.contains(path.joined(separator: "."))
    }
}
