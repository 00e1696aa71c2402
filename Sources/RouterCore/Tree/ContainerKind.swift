/// What kind of container a class is, which decides its ``ContainerAdapter``.
public enum ContainerKind: Hashable, Sendable {
    /// A navigation stack (`UINavigationController`).
    case navigation
    /// A tab bar (`UITabBarController`).
    case tabBar
    /// A split view (`UISplitViewController`).
    case split
    /// A custom container whose behaviour comes from a user-supplied adapter.
    case custom
}

extension ContainerKind {
    /// UIKit's rule of which children a container shows, by position,
    /// given how many it holds and which tab is selected: a stack its top,
    /// a tab bar its selected tab (none when that is out of range), a split
    /// every column. Nil for a custom container: its adapter decides.
    ///
    /// Every question of what a built-in container shows (what is on
    /// screen, the visible leaf, a tab's "selected" mark) is answered from here.
    @inline(__always)
    public func shownPositions(count: Int, selected: Int) -> Range<Int>? {
        switch self {
        case .navigation: return count > 0 ? count - 1..<count : 0..<0
        case .tabBar: return selected >= 0 && selected < count ? selected..<selected + 1 : 0..<0
        case .split: return 0..<count
        case .custom: return nil
        }
    }
}
