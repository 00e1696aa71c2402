import RouterCore

/// Building a ``LaunchDescription`` in an app: what `app.launch_from` does
/// from Lua, for Swift programs.
extension AppTree {
    /// Defines the description's classes (with the modules they were
    /// captured with, where the app gave none) and makes its tree the root of
    /// `window`, presentations included. A custom container must be defined
    /// already, with its adapter, unless the import gives it one.
    public func launch(_ description: LaunchDescription, in window: WindowID) throws {
        for definition in description.classes {
            guard let superclass = definition.superclass else {
                if definition.embedsChildren, classes.id(of: definition.name) == nil {
                    try defineClass(definition.name, adapter: EmbeddingContainerAdapter())
                    continue
                }
                guard classes.id(of: definition.name).map({ classes.containerKind(of: $0) == .custom }) == true else {
                    throw HierarchyImportIssue(
                        file: description.file, line: definition.line, cause: "\(definition.name) is a custom container the app does not define",
                        fix: "define it with its adapter (defineClass(_:adapter:), app.container_class) before launching")
                }
                continue
            }
            try defineClass(definition.name, superclass: superclass)
        }
        for (name, module) in description.modules.sorted(by: { $0.key < $1.key }) where classes.id(of: name).map({ classes.module(of: $0) == nil }) == true {
            try setModule(module, ofClass: name)
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
