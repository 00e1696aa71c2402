import RouterCore

/// A launch tree described, not built: what an app definition's
/// `app.launch` would build, with the classes to define first. A capture
/// imports into one (``HierarchyImporter``); flowrun prints it as Lua or
/// launches it.
public struct LaunchDescription: Hashable, Sendable {
    /// The capture it was imported from, as messages name it.
    public var file: String
    /// Classes the app does not define yet, in the order the capture first names them.
    public var classes: [ClassDefinition]
    /// The window's root, with what it holds and presents.
    public var root: LaunchEntry
    /// What the import read in a way worth knowing (a transition under way, a guessed tab, a container it took as one).
    public var warnings: [HierarchyImportIssue]
    /// The Swift module each class was captured with, by the simulator's name
    /// for it (`Shop.HomeViewController` imports as `HomeViewController` of `Shop`),
    /// so that UIKit's format prints it back as captured; empty when modules are kept in the names.
    public var modules: [String: String]

    public init(file: String, classes: [ClassDefinition], root: LaunchEntry, warnings: [HierarchyImportIssue] = [], modules: [String: String] = [:]) {
        self.file = file
        self.classes = classes
        self.root = root
        self.warnings = warnings
        self.modules = modules
    }
}

/// A class an import defines.
public struct ClassDefinition: Hashable, Sendable {
    public let name: String
    /// Its superclass; nil for a custom container, which needs an adapter.
    public let superclass: String?
    /// The capture's line that first names it.
    public let line: Int
    /// For a custom container: whether the import gives it its adapter, one
    /// that holds and shows all its children (``RouterCore/EmbeddingContainerAdapter``);
    /// else only the app definition can define it.
    public let embedsChildren: Bool

    public init(name: String, superclass: String?, line: Int, embedsChildren: Bool = false) {
        self.name = name
        self.superclass = superclass
        self.line = line
        self.embedsChildren = embedsChildren
    }
}

/// One controller of a ``LaunchDescription``, with what it holds and presents.
public struct LaunchEntry: Hashable, Sendable {
    /// Its class, as the simulator names it.
    public var className: String
    /// Its class's container kind, nil for a plain screen.
    public var kind: ContainerKind?
    /// What it holds: a navigation stack bottom to top, tabs, columns.
    public var children: [LaunchEntry] = []
    /// The selected tab of a tab bar (0-based).
    public var selected: Int?
    /// Whether a split view was captured collapsed: its details stack on top
    /// of its primary one. Its children are then the primary and the details,
    /// as before collapsing; launching collapses it again.
    public var collapsed = false
    /// The capture's line it comes from.
    public var line: Int
    // At most one: an array, so that an entry can hold an entry.
    private var presentations: [LaunchPresentation] = []

    public init(className: String, kind: ContainerKind?, line: Int) {
        self.className = className
        self.kind = kind
        self.line = line
    }

    /// What it presents, if anything.
    public var presented: LaunchPresentation? {
        get { presentations.first }
        set { presentations = newValue.map { [$0] } ?? [] }
    }
}

/// A presentation of a ``LaunchEntry``: the presented entry and its style.
public struct LaunchPresentation: Hashable, Sendable {
    public var entry: LaunchEntry
    public var style: PresentationStyle

    public init(entry: LaunchEntry, style: PresentationStyle) {
        self.entry = entry
        self.style = style
    }
}
