import HierarchyImport
import LuaKit
import RouterCore

extension LaunchEntry {
    /// The entry as the table `app.launch` takes (what `app.screen`,
    /// `app.navigation`… and `app.presenting` make): `class`, `children`,
    /// `selected` (1-based), `collapsed`, `presented` and `presented_style`.
    var luaTable: LuaValue {
        var fields: [(key: LuaValue, value: LuaValue)] = [(.string("class"), .string(className))]
        if !children.isEmpty { fields.append((.string("children"), .list(children.map(\.luaTable)))) }
        if let selected { fields.append((.string("selected"), .integer(Int64(selected + 1)))) }
        if collapsed { fields.append((.string("collapsed"), .boolean(true))) }
        if let presented {
            fields.append((.string("presented"), presented.entry.luaTable))
            fields.append((.string("presented_style"), .string(presented.style.rawValue)))
        }
        return .table(fields)
    }
}
