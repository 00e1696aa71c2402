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
/// Each line of the Lua follows `/// `; an empty line is `///`. When the Lua
/// holds a run of three backticks or more, the fence is one backtick longer.
public enum SwiftLuaQuote {
    /// The comment's lines for `lua` declared at `location` (`Lua, the behaviour…` without one).
    public static func lines(quoting lua: String, at location: SourceLocation?) -> [String] {
        let place = location.map { " (\($0))" } ?? ""
        let body = lua.split(separator: "\n", omittingEmptySubsequences: false).map { $0.isEmpty ? "///" : "/// \($0)" }
        let fence = String(repeating: "`", count: max(3, longestBacktickRun(in: lua) + 1))
        return ["/// Lua\(place), the behaviour to implement:", "/// \(fence)lua"] + body + ["/// \(fence)"]
    }

    /// The longest run of backticks in `text`: the fence must be longer, so ``` in the Lua does not close it.
    static func longestBacktickRun(in text: String) -> Int {
        var longest = 0, run = 0
        for character in text {
            run = character == "`" ? run + 1 : 0
            longest = max(longest, run)
        }
        return longest
    }
}
