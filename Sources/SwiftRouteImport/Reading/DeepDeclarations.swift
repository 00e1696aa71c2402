import SwiftSyntax

/// Declarations nested too deep to read safely (a method chain of thousands
/// of calls): swift-syntax walks a tree recursively, so a tree deeper than
/// ``maximumDepth`` would overflow the stack. Each such declaration or
/// statement is blanked out of the text (its lines kept, so other lines stay
/// where they are) and reported, and the rest of the file is read.
enum DeepDeclarations {
    /// How deep a tree the reader walks (about a thousand chained calls).
    static let maximumDepth = 2_000

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
