import LuaKit
import RouterCore

/// `B.spelling`: "did you mean" for the prelude's checks of option tables,
/// the same suggestion Swift gives for class names and configuration keys,
/// and what a nil argument's message adds.
enum SpellingBindings {
    static var group: BindingGroup { BindingGroup("spelling", [
        // `suggest(word, candidate…)`: the candidate nearest `word`, or nil.
        LuaFunction("suggest") { args in
            let word = try args.string(1)
            var candidates: [String] = []
            for i in stride(from: 2, through: args.count, by: 1) { candidates.append(try args.string(i)) }
            return [Suggestion.nearest(to: word, among: candidates).map { .string($0) } ?? .nil]
        },
        LuaFunction("nil_hint") { _ in [.string(LuaStack.nilHint)] },
    ]) }
}
