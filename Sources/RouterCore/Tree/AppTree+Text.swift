import Formats

/// The compact text form of the tree: what `flowrun` prints and what tree
/// assertions compare against.
///
/// ```
/// window main
///   UITabBarController
///     UINavigationController (selected)
///       HomeViewController
///       ProductViewController context="42" product_id="42"
///     UINavigationController
///       SettingsViewController
///     => LoginViewController [form_sheet]
/// ```
/// One node a line, indented two spaces a level (lines deeper than
/// ``AppTree/indentedLevels`` levels say their level instead of indenting
/// further); a presented node follows its
/// presenter's children, one level deeper, marked `=>`, with its style (every
/// style, full screen included: `[full_screen]`); the selected tab, a
/// collapsed split and a node in an animated transition (`(being presented)`,
/// `(being dismissed)`, `(moving to parent)`) are marked; the context and properties follow as
/// `name=value` (properties sorted by name).
///
/// With `excerpts`, as reports show it, class names, contexts and
/// properties are quoted as excerpts (``StringProtocol/excerpt(limit:)``):
/// a megabyte class name or property value cannot blow up a report. What
/// flows read and `expect_tree` compares is the full text.
extension AppTree {
    /// The whole app in the compact text form; `showIDs` adds `#7` after each class.
    public func text(showIDs: Bool = false, excerpts: Bool = false) -> String {
        var lines: [String] = []
        for window in windows {
            let key = windows.count > 1 && window.id == keyWindow ? " (key)" : ""
            lines.append("window \(window.name)\(key)")
            if let root = window.root { appendLines(root, depth: 1, showIDs: showIDs, excerpts: excerpts, into: &lines) }
        }
        return lines.joined(separator: "\n")
    }

    /// One node and what it holds and presents, in the compact text form.
    public func text(of id: NodeID, showIDs: Bool = false, excerpts: Bool = false) -> String {
        var lines: [String] = []
        appendLines(id, depth: 0, showIDs: showIDs, excerpts: excerpts, into: &lines)
        return lines.joined(separator: "\n")
    }

    /// One node's line, without indentation or children.
    public func line(of id: NodeID, showIDs: Bool = false, excerpts: Bool = false) -> String {
        let node = self[id]
        let quoted: (String) -> String = excerpts ? { $0.excerpt() } : { $0 }
        var line = quoted(className(of: id))
        if showIDs { line += " \(id)" }
        forEachMark(of: id) { line += " (\($0))" }
        if let style = node.presentationStyle { line += " [\(style.rawValue)]" }
        // A long string is excerpted before it is written out whole: a 50 MB property costs no 50 MB literal.
        let shown: (Value) -> String = { value in
            excerpts ? value.excerptedDescription() : "\(value)"
        }
        if let context = node.context { line += " context=" + shown(context) }
        for name in node.properties.keys.sorted() { line += " " + quoted(name) + "=" + shown(node.properties[name]!) }
        return line
    }

    /// How many levels the text form indents; deeper lines keep that
    /// indentation and name their level (`[level 51] `), so the text stays
    /// linear in the number of nodes however deep the tree.
    public static let indentedLevels = 50

    /// Appends the lines of `id` and what it holds and presents: iterative,
    /// so a deep tree cannot overflow the stack.
    private func appendLines(_ id: NodeID, depth: Int, showIDs: Bool, excerpts: Bool, into lines: inout [String]) {
        let fullIndent = String(repeating: "  ", count: Self.indentedLevels)
        var pending = [(id, depth)]
        while let (id, depth) = pending.popLast() {
            let indent = depth <= Self.indentedLevels ? String(fullIndent.prefix(2 * depth)) : fullIndent + "[level \(depth)] "
            let marker = self[id].presenterNode == nil ? "" : "=> "
            lines.append(indent + marker + line(of: id, showIDs: showIDs, excerpts: excerpts))
            // Children first, then the presented node: pushed in reverse.
            if let presented = self[id].presentedNode { pending.append((presented, depth + 1)) }
            for child in self[id].children.reversed() { pending.append((child, depth + 1)) }
        }
    }
}
