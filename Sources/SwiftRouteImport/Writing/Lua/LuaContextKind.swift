import RouteSpec

/// The Lua `context =` kind of a Swift context type, where Lua has one.
public enum LuaContextKind {
    private static let kinds: [String: String] = [
        "String": "string", "Substring": "string", "Int": "int", "Bool": "bool",
        "Double": "number", "Float": "number", "CGFloat": "number", "Void": "void", "()": "void", "Any": "any",
    ]

    /// `String` → `string`, `Int?` → `int?`; nil for `Any?` and the app's own types.
    public static func kind(of swiftType: String?) -> String? {
        guard var type = swiftType?.filter({ !$0.isWhitespace }), !type.isEmpty else { return nil }
        var optional = false
        if type.hasSuffix("?") || type.hasSuffix("!") {
            optional = true
            type.removeLast()
        } else if type.hasPrefix("Optional<"), type.hasSuffix(">") {
            optional = true
            type = String(type.dropFirst("Optional<".count).dropLast())
        }
        guard let kind = kinds[type], !(optional && (kind == "any" || kind == "void")) else { return nil }
        return optional ? kind + "?" : kind
    }
}
