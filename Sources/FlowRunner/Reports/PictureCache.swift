import RouterCore

/// The JSON of the last pictures a file's tests drew: the app drawn again
/// as it was (as every test of the file starts, a screen the tests go back
/// to) is written once. A filmstrip's pictures are most of a worker's
/// share of an HTML report.
final class PictureCache {
    /// The last pictures written, kept in turn (a ring: `next` is the place of the next).
    private var recent: [(picture: TreePicture, json: [UInt8])] = []
    private var next = 0
    /// How many pictures it keeps: a few, as each miss compares with each.
    static let size = 4

    /// The JSON of `picture` (``TreePicture/json``).
    func json(of picture: TreePicture) -> [UInt8] {
        if let index = recent.firstIndex(where: { Self.mayEqual($0.picture, picture) && $0.picture == picture }) { return recent[index].json }
        var out = JSONText(capacity: 128 * picture.nodes.count)
        picture.write(into: &out)
        if recent.count < Self.size {
            recent.append((picture, out.utf8))
        } else {
            recent[next] = (picture, out.utf8)
        }
        next = (next + 1) % Self.size
        return out.utf8
    }

    /// Whether two pictures may be equal, by what is quick to compare.
    private static func mayEqual(_ a: TreePicture, _ b: TreePicture) -> Bool {
        a.nodes.count == b.nodes.count && a.visible == b.visible && a.omittedNodes == b.omittedNodes && a.nodes.last?.id == b.nodes.last?.id
    }
}
