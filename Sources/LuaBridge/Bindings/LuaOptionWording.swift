import DynamicValue
import HierarchyImport

/// A capture's options as a flow gives them to `app.launch_from`:
/// `{ containers = { Main = "UINavigationController" } }`.
struct LuaOptionWording: HierarchyImportWording {
    func container(_ className: String, superclass: String) -> String {
        "{ containers = { \(Self.key(className)) = \(superclass.luaLiteral) } }"
    }

    func style(_ controller: String, style: String) -> String {
        "{ styles = { \(Self.key(controller)) = \(style.luaLiteral) } }"
    }

    var keepModules: String { "{ keep_modules = true }" }

    /// `Name`, or `["MyApp.Name"]` when the name is no Lua name.
    static func key(_ name: String) -> String {
        name.isLuaName ? name : "[\(name.luaLiteral)]"
    }
}
