/// Where a Lua file assigns the fields of a table (`routes.product = …`,
/// `routes["end"] = …`, `routes.home, routes.catalog = …`): the line of each field's first
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

    /// Each `table[expression] = …` statement whose key is not a quoted
    /// string (`routes[1]`, `routes[true]`): the key's text and its line, in order.
    static func otherKeys(of table: String, in file: LuaTokens) -> [(key: String, line: Int)] {
        let tokens = file.tokens
        var found: [(key: String, line: Int)] = []
        for index in tokens.indices where tokens[index].kind == .name && tokens[index].text == table && startsStatement(index, tokens) {
            guard index + 2 < tokens.count, tokens[index + 1].text == "[", tokens[index + 2].kind != .string else { continue }
            var depth = 0, close = index + 1
            while close < tokens.count {
                if tokens[close].text == "[" { depth += 1 }
                if tokens[close].text == "]" { depth -= 1; if depth == 0 { break } }
                close += 1
            }
            guard close > index + 2, close + 1 < tokens.count, tokens[close + 1].text == "=" else { continue }
            found.append((file.text(tokens[index + 2].start, tokens[close - 1].end), tokens[index].line))
        }
        return found
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
        while k + 2 < tokens.count, tokens[k].kind == .name, tokens[k].text == table {
            if tokens[k + 1].text == ".", tokens[k + 2].kind == .name {
                keys.append(tokens[k + 2].text)
                k += 3
            } else if tokens[k + 1].text == "[", k + 3 < tokens.count, tokens[k + 3].text == "]", let key = plainString(tokens[k + 2]) {
                keys.append(key)
                k += 4
            } else {
                break
            }
            guard k < tokens.count, tokens[k].text == "," else { break }
            k += 1
        }
        return keys.isEmpty ? nil : (keys, k)
    }

    /// A quoted string token's value when it has no escapes (`"end"` → `end`), else nil.
    static func plainString(_ token: LuaTokens.Token) -> String? {
        guard token.kind == .string, let quote = token.text.first, quote == "\"" || quote == "'", token.text.count >= 2,
              !token.text.contains("\\") else { return nil }
        return String(token.text.dropFirst().dropLast())
    }
}
