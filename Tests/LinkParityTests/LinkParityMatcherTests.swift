import Testing
@testable import LinkParity
import RouterCore
import DeepLinks

/// The link parity matchers that never backtrack agree with plain
/// backtracking references (the obvious readings of each format) on many
/// small patterns and texts from a seeded generator, and stop at their
/// time limit.
@Suite("Link parity: matchers")
struct LinkParityMatcherTests {
    /// A random element of `choices`.
    static func pick<T>(_ choices: [T], _ generator: inout SeededRandom) -> T {
        choices[Int(generator.next() % UInt64(choices.count))]
    }

    /// A random text of up to `length` characters of `alphabet`.
    static func text(_ alphabet: [Character], upTo length: Int, _ generator: inout SeededRandom) -> [Character] {
        (0..<Int(generator.next() % UInt64(length + 1))).map { _ in pick(alphabet, &generator) }
    }

    // MARK: Navigation deep links

    /// How the Navigation library's uri matching reads, by backtracking: a
    /// placeholder takes as few characters as it can (one or more, no `/`,
    /// in the path; any, in a query value), a wildcard as many.
    static func reference(
        _ tokens: [NavigationURIPattern.Token], _ index: Int, _ text: [Character], _ position: Int, _ values: [String: String], ignoringCase: Bool, tail: Bool
    ) -> [String: String]? {
        guard index < tokens.count else {
            return position == text.count || (tail && (text[position] == "?" || text[position] == "#")) ? values : nil
        }
        switch tokens[index] {
        case .literal(let expected):
            guard position + expected.count <= text.count else { return nil }
            for (offset, character) in expected.enumerated() {
                let given = text[position + offset]
                guard given == character || (ignoringCase && given.lowercased() == character.lowercased()) else { return nil }
            }
            return reference(tokens, index + 1, text, position + expected.count, values, ignoringCase: ignoringCase, tail: tail)
        case .placeholder(let name):
            var end = position + (tail ? 1 : 0)
            while end <= text.count {
                if tail, text[end - 1] == "/" { return nil }
                var next = values
                next[name] = String(text[position..<end])
                if let found = reference(tokens, index + 1, text, end, next, ignoringCase: ignoringCase, tail: tail) { return found }
                end += 1
            }
            return nil
        case .wildcard:
            for end in stride(from: text.count, through: position, by: -1) {
                if let found = reference(tokens, index + 1, text, end, values, ignoringCase: ignoringCase, tail: tail) { return found }
            }
            return nil
        }
    }

    @Test("a deep link's uri: the same match and the same placeholder values as backtracking, on 20,000 random uris and texts")
    func navigationAgreesWithBacktracking() throws {
        var generator = SeededRandom(seed: 38)
        let alphabet: [Character] = ["a", "b", "A", "/", "?", "#"]
        for _ in 0..<20_000 {
            var tokens: [NavigationURIPattern.Token] = []
            for _ in 0..<Int(generator.next() % 6) {
                switch generator.next() % 4 {
                case 0: tokens.append(.placeholder(Self.pick(["x", "y"], &generator)))
                case 1: tokens.append(.wildcard)
                default: tokens.append(.literal(Self.text(["a", "b", "B", "/"], upTo: 2, &generator)))
                }
            }
            let text = Self.text(alphabet, upTo: 8, &generator)
            let ignoringCase = generator.next() % 2 == 0, tail = generator.next() % 2 == 0
            var limit = LinkTimeLimit.none
            let program = NavigationURIProgram(tokens, ignoringCase: ignoringCase, tail: tail)
            let found = try program.match(text, limit: &limit)
            let expected = Self.reference(tokens, 0, text, 0, [:], ignoringCase: ignoringCase, tail: tail)
            #expect(found == expected, "\(tokens.text) on \(String(text)) (ignoring case: \(ignoringCase), tail: \(tail))")
            if found != expected { return }
        }
    }

