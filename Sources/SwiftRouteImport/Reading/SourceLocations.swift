import RouteSpec
import SwiftParser
import SwiftSyntax

/// One Swift file parsed, with the lines of its nodes.
struct ParsedSwiftFile {
    /// As it was given (relative paths stay relative).
    let path: String
    let tree: SourceFileSyntax
    private let converter: SourceLocationConverter

    init(path: String, text: String) {
        self.path = path
        tree = Parser.parse(source: text)
        converter = SourceLocationConverter(fileName: path, tree: tree)
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
