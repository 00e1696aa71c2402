/// One appearance callback a view controller would receive.
public struct LifecycleEvent: Hashable, Sendable, CustomStringConvertible {
    public enum Kind: String, Hashable, Sendable {
        case willAppear = "will appear"
        case didAppear = "did appear"
        case willDisappear = "will disappear"
        case didDisappear = "did disappear"
    }

    /// Virtual time of the event.
    public let time: Double
    public let node: NodeID
    /// The node's class, kept so events stay readable after deallocation.
    public let className: String
    public let kind: Kind

    public var description: String { "\(className) \(node) \(kind.rawValue)" }
}
