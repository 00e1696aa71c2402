import RouteSpec
import SwiftParser
import SwiftSyntax

/// One Swift file parsed, with the lines of its nodes.
struct ParsedSwiftFile {
    /// As it was given (relative paths stay relative).
    let path: String
    let tree: SourceFileSyntax
    private let converter: SourceLocationConverter
    /// The lines of declarations left unread because they nest too deep (``DeepDeclarations``).
    private(set) var tooDeep: [SpecLocation] = []
    /// The lines of expressions too deep to read replaced by ``DeepDeclarations/placeholder``: a route there is
    /// still found, and left out with why; left out here unless such a route says so.
    private(set) var tooDeepKept: [SpecLocation] = []
    /// What `#if false` (or `#if 0`) clauses held, blanked before reading: never compiled, never read.
    private(set) var deadCode: [LeftOut] = []

    init(path: String, text: String) {
        self.path = path
        var tree = Parser.parse(source: text)
        var bytes: [UInt8]?
        var lines: [Int] = []
        var kept: [Int] = []
        while let deep = DeepDeclarations.firstTooDeep(in: tree) {
            let current = bytes ?? Array(text.utf8)
            let replaced = DeepDeclarations.replaceableExpression(of: deep).flatMap { expression in
                DeepDeclarations.replacing(expression, in: current)
            }
            let item = DeepDeclarations.enclosingItem(of: deep)
            guard replaced != nil || !item.is(SourceFileSyntax.self) else { break }
            let blanked = replaced?.bytes ?? DeepDeclarations.blanking(item, in: current)
            guard blanked != bytes else { break }
            bytes = blanked
            // Lines are counted on the text before the parse that follows: the blanking keeps every line break.
            let upTo = Array(text.utf8).prefix(replaced?.offset ?? item.positionAfterSkippingLeadingTrivia.utf8Offset)
            let line = 1 + upTo.filter { $0 == UInt8(ascii: "\n") }.count
            if replaced == nil { lines.append(line) } else { kept.append(line) }
            tree = Parser.parse(source: String(decoding: blanked, as: UTF8.self))
        }
        // Code under `#if false` is never compiled: blanked, so nothing there is read, and left out.
        let dead = IfConfigClauses.deadClauses(in: tree)
        if !dead.isEmpty {
            let before = SourceLocationConverter(fileName: path, tree: tree)
            var blanked = bytes ?? Array(text.utf8)
            for clause in dead {
                guard let elements = clause.elements else { continue }
                blanked = DeepDeclarations.blanking(Syntax(elements), in: blanked)
                let (first, last) = (before.location(for: clause.positionAfterSkippingLeadingTrivia).line,
                                     before.location(for: elements.endPositionBeforeTrailingTrivia).line)
                let condition = clause.condition?.trimmedDescription ?? "false"
                deadCode.append(LeftOut(location: SpecLocation(file: path, line: first),
                                        reason: "inside `\(clause.poundKeyword.text) \(condition)` (lines \(first)–\(last)): code that is never "
                                            + "compiled is not read, so nothing there is imported"))
            }
            tree = Parser.parse(source: String(decoding: blanked, as: UTF8.self))
        }
        self.tree = tree
        converter = SourceLocationConverter(fileName: path, tree: tree)
        tooDeep = lines.map { SpecLocation(file: path, line: $0) }
        tooDeepKept = kept.map { SpecLocation(file: path, line: $0) }
    }

    /// Where `node` starts, its leading comments skipped.
    func location(of node: some SyntaxProtocol) -> SpecLocation {
        SpecLocation(file: path, line: converter.location(for: node.positionAfterSkippingLeadingTrivia).line)
    }

    /// Where the source first fails to parse, with what swift-syntax found there; nil when it parses.
    func firstParseError() -> (location: SpecLocation, found: String)? {
        guard tree.hasError else { return nil }
        let finder = ParseErrorFinder(viewMode: .all)
        finder.walk(tree)
        guard let node = finder.first else { return (location(of: tree), "an error") }
        let text = node.trimmedDescription
        return (location(of: node), text.isEmpty ? "a missing token" : "`\(text.prefix(40))`")
    }
}

/// The first unexpected or missing piece of a tree.
private final class ParseErrorFinder: SyntaxVisitor {
    var first: Syntax?

    override func visit(_ node: UnexpectedNodesSyntax) -> SyntaxVisitorContinueKind {
        if first == nil { first = Syntax(node) }
        return .skipChildren
    }

    override func visit(_ token: TokenSyntax) -> SyntaxVisitorContinueKind {
        if first == nil, token.presence == .missing { first = Syntax(token) }
        return .skipChildren
    }
}
