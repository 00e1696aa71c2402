import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// An XML element as the platform readers need it: its name, its
/// attributes by local name (the prefix kept), the line its start tag
/// begins on, and its child elements. Text and comments are dropped.
struct XMLElementNode: Sendable {
    struct Attribute: Sendable {
        /// `android`, `app`, `tools`, or nil.
        let prefix: String?
        let value: String
    }

    let name: String
    let line: Int
    /// By local name; when two prefixes give one name, the first in the tag wins.
    let attributes: [String: Attribute]
    /// Local names in sorted order, for findings in a stable order.
    let attributeNames: [String]
    var children: [XMLElementNode]

    /// The value of attribute `name` written with any prefix but `tools`.
    func attribute(_ name: String) -> String? {
        guard let attribute = attributes[name], attribute.prefix != "tools" else { return nil }
        return attribute.value
    }

    /// Elements nested deeper than this are refused: a real manifest or
    /// graph nests a handful, and the tree is read (and freed) recursively.
    static let deepestNesting = 256

    /// Reads `text` (named `file` in messages); the first syntax error throws with its line.
    static func parse(_ text: String, file: String) throws(LinkParityIssue) -> XMLElementNode {
        let builder = TreeBuilder(text: text, file: file)
        let parser = XMLParser(data: Data(text.utf8))
        parser.delegate = builder
        parser.shouldProcessNamespaces = false
        // On Linux `parse()` can report success after an error: the delegate keeps the first.
        let parsed = parser.parse()
        if let issue = builder.issue { throw issue }
        guard parsed, let root = builder.root else {
            throw LinkParityIssue(file: file, line: max(parser.lineNumber, 1), cause: "not valid XML: \(TreeBuilder.words(for: parser.parserError))")
        }
        return root
    }
}

/// Collects the elements while XMLParser reads.
private final class TreeBuilder: NSObject, XMLParserDelegate {
    let file: String
    /// The text's lines as UTF-8, to find where a start tag begins (the parser reports where it ends).
    let lines: [[UInt8]]
    var stack: [XMLElementNode] = []
    var root: XMLElementNode?
    var issue: LinkParityIssue?

    init(text: String, file: String) {
        self.file = file
        lines = text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map(Array.init)
    }

    /// The line of the `<name` that ends at (`line`, `column`): the nearest one before.
    func startLine(of name: String, endingAt line: Int, column: Int) -> Int {
        let tag = Array("<\(name)".utf8)
        var row = min(line, lines.count)
        var limit = column
        while row >= 1 {
            let bytes = lines[row - 1]
            let end = min(max(limit, 0), bytes.count)
            var index = end - tag.count
            while index >= 0 {
                if bytes[index..<index + tag.count].elementsEqual(tag) { return row }
                index -= 1
            }
            row -= 1
            limit = Int.max
        }
        return line
    }

    func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName qName: String?,
                attributes attributeDict: [String: String] = [:]) {
        var attributes: [String: XMLElementNode.Attribute] = [:]
        for (qualified, value) in attributeDict.sorted(by: { $0.key < $1.key }) where !qualified.hasPrefix("xmlns") {
            let parts = qualified.split(separator: ":", maxSplits: 1)
            let (prefix, local) = parts.count == 2 ? (String(parts[0]), String(parts[1])) : (nil, qualified)
            if attributes[local] == nil || attributes[local]?.prefix == "tools" { attributes[local] = .init(prefix: prefix, value: value) }
        }
        let line = startLine(of: elementName, endingAt: parser.lineNumber, column: parser.columnNumber)
        guard stack.count < XMLElementNode.deepestNesting else {
            if issue == nil {
                issue = LinkParityIssue(file: file, line: line, cause: "<\(elementName)> is nested \(stack.count + 1) elements deep, deeper than the \(XMLElementNode.deepestNesting) this reads")
            }
            parser.abortParsing()
            return
        }
        stack.append(XMLElementNode(name: elementName, line: line, attributes: attributes, attributeNames: attributes.keys.sorted(), children: []))
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName qName: String?) {
        guard issue == nil, let element = stack.popLast() else { return }
        if stack.isEmpty { root = element } else { stack[stack.count - 1].children.append(element) }
    }

    func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) {
        guard issue == nil else { return }
        var cause = Self.words(for: parseError)
        if (parseError as NSError).code == Self.tagMismatch, let open = stack.last {
            cause = "a closing tag does not match the open element <\(open.name)> (line \(open.line))"
        }
        issue = LinkParityIssue(file: file, line: max(parser.lineNumber, 1), cause: "not valid XML: \(cause)")
        parser.abortParsing()
    }

    /// The code of a closing tag that does not match.
    #if canImport(FoundationXML)
    static let tagMismatch = 76
    #else
    static let tagMismatch = XMLParser.ErrorCode.tagNameMismatchError.rawValue
    #endif

    /// libxml2's error, in words (its own message is empty on Linux).
    static func words(for error: Error?) -> String {
        guard let error else { return "the document has no root element" }
        let code = (error as NSError).code
        #if canImport(FoundationXML)
        // swift-corelibs-foundation passes libxml2's own error numbers, not XMLParser.ErrorCode's.
        let mismatch = 76, gt = 73, lt = 38, notStarted = 39, notFinished = 40, noValue = 41, redefined = 42, empty = 4, end = 5,
            undeclared = 26, semicolon = 23, nameRequired = 68, unfinished = 77
        #else
        let mismatch = XMLParser.ErrorCode.tagNameMismatchError.rawValue, gt = XMLParser.ErrorCode.gtRequiredError.rawValue,
            lt = XMLParser.ErrorCode.lessThanSymbolInAttributeError.rawValue, notStarted = XMLParser.ErrorCode.attributeNotStartedError.rawValue,
            notFinished = XMLParser.ErrorCode.attributeNotFinishedError.rawValue, noValue = -1,
            redefined = XMLParser.ErrorCode.attributeRedefinedError.rawValue, empty = XMLParser.ErrorCode.emptyDocumentError.rawValue,
            end = XMLParser.ErrorCode.prematureDocumentEndError.rawValue, undeclared = XMLParser.ErrorCode.undeclaredEntityError.rawValue,
            semicolon = XMLParser.ErrorCode.entityRefMissingSemiError.rawValue, nameRequired = XMLParser.ErrorCode.nameRequiredError.rawValue,
            unfinished = XMLParser.ErrorCode.unfinishedTagError.rawValue
        #endif
        switch code {
        case mismatch: return "a closing tag does not match the element it closes"
        case gt: return "a tag is not closed with '>'"
        case lt: return "an attribute value holds '<' (a quote missing?)"
        case notStarted: return "an attribute value is not in quotes"
        case notFinished, noValue: return "an attribute has no value in quotes"
        case redefined: return "an attribute is written twice in one tag"
        case empty: return "the document has no root element"
        case end: return "the document ends before its elements are closed, or has more after its root element"
        case undeclared, semicolon: return "an '&' starts an entity XML does not know (write &amp; for '&')"
        case nameRequired: return "a '<' is not followed by an element name"
        case unfinished: return "a tag is not finished"
        default: return "the XML is malformed (libxml2 error \((error as NSError).code))"
        }
    }
}