    @Test("a deep link of many .* against a long URL that does not match is answered; one that matches gives its values")
    func navigationWildcards() throws {
        let uri = "demo://x/{id}/" + String(repeating: ".*", count: 30) + "a"
        let pattern = NavigationURIPattern(uri)
        var limit = LinkTimeLimit.none
        let long = "demo://x/7/" + String(repeating: "b", count: 3_000)
        guard case .noMatch = try pattern.evaluate(long, arguments: [], limit: &limit) else {
            Issue.record("\(long.prefix(20))… matched")
            return
        }
        guard case .matched(let values) = try pattern.evaluate(long + "a?q=1", arguments: [], limit: &limit) else {
            Issue.record("\(long.prefix(20))…a did not match")
            return
        }
        #expect(values == ["id": "7"])
    }

    // MARK: apple-app-site-association

    /// The obvious reading of an association pattern, by backtracking: `*`
    /// any run, `?` one character, `$(name)` each value in turn (its own
    /// wildcards read the same way) followed by the rest.
    static func reference(_ pattern: [Character], _ text: [Character], variables: [String: [String]], caseSensitive: Bool) -> Bool {
        guard let first = pattern.first else { return text.isEmpty }
        let rest = Array(pattern.dropFirst())
        switch first {
        case "*":
            return (0...text.count).contains { reference(rest, Array(text.dropFirst($0)), variables: variables, caseSensitive: caseSensitive) }
        case "?":
            return !text.isEmpty && reference(rest, Array(text.dropFirst()), variables: variables, caseSensitive: caseSensitive)
        case "$":
            let close = rest.firstIndex(of: ")")!
            let name = String(rest[1..<close])
            let after = Array(rest[(close + 1)...])
            if let kind = AASAPattern.CharacterClass(rawValue: name) {
                return text.first.map { kind.contains($0, caseSensitive: caseSensitive) } == true
                    && reference(after, Array(text.dropFirst()), variables: variables, caseSensitive: caseSensitive)
            }
            // A value's own characters are literal or wildcards, never a variable: `%` stands for its `$` here.
            return variables[name]!.contains { value in
                reference(Array(value.replacingOccurrences(of: "$", with: "%")) + after, text, variables: variables, caseSensitive: caseSensitive)
            }
        default:
            let literal = first == "%" ? "$" : first
            guard let given = text.first, given == literal || (!caseSensitive && given.lowercased() == literal.lowercased()) else { return false }
            return reference(rest, Array(text.dropFirst()), variables: variables, caseSensitive: caseSensitive)
        }
    }

    @Test("an association pattern: the same answer as backtracking through every variable's values, on 20,000 random patterns and texts")
    func associationAgreesWithBacktracking() throws {
        var generator = SeededRandom(seed: 38)
        let values: [Character] = ["a", "b", "B", "*", "?", "$"]
        for _ in 0..<20_000 {
            let variables = ["v": (0..<Int(generator.next() % 4)).map { _ in String(Self.text(values, upTo: 3, &generator)) },
                             "w": (0..<Int(1 + generator.next() % 3)).map { _ in String(Self.text(["a", "b", "A"], upTo: 2, &generator)) }]
            var pattern = ""
            for _ in 0..<Int(generator.next() % 6) {
                pattern += Self.pick(["a", "b", "A", "/", "*", "?", "$(v)", "$(w)", "$(digit)", "$(upper)"], &generator)
            }
            let text = Self.text(["a", "b", "A", "B", "1", "/", "$"], upTo: 7, &generator)
            let caseSensitive = generator.next() % 2 == 0
            let compiled = try AASAPattern(pattern, variables: { name in
                variables[name].map { .values(AASAVariableAutomaton(values: $0)!) } ?? SubstitutionVariable.builtIn(name)
            }) { cause, _ in LinkParityIssue(file: "t", line: nil, cause: cause) }
            let found = compiled.matches(String(text), caseSensitive: caseSensitive)
            let expected = Self.reference(Array(pattern), text, variables: variables, caseSensitive: caseSensitive)
            #expect(found == expected, "\(pattern) with v = \(variables["v"]!), w = \(variables["w"]!) on \(String(text)) (case-sensitive: \(caseSensitive))")
            if found != expected { return }
        }
    }

