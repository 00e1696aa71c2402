/// The identity of a window in an ``AppTree``.
public struct WindowID: Hashable, Comparable, Sendable, CustomStringConvertible {
    public let rawValue: Int
    public init(_ rawValue: Int) { self.rawValue = rawValue }
    public static func < (lhs: WindowID, rhs: WindowID) -> Bool { lhs.rawValue < rhs.rawValue }
    public var description: String { "window \(rawValue)" }
}

/// A window: a name and, once set, a root node.
public struct Window: Hashable, Sendable {
    public let id: WindowID
    public let name: String
    public internal(set) var root: NodeID?
}
