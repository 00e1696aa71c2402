/// A view-controller class the app declares, with its superclass, so the
/// model's classes keep their hierarchy (a finder for a base class matches
/// its subclasses).
public struct ClassDeclaration: Hashable, Sendable {
    /// The class's name without its module (`ProductViewController`).
    public var name: String
    /// The superclass as written (`UIViewController`, `ExampleNavigationController`), nil for none.
    public var superclass: String?
    /// What the class is, from its chain of superclasses.
    public var kind: ClassKind
    public var location: SourceLocation?

    public init(name: String, superclass: String?, kind: ClassKind, location: SourceLocation?) {
        self.name = name
        self.superclass = superclass
        self.kind = kind
        self.location = location
    }
}

/// What a view-controller class is, as a model needs to know it.
public enum ClassKind: String, Hashable, Sendable, CaseIterable {
    /// A screen (`UIViewController`, `UITableViewController`…).
    case screen
    /// A navigation controller (`UINavigationController` or a subclass).
    case navigation
    /// A tab bar controller.
    case tabBar = "tab_bar"
    /// A split view controller.
    case split
    /// A container of the app's own (a `ContainerViewController` conformance,
    /// or a class with child view controllers it manages): it needs an adapter.
    case customContainer = "custom_container"
}
