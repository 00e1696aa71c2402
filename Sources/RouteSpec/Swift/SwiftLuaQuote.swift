/// The doc comment that quotes an entity's Lua as the behaviour its Swift stub
/// is to implement. The Swift importer reads it back into
/// ``EntityDeclaration/luaImplementation``, so its form is fixed, byte for byte:
///
/// ```
/// /// Lua (app.lua:87), the behaviour to implement:
/// /// ```lua
/// /// function(vc, colour) vc.colour = colour end
/// /// ```
/// ```
///
/// Each line of the Lua follows `/// `; an empty line is `///`.
public enum SwiftLuaQuote {
    /// The comment's lines for `lua` declared at `location` (`Lua, the behaviour…` without one).
    public static func lines(quoting lua: String, at location: SourceLocation?) -> [String] {
        let place = location.map { " (\($0))" } ?? ""
        let body = lua.split(separator: "\n", omittingEmptySubsequences: false).map { $0.isEmpty ? "///" : "/// \($0)" }
        return ["/// Lua\(place), the behaviour to implement:", "/// ```lua"] + body + ["/// ```"]
    }
}
