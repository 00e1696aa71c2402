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
        var members = Set(candidates.map(\.member))
        while true {
            let aliases = remaining.filter { !$0.isFunction && names(routeIn: $0.expression, members) }
            guard !aliases.isEmpty else { break }
            let promoted = Set(aliases.map { "\($0.enclosingType ?? "").\($0.member)" })
            remaining.removeAll { !$0.isFunction && promoted.contains("\($0.enclosingType ?? "").\($0.member)") }
            for alias in aliases {
                members.insert(alias.member)
                routes.append(RouteCandidate(name: alias.enclosingType.map { "\($0).\(alias.member)" } ?? alias.member,
                                             member: alias.member, enclosingType: alias.enclosingType, isFunction: false, labels: [],
                                             location: alias.file.location(of: alias.declaration ?? Syntax(alias.expression)), file: alias.file,
                                             declaredType: nil, body: .expression(alias.expression)))
            }
        }
        return (routes, remaining)
    }

    /// Whether `expression` is a route's name, a call on one, or a choice between such.
    private static func names(routeIn expression: ExprSyntax, _ members: Set<String>) -> Bool {
        let expression = expression.unwrapped
        if let sequence = expression.as(SequenceExprSyntax.self),
           sequence.elements.contains(where: { $0.is(UnresolvedTernaryExprSyntax.self) }) {
            return sequence.elements.contains { names(routeIn: $0, members) }
        }
        if let ternary = expression.as(TernaryExprSyntax.self) {
            return names(routeIn: ternary.thenExpression, members) || names(routeIn: ternary.elseExpression, members)
        }
        if let choice = expression.as(UnresolvedTernaryExprSyntax.self) { return names(routeIn: choice.thenExpression, members) }
        let root = MethodChain(expression).root
        guard var path = root.referencePath else { return false }
        if path.first == "self" || path.first == "Self" { path.removeFirst() }
        return path.last.map(members.contains) ?? false
    }
}
