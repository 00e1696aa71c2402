import RouteSpec
import SwiftSyntax

/// The Lua an exported Swift stub quotes in its doc comment, read back so a
/// round trip keeps the team's Lua entity:
///
///     /// Lua (app.lua:87), the behaviour to implement:
///     /// ```lua
///     /// function(vc, colour) vc.colour = colour end
///     /// ```
enum QuotedLua {
    /// The fenced Lua of `trivia`'s doc comment after a `Lua (…)` line (`Lua,` where the place is unknown),
    /// comment markers stripped; nil without one.
    static func implementation(in trivia: Trivia) -> String? {
        let lines = docLines(trivia)
        guard let quote = lines.firstIndex(where: { $0.hasPrefix("Lua (") || $0.hasPrefix("Lua,") }),
              let open = lines[quote...].firstIndex(where: { isOpeningFence($0.trimmingSpaces) }) else { return nil }
        // A fence of more backticks when the Lua holds three (CommonMark's rule): the same run closes it.
        let fence = String(lines[open].trimmingSpaces.dropLast(3))
        guard let close = lines[(open + 1)...].firstIndex(where: { $0.trimmingSpaces == fence }) else { return nil }
        // An escaped quote (Lua with `\r` line ends or control characters) is unescaped: the Lua comes back byte for byte.
        return SwiftLuaQuote.lua(quoted: Array(lines[(open + 1)..<close]), heading: lines[quote])
    }

    /// "```lua", or a longer run of backticks then `lua`.
    private static func isOpeningFence(_ line: String) -> Bool {
        let ticks = line.prefix { $0 == "`" }
        return ticks.count >= 3 && line.dropFirst(ticks.count) == "lua"
    }

    /// `///` lines and `/** … */` blocks, one string a line, the markers and one following space removed.
    private static func docLines(_ trivia: Trivia) -> [String] {
        var lines: [String] = []
        for piece in trivia {
            switch piece {
            case .docLineComment(let text):
                lines.append(stripped(String(text.dropFirst(3))))
            case .docBlockComment(let text):
                let body = text.dropFirst(3).dropLast(2)
                lines += body.split(separator: "\n", omittingEmptySubsequences: false).map { line in
                    let trimmed = line.drop { $0 == " " }
                    return stripped(trimmed.hasPrefix("*") ? String(trimmed.dropFirst()) : String(line))
                }
            default:
                continue
            }
        }
        return lines
    }

    private static func stripped(_ line: String) -> String { line.hasPrefix(" ") ? String(line.dropFirst()) : line }
}
