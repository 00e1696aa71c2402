/// The stable identity of a node ("view controller") in an ``AppTree``.
///
/// The serial number is handed out in creation order, starting at 1, and is
/// never reused within a tree, so the same flow produces the same identifiers.
/// The identity also remembers where the tree stores the node, so looking a
/// node up costs an array access; a deallocated node's storage may be reused,
/// but never under the same serial.
public struct NodeID: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The serial number, as shown in traces (`#7`).
    public let rawValue: Int
    let slot: Int32

    init(serial: Int, slot: Int32) {
        self.rawValue = serial
        self.slot = slot
    }

    public static func < (lhs: NodeID, rhs: NodeID) -> Bool { lhs.rawValue < rhs.rawValue }

    /// The identity packed in one integer, for bridges: resolved in O(1) by
    /// ``AppTree/node(handle:)``, and never mistaken for a later node.
    public var handle: Int64 { Int64(rawValue) << Self.serialShift | Int64(slot) }

    /// Where the serial number sits in a ``handle``: `handle >> serialShift` is it.
    public static let serialShift = 32

    public var description: String { "#\(rawValue)" }
}
