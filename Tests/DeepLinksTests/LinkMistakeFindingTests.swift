import Testing
import DeepLinks
import RouterCore

/// The table's findings on links that go wrong quietly: a link one slip
/// from a route, a route that loses to a catch-all for want of its query,
/// and a custom type the fuzzer fills from its examples.
@Suite("Deep links: slips, query fall-through, converter examples")
struct LinkMistakeFindingTests {
    static func table(_ patterns: [String]) throws -> URLRouteTable<Int> {
        var table = URLRouteTable<Int>()
        for (index, text) in patterns.enumerated() { table.add(try URLPattern(text), target: index, location: "links.lua:\(index + 1)") }
        return table
    }

    @Test("a link one edit from a route's scheme, host or static segment names the route, spelt its way; others do not")
    func nearMiss() throws {
        let table = try Self.table(["travel://trips", "travel://trips/:id<int>/details", "travel://*/*rest", "shop://home"])
        func miss(_ url: String) throws -> LinkNearMiss? {
            let link = try DeepLinkURL(parsing: url)
            return table.nearMiss(of: link, winner: try table.resolve(link).winner?.index)
        }
        #expect(try miss("travel://trips/7/detials")?.url == "travel://trips/7/details")
        #expect(try miss("travel://trips/7/detials")?.suggestion == "travel://trips/7/details (route travel://trips/:id<int>/details, links.lua:2)")
        #expect(try miss("travel://trps")?.url == "travel://trips", "the catch-all took it, but the route ranks above it")
        #expect(try miss("shpo://home")?.url == "shop://home")
        #expect(try miss("travel://trips") == nil, "it went to its own route")
        #expect(try miss("travel://basket") == nil, "no route is one edit away")
        #expect(try miss("travel://trips/x/details") == nil, "the slip is in a typed parameter, not a word")
        let typo = try miss("travel://trps/x/details")
        #expect(typo?.url == "travel://trips/x/details", "a slip in a word is one, though the value would still be refused")
        #expect(typo?.stillRejected == "segment 1 'x' is not an int for :id")
        #expect(try miss("travel://trps/7/details/more") == nil, "spelt the route's way, the link still has a segment too many")
        #expect(try miss("travel://trps")?.stillRejected == nil, "a link the route takes, spelt its way, comes first")
    }

    @Test("lint finds a route whose required query sends a link lacking it to a catch-all, not to a route of its own")
    func queryFallthrough() throws {
        let table = try Self.table(["https://t.example/hotel/:id<int>?checkin&checkout", "https://t.example/*path"])
        #expect(table.lint().map(\.description) == [
            "https://t.example/hotel/:id<int>?checkin&checkout (links.lua:1): a link without its required query parameters checkin, checkout goes to the catch-all https://t.example/*path (links.lua:2) instead (as https://t.example/hotel/1 does); mark them optional (checkin?&checkout?) if the route can do without, or check that such a link is meant to land there",
        ])
        let resolution = try table.resolve(try DeepLinkURL(parsing: "https://t.example/hotel/4?checkout=2"))
        #expect(try table.queryLosses(in: resolution) == [
            "route https://t.example/hotel/:id<int>?checkin&checkout (links.lua:1) needs query parameter checkin, which the link lacks; it went to the catch-all https://t.example/*path (links.lua:2)",
        ])
        let own = try Self.table(["https://t.example/hotel/:id<int>?checkin&checkout", "https://t.example/hotel/:id<int>", "https://t.example/*path"])
        #expect(own.lint().isEmpty)
        let optional = try Self.table(["https://t.example/hotel/:id<int>?checkin?", "https://t.example/*path"])
        #expect(optional.lint().isEmpty)
    }

    @Test("the fuzzer builds a custom type's valid form from its examples; without them the reason names the fix")
    func examples() throws {
        var table = try Self.table([])
        table.converters["booking"] = { text in text.count == 6 && text.allSatisfy(\.isUppercase) == false && text.prefix(3).allSatisfy(\.isUppercase) ? .string(text) : nil }
        table.add(try URLPattern("travel://booking/:ref<booking>"), target: 0)
        let without = LinkFuzzer(seed: 1, perRoute: 3).fuzz(table)
        #expect(without.links.isEmpty)
        #expect(without.unmade.first?.why.hasSuffix(#"give it values it takes: links:converter("booking", fn, { examples = { ... } })"#) == true)
        table.examples["booking"] = ["ABC123"]
        let with = LinkFuzzer(seed: 1, perRoute: 3).fuzz(table)
        #expect(with.unmade.isEmpty)
        #expect(with.links.first?.url == "travel://booking/ABC123")
        #expect(with.links.first?.fitsItsRoute == true)
    }
}