    @Test("a variable is compiled once: its uses count its width, a state per value length when no value holds a wildcard, else its every node")
    func variableWidth() throws {
        let words = try #require(AASAVariableAutomaton(values: ["en", "fr", "fra", "de"]))
        #expect(words.width == 4 && words.size == 8)
        let globs = try #require(AASAVariableAutomaton(values: ["*x*", "a?"]))
        #expect(globs.width == globs.size && globs.size == 6)
        let pattern = try AASAPattern("/$(w)/$(w)/*", variables: { _ in .values(words) }) { cause, _ in LinkParityIssue(file: "t", line: nil, cause: cause) }
        #expect(pattern.states == 4 + 4 + 4)
    }

    /// An association whose variable `v` has `values` and whose components are `components`, one a line from line 4.
    static func association(_ values: [String], _ components: [String]) throws -> AppSiteAssociation {
        let json = "{\"applinks\": {\"substitutionVariables\": {\"v\": [" + values.map { "\"\($0)\"" }.joined(separator: ", ") + "]},\n"
            + "\"details\": [{\"appIDs\": [\"ABCDE12345.app\"], \"components\": [\n" + components.joined(separator: ",\n") + "\n]}]}}"
        return try AppSiteAssociation(json: json, file: "aasa.json", domains: ["shop.example.com"])
    }

    @Test("a file past the bound on matcher states is refused at the pattern, or the variable, that goes past it")
    func bound() throws {
        let globs = (0..<2_000).map { "*k\($0)*" }
        let size = AASAVariableAutomaton(values: globs)!.size
        // The variable once, then each "/$(v)/" its width and two.
        let fitting = (0...).first { size + ($0 + 1) * (size + 2) > AppSiteAssociation.mostStates }!
        let within = try Self.association(globs, Array(repeating: #"{"/": "/$(v)/"}"#, count: fitting))
        #expect(within.decision(for: "https://shop.example.com/k1999/").handled)
        do {
            _ = try Self.association(globs, Array(repeating: #"{"/": "/$(v)/"}"#, count: fitting + 1))
            Issue.record("the file was read")
        } catch {
            let message = "\(error)"
            #expect(message.hasPrefix("aasa.json:\(fitting + 3): applinks.details[0].components[\(fitting)][\"/\"]: with this pattern the file compiles to "), "\(message)")
            #expect(message.hasSuffix(", more than the 1000000 read (a use of $(v) counts \(size), the most its values' automaton may hold at once)"), "\(message)")
        }
        let huge = (0..<40_000).map { "k\($0)-" + String(repeating: "z", count: 30) }
        do {
            _ = try Self.association(huge, [])
            Issue.record("the file was read")
        } catch {
            let message = "\(error)"
            #expect(message.hasPrefix("aasa.json:1: applinks.substitutionVariables.v: with this variable the file compiles to "), "\(message)")
            #expect(AASAVariableAutomaton(values: huge, mostNodes: AppSiteAssociation.mostStates) == nil)
            #expect(message.hasSuffix("more than the 1000000 matcher states read (its values' automaton has more than the 1000000 nodes left)"), "\(message)")
        }
    }

    @Test("a decision past its time limit throws; without one, it answers")
    func timeLimit() throws {
        let association = try Self.association(["x"], [#"{"/": "/\#(String(repeating: "*a", count: 200))b"}"#])
        let url = "https://shop.example.com/" + String(repeating: "a", count: 2_000)
        var spent = LinkTimeLimit(seconds: 0)
        #expect(throws: LinkTimeLimit.Exceeded.self) { try association.decision(for: url, within: &spent) }
        #expect(!association.decision(for: url).handled)
        let graph = try NavigationGraph(xml: """
            <navigation xmlns:android="http://schemas.android.com/apk/res/android" xmlns:app="http://schemas.android.com/apk/res-auto">
            <fragment android:id="@+id/a">
            <deepLink app:uri="shop.example.com/\(String(repeating: ".*", count: 50))b" /></fragment></navigation>
            """, file: "nav.xml")
        var spentToo = LinkTimeLimit(seconds: 0)
        #expect(throws: LinkTimeLimit.Exceeded.self) { try graph.match(url, within: &spentToo) }
        #expect(graph.match(url) == nil)
        #expect(LinkTimeLimit.Exceeded(seconds: 1).description == "took longer than 1 s")
        #expect(LinkTimeLimit.Exceeded(seconds: 0.5).description == "took longer than 0.5 s")
    }
}
