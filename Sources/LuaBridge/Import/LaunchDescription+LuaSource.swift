import HierarchyImport
import LuaKit
import RouterCore

extension LaunchDescription {
    /// The launch tree as Lua for an app definition (what `flowrun import`
    /// prints): `app.class` for each class to define, then `app.launch`
    /// with `app.screen`, `app.navigation`, `app.tab_bar`, `app.split`
    /// and `app.presenting`; a container subclass as a table
    /// (`{ class = "MainNavigationController", children = { … } }`), and so
    /// is a collapsed split (`collapsed = true`). A class captured with a
    /// Swift module says it (`{ module = "Shop" }`). A container the import
    /// took as one that shows all its children is `app.container_class(…,
    /// { visible = "all" })`; another custom container needs its adapter,
    /// which only the app can give: a comment says so where its `app.class` would be.
    public func luaSource() -> String {
        var lines = ["-- The launch tree of the captured hierarchy \(file) (flowrun import)."]
        for definition in classes {
            let module = modules[definition.name].map { "{ module = \($0.luaLiteral) }" }
            switch definition.superclass {
            case ClassRegistry.viewController?: lines.append("app.class(\(([definition.name.luaLiteral] + [module].compactMap { $0 }).joined(separator: ", ")))")
            case let superclass?: lines.append("app.class(\(([definition.name.luaLiteral, superclass.luaLiteral] + [module].compactMap { $0 }).joined(separator: ", ")))")
            case nil where definition.embedsChildren:
                let options = ["visible = \"all\""] + [modules[definition.name].map { "module = \($0.luaLiteral)" }].compactMap { $0 }
                lines.append("app.container_class(\(definition.name.luaLiteral), { \(options.joined(separator: ", ")) })")
            case nil:
                lines.append("-- \(definition.name) (line \(definition.line)) is a custom container: define it here with "
                    + "app.container_class(\(definition.name.luaLiteral), { visible = …, make_visible = …\(modules[definition.name].map { ", module = \($0.luaLiteral)" } ?? "") })")
            }
        }
        lines.append("app.launch(\(Self.expression(root, indent: 0)))")
        return lines.joined(separator: "\n") + "\n"
    }

    /// `entry` with what it presents.
    private static func expression(_ entry: LaunchEntry, indent: Int) -> String {
        guard let presented = entry.presented else { return contained(entry, indent: indent) }
        let inner = String(repeating: "  ", count: indent + 1)
        return "app.presenting(\n"
            + "\(inner)\(contained(entry, indent: indent + 1)),\n"
            + "\(inner)\(expression(presented.entry, indent: indent + 1)),\n"
            + "\(inner)\(presented.style.rawValue.luaLiteral)\n"
            + String(repeating: "  ", count: indent) + ")"
    }

    /// `entry` with what it holds.
    private static func contained(_ entry: LaunchEntry, indent: Int) -> String {
        let pad = String(repeating: "  ", count: indent)
        let items = entry.children.map { "\(pad)  \(expression($0, indent: indent + 1)),\n" }.joined()
        let list = "{\n\(items)\(pad)}"
        let selected = entry.selected.map { "{ selected = \($0 + 1) }" }
        switch (entry.kind, entry.className) {
        case (nil, _): return "app.screen(\(entry.className.luaLiteral))"
        case (.navigation?, ClassRegistry.navigationController): return entry.children.isEmpty ? "app.navigation {}" : "app.navigation \(list)"
        case (.tabBar?, ClassRegistry.tabBarController): return "app.tab_bar(\(list)\(selected.map { ", \($0)" } ?? ""))"
        case (.split?, ClassRegistry.splitController) where !entry.collapsed:
            return entry.children.isEmpty ? "app.split {}" : "app.split \(list)"
        default:
            let children = entry.children.isEmpty ? "" : ", children = \(list)"
            let collapsed = entry.collapsed ? ", collapsed = true" : ""
            return "{ class = \(entry.className.luaLiteral)\(children)\(entry.selected.map { ", selected = \($0 + 1)" } ?? "")\(collapsed) }"
        }
    }
}
