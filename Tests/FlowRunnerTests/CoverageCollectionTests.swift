import Foundation
import Testing
@testable import FlowRunner
@testable import LuaBridge

/// Route coverage gathered by the runner: what each kind of item counts,
/// what it leaves out, and that workers, threads and shards add up the same.
@Suite("coverage collection")
struct CoverageCollectionTests {
    static let app = """
        app.class("Home") app.class("Product") app.class("Login") app.class("Never")
        app.launch(app.navigation { app.screen("Home") })
        session = { user = nil }
        guard = {}
        function guard.require_user() if session.user then return true end return false, "log in first" end
        local visible = route.general.custom(route.class_finder("UINavigationController", { search = "current_visible_only" }))
        local function push(class) return route.step { finder = route.class_finder(class), factory = route.class_factory(class) } end
        product = push("Product"):adding(route.context_task(function(vc, id) vc.pid = id end)):using(route.nav.push()):from(visible):assemble()
        locked = push("Login"):adding(route.interceptor(guard.require_user)):using(route.nav.push()):from(visible):assemble()
        never = push("Never"):using(route.nav.push()):from(visible):assemble()
        links = route.links()
        links:add("app://product/:id<int>", product, function(p) return p.id end)
        links:add("app://locked", locked)
        links:add("app://never", never)
        app.links(links)
        app.on_open_url(function(url)
          if url == "app://old" then return "app://product/1" end
          if url == "app://no" then return false, "not now" end
        end)
        """

    static let flows = """
        test("lands", function() expect_ok(open_url("app://product/7")) end)
        test("rewritten", function() expect_ok(open_url("app://old")) end)
        test("refused by the handler", function() expect_failure(open_url("app://no"), "refused") end)
        test("refused by an interceptor", function() expect_failure(open_url("app://locked")) end)
        test("unmatched", function() expect_failure(open_url("app://nowhere"), "unmatched") end)
        test("navigates", function() expect_ok(router:navigate(product, 3)) end)
        """

    static func suite() throws -> TemporarySuite {
        try TemporarySuite(["app.lua": app, "flows/a_test.lua": flows])
    }

    static func run(_ suite: TemporarySuite, workers: Int = 1, lines: Bool = false, selection: TestSelection = TestSelection()) throws -> SuiteRun {
        var executor = suite.executor
        executor.coverage = CoverageCollector(CoverageSettings(project: "fixture", countsLines: lines))
        return SuiteRunner(executor: executor, selection: selection, workers: workers).run(try files(suite))
    }

    static func files(_ suite: TemporarySuite) throws -> [FlowFile] {
        let discovery = FlowDiscovery(root: suite.root.path, appDefinition: suite.root.appendingPathComponent("app.lua").path)
        return try discovery.files(for: [suite.root.appendingPathComponent("flows").path])
    }

    private func item(_ coverage: RouteCoverage, _ kind: CoverageKind, _ name: String) -> CoverageItem? {
        coverage.items.first { $0.kind == kind && $0.name == name }
    }

    @Test("each kind counts its outcomes: links, the table, the handler, destinations, steps, interceptors, tasks, screens")
    func outcomes() throws {
        let run = try Self.run(Self.suite())
        #expect(run.results.allSatisfy { $0.status == .passed }, "\(run.results.map { $0.message ?? "" })")
        let coverage = try #require(run.coverage)
        #expect(coverage.project == "fixture")
        #expect(item(coverage, .link, "app://product/:id<int>")?.counts["landed"] == 2)
        #expect(item(coverage, .link, "app://product/:id<int>")?.location == "app.lua:12")
        #expect(item(coverage, .link, "app://locked")?.counts["refused"] == 1)
        #expect(item(coverage, .link, "app://never")?.isCovered == false)
        let table = try #require(item(coverage, .linkTable, "link table"))
        #expect(table.counts["routed"] == 3 && table.counts["unmatched"] == 1)
        let handler = try #require(item(coverage, .urlHandler, "app.on_open_url"))
        #expect(handler.counts["passed"] == 3 && handler.counts["rewrote"] == 1 && handler.counts["refused"] == 1)
        #expect(item(coverage, .destination, "product")?.counts["landed"] == 3)
        #expect(item(coverage, .destination, "locked")?.counts["failed"] == 1)
        #expect(item(coverage, .destination, "never")?.isCovered == false)
        let step = try #require(coverage.items.first { $0.kind == .step && $0.name.hasPrefix("product step 1:") })
        #expect(step.counts["built"] == 3 && step.counts["integrated"] == 3 && step.counts["found"] == 0)
        let interceptor = try #require(coverage.items(of: .interceptor).first)
        #expect(interceptor.name == "guard.require_user" && interceptor.location == "app.lua:5")
        #expect(interceptor.counts["refused"] == 1 && interceptor.counts["allowed"] == 0)
        #expect(coverage.items(of: .contextTask).first?.counts["ran"] == 3)
        #expect(item(coverage, .screen, "Product")?.counts["shown"] == 3)
        #expect(item(coverage, .screen, "Home")?.isCovered == true)
        #expect(item(coverage, .screen, "Never")?.isCovered == false)
        #expect(coverage.lines == nil)
        let never = CoverageSummary.neverLines(coverage)
        #expect(never.contains("never opened: app://never (app.lua:14)"))
        #expect(never.contains("never navigated to: never"))
        #expect(never.contains("interceptor guard.require_user (app.lua:5) never allowed"))
        #expect(never.contains("never shown: Never"))
        #expect(never.contains("link table link table (app.lua:15) never unmatched") == false)
    }

