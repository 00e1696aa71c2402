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
///
/// Lua whose lines end otherwise than with `\n` (`\r`, `\r\n`), or holding
/// another character Swift source cannot show as it is (see ``SwiftSafeText``),
/// is quoted escaped, its first line saying so: `\\` is a backslash, `\n`
/// and `\r` the line ends, `\u{…}` any other; each quoted line ends with the
/// escape of its own line end, so the comment's line breaks are not the Lua's.
public enum SwiftLuaQuote {
    /// What ends the first line of an escaped quote.
    static let escapedMark = "(escaped):"

    /// The comment's lines for `lua` declared at `location` (`Lua, the behaviour…` without one).
    public static func lines(quoting lua: String, at location: SourceLocation?) -> [String] {
        let place = location.map { " (\(SwiftSafeText.oneLine($0.description)))" } ?? ""
        let fence = String(repeating: "`", count: max(3, longestBacktickRun(in: lua) + 1))
        let plain = !lua.unicodeScalars.contains { $0 != "\n" && SwiftSafeText.needsEscape($0) }
        let body = (plain ? lua.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) : escapedLines(lua))
            .map { $0.isEmpty ? "///" : "/// \($0)" }
        let heading = "/// Lua\(place), the behaviour to implement" + (plain ? ":" : " " + escapedMark)
        return [heading, "/// \(fence)lua"] + body + ["/// \(fence)"]
    }

    /// The Lua of a quote's lines between its fences (comment markers removed), its heading saying whether it is escaped.
    public static func lua(quoted lines: [String], heading: String) -> String {
        guard heading.hasSuffix(escapedMark) else { return lines.joined(separator: "\n") }
        return unescaped(lines.joined())
    }

    /// `lua` escaped, a line per line of the Lua, each ending with its line end's escape.
    static func escapedLines(_ lua: String) -> [String] {
        var lines: [String] = [], line = ""
        let scalars = Array(lua.unicodeScalars)
        for (index, scalar) in scalars.enumerated() {
            if scalar == "\\" { line += "\\\\"; continue }
            guard SwiftSafeText.needsEscape(scalar) else { line.unicodeScalars.append(scalar); continue }
            line += SwiftSafeText.escape(scalar)
            let pairsWithNext = scalar == "\r" && index + 1 < scalars.count && scalars[index + 1] == "\n"
            if SwiftSafeText.isLineEnd(scalar), !pairsWithNext {
                lines.append(line)
                line = ""
            }
        }
        return lines + [line]
    }

    /// `text` with `\\`, `\n`, `\r`, `\t` and `\u{…}` made the characters they stand for; any other backslash kept.
    static func unescaped(_ text: String) -> String {
        var result = String.UnicodeScalarView()
        let scalars = Array(text.unicodeScalars)
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            guard scalar == "\\", index + 1 < scalars.count else { result.append(scalar); index += 1; continue }
            switch scalars[index + 1] {
            case "\\": result.append("\\"); index += 2
            case "n": result.append("\n"); index += 2
            case "r": result.append("\r"); index += 2
            case "t": result.append("\t"); index += 2
            case "u":
                if let close = scalars[index...].firstIndex(of: "}"), index + 2 < scalars.count, scalars[index + 2] == "{",
                   let value = UInt32(String(String.UnicodeScalarView(scalars[(index + 3)..<close])), radix: 16),
                   let decoded = Unicode.Scalar(value) {
                    result.append(decoded)
                    index = close + 1
                } else {
                    result.append(scalar)
                    index += 1
                }
            default: result.append(scalar); index += 1
            }
        }
        return String(result)
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
