import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// An XML property list (`Info.plist`, `*.entitlements`) as the link readers
/// need it: dictionaries, arrays and strings, each string with its line.
indirect enum PropertyList {
    case dictionary([(key: String, value: PropertyList)])
    case array([PropertyList])
    case string(String, line: Int)
    /// A number, a date, a boolean, data: not needed.
    case other

    /// Parses `text`; nil when it is not XML (a binary plist is not read).
    init?(xml text: String) {
        let builder = PropertyListBuilder()
        let parser = XMLParser(data: Data(text.utf8))
        parser.delegate = builder
        guard parser.parse(), let root = builder.root else { return nil }
        self = root
    }

    /// The value of `key` in a dictionary.
    subscript(key: String) -> PropertyList? {
        guard case .dictionary(let entries) = self else { return nil }
        return entries.first { $0.key == key }?.value
    }

    var elements: [PropertyList] {
        if case .array(let values) = self { return values }
        return []
    }

    var string: (value: String, line: Int)? {
        if case .string(let value, let line) = self { return (value, line) }
        return nil
    }
}

/// Builds a ``PropertyList`` from the parser's events.
private final class PropertyListBuilder: NSObject, XMLParserDelegate {
    private enum Open {
        case dictionary([(key: String, value: PropertyList)], pendingKey: String?)
        case array([PropertyList])
        case text(String, name: String, line: Int)
    }

    private var stack: [Open] = []
    var root: PropertyList?

    func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                attributes: [String: String] = [:]) {
        switch name {
        case "dict": stack.append(.dictionary([], pendingKey: nil))
        case "array": stack.append(.array([]))
        case "plist": break
        default: stack.append(.text("", name: name, line: parser.lineNumber))
        }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        guard case .text(let text, let name, let line) = stack.last else { return }
        stack[stack.count - 1] = .text(text + string, name: name, line: line)
    }

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
        guard name != "plist", let open = stack.popLast() else { return }
        switch open {
        case .dictionary(let entries, _): add(.dictionary(entries))
        case .array(let values): add(.array(values))
        case .text(let text, let element, let line):
            if element == "key", case .dictionary(let entries, _) = stack.last {
                stack[stack.count - 1] = .dictionary(entries, pendingKey: text)
            } else {
                add(element == "string" ? .string(text, line: line) : .other)
            }
        }
    }

    private func add(_ value: PropertyList) {
        switch stack.last {
        case .dictionary(let entries, let key?): stack[stack.count - 1] = .dictionary(entries + [(key, value)], pendingKey: nil)
        case .array(let values): stack[stack.count - 1] = .array(values + [value])
        case nil: root = value
        default: break
        }
    }
}
