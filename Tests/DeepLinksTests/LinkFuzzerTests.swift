import Testing
@testable import DeepLinks
import RouterCore

/// The URLs ``LinkFuzzer`` makes from a table's patterns: the valid form
/// first, every kind of variant, the same ones for the same seed.
@Suite("Making URLs from a link table")
struct LinkFuzzerTests {
    static func table(_ patterns: [String], converters: [String: (String) throws -> Value?] = [:]) throws -> URLRouteTable<Int> {
        var table = URLRouteTable<Int>()
        table.converters = converters
        for (index, pattern) in patterns.enumerated() { table.add(try URLPattern(pattern), target: index) }
        return table
    }

    @Test("each route's valid form comes first and fits its route; the variants cover every edge of each type")
    func variants() throws {
        let table = try Self.table(["shop://product/:id<int>/:tab?", "shop://order/:ref<uuid>?from<string>?", "https://shop.example.com/*path", "shop://account/orders"])
        let links = LinkFuzzer(seed: 3, perRoute: 1000).links(for: table)
        for route in 0..<4 {
            let own = links.filter { $0.route == route }
            #expect(own.first?.variant == "the valid form")
            #expect(own.first?.fitsItsRoute == true, "\(own.first?.url ?? "")")
            #expect(Set(own.map(\.url)).count == own.count, "no URL twice")
        }
        let variants = Set(links.map(\.variant))
        for expected in [":id at 0", ":id negative", ":id past 64 bits", ":id not a number", ":tab left out", ":tab empty", ":tab raw unicode",
                         ":ref not a UUID", ":ref without dashes", ":ref in upper case", "without ?from", "?from given twice", "an unknown query key",
                         "a trailing slash", "a fragment", "the scheme in upper case", "another scheme", "http for https", "another host",
                         "'orders' in upper case", "'orders' missing its last letter", "the host in upper case", "*path with nothing after it", "the host 'shop.example.com' with an s added"] {
            #expect(variants.contains(expected), "\(expected)")
        }
        let zero = try #require(links.first { $0.variant == ":id at 0" })
        #expect(zero.url.hasPrefix("shop://product/0/") && zero.fitsItsRoute)
        #expect(links.first { $0.variant == ":id not a number" }?.fitsItsRoute == false)
        #expect(links.first { $0.variant == ":tab left out" }?.fitsItsRoute == true)
        #expect(links.first { $0.variant == ":ref in upper case" }?.fitsItsRoute == true, "a UUID's case does not matter")
        #expect(links.first { $0.variant == "another scheme" && $0.route == 0 }?.url.hasPrefix("shopx://product/") == true)
    }

    @Test("the same seed gives the same URLs; another seed other values and another choice of variants")
    func seeded() throws {
        let table = try Self.table(["shop://product/:id<int>", "shop://swatch/:colour"])
        let first = LinkFuzzer(seed: 7, perRoute: 6).links(for: table)
        #expect(first == LinkFuzzer(seed: 7, perRoute: 6).links(for: table))
        #expect(first.count == 12)
        #expect(first.filter { $0.route == 0 }.count == 6)
        #expect(first != LinkFuzzer(seed: 8, perRoute: 6).links(for: table))
    }

    @Test("a custom type's valid value is the first probe its converter takes; with none, the route has no URL to make")
    func customTypes() throws {
        let sku: (String) throws -> Value? = { $0.wholeMatch(of: /[A-Z]{2}-[0-9]{3}/) != nil ? .string($0) : nil }
        let table = try Self.table(["shop://p/:sku<sku>", "shop://q/:never<never>"], converters: ["sku": sku, "never": { _ in nil }])
        let links = LinkFuzzer(seed: 1, perRoute: 50).links(for: table)
        #expect(links.first?.url == "shop://p/TS-001")
        #expect(links.first { $0.variant == ":sku in lower case" }?.url == "shop://p/ts-001")
        #expect(links.first { $0.variant == ":sku in lower case" }?.fitsItsRoute == false)
        #expect(!links.contains { $0.route == 1 })
    }
}
