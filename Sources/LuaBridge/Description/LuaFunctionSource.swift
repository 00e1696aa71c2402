/// A Lua function's text cut from its file, as an expression
/// (`function(vc, colour) vc.colour = colour end`; `local function f(a)`
/// and `function m.f(a)` lose their names), with the file's locals it uses:
/// such a function cannot stand alone in a module of its own.
struct LuaFunctionSource: Equatable {
    /// The function as a Lua expression.
    let expression: String
    let firstLine: Int
    let lastLine: Int
    /// Locals of the enclosing code the function uses (its upvalues other than `_ENV`), sorted.
    let capturedLocals: [String]
    /// Another function starts on the same line, outside this one: Lua's debug
    /// information gives only a line, so the function meant may be that one.
    var isAmbiguous = false

    /// The function whose `function` keyword is on `line` of `tokens`, the
    /// `ordinal`th (from 0) of those side by side there, nil when none is.
    static func find(in file: LuaTokens, atLine line: Int, ordinal: Int = 0) -> LuaFunctionSource? {
        let tokens = file.tokens
        func start(after index: Int) -> Int? {
            tokens[index...].firstIndex { $0.line == line && $0.kind == .keyword && $0.text == "function" }
        }
        guard var first = start(after: 0), var last = matchingEnd(of: first, in: tokens) else { return nil }
        for _ in 0..<ordinal {
            guard last + 1 < tokens.count, let next = start(after: last + 1), let end = matchingEnd(of: next, in: tokens) else { return nil }
            (first, last) = (next, end)
        }
        guard let open = tokens[first...last].firstIndex(where: { $0.kind == .symbol && $0.text == "(" }) else { return nil }
        let isMethod = tokens[(first + 1)..<open].contains { $0.text == ":" }
        var expression = "function(" + (isMethod ? "self" : "")
        let parameters = file.text(tokens[open].end, tokens[last].end)
        if isMethod, !parameters.hasPrefix(")") { expression += ", " }
        expression += parameters
        let inside = declaredNames(in: tokens, first...last)
        let before = first == 0 ? [] : declaredNames(in: tokens, 0...(first - 1))
        // From the parameters on: `function M.perform(…)`'s own name `M` is where it is stored, not a local it reads.
        let captured = usedNames(in: tokens, open...last).subtracting(inside).intersection(before).subtracting(["_ENV", "self"])
        var found = LuaFunctionSource(expression: expression, firstLine: tokens[first].line, lastLine: tokens[last].line, capturedLocals: captured.sorted())
        found.isAmbiguous = ordinal > 0 || tokens[(last + 1)...].contains { $0.line == line && $0.kind == .keyword && $0.text == "function" }
        return found
    }

    /// The index of the `end` closing the block opened at `start`.
    static func matchingEnd(of start: Int, in tokens: [LuaTokens.Token]) -> Int? {
        var depth = 0
        for index in start..<tokens.count where tokens[index].kind == .keyword {
            switch tokens[index].text {
            case "function", "if", "do", "repeat": depth += 1
            case "end", "until":
                depth -= 1
                if depth == 0 { return index }
            default: break
            }
        }
        return nil
    }

    /// Names declared in `range`: parameters, `local` names, `local function` names, `for` variables.
    static func declaredNames(in tokens: [LuaTokens.Token], _ range: ClosedRange<Int>) -> Set<String> {
        var names: Set<String> = []
        var index = range.lowerBound
        func list(from start: Int, until stops: Set<String>, onLine line: Int? = nil) {
            var k = start
            while k <= range.upperBound, !stops.contains(tokens[k].text), line == nil || tokens[k].line == line {
                if tokens[k].kind == .name { names.insert(tokens[k].text) }
                k += 1
            }
        }
        while index <= range.upperBound {
            let token = tokens[index]
            if token.kind == .keyword {
                switch token.text {
                case "local": list(from: index + 1, until: ["=", ";", "("], onLine: token.line)
                case "for": list(from: index + 1, until: ["=", "in", "do"])
                case "function":
                    if let open = (index...range.upperBound).first(where: { tokens[$0].text == "(" }) { list(from: open + 1, until: [")"]) }
                default: break
                }
            }
            index += 1
        }
        return names
    }

    /// Names read or written as variables in `range` (not fields, not table keys).
    static func usedNames(in tokens: [LuaTokens.Token], _ range: ClosedRange<Int>) -> Set<String> {
        var names: Set<String> = []
        for index in range where tokens[index].kind == .name {
            let previous = index > 0 ? tokens[index - 1].text : ""
            if previous == "." || previous == ":" || previous == "goto" || previous == "::" { continue }
            let next = index + 1 < tokens.count ? tokens[index + 1].text : ""
            if next == "=", ["{", ",", ";"].contains(previous) { continue }
            names.insert(tokens[index].text)
        }
        return names
    }
}
