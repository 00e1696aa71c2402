@testable import RouteSpec
import Testing

/// Quoted Lua that Swift would otherwise end a comment line in: escaped, and read back byte for byte.
@Suite struct SwiftLuaQuoteTests {
    /// The Lua read back from `lines` as the importer reads them: between the fences, `/// ` removed.
    static func readBack(_ lines: [String]) -> String {
        let stripped = lines.map { $0 == "///" ? "" : String($0.dropFirst(4)) }
        return SwiftLuaQuote.lua(quoted: Array(stripped[2..<(stripped.count - 1)]), heading: stripped[0])
    }

    @Test("every line end and control character round-trips; no quoted line holds one", arguments: [
        "function() end", "a\rb", "a\r\nb\n", "\r\n\r\n", "x\n\ry", "\\ \\r \\u{41} \\\\", "tab\there */ \"\"\"", "\u{2028}\u{2029}\u{85}\u{1B}\u{202E}", "```\r",
    ])
    func roundTrip(lua: String) {
        let lines = SwiftLuaQuote.lines(quoting: lua, at: SourceLocation(file: "app.lua", line: 3))
        #expect(lines.allSatisfy { SwiftSafeText.isSafe($0) }, "\(lines)")
        #expect(Self.readBack(lines) == lua)
        #expect(Array(Self.readBack(lines).utf8) == Array(lua.utf8))
    }

    @Test("a file name with a line break in the quote's heading is escaped")
    func placeEscaped() {
        let lines = SwiftLuaQuote.lines(quoting: "f", at: SourceLocation(file: "a\nclass X {}", line: 1))
        #expect(lines[0] == "/// Lua (a\\nclass X {}:1), the behaviour to implement:")
    }
}
