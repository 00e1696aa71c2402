import RouteSpec
import SwiftParser
import SwiftSyntax

/// A short stable fingerprint of a route's Swift: the tokens of its
/// declaration (and of each left-out part declared elsewhere), spacing and
/// comments aside, hashed (FNV-1a, 64 bits, as 16 hex digits).
///
/// `routes_generated.lua` carries one for each route with something left
/// out: the team writes that Lua by hand, so `--check` says when the Swift
/// behind it changed, not only when the generated Lua would.
public struct RouteFingerprint: Sendable {
    private var files: [String: (tree: SourceFileSyntax, lineStarts: [Int])] = [:]
    /// Files nesting too deep to walk (``DeepDeclarations``): their routes' fingerprint is the whole file's.
    private var tooDeep: Set<String> = []
    private var memberIndex: [String: [Syntax]]?
    private let texts: [String: String]

    /// `sources`: the files read, as ``SourceFiles`` gives them.
    public init(sources: [(path: String, text: String)]) {
        texts = Dictionary(sources.map { ($0.path, $0.text) }) { first, _ in first }
    }

    /// The fingerprint of the route declared at `location` with `leftOut` parts (nil: no file read has that line).
    mutating func fingerprint(at location: SpecLocation, leftOut: [LeftOut]) -> String? {
        _ = parsed(location.file)
        if tooDeep.contains(location.file) {
            // Any change to such a file is drift for its routes: coarse, never silent.
            return texts[location.file].map { Self.hash($0.split(whereSeparator: \.isWhitespace).joined(separator: " ")) }
        }
        guard let declaration = statement(at: location) else { return nil }
        var text = Self.tokens(declaration.node)
        var parts = [declaration.node]
        for item in leftOut.inFileOrder {
            let inside = item.location.file == location.file && declaration.lines.contains(item.location.line)
            if !inside, let part = statement(at: item.location) {
                text += "\n" + Self.tokens(part.node)
                parts.append(part.node)
            }
        }
        // What they name that the files declare as a member (`.adding(shared)`, `Conf.make(true)`): a change
        // there changes what the hand-written Lua must do too.
        for name in Set(parts.flatMap(Self.referencedNames)).sorted() {
            for member in members()[name] ?? [] where !parts.contains(where: { $0.id == member.id }) {
                text += "\n" + Self.tokens(member)
            }
        }
        return Self.hash(text)
    }

    /// The members the files declare (`static let`, `var`, `func`), by name, in file order; once.
    private mutating func members() -> [String: [Syntax]] {
        if let known = memberIndex { return known }
        var index: [String: [Syntax]] = [:]
        for file in texts.keys.sorted() where !tooDeep.contains(file) {
            guard let (tree, _) = parsed(file), !tooDeep.contains(file) else { continue }
            var stack: [Syntax] = [Syntax(tree)]
            while let node = stack.popLast() {
                if let variable = node.as(VariableDeclSyntax.self) {
                    for binding in variable.bindings {
                        if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text { index[name, default: []].append(node) }
                    }
                    continue
                }
                if let function = node.as(FunctionDeclSyntax.self) {
                    index[function.name.text, default: []].append(node)
                    continue
                }
                stack.append(contentsOf: node.children(viewMode: .sourceAccurate).reversed())
            }
        }
        memberIndex = index
        return index
    }

    /// The names `node` refers to (`shared` in `.adding(shared)`, `make` in `Conf.make(true)`).
    private static func referencedNames(_ node: Syntax) -> [String] {
        var names: [String] = []
        var stack = [node]
        while let next = stack.popLast() {
            if let reference = next.as(DeclReferenceExprSyntax.self) { names.append(reference.baseName.text) }
            stack.append(contentsOf: next.children(viewMode: .sourceAccurate))
        }
        return names
    }

    /// Lists whose elements are a declaration or statement each.
    private static let items: Set<SyntaxKind> = [.memberBlockItemList, .codeBlockItemList, .switchCaseList]

    /// The member, statement or switch case holding the first token of the line, with the lines it spans.
    private mutating func statement(at location: SpecLocation) -> (node: Syntax, lines: ClosedRange<Int>)? {
        guard let (tree, lineStarts) = parsed(location.file) else { return nil }
        // Lines from the text, not SourceLocationConverter, which recurses as deep as the tree nests.
        func line(_ position: AbsolutePosition) -> Int {
            var (low, high) = (0, lineStarts.count)
            while low < high {
                let middle = (low + high) / 2
                if lineStarts[middle] <= position.utf8Offset { low = middle + 1 } else { high = middle }
            }
            return low
        }
        guard let first = tree.tokens(viewMode: .sourceAccurate).first(where: {
            line($0.positionAfterSkippingLeadingTrivia) == location.line && $0.tokenKind != .endOfFile
        }) else { return nil }
        var node = Syntax(first)
        while let parent = node.parent, !Self.items.contains(parent.kind), !parent.is(SourceFileSyntax.self) {
            node = parent
        }
        return (node, line(node.positionAfterSkippingLeadingTrivia)...line(node.endPositionBeforeTrailingTrivia))
    }

    private mutating func parsed(_ file: String) -> (tree: SourceFileSyntax, lineStarts: [Int])? {
        if let known = files[file] { return known }
        guard let text = texts[file], file.hasSuffix(".swift") else { return nil }
        var lineStarts = [0]
        for (offset, byte) in text.utf8.enumerated() where byte == UInt8(ascii: "\n") { lineStarts.append(offset + 1) }
        let known = (tree: Parser.parse(source: text), lineStarts: lineStarts)
        files[file] = known
        if DeepDeclarations.firstTooDeep(in: known.tree) != nil { tooDeep.insert(file) }
        return known
    }

    /// The node's tokens as written, one space between each: reformatting or a comment changes nothing.
    private static func tokens(_ node: Syntax) -> String {
        node.tokens(viewMode: .sourceAccurate).map(\.text).joined(separator: " ")
    }

    /// FNV-1a over the text's UTF-8, as 16 hex digits: the same on every machine and run.
    static func hash(_ text: String) -> String {
        var value: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            value ^= UInt64(byte)
            value = value &* 0x0000_0100_0000_01b3
        }
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
