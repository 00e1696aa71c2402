import RouterCore

/// A `_printHierarchy` capture read into its tree: the controller lines in
/// order, and for each the line it hangs from.
public struct CapturedHierarchy: Sendable {
    /// The capture's file, as messages name it.
    public let file: String
    /// The controller lines, in the capture's order; the first is the root.
    public let lines: [CapturedLine]
    /// For each line (by index in ``lines``), the index of the line it hangs from; nil for the root.
    public let parents: [Int?]
    private let childLists: [[Int]]
    private let presentations: [Int: Int]

    /// Reads `text`, a capture named `file` in messages. Errors name the line
    /// and say what to change: no controller at all, a line indented more
    /// than one level below the one before, a second root (another window),
    /// two controllers presented by one.
    public init(text: String, file: String) throws(HierarchyImportIssue) {
        var lines: [CapturedLine] = []
        var parents: [Int?] = []
        var open: [Int] = []  // the last line seen at each depth
        var presenting: [Int: Int] = [:]  // presenter -> the line it presents
        var rootIndent = 0  // the root line's leading blanks (a whole dump may be indented)
        guard text.utf8.count <= Self.largestText else {
            throw HierarchyImportIssue(
                file: file, line: nil, cause: "the capture is \(text.utf8.count) bytes, more than the \(Self.largestText) an import reads (a device's hierarchy is a few kilobytes)",
                fix: "cut it to the part a flow needs, or check it is a _printHierarchy capture")
        }
        // A leading byte-order mark is no part of the first line.
        let body = text.first == "\u{FEFF}" ? text.dropFirst() : text[...]
        // Any line break: a capture saved with CRLF ("\r\n", one Character) reads as one with "\n".
        for (offset, raw) in Self.lines(of: body).enumerated() {
            guard raw.utf8.count <= Self.longestLine else {
                throw HierarchyImportIssue(
                    file: file, line: offset + 1, cause: "the line is \(raw.utf8.count) bytes long, more than the \(Self.longestLine) a _printHierarchy line ever takes",
                    fix: "the file is not a capture, or the line was garbled: capture again")
            }
            guard let line = try CapturedLine.parse(raw, number: offset + 1, file: file) else { continue }
            let index = lines.count
            if let root = lines.first, line.depth == 0 {
                guard raw.prefix(while: \.isWhitespace).count <= rootIndent else {
                    throw HierarchyImportIssue(
                        file: file, line: line.number,
                        cause: "\(line.className) is indented with spaces but no '|' or '+' marker, so it reads as a second root controller",
                        fix: "mark each level as _printHierarchy does: '   | ' for a child, '   + ' for a presented controller")
                }
                throw HierarchyImportIssue(
                    file: file, line: line.number,
                    cause: "a second root controller, \(line.className) (the first, \(root.className), is on line \(root.number)): the capture holds more than one window",
                    fix: "keep one window's hierarchy (the key window's, which `[UIViewController _printHierarchy]` prints)")
            }
            if lines.isEmpty, line.depth > 0 {
                throw HierarchyImportIssue(
                    file: file, line: line.number,
                    cause: "the first controller is indented (\(line.depth) level\(line.depth == 1 ? "" : "s")): the capture starts inside a hierarchy",
                    fix: "copy the capture from its first line, the root controller, which has no '|' or '+'")
            }
            if line.depth > Self.maximumDepth {
                throw HierarchyImportIssue(
                    file: file, line: line.number, cause: "\(line.className) is \(line.depth) levels deep, more than the \(Self.maximumDepth) an import reads",
                    fix: "cut the capture to the part a flow needs")
            }
            if line.depth > open.count {
                throw HierarchyImportIssue(
                    file: file, line: line.number,
                    cause: "\(line.className) is indented \(line.depth - open.count + 1) levels below the line before it, so it hangs from no controller",
                    fix: "indent it one level (one '   |') below the controller it belongs to; lines may be missing above it")
            }
            open.removeSubrange(line.depth...)
            let parent = open.last
            if let parent, line.relation == .child, let presentation = presenting[parent] {
                throw HierarchyImportIssue(
                    file: file, line: line.number,
                    cause: "\(line.className) is a child of \(lines[parent].className) (line \(lines[parent].number)) listed after what it presents (line \(lines[presentation].number)); "
                        + "_printHierarchy lists a controller's children first, then its presentation",
                    fix: "move the presentation's lines (from line \(lines[presentation].number)) below this controller's children")
            }
            if let parent, line.relation == .presented {
                if let earlier = presenting[parent] {
                    throw HierarchyImportIssue(
                        file: file, line: line.number,
                        cause: "\(lines[parent].className) (line \(lines[parent].number)) presents a second controller, \(line.className) (the first is on line \(lines[earlier].number)); UIKit presents one at a time",
                        fix: "indent the second presentation below the first, which presents it")
                }
                presenting[parent] = index
            }
            if lines.isEmpty { rootIndent = raw.prefix(while: \.isWhitespace).count }
            lines.append(line)
            parents.append(parent)
            open.append(index)
        }
        guard !lines.isEmpty else {
            throw HierarchyImportIssue(
                file: file, line: nil, cause: "no view controller line in it",
                fix: "paste the output of `expr -l objc -O -- [UIViewController _printHierarchy]` (or `po` of the root controller's `value(forKey: \"_printHierarchy\")`)")
        }
        var childLists = [[Int]](repeating: [], count: lines.count)
        for (index, parent) in parents.enumerated() where lines[index].relation == .child {
            if let parent { childLists[parent].append(index) }
        }
        self.file = file
        self.lines = lines
        self.parents = parents
        self.childLists = childLists
        self.presentations = presenting
    }

    /// How deep a capture may nest: UIKit apps stay far below it, and the
    /// import's walks recurse once a level.
    public static let maximumDepth = 500
    /// The most bytes a capture may have.
    public static let largestText = 8 << 20
    /// The most bytes a line of a capture may have.
    public static let longestLine = 4096

    /// The lines of `text`, split at any line break, one at a time (a file
    /// of blank lines makes no array of them).
    private static func lines(of text: Substring) -> UnfoldSequence<Substring, Substring.Index?> {
        sequence(state: Optional(text.startIndex)) { start in
            guard let from = start else { return nil }
            if let end = text[from...].firstIndex(where: \.isNewline) {
                start = text.index(after: end)
                return text[from..<end]
            }
            start = nil
            return text[from...]
        }
    }

    /// The children of the line at `index` (marked `|`), in order.
    public func children(of index: Int) -> [Int] { childLists[index] }

    /// The line presented by the one at `index` (marked `+`), if any.
    public func presented(by index: Int) -> Int? { presentations[index] }
}
