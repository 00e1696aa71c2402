import Formats

/// The app tree at one moment, drawn as JSON for pictures drawn elsewhere
/// (the HTML report's filmstrip): every window, every node with what the
/// compact text form shows of it (class, marks, style, context,
/// properties), and which screen the user sees. ``Content`` is that JSON's
/// form as data.
///
/// Texts are excerpts (``StringProtocol/excerpt(limit:)``) and a picture
/// holds at most ``nodeLimit`` nodes, so a huge app cannot blow up a report,
/// nor drawing it cost more than a bounded walk: the screen the user sees
/// and every node above it come first, then the others depth first; of a
/// container's children, the first and the last ``childLimit`` - 1 (the top
/// of a long stack), with a gap between them.
public struct TreePicture: Sendable, Equatable {
    /// The picture as JSON text, in UTF-8: ``Content`` as `Codable` writes
    /// it, each node a list, and every `<` written `\u003c` so that the text
    /// is safe inside an HTML `<script>`. Pictures are drawn as this text
    /// straight from the tree (reports put thousands of them in a page), and
    /// two pictures are equal when their texts are.
    public let utf8: [UInt8]
    /// How many nodes it holds.
    public let nodeCount: Int

    /// The most nodes a picture holds.
    public static let nodeLimit = 400
    /// The most characters of a class name, context or property a picture quotes.
    public static let textLimit = 120
    /// The most children of one container a picture shows.
    public static let childLimit = 40
    /// The most properties of one node a picture lists; past it, a last `["…", "N more"]`.
    public static let propertyLimit = 50

    /// The picture of `tree` as it is now.
    public init(_ tree: AppTree) {
        // Within the limit nothing is cut, so the picture is written as the tree is walked.
        guard tree.nodeCount <= Self.nodeLimit else {
            self.init(Content(tree))
            return
        }
        var out = JSONText(capacity: 128 * tree.nodeCount + 128)
        let count = Self.write(tree, into: &out)
        self.init(utf8: out.utf8, nodeCount: count)
    }

    /// The picture showing `content`.
    public init(_ content: Content) {
        var out = JSONText(capacity: 256 * content.nodes.count + 128)
        content.write(into: &out)
        self.init(utf8: out.utf8, nodeCount: content.nodes.count)
    }

    private init(utf8: [UInt8], nodeCount: Int) { (self.utf8, self.nodeCount) = (utf8, nodeCount) }

    /// Whether two pictures show the same: their texts are the same bytes.
    public static func == (lhs: TreePicture, rhs: TreePicture) -> Bool {
        guard lhs.nodeCount == rhs.nodeCount, lhs.utf8.count == rhs.utf8.count else { return false }
        // Eight bytes at a time: pictures are compared at every step (is it the one before, or a recent one?).
        return lhs.utf8.withUnsafeBytes { left in
            rhs.utf8.withUnsafeBytes { right in
                // The same text, shared (a step that changed nothing has the picture before it).
                if left.baseAddress == right.baseAddress { return true }
                var index = 0
                while index + 8 <= left.count {
                    guard left.loadUnaligned(fromByteOffset: index, as: UInt64.self) == right.loadUnaligned(fromByteOffset: index, as: UInt64.self) else { return false }
                    index += 8
                }
                return left[index...].elementsEqual(right[index...])
            }
        }
    }

    /// ``utf8`` as a string.
    public var json: String { String(decoding: utf8, as: UTF8.self) }

    /// Writes ``utf8`` into `out`.
    public func write(into out: inout JSONText) { out.raw(utf8: utf8) }
}

extension TreePicture {
    /// The screen the user sees and what holds or presents it, kept past the
    /// node limit if need be: a short list, searched as it is (a set past a few dozen).
    struct Path {
        let list: [NodeID]
        let set: Set<NodeID>?

        /// The path from `leaf`, the screen the user sees in `tree`.
        init(_ tree: AppTree, from leaf: NodeID?) {
            var list: [NodeID] = []
            var current = leaf
            while let id = current, list.count < TreePicture.nodeLimit {
                list.append(id)
                current = tree[id].parent ?? tree[id].presenterNode
            }
            self.list = list
            set = list.count > 32 ? Set(list) : nil
        }

        func contains(_ id: NodeID) -> Bool { set?.contains(id) ?? list.contains(id) }
    }

    /// The children a picture shows of a container with more than ``childLimit``:
    /// the first, the last ``childLimit`` - 1 and any on `path`; and their list, each gap `-n`.
    static func shownChildren(_ children: [NodeID], keeping path: Path) -> (shown: [NodeID], listed: [Int]) {
        var shown: [NodeID] = [], listed: [Int] = [], gap = 0
        for (index, child) in children.enumerated() {
            guard index == 0 || index >= children.count - (childLimit - 1) || path.contains(child) else {
                gap += 1
                continue
            }
            if gap > 0 { listed.append(-gap) }
            gap = 0
            shown.append(child)
            listed.append(child.rawValue)
        }
        return (shown, listed)
    }

    /// Each property a picture lists of `node`, name then value, sorted by name, quoted by `quoted`.
    static func forEachProperty(of node: RouterCore.Node, _ body: (String, String) -> Void) {
        guard !node.properties.isEmpty else { return }
        let names = node.properties.keys.sorted()
        for name in names.prefix(propertyLimit) { body(quoted(name), node.properties[name]!.excerptedDescription(limit: textLimit)) }
        if names.count > propertyLimit { body("…", "\(names.count - propertyLimit) more") }
    }

    static func quoted(_ text: String) -> String { text.excerpt(limit: textLimit) }

    /// A container kind as pictures name it.
    static func name(_ kind: ContainerKind) -> StaticString {
        switch kind {
        case .navigation: return "navigation"
        case .tabBar: return "tab_bar"
        case .split: return "split"
        case .custom: return "custom"
        }
    }

    /// The presentation style a picture shows: none for full screen.
    static func style(of node: RouterCore.Node) -> String? {
        node.presentationStyle.flatMap { $0 == .fullScreen ? nil : $0.rawValue }
    }

}
