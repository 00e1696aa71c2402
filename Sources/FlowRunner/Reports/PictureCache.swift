import RouterCore

/// The JSON of the pictures a file's tests drew last: the app drawn again
/// as it was (as every test of the file starts, a screen the tests go back
/// to) is written once, and so is a node drawn again as it was (most of
/// them, from one step to the next). A filmstrip's pictures are most of a
/// worker's share of an HTML report.
final class PictureCache {
    private var recent: [(picture: TreePicture, json: [UInt8])] = []
    /// Each node as last drawn, by id, with its JSON.
    private var nodes: [Int: (node: TreePicture.Node, json: [UInt8])] = [:]
    /// How many pictures it keeps: a few, as each miss compares with each.
    static let size = 4
    /// How many nodes it keeps: past it, it forgets them all.
    static let nodeLimit = 4096

    /// The JSON of `picture` (``TreePicture/json``).
    func json(of picture: TreePicture) -> [UInt8] {
        if let index = recent.firstIndex(where: { $0.picture == picture }) { return recent[index].json }
        if nodes.count > Self.nodeLimit { nodes = [:] }
        var out = JSONText(capacity: 128 * picture.nodes.count)
        picture.write(into: &out) { node, out in
            if let drawn = nodes[node.id], drawn.node == node { return out.raw(utf8: drawn.json) }
            var json = JSONText(capacity: 128)
            TreePicture.write(node, into: &json)
            nodes[node.id] = (node, json.utf8)
            out.raw(utf8: json.utf8)
        }
        recent.append((picture, out.utf8))
        if recent.count > Self.size { recent.removeFirst() }
        return out.utf8
    }
}
