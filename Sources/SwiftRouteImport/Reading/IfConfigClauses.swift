import SwiftSyntax

/// What the reader makes of `#if`: a clause whose condition is false whatever
/// the build (`false`, `0`, `false && DEBUG`, `!true`) is never compiled, so nothing in it is live: its text is blanked before
/// reading and it is left out. Of the others, the reader reads the first
/// clause that is not dead (`#if DEBUG`'s, or the `#else` after an `#if false`)
/// as if its condition held, and leaves out what the clauses after it declare.
enum IfConfigClauses {
    /// Whether `clause` can never be compiled: its condition is false whatever the build
    /// (`#if false`, `#if 0`, `#elseif false && DEBUG`, `#if !true`).
    static func isDead(_ clause: IfConfigClauseSyntax) -> Bool {
        clause.condition.flatMap { constant(ExprSyntax($0)) } == false
    }

    /// Whether `clause` is always compiled (`#if true`, `#if 1`, `#if true || DEBUG`): reading it assumes nothing.
    static func isAlwaysLive(_ clause: IfConfigClauseSyntax) -> Bool {
        clause.condition.flatMap { constant(ExprSyntax($0)) } == true
    }

    /// A condition's value when no build setting can change it; nil when one can. `false && X` is false
    /// and `true || X` true whatever X is.
    static func constant(_ expression: ExprSyntax) -> Bool? {
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
            return constant(only.expression)
        }
        if let literal = expression.as(BooleanLiteralExprSyntax.self) { return literal.literal.tokenKind == .keyword(.true) }
        if let literal = expression.as(IntegerLiteralExprSyntax.self) {
            return literal.literal.text == "1" ? true : literal.literal.text == "0" ? false : nil
        }
        if let prefix = expression.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" {
            return constant(prefix.expression).map { !$0 }
        }
        if let infix = expression.as(InfixOperatorExprSyntax.self), let op = infix.operator.as(BinaryOperatorExprSyntax.self) {
            return combine([constant(infix.leftOperand), constant(infix.rightOperand)], or: op.operator.text == "||")
        }
        guard let sequence = expression.as(SequenceExprSyntax.self) else { return nil }
        // `a && b || c && d`: && binds tighter, so the operands between two || are one group each.
        var groups: [[Bool?]] = [[]]
        for element in sequence.elements {
            if let op = element.as(BinaryOperatorExprSyntax.self) {
                if op.operator.text == "||" { groups.append([]) } else if op.operator.text != "&&" { return nil }
            } else {
                groups[groups.count - 1].append(constant(element))
            }
        }
        return combine(groups.map { combine($0, or: false) }, or: true)
    }

    /// `values` joined by || (`or`) or &&, an unknown value nil unless the others decide.
    private static func combine(_ values: [Bool?], or: Bool) -> Bool? {
        if values.contains(or) { return or }
        return values.allSatisfy { $0 == !or } ? !or : nil
    }

    /// Whether `clause` is the one the reader reads of its `#if`: the first that is not dead.
    static func isRead(_ clause: IfConfigClauseSyntax) -> Bool {
        guard let list = clause.parent?.as(IfConfigClauseListSyntax.self) else { return true }
        return list.first(where: { !isDead($0) })?.id == clause.id
    }

    /// The condition the reader assumes holds when it reads `clause` (`DEBUG`, `!DEBUG` for an `#else`
    /// after an `#if DEBUG`); nil when it assumes nothing (`#if true`, the `#else` of an `#if false`).
    static func assumption(_ clause: IfConfigClauseSyntax) -> String? {
        if isAlwaysLive(clause) { return nil }
        if let condition = clause.condition { return condition.trimmedDescription }
        guard let list = clause.parent?.as(IfConfigClauseListSyntax.self) else { return nil }
        let before = list.prefix { $0.id != clause.id }.filter { !isDead($0) }.compactMap(\.condition)
        return before.isEmpty ? nil : before.map { "!(\($0.trimmedDescription))" }.joined(separator: " && ")
    }

    /// The dead clauses of a tree that hold something, outermost first, found without recursion.
    static func deadClauses(in tree: SourceFileSyntax) -> [IfConfigClauseSyntax] {
        var found: [IfConfigClauseSyntax] = []
        var stack: [Syntax] = [Syntax(tree)]
        while let node = stack.popLast() {
            if let clause = node.as(IfConfigClauseSyntax.self), isDead(clause) {
                if let elements = clause.elements, !elements.trimmedDescription.isEmpty { found.append(clause) }
                continue
            }
            stack.append(contentsOf: node.children(viewMode: .sourceAccurate).reversed())
        }
        return found
    }

    /// Why a chain with an `#if` among its calls (`.using(…) #if DEBUG .from(…) #endif`) is left out.
    static func inChainReason(_ expression: PostfixIfConfigExprSyntax) -> String {
        let condition = expression.config.clauses.first?.condition?.trimmedDescription ?? "…"
        return "`#if \(condition)` inside the chain: the reader does not follow calls that change with an `#if`; "
            + "write the route once per configuration (each whole route in an `#if` clause of its own), or in app.lua"
    }
}
