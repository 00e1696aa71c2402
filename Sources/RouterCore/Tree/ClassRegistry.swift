/// The identity of a screen class inside a ``ClassRegistry``.
public struct ClassID: Hashable, Sendable {
    let index: Int
}

/// Screen classes and their inheritance, like UIKit's view controller classes.
///
/// Four classes always exist: `UIViewController` (the root of every class),
/// `UINavigationController`, `UITabBarController` and `UISplitViewController`.
/// A class inherits its superclass's container kind, so a subclass of
/// `UINavigationController` is a navigation stack.
public struct ClassRegistry: Sendable {
    public static let viewController = "UIViewController"
    public static let navigationController = "UINavigationController"
    public static let tabBarController = "UITabBarController"
    public static let splitController = "UISplitViewController"

    private var names: [String] = []
    private var superclasses: [ClassID?] = []
    private var kinds: [ContainerKind?] = []
    private var ids: [String: ClassID] = [:]
    /// The Swift module a class was captured with (ClassRegistry+Modules.swift).
    var modules: [ClassID: String] = [:]

    /// A registry holding only the built-in classes.
    public init() {
        let root = append(Self.viewController, superclass: nil, kind: nil)
        append(Self.navigationController, superclass: root, kind: .navigation)
        append(Self.tabBarController, superclass: root, kind: .tabBar)
        append(Self.splitController, superclass: root, kind: .split)
    }

    /// Defines `name` as a subclass of `superclass`. Defining a class again
    /// with the same superclass is harmless; with another one it is an error.
    /// `customContainer` makes the class a custom container, which a subclass
    /// of a built-in container cannot be.
    @discardableResult
    public mutating func define(
        _ name: String, superclass: String = ClassRegistry.viewController, customContainer: Bool = false
    ) throws(TreeError) -> ClassID {
        guard Self.isValidName(name) else { throw .invalidClassName(name) }
        guard let parent = ids[superclass] else { throw unknown(superclass) }
        if let existing = ids[name] {
            guard superclasses[existing.index] == parent else {
                throw .classRedefined(name, was: names[superclasses[existing.index]?.index ?? 0], now: superclass)
            }
            return existing
        }
        let inherited = kinds[parent.index]
        if customContainer, inherited != nil { throw .containerSubclass(name, superclass) }
        return append(name, superclass: parent, kind: customContainer ? .custom : inherited)
    }

    @discardableResult
    private mutating func append(_ name: String, superclass: ClassID?, kind: ContainerKind?) -> ClassID {
        let id = ClassID(index: names.count)
        names.append(name)
        superclasses.append(superclass)
        kinds.append(kind)
        ids[name] = id
        return id
    }

    /// The class called `name`, if defined.
    public func id(of name: String) -> ClassID? { ids[name] }

    /// ``TreeError/unknownClass(_:nearest:)`` for `name`, with the defined class it is likely a typo of.
    public func unknown(_ name: String) -> TreeError {
        .unknownClass(name, nearest: Suggestion.nearest(to: name, among: names))
    }

    /// The name of a class.
    public func name(of id: ClassID) -> String { names[id.index] }

    /// The superclass of a class (`nil` for `UIViewController`).
    public func superclass(of id: ClassID) -> ClassID? { superclasses[id.index] }

    /// The container kind of a class, `nil` for a plain screen.
    public func containerKind(of id: ClassID) -> ContainerKind? { kinds[id.index] }

    /// Whether `id` is `base` or inherits from it.
    @inline(__always)
    public func isKind(_ id: ClassID, of base: ClassID) -> Bool {
        var current: ClassID? = id
        while let c = current {
            if c == base { return true }
            current = superclasses[c.index]
        }
        return false
    }

    /// For every class, by index, whether it is `base` or inherits from it:
    /// a table a search can consult without walking the hierarchy.
    public func kindTable(of base: ClassID) -> [Bool] {
        names.indices.map { isKind(ClassID(index: $0), of: base) }
    }

    /// Every defined class name, in definition order.
    public var allNames: [String] { names }

    /// Whether `name` can name a class: one word, no control characters.
    public static func isValidName(_ name: String) -> Bool {
        !name.isEmpty && !name.contains { $0.isWhitespace || $0.unicodeScalars.contains { $0.properties.generalCategory == .control } }
    }
}
