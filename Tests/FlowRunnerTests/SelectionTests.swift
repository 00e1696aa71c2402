import Testing
@testable import FlowRunner

@Suite("Selecting tests: filter, tags, only, shards")
struct SelectionTests {
    static let file = FlowFile(path: "/p/a_test.lua", displayPath: "a_test.lua", appDefinition: nil)

    static func make(_ name: String, tags: [String] = [], only: Bool = false, skip: String? = nil) -> TestCase {
        TestCase(file: file, index: 1, groups: ["g"], name: name, tags: tags, skipReason: skip, isOnly: only, location: "a_test.lua:1")
    }

    static let tests = (1...10).map { make("t\($0)", tags: $0 % 2 == 0 ? ["even"] : ["odd"]) }

    @Test("a filter matches the id, ignoring case; tags include and exclude")
    func filterAndTags() {
        #expect(TestSelection(filter: "G › T1").apply(to: Self.tests).map(\.name) == ["t1", "t10"])
        #expect(TestSelection(tags: ["even"]).apply(to: Self.tests).count == 5)
        #expect(TestSelection(tags: ["even", "odd"], excludedTags: ["odd"]).apply(to: Self.tests).allSatisfy { $0.tags == ["even"] })
    }

    @Test("tests marked only run; the others are reported skipped")
    func only() {
        let chosen = TestSelection().apply(to: [Self.make("a"), Self.make("b", only: true)])
        #expect(chosen.map(\.skipReason) == ["not marked only", nil])
    }

    @Test("shards are disjoint, their union is the whole suite, and every shard gets its share", arguments: 1...5)
    func shards(count: Int) throws {
        var seen: [String] = []
        for index in 1...count {
            let shard: Shard = try #require(Shard("\(index)/\(count)"))
            let part = TestSelection(shard: shard).apply(to: Self.tests)
            #expect(part.count >= Self.tests.count / count)
            seen += part.map(\.name)
        }
        #expect(seen.sorted() == Self.tests.map(\.name).sorted())
    }

    @Test("shard text is k/n with 1 ≤ k ≤ n")
    func shardParsing() {
        #expect(Shard("2/3") == Shard("2/3"))
        #expect(Shard("0/3") == nil)
        #expect(Shard("4/3") == nil)
        #expect(Shard("1") == nil)
        #expect(Shard("a/b") == nil)
    }

    @Test("parallel work comes back in input order")
    func parallelOrder() {
        var delivered: [Int] = []
        ParallelMap.run(Array(0..<200), workers: 4, { $0 * 2 }) { position, value in
            #expect(value == position * 2)
            delivered.append(position)
        }
        #expect(delivered == Array(0..<200))
    }
}
