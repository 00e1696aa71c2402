/// A transition running on a node, as UIKit reports it.
public enum TransitionState: String, Hashable, Sendable {
    /// A modal presentation of this node is animating in (`isBeingPresented`).
    case beingPresented = "being presented"
    /// A modal presentation of this node is animating out (`isBeingDismissed`).
    case beingDismissed = "being dismissed"
    /// This container is animating a change of its children (a push or a pop).
    case changingChildren = "changing children"
}

/// How a child moves into or out of its container while the container's
/// change animates (UIKit's `isMovingToParent` and `isMovingFromParent`).
public enum Movement: String, Hashable, Sendable {
    /// Pushed, or set among a stack's children, while the change animates.
    case toParent = "moving to parent"
    /// Popped, or left out of a stack's children, while the change animates:
    /// out of the stack already, and kept alive until the change ends.
    case fromParent = "moving from parent"
}

/// How long animated transitions take on the virtual clock, in seconds.
public struct TransitionDurations: Hashable, Sendable {
    public var push: Double = 0.35
    public var pop: Double = 0.35
    public var present: Double = 0.5
    public var dismiss: Double = 0.5
    public var setRoot: Double = 0.3

    public init() {}
}
