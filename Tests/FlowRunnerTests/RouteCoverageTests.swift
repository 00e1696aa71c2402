import Foundation
import Testing
@testable import FlowRunner

/// The coverage model: items, their counts, merging, figures, the JSON form.
@Suite("route coverage model")
struct RouteCoverageTests {
    private func link(_ name: String, _ line: Int, _ counts: [String: Int] = [:]) -> CoverageItem {
        CoverageItem(kind: .link, name: name, location: "app.lua:\(line)", counts: counts)
    }

    @Test("an item has every outcome of its kind, and is covered once any happened")
    func items() {
        let idle = link("shop://a", 3)
        #expect(idle.counts == ["landed": 0, "refused": 0, "failed": 0, "pending": 0])
        #expect(!idle.isCovered && idle.missingOutcomes.isEmpty)
        let refused = link("shop://a", 3, ["refused": 2])
        #expect(refused.isCovered && refused.total == 2 && refused.missingOutcomes == ["landed"])
        let interceptor = CoverageItem(kind: .interceptor, name: "login.require_user", location: "login.lua:14", counts: ["allowed": 1])
        #expect(interceptor.missingOutcomes == ["refused"])
        #expect(interceptor.title == "login.require_user (login.lua:14)")
        #expect(CoverageItem(kind: .contextTask, name: "", location: "app.lua:9").title == "app.lua:9")
    }

    @Test("merging sums the counts of one item and keeps the others, sorted by kind, file, line and name")
    func merging() {
        var a = RouteCoverage(project: "shop", items: [link("shop://b", 10, ["landed": 1]), CoverageItem(kind: .screen, name: "Home", location: nil)])
        let b = RouteCoverage(project: "shop", items: [link("shop://b", 10, ["landed": 2, "failed": 1]), link("shop://a", 9)])
        a.merge(b)
        #expect(a.items.map(\.name) == ["shop://a", "shop://b", "Home"])
        #expect(a.items[1].counts["landed"] == 3 && a.items[1].counts["failed"] == 1)
        // The same items in any order merge to the same value.
        var c = b
        c.merge(RouteCoverage(project: "shop", items: [link("shop://b", 10, ["landed": 1]), CoverageItem(kind: .screen, name: "Home", location: nil)]))
        #expect(a == c)
    }

    @Test("steps sort by number, not text: step 2 before step 10")
    func naturalOrder() {
        let steps = [10, 2, 1].map { CoverageItem(kind: .step, name: "routes.x step \($0): f", location: nil) }
        #expect(RouteCoverage(project: "p", items: steps).items.map(\.name) == ["routes.x step 1: f", "routes.x step 2: f", "routes.x step 10: f"])
        #expect(CoverageItem.Key(kind: .link, name: "z", location: "app.lua:9") < CoverageItem.Key(kind: .link, name: "a", location: "app.lua:10"))
    }

    @Test("the route figure counts links and destinations only, and never rounds up to 100%")
    func figures() {
        var items = (1...1999).map { link("shop://\($0)", $0, ["landed": 1]) } + [link("shop://never", 5000)]
        items.append(CoverageItem(kind: .screen, name: "Unseen", location: nil))
        let coverage = RouteCoverage(project: "p", items: items)
        #expect(coverage.routeFigure == CoverageFigure(covered: 1999, total: 2000))
        #expect(coverage.routeFigure.percentText == "99.9%")
        #expect(CoverageFigure(covered: 0, total: 0).percent == nil)
        #expect(CoverageFigure(covered: 0, total: 0).percentText == "-")
        #expect(CoverageFigure(covered: 1, total: 3).percentText == "33.3%")
    }

    @Test("line hits merge per file and encode as [line, hits] pairs in line order")
    func lines() throws {
        var coverage = RouteCoverage(project: "p", lines: [FileLineCoverage(file: "b.lua", hits: [10: 1, 2: 3])])
        coverage.merge(RouteCoverage(project: "p", lines: [FileLineCoverage(file: "b.lua", hits: [2: 1]), FileLineCoverage(file: "a.lua", hits: [1: 1])]))
        #expect(coverage.lines?.map(\.file) == ["a.lua", "b.lua"])
        #expect(coverage.lines?[1].hits == [2: 4, 10: 1])
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let text = String(decoding: try encoder.encode(coverage.lines![1]), as: UTF8.self)
        #expect(text == #"{"file":"b.lua","hits":[[2,4],[10,1]]}"#)
        #expect(try JSONDecoder().decode(RouteCoverage.self, from: try encoder.encode(coverage)) == coverage)
        // No line coverage asked: none is kept, not an empty list.
        #expect(RouteCoverage(project: "p").lines == nil)
    }

    @Test("what loading a flow file ran is kept once per flow file, however many runs merge; tests' hits add up")
    func loading() {
        let load = LoadLineCoverage(flowFile: "flows/a_test.lua", files: [FileLineCoverage(file: "app.lua", hits: [1: 1])])
        var shard = RouteCoverage(project: "p", lines: [FileLineCoverage(file: "app.lua", hits: [5: 1])])
        shard.add(loading: [load])
        var merged = shard
        merged.merge(shard)
        #expect(merged.loading == [load])
        #expect(merged.lineTotals == [FileLineCoverage(file: "app.lua", hits: [1: 1, 5: 2])])
    }

    @Test("Lua entities are named by their function and where it is defined")
    func entityNames() {
        let interceptor = CoverageRecorder.entityItem("Lua interceptor login.require_user (login.lua:14)", .interceptor)
        #expect(interceptor.name == "login.require_user" && interceptor.location == "login.lua:14")
        let inline = CoverageRecorder.entityItem("Lua context task (app.lua:80)", .contextTask)
        #expect(inline.name == "" && inline.location == "app.lua:80")
        let swift = CoverageRecorder.entityItem("NavigationDelayingInterceptor(wait)", .interceptor)
        #expect(swift.name == "NavigationDelayingInterceptor(wait)" && swift.location == nil)
    }
}
