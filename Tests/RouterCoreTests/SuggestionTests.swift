import Testing
import RouterCore
@testable import Spelling

@Suite("Did you mean: the nearest known name")
struct SuggestionTests {
    @Test("a typo, a swapped pair, a case slip or a prefix finds its name; a different word finds none")
    func nearest() {
        let options = ["search", "start", "style", "fixtures", "tags", "int", "string", "uuid"]
        #expect(Suggestion.nearest(to: "serch", among: options) == "search")
        #expect(Suggestion.nearest(to: "styel", among: options) == "style")
        #expect(Suggestion.nearest(to: "Tags", among: options) == "tags")
        #expect(Suggestion.nearest(to: "fixture", among: options) == "fixtures")
        #expect(Suggestion.nearest(to: "integer", among: options) == "int")
        #expect(Suggestion.nearest(to: "colour", among: options) == nil)
        #expect(Suggestion.nearest(to: "search", among: options) == nil, "the word itself is no suggestion")
        #expect(Suggestion.nearest(to: "", among: options) == nil)
    }

    @Test("ties go to the first candidate; the phrase is empty without a suggestion")
    func ties() {
        #expect(Suggestion.nearest(to: "ab", among: ["ac", "ad"]) == "ac")
        #expect(Suggestion.phrase(for: "serch", among: ["search"]) == " (did you mean 'search'?)")
        #expect(Suggestion.phrase(for: "zzz", among: ["search"]) == "")
    }

    @Test("a huge word costs nothing: no suggestion past 200 letters")
    func huge() {
        #expect(Suggestion.nearest(to: String(repeating: "a", count: 100_000), among: ["a"]) == nil)
    }
}
