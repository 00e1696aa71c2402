/// Which window a root replacement or a root or current origin works on
/// (RouteComposer's `WindowProvider`); ``KeyWindowProvider`` by default.
public protocol WindowProvider: CustomStringConvertible {
    /// The window, or nil when there is none: what needs it then fails.
    func window(in tree: AppTree) -> WindowID?
    /// What to add to "no window has that name" when the provider names a
    /// window the app does not have (a misspelt name), as " (did you mean
    /// 'promo'?); the app's windows are 'main', 'promo'"; nil otherwise.
    func missingWindowHint(in tree: AppTree) -> String?
}

extension WindowProvider {
    public func missingWindowHint(in tree: AppTree) -> String? { nil }
}

/// The key window (RouteComposer's `KeyWindowProvider`).
public struct KeyWindowProvider: WindowProvider {
    public init() {}
    public var description: String { "the key window" }
    public func window(in tree: AppTree) -> WindowID? { tree.keyWindow }
}

/// A window given by name, found when asked (RouteComposer's
/// `CustomWindowProvider`, which holds its window weakly): nil when the app
/// has no such window, or when no name is given.
public struct CustomWindowProvider: WindowProvider {
    /// The name of the window, if any.
    public let name: String?

    public init(named name: String?) { self.name = name }

    public var description: String { name.map { "the window '\($0)'" } ?? "no window" }

    public func window(in tree: AppTree) -> WindowID? {
        name.flatMap { try? tree.window(named: $0) }
    }

    public func missingWindowHint(in tree: AppTree) -> String? {
        guard let name, window(in: tree) == nil else { return nil }
        let names = tree.windows.map(\.name)
        let listed = names.isEmpty ? "the app has no window" : "the app's windows are " + names.map { "'\($0)'" }.joined(separator: ", ")
        return "\(Suggestion.phrase(for: name, among: names)); \(listed)"
    }
}
