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
