/// Where a Lua file assigns the fields of a table (`routes.product = …`,
/// `routes.home, routes.catalog = …`): the line of each field's first
/// assignment statement, so routes can be listed in the order they are defined.
enum LuaRouteAssignments {
    /// Where each `table.key` is first assigned in `file`, by key: its line,
    /// and its place in the order of assignments (`a, b = …` assigns `a` first).
    static func lines(of table: String, in file: LuaTokens) -> [String: (line: Int, order: Int)] {
        let tokens = file.tokens
        var lines: [String: (line: Int, order: Int)] = [:]
        var index = 0
        while index < tokens.count {
            defer { index += 1 }
            guard startsStatement(index, tokens), let (keys, after) = targets(from: index, of: table, in: tokens),
                  after < tokens.count, tokens[after].text == "="
            else { continue }
            for key in keys where lines[key] == nil { lines[key] = (tokens[index].line, lines.count) }
            index = after
        }
        return lines
    }

    /// The table a module returns (`return routes` at its end), nil when it returns no name.
    static func returnedTable(in file: LuaTokens) -> String? {
        let tokens = file.tokens
        guard let last = tokens.lastIndex(where: { $0.kind == .keyword && $0.text == "return" }), last + 1 < tokens.count,
              tokens[last + 1].kind == .name else { return nil }
        return tokens[last + 1].text
    }

    /// Whether the token at `index` can begin a statement (what comes before it ends one).
    private static func startsStatement(_ index: Int, _ tokens: [LuaTokens.Token]) -> Bool {
        guard index > 0 else { return true }
        let previous = tokens[index - 1]
        switch previous.kind {
        case .name, .string, .number: return true
        case .keyword: return ["end", "then", "do", "else", "true", "false", "nil"].contains(previous.text)
        case .symbol: return [")", "]", "}", ";"].contains(previous.text)
        }
    }

    /// `table.key[, table.key…]` from `index`: the keys and the index after them.
    private static func targets(from index: Int, of table: String, in tokens: [LuaTokens.Token]) -> ([String], Int)? {
        var keys: [String] = []
        var k = index
        while k + 2 < tokens.count, tokens[k].kind == .name, tokens[k].text == table, tokens[k + 1].text == ".", tokens[k + 2].kind == .name {
            keys.append(tokens[k + 2].text)
            k += 3
            guard k < tokens.count, tokens[k].text == "," else { break }
            k += 1
        }
        return keys.isEmpty ? nil : (keys, k)
    }
}
