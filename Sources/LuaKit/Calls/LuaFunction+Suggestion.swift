extension LuaFunction {
    /// `suggest(word, candidate…)`: the candidate nearest `word` (see
    /// ``Spelling/Suggestion/nearest(to:among:)``), or nil. What Lua code of
    /// the host and of its embedders asks for a "did you mean".
    public static func suggestion() -> LuaFunction {
        LuaFunction("suggest") { arguments in
            let word = try arguments.string(1)
            let candidates = try (2..<max(2, arguments.count + 1)).map { try arguments.string($0) }
            return [Suggestion.nearest(to: word, among: candidates).map { .string($0) } ?? .nil]
        }
    }
}
