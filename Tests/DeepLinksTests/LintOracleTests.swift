import Testing

@testable import DeepLinks
import RouterCore

/// The linear lint against the all-pairs one it replaced (kept here as the oracle).
@Suite("Deep links: lint finds what the all-pairs lint found")
struct LintOracleTests {
    /// The all-pairs lint: every route against every earlier one, then
    /// against every one that ranks above it.
    static func allPairsLint<Target>(_ table: URLRouteTable<Target>) -> [URLRouteTable<Target>.Finding] {
        var findings: [URLRouteTable<Target>.Finding] = []
        let routes = table.routes
        for (later, route) in routes.enumerated() {
            defer {
                if findings.last?.route != later, let above = routes.first(where: {
                    route.pattern.rank.lexicographicallyPrecedes($0.pattern.rank) && $0.pattern.accepts(everything: route.pattern)
                }) {
                    findings.append(.init(route: later, description: "\(route.pattern)\(route.location.map { " (\($0))" } ?? ""): never wins: \(above.pattern)\(above.location.map { " (\($0))" } ?? "") matches everything it does and ranks above it (a typed parameter beats a bare one)"))
                }
            }
            for earlier in 0..<later {
                let first = routes[earlier]
                let place = first.location.map { " (\($0))" } ?? ""
                if first.pattern.signature == route.pattern.signature {
                    findings.append(.init(route: later, description: "\(route.pattern)\(route.location.map { " (\($0))" } ?? ""): duplicates \(first.pattern)\(place)"))
                    break
                }
                if first.pattern.rank == route.pattern.rank, first.pattern.accepts(everything: route.pattern) {
                    findings.append(.init(route: later, description: "\(route.pattern)\(route.location.map { " (\($0))" } ?? ""): never wins: \(first.pattern)\(place) matches everything it does and is declared first"))
                    break
                }
            }
        }
        return findings
    }

    /// A random valid pattern from a small vocabulary, so that duplicates and shadowing are common.
    static func randomPattern(_ random: inout SeededRandom) -> String? {
        let scheme = ["myapp", "*", "other"].randomElement(using: &random)!
        let host = ["a", "b", "*"].randomElement(using: &random)!
        var segments: [String] = []
        var optionalSeen = false
        for position in 0..<Int.random(in: 0...3, using: &random) {
            let type = ["", "<int>", "<string>", "<uuid>", "<slug>"].randomElement(using: &random)!
            switch Int.random(in: 0..<10, using: &random) {
            case 0..<4 where !optionalSeen: segments.append(["x", "y"].randomElement(using: &random)!)
            case 4..<8 where !optionalSeen: segments.append(":p\(position)\(type)")
            case 8: segments.append(":p\(position)\(type)?"); optionalSeen = true
            default: segments.append("*rest"); return finish(scheme, host, segments, &random, optionalLast: optionalSeen)
            }
        }
        return finish(scheme, host, segments, &random, optionalLast: optionalSeen)
    }

    private static func finish(_ scheme: String, _ host: String, _ segments: [String], _ random: inout SeededRandom, optionalLast: Bool) -> String? {
        let query = ["q", "r"].compactMap { name -> String? in
            guard Bool.random(using: &random) else { return nil }
            return name + ["<int>", "<string>"].randomElement(using: &random)! + (Bool.random(using: &random) ? "?" : "")
        }
        let path = "\(scheme)://\(host)" + segments.map { "/" + $0 }.joined()
        guard !query.isEmpty else { return path }
        return path + (optionalLast && segments.last?.hasSuffix("?") == true ? "??" : "?") + query.joined(separator: "&")
    }

    @Test("the findings of the lint test's table, and of random tables, are the all-pairs lint's")
    func sameFindings() throws {
        var table = URLRouteTable<Int>()
        for (index, text) in ["myapp://p/:id<int>", "myapp://p/:n<int>", "myapp://q/:x", "myapp://q/:y?", "myapp://r/:any",
                              "myapp://r/:word?tag<string>", "myapp://s/:x<int>", "myapp://s/:x<int>?debug<int>?", "myapp://t/:a",
                              "myapp://t/:b??c<string>?"].enumerated() {
            table.add(try URLPattern(text), target: index, location: "routes.lua:\(index + 1)")
        }
        #expect(table.neverWinning() == Self.allPairsLint(table))
        #expect(table.lint().count == 2)

        var duplicates = 0, shadowed = 0
        for seed in 0..<300 {
            var random = SeededRandom(seed: UInt64(seed))
            var table = URLRouteTable<Int>()
            table.converters["slug"] = { .string($0) }
            for index in 0..<Int.random(in: 1...80, using: &random) {
                guard let text = Self.randomPattern(&random), let pattern = try? URLPattern(text) else { continue }
                table.add(pattern, target: index, location: index % 3 == 0 ? nil : "routes.lua:\(index + 1)")
            }
            let expected = Self.allPairsLint(table)
            #expect(table.neverWinning() == expected, "seed \(seed)")
            duplicates += expected.count { $0.description.contains(": duplicates ") }
            shadowed += expected.count { $0.description.contains(": never wins: ") }
        }
        #expect(duplicates > 100 && shadowed > 100, "the random tables exercise the lint (\(duplicates) duplicates, \(shadowed) never win)")
    }

    @Test("a table of 5,000 distinct routes lints with no finding, and a repeated route is still found")
    func largeTable() throws {
        var table = URLRouteTable<Int>()
        for index in 0..<5_000 { table.add(try URLPattern("myapp://h\(index % 50)/s\(index)/:id<int>"), target: index) }
        #expect(table.lint().isEmpty)
        table.add(try URLPattern("myapp://h7/s7/:other<int>"), target: 5_000)
        #expect(table.lint().map(\.description) == ["myapp://h7/s7/:other<int>: duplicates myapp://h7/s7/:id<int>"])
    }
}
