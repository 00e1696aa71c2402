import RouterCore

/// A view controller's appearance state, as UIKit's `_printHierarchy`
/// prints it after `state:`.
public enum AppearanceState: String, Hashable, Sendable, CaseIterable {
    case appeared, disappeared, appearing, disappearing

    /// The state once the transition under way ends: a capture taken
    /// mid-transition (at a breakpoint in `viewWillAppear`) is read as it ends.
    public var settled: AppearanceState {
        switch self {
        case .appeared, .appearing: return .appeared
        case .disappeared, .disappearing: return .disappeared
        }
    }

    /// Whether a transition was running on the controller.
    public var isTransitional: Bool { self == .appearing || self == .disappearing }
}
