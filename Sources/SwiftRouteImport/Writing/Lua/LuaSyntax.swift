import DynamicValue
import RouteSpec

/// How generated Lua spells names and strings.
enum LuaSyntax {
    /// Whether `name` can be written bare as a field (`routes.home`): the one Lua name rule.
    static func isName(_ name: String) -> Bool { name.isLuaName }

    /// A double-quoted Lua string literal of `text` that reads back as the same bytes.
    static func string(_ text: String) -> String { text.luaLiteral }

    /// `table.key`, or `table["key"]` for a key that is not a Lua name.
    static func field(_ table: String, _ key: String) -> String {
        isName(key) ? "\(table).\(key)" : "\(table)[\(string(key))]"
    }

    /// Text made safe for a one-line comment: line breaks and control characters written out (``StringProtocol/oneLine``).
    static func comment(_ text: String) -> String { text.oneLine }

    /// `currentVisibleOnly` → `current_visible_only`.
    static func snakeCase(_ name: String) -> String {
        name.reduce(into: "") { result, character in
            if character.isUppercase { result += "_" + character.lowercased() } else { result.append(character) }
        }
    }
}
