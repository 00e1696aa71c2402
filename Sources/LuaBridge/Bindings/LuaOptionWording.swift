import HierarchyImport

/// A capture's options as a flow gives them to `app.launch_from`:
/// `{ containers = { Main = "UINavigationController" } }`.
struct LuaOptionWording: HierarchyImportWording {
    func container(_ className: String, superclass: String) -> String {
        "{ containers = { \(Self.key(className)) = \(Self.quoted(superclass)) } }"
    }

    func style(_ controller: String, style: String) -> String {
        "{ styles = { \(Self.key(controller)) = \(Self.quoted(style)) } }"
    }

    var keepModules: String { "{ keep_modules = true }" }

    /// `Name`, or `["MyApp.Name"]` when the name is no Lua identifier.
    static func key(_ name: String) -> String {
        let isIdentifier = name.first.map { $0 == "_" || ($0.isASCII && $0.isLetter) } == true
            && name.allSatisfy { $0 == "_" || ($0.isASCII && ($0.isLetter || $0.isNumber)) }
            && !keywords.contains(name)
        return isIdentifier ? name : "[\(quoted(name))]"
    }

    static func quoted(_ text: String) -> String {
        "\"" + text.map { $0 == "\\" || $0 == "\"" ? "\\\($0)" : "\($0)" }.joined() + "\""
    }

    static let keywords: Set = ["and", "break", "do", "else", "elseif", "end", "false", "for", "function", "goto", "if", "in",
                                "local", "nil", "not", "or", "repeat", "return", "then", "true", "until", "while"]
}
