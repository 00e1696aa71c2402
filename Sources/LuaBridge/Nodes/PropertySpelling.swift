import RouterCore

/// Whether a node property read that found nothing was likely meant as a
/// name the node has (a property or one of the proxy's own fields). A
/// finder misses the same name on every node it passes, so each pair of
/// names is compared once and remembered; a flow reading endless distinct
/// names only makes the memory start over.
final class PropertySpelling: Snapshotting, RewindableObject {
    private struct Pair: Hashable {
        let read: String
        let known: String
    }

    private let fields: [String]
    private var nearField: [String: String?] = [:]
    private var isNear: [Pair: Bool] = [:]
    private var warned: Set<String> = []
    private static let remembered = 4096

    /// A speller comparing misses with `fields` and each node's properties.
    init(fields: [String]) { self.fields = fields }

    /// The name meant by `read`, which the node lacks: the nearest of its
    /// `properties`, else of the fields; nil when none is near.
    func meant(by read: String, properties: some Collection<String>) -> String? {
        if nearField.count + isNear.count > Self.remembered {
            nearField.removeAll(keepingCapacity: true)
            isNear.removeAll(keepingCapacity: true)
        }
        if properties.contains(where: { near(read, $0) }) {
            return Suggestion.nearest(to: read, among: properties.sorted())
        }
        if let known = nearField[read] { return known }
        let found = Suggestion.nearest(to: read, among: fields)
        nearField[read] = found
        return found
    }

    /// The warnings said, for ``restore(_:)``: what a test is warned of does
    /// not depend on the tests a worker ran before it.
    struct Snapshot {
        fileprivate let warned: Set<String>
    }

    func snapshot() -> Snapshot { Snapshot(warned: warned) }

    func restore(_ snapshot: Snapshot) { warned = snapshot.warned }

    /// Whether `warning` is said for the first time (a read in a loop warns once).
    func isFirst(_ warning: String) -> Bool {
        if warned.count > Self.remembered { warned.removeAll(keepingCapacity: true) }
        return warned.insert(warning).inserted
    }

    private func near(_ read: String, _ known: String) -> Bool {
        let pair = Pair(read: read, known: known)
        if let answer = isNear[pair] { return answer }
        let answer = Suggestion.nearest(to: read, among: CollectionOfOne(known)) != nil
        isNear[pair] = answer
        return answer
    }
}
