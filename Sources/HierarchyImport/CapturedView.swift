import RouterCore

/// What a `_printHierarchy` line says of a controller's view after `view:`.
/// The simulator has no views: an import reads this only to catch a line
/// that contradicts itself.
public enum CapturedView: Hashable, Sendable {
    /// `(view not loaded)`: the controller was never shown.
    case notLoaded
    /// `<UIView 0x…>`, followed by `not in the window` when off screen.
    case loaded(className: String, inWindow: Bool)
}
