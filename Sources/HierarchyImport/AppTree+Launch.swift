import RouterCore

/// Building a ``LaunchDescription`` in an app: what `app.launch_from` does
/// from Lua, for Swift programs.
extension AppTree {
    /// Defines the description's classes and makes its tree the root of
    /// `window`, presentations included. A custom container must be defined
    /// already, with its adapter.
    public func launch(_ description: LaunchDescription, in window: WindowID) throws {
        for definition in description.classes {
            guard let superclass = definition.superclass else {
                guard classes.id(of: definition.name).map({ classes.containerKind(of: $0) == .custom }) == true else {
                    throw HierarchyImportIssue(
                        file: description.file, line: definition.line, cause: "\(definition.name) is a custom container the app does not define",
                        fix: "define it with its adapter (defineClass(_:adapter:), app.container_class) before launching")
                }
                continue
            }
            try defineClass(definition.name, superclass: superclass)
        }
        let root = try build(description.root)
        try setRoot(root, of: window)
        var presenter = (id: root, entry: description.root)
        while let presented = presenter.entry.presented {
            let id = try build(presented.entry)
            try present(id, from: presenter.id, style: presented.style)
            presenter = (id, presented.entry)
        }
    }

    /// A detached node for `entry`, holding its children (not its presentation).
    private func build(_ entry: LaunchEntry) throws -> NodeID {
        let id = try makeNode(entry.className)
        if !entry.children.isEmpty { try setContainedChildren(try entry.children.map(build), of: id) }
        if let selected = entry.selected { try selectTab(selected, of: id) }
        if entry.collapsed { try setCollapsed(true, of: id) }
        return id
    }
}
