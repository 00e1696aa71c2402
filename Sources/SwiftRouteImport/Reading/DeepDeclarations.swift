import SwiftSyntax

/// Declarations nested too deep to read safely (a method chain of thousands
/// of calls): swift-syntax walks a tree recursively, so a tree deeper than
/// ``maximumDepth`` would overflow the stack. Each such declaration or
/// statement is blanked out of the text (its lines kept, so other lines stay
/// where they are) and reported, and the rest of the file is read.
///
/// A property's value or a getter's expression is replaced by ``placeholder``
/// rather than blanked with its declaration, so the route it builds is still
/// found (and left out, with why) instead of vanishing from the count.
enum DeepDeclarations {
    /// How deep a tree the reader walks (about a thousand chained calls).
    static let maximumDepth = 2_000

    /// The name standing for an expression too deep to read, in the text parsed again.
    static let placeholder = "__flowrunTooDeep"

    /// Why a too-deep expression is left out.
    static let reason = "an expression nested deeper than \(maximumDepth) levels (a chain of about \(maximumDepth / 2) calls or more): "
        + "split it into routes of its own"

    /// Whether `expression` is the placeholder of a too-deep one (`__flowrunTooDeep`, `__flowrunTooDeep.assemble()`).
    static func isPlaceholder(_ expression: ExprSyntax) -> Bool {
        if expression.as(DeclReferenceExprSyntax.self)?.baseName.text == placeholder { return true }
        let called = expression.as(FunctionCallExprSyntax.self)?.calledExpression.as(MemberAccessExprSyntax.self)
        return called?.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == placeholder
    }

    /// The outermost expression holding `node` that is a property's value, a statement or a returned value,
    /// below the member or top-level statement holding it; nil when there is none (the item is blanked).
    static func replaceableExpression(of node: Syntax) -> ExprSyntax? {
        var current = node
        var found: ExprSyntax?
        while let parent = current.parent {
            if current.is(MemberBlockItemSyntax.self) { break }
            if current.is(CodeBlockItemSyntax.self), parent.parent?.is(SourceFileSyntax.self) == true { break }
            if let expression = current.as(ExprSyntax.self),
               parent.is(InitializerClauseSyntax.self) || parent.is(CodeBlockItemSyntax.self) || parent.is(ReturnStmtSyntax.self) {
                found = expression
            }
            current = parent
        }
        return found
    }

    /// `text` with `expression`'s bytes replaced by the placeholder (`.assemble()` after it when the expression ends
    /// with it, so it still reads as a route), line breaks kept, and where the placeholder starts; nil when it has no room.
    static func replacing(_ expression: ExprSyntax, in text: [UInt8]) -> (bytes: [UInt8], offset: Int)? {
        let called = expression.as(FunctionCallExprSyntax.self)?.calledExpression.as(MemberAccessExprSyntax.self)
        let words = [placeholder] + (called?.declName.baseName.text == "assemble" ? [".assemble()"] : [])
        // Its start with its leading trivia (spaces, comments): finding its first token would recurse as deep as it goes.
        var position = expression.position.utf8Offset
        let end = min(expression.endPositionBeforeTrailingTrivia.utf8Offset, text.count)
        var bytes = text
        for offset in position..<max(position, end) where bytes[offset] != 10 && bytes[offset] != 13 { bytes[offset] = UInt8(ascii: " ") }
        var first: Int?
        // Each word on one line: a member access may start the next line.
        for word in words.map({ Array($0.utf8) }) {
            while position + word.count <= end, bytes[position..<(position + word.count)].contains(where: { $0 == 10 || $0 == 13 }) {
                position += 1
            }
            guard position + word.count <= end else { return nil }
            bytes.replaceSubrange(position..<(position + word.count), with: word)
            first = first ?? position
            position += word.count
        }
        return first.map { (bytes, $0) }
    }

    /// The first node deeper than ``maximumDepth``, found without recursion; nil when there is none.
    static func firstTooDeep(in tree: SourceFileSyntax) -> Syntax? {
        var stack: [(node: Syntax, depth: Int)] = [(Syntax(tree), 0)]
        while let top = stack.popLast() {
            if top.depth > maximumDepth { return top.node }
            for child in top.node.children(viewMode: .sourceAccurate) { stack.append((child, top.depth + 1)) }
        }
        return nil
    }

    /// The member or statement that holds `node` (the nearest one), found by walking up.
    static func enclosingItem(of node: Syntax) -> Syntax {
        var current = node
        while let parent = current.parent {
            if current.is(MemberBlockItemSyntax.self) || current.is(CodeBlockItemSyntax.self) { return current }
            current = parent
        }
        return current
    }

    /// `text` with `item`'s bytes blanked, its line breaks kept.
    static func blanking(_ item: Syntax, in text: [UInt8]) -> [UInt8] {
        var bytes = text
        let start = item.positionAfterSkippingLeadingTrivia.utf8Offset
        let end = min(item.endPositionBeforeTrailingTrivia.utf8Offset, bytes.count)
        for offset in start..<max(start, end) where bytes[offset] != UInt8(ascii: "\n") && bytes[offset] != UInt8(ascii: "\r") {
            bytes[offset] = UInt8(ascii: " ")
        }
        return bytes
    }
}