    @Test("without coverage asked for, none is gathered")
    func off() throws {
        let suite = try Self.suite()
        let run = SuiteRunner(executor: suite.executor).run(try Self.files(suite))
        #expect(run.results.count == 6 && run.coverage == nil)
    }

    @Test("two threads, and the two halves of a sharded run merged, give what one thread gives")
    func sameEverywhere() throws {
        let suite = try Self.suite()
        let serial = try #require(try Self.run(suite, lines: true).coverage)
        #expect(try Self.run(suite, workers: 2, lines: true).coverage == serial)
        var merged = try #require(try Self.run(suite, lines: true, selection: TestSelection(shard: Shard("1/2"))).coverage)
        merged.merge(try #require(try Self.run(suite, lines: true, selection: TestSelection(shard: Shard("2/2"))).coverage))
        #expect(merged == serial)
        #expect(CoverageJSON.render(merged) == CoverageJSON.render(serial))
    }

    @Test("lines: what loading ran counts once, each test's lines on top, never-run lines at 0")
    func lines() throws {
        let suite = try Self.suite()
        let coverage = try #require(try Self.run(suite, lines: true).coverage)
        let app = try #require(coverage.lineTotals?.first { $0.file == "app.lua" })
        #expect(coverage.loading?.map(\.flowFile) == ["flows/a_test.lua"])
        #expect(app.hits[1] == 1, "the app definition's first line ran once, when its file was collected")
        #expect(app.hits[5] == 2, "require_user ran once per test that reached it, and was defined once: \(app.hits)")
        let report = LCOVReport.render(coverage, files: LCOVReport.files(in: suite.root.path), root: suite.root.path)
        #expect(report.skipped.isEmpty)
        #expect(report.text.hasPrefix("TN:\nSF:app.lua\nDA:1,1\n"))
        #expect(report.text.contains("\nend_of_record\n"))
        #expect(!report.text.contains("a_test.lua"), "flows are left out")
    }

    @Test("the worker's line carries its handover whole, on one line, odd names included")
    func wire() throws {
        var lines = RouteCoverage(project: "p", lines: [FileLineCoverage(file: "a.lua", hits: [1: 2])])
        lines.add(loading: [LoadLineCoverage(flowFile: "f_test.lua", files: [FileLineCoverage(file: "a.lua", hits: [3: 1])])])
        let handover = CoverageHandover(
            firstNumber: 3,
            keys: [CoverageItem.Key(kind: .link, name: "a%b\u{1F}c\nd\u{1E}e%1F", location: "x.lua:1"), CoverageItem.Key(kind: .screen, name: "S", location: nil)],
            counts: [.init(number: 4, outcome: "shown", times: 1), .init(number: 0, outcome: "landed", times: 2),
                     .init(number: 0, outcome: "odd=out%come\u{1F}", times: 3), .init(number: 1, outcome: "", times: 0)],
            lines: lines)
        let payload = CoverageWire.payload(handover)
        var frame: [UInt8] = []
        CoverageWire.append(handover, to: &frame)
        #expect(frame.first == WorkerFrame.Kind.coverage.rawValue && Array(frame.dropFirst(WorkerFrame.headerSize)) == payload)
        #expect(CoverageWire.handover(fromPayload: payload, project: "p") == handover)
        let bare = CoverageHandover(firstNumber: 0, keys: [], counts: [], lines: RouteCoverage(project: "p"))
        #expect(CoverageWire.handover(fromPayload: CoverageWire.payload(bare), project: "p") == bare)
        let noLines = CoverageHandover(firstNumber: 0, keys: [], counts: [], lines: RouteCoverage(project: "p", lines: []))
        #expect(CoverageWire.handover(fromPayload: CoverageWire.payload(noLines), project: "p") == noLines)
        #expect(CoverageWire.handover(fromPayload: Array("c\u{1F}1\u{1F}shown\u{1F}1".utf8), project: "p") == nil, "damaged: no first number")
        #expect(CoverageWire.handover(fromPayload: Array("h\u{1F}0\u{1E}c\u{1F}x\u{1F}shown\u{1F}1".utf8), project: "p") == nil, "damaged: a count's number not a number")
    }

    @Test("workers number items their own way; the supervisor adds their counts to the same items")
    func numbering() throws {
        let settings = CoverageSettings(project: "p", countsLines: false)
        let (a, b) = (CoverageItem.Key(kind: .screen, name: "A", location: nil), CoverageItem.Key(kind: .link, name: "x://b", location: "app.lua:3"))
        func worker(_ keys: [CoverageItem.Key], _ counted: [(CoverageItem.Key, String)]) -> [CoverageHandover] {
            let collector = CoverageCollector(settings)
            for key in keys { _ = collector.numbering.number(key) }
            let first = collector.takeHandover()
            collector.add(counted.map { CoverageTally.Count(number: collector.numbering.number($0.0), outcome: $0.1, times: 1) })
            return [first, collector.takeHandover(), collector.takeHandover()]
        }
        let supervisor = CoverageCollector(settings)
        var one: [Int] = [], two: [Int] = []
        for handover in worker([a, b], [(b, "landed"), (a, "shown")]) { #expect(supervisor.receive(handover, numbering: &one)) }
        for handover in worker([b, a], [(b, "landed"), (b, "landed")]) { #expect(supervisor.receive(handover, numbering: &two)) }
        #expect(one == [0, 1] && two == [1, 0])
        let coverage = supervisor.take()
        #expect(coverage.item(b)?.counts["landed"] == 3)
        #expect(coverage.item(a)?.counts["shown"] == 1)
        let late = CoverageHandover(firstNumber: 5, keys: [a], counts: [], lines: RouteCoverage(project: "p"))
        #expect(!supervisor.receive(late, numbering: &one), "a handover that does not follow the worker's last is refused")
        let stray = CoverageHandover(firstNumber: 2, keys: [], counts: [.init(number: 9, outcome: "shown", times: 1)], lines: RouteCoverage(project: "p"))
        #expect(!supervisor.receive(stray, numbering: &one), "a count for an item never numbered is refused")
    }

    @Test("a coverage file that is not one is refused, naming the file and why")
    func readErrors() throws {
        #expect(throws: CoverageJSON.ReadError.self) { try CoverageJSON.read(Data("nope".utf8), file: "x.json") }
        do {
            _ = try CoverageJSON.read(Data("{\"format\": \"flowrun-coverage\",\n \"version\": 1 \"project\": \"p\"}".utf8), file: "cut.json")
            Issue.record("read a file that is not JSON")
        } catch {
            #expect(error.description.hasPrefix(#"cut.json: not JSON (expected ',' or '}' after the value of "version", found '"project": "'; a comma is missing before it, at line 2)"#), "\(error)")
        }
        do {
            _ = try CoverageJSON.read(Data("{\"format\": \"flowrun-coverage\", \"version\": 1, \"project\": \"p\",\n \"project\": \"q\", \"items\": []}".utf8), file: "twice.json")
            Issue.record("read a key given twice")
        } catch {
            #expect(error.description == "twice.json: a damaged coverage file: 'project' is given twice (at line 2)")
        }
        let coverage = RouteCoverage(project: "p", items: [CoverageItem(kind: .link, name: "shop://p/:id", location: "links.lua:3", counts: ["landed": 2])],
                                     lines: [FileLineCoverage(file: "app.lua", hits: [1: 4, 7: 1])])
        #expect(try CoverageJSON.read(Data(CoverageJSON.render(coverage).utf8), file: "c.json") == coverage, "what render writes reads back the same")
        do {
            _ = try CoverageJSON.read(Data(#"{"summary": {}, "tests": []}"#.utf8), file: "report.json")
            Issue.record("read a test report as coverage")
        } catch {
            #expect(error.description.contains("report.json: not a flowrun coverage file: a test report"))
        }
        do {
            _ = try CoverageJSON.read(Data(#"{"format": "flowrun-coverage", "version": 99, "project": "p", "items": []}"#.utf8), file: "new.json")
            Issue.record("read another version")
        } catch {
            #expect(error.description.contains("new.json: coverage of format version 99"))
        }
        do {
            _ = try CoverageJSON.read(Data(#"{"format": "flowrun-coverage", "version": 1, "project": "p", "items": [{"kind": "lnk", "name": "x", "counts": {}}]}"#.utf8), file: "bad.json")
            Issue.record("read an unknown kind")
        } catch {
            #expect(error.description.hasPrefix("bad.json: a damaged coverage file"))
        }
    }
}
