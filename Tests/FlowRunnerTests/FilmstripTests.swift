@testable import FlowRunner
import Formats
import Foundation
import LuaBridge
import RouterCore
import Testing

@Suite("Filmstrips: a test's steps and pictures for the HTML report")
struct FilmstripTests {
    static let flows = """
        test("product", function()
          session.logged_in = true
          expect_ok(router:navigate(product, 5))
          expect_ok(router:navigate(product, 6))
        end)
        test("product again", function()
          session.logged_in = true
          expect_ok(router:navigate(product, 5))
        end)
        """

    @Test("a test run in a rewound session draws what it draws in a fresh one: the pictures written before are the same bytes")
    func warmAndCold() throws {
        let suite = try TemporarySuite(["app.lua": TemporarySuite.app, "flows/a_test.lua": Self.flows])
        var executor = suite.executor
        executor.settings.picturesEveryStep = true
        let file = try #require(try suite.files().first)
        let (tests, kept) = try executor.collectKeeping(file)
        let first = executor.run(tests[0], from: kept)
        let warm = executor.run(tests[1], from: kept)
        let cold = executor.run(tests[1], from: nil)
        #expect(first.status == .passed && warm.status == .passed && cold.status == .passed, "\(first.message ?? "") \(warm.message ?? "")")
        let (warmStrip, coldStrip) = (try #require(warm.filmstrip), try #require(cold.filmstrip))
        #expect(warmStrip.stepsJSON == coldStrip.stepsJSON)
        #expect(warmStrip.picturesJSON == coldStrip.picturesJSON)
        #expect(warmStrip.pictures.count >= 2, "the start and the product")
        #expect(try #require(first.filmstrip).pictures.first == warmStrip.pictures.first, "every test of the file starts from the same app")
    }

    @Test("a step back to a state among the last shown shares its picture; one back past them gets its own; often shown stays shared")
    func recentPicturesShared() throws {
        let tests = """
            test("there and back", function()
              app.push("ProductViewController")
              app.back()
              expect_top("HomeViewController")
            end)
            test("far and back", function()
              local far = \(Filmstrip.recentPictures)
              for i = 1, far do
                app.push("ProductViewController")
                app.top().n = i
                expect_top("ProductViewController", { n = i })
              end
              for i = far - 1, 1, -1 do
                app.back()
                expect_top("ProductViewController", { n = i })
              end
              app.back()
              expect_top("HomeViewController")
            end)
            test("back and forth", function()
              for i = 1, \(3 * Filmstrip.recentPictures) do
                app.push("ProductViewController")
                app.top().n = i
                expect_top("ProductViewController", { n = i })
                app.back()
                expect_top("HomeViewController")
              end
            end)
            """
        let suite = try TemporarySuite(["app.lua": TemporarySuite.app, "flows/a_test.lua": tests])
        var runner = SuiteRunner(executor: suite.executor, selection: TestSelection(), workers: 1)
        runner.executor.settings.picturesEveryStep = true
        let run = runner.run(try suite.files())
        #expect(run.results.allSatisfy { $0.status == .passed }, "\(run.results.map { $0.message ?? "" })")
        func steps(_ index: Int) throws -> [[String: Any]] {
            let strip = try #require(run.results[index].filmstrip)
            return try #require(try JSONSerialization.jsonObject(with: Data(strip.stepsJSON.utf8)) as? [[String: Any]])
        }
        let near = try steps(0)
        #expect(near.map { $0["picture"] as? Int } == [1, 0, 0], "back home is the start's picture")
        #expect(run.results[0].filmstrip?.pictures.count == 2)
        let far = try steps(1)
        let pictured = far.compactMap { $0["picture"] as? Int }
        let firstBack = try #require(far.firstIndex { $0["text"] as? String == "back" })
        let deepest = 2 * Filmstrip.recentPictures
        #expect(pictured[..<firstBack].max() == deepest, "a picture per push and per property set")
        #expect(pictured[firstBack] == deepest - 2, "one back: the picture of that state, recent")
        let home = try #require(pictured.last)
        #expect(home > deepest, "the start is further back than the recent pictures: drawn again")
        let strip = try #require(run.results[1].filmstrip)
        #expect(strip.pictures[home] == strip.pictures[0], "the same app all the same")
        let homeAgain = try steps(2).filter { $0["text"] as? String == "back" }.map { $0["picture"] as? Int }
        #expect(homeAgain.count == 3 * Filmstrip.recentPictures && homeAgain.allSatisfy { $0 == 0 },
                "home, shown every other step, stays the start's picture however many others come between: \(homeAgain)")
    }

    @Test("the worker's line carries a filmstrip whole; a damaged one is refused")
    func wire() throws {
        let suite = try TemporarySuite(["app.lua": TemporarySuite.app, "flows/a_test.lua": Self.flows])
        var executor = suite.executor
        executor.settings.picturesEveryStep = true
        let test = try #require(try suite.files().first.map { try executor.collect($0) }?.first)
        let filmstrip = try #require(executor.run(test).filmstrip)
        var frame: [UInt8] = []
        FilmstripWire.append(filmstrip, to: &frame)
        #expect(frame.first == WorkerFrame.Kind.filmstrip.rawValue)
        let payload = Array(frame.dropFirst(WorkerFrame.headerSize))
        let read = try #require(FilmstripWire.filmstrip(fromPayload: payload))
        #expect(read.stepsJSON == filmstrip.stepsJSON && read.picturesJSON == filmstrip.picturesJSON && read.start == filmstrip.start)
        #expect(FilmstripWire.filmstrip(fromPayload: Array(payload.dropLast())) == nil, "a payload cut short")
        for header in ["1 x 0", "1  0 0", "-1 2 0", "1 0", "1 0 0 0", "1234567890123456789 0 0"] {
            #expect(FilmstripWire.filmstrip(fromPayload: Array(header.utf8) + [0x1E, 0x5B]) == nil, "header '\(header)'")
        }
        #expect(FilmstripWire.filmstrip(fromPayload: Array("1 0 0".utf8) + [0x1E, 0x5B]) != nil, "a whole header and its bytes")
        let coded = try JSONDecoder().decode(Filmstrip.self, from: JSONEncoder().encode(filmstrip))
        #expect(coded.stepsJSON == filmstrip.stepsJSON && coded.picturesJSON == filmstrip.picturesJSON)
    }

    @Test("each step's kind is written as its name; a trace leaves out its request when it is the step's text, and the page puts it back")
    func stepsAndTraces() throws {
        let kinds: [FlowStep.Kind] = [.navigation, .command, .gesture, .wait, .expectation]
        let tree = AppTree()
        let filmstrip = Filmstrip(kinds.map { FlowStep(kind: $0, text: "did \($0.rawValue)", passed: true, location: nil) }, start: TreePicture(tree))
        let steps = try #require(try JSONSerialization.jsonObject(with: Data(filmstrip.stepsJSON.utf8)) as? [[String: Any]])
        #expect(steps.map { $0["kind"] as? String } == kinds.map(\.rawValue))

        func fields(_ trace: String, of text: String) throws -> [String: String] {
            var out = JSONText()
            out.raw(literal: "{\"text\":")
            out.string(text)
            HTMLReport.writeTrace(trace, of: text, into: &out)
            out.raw(ascii: "}")
            return try #require(try JSONSerialization.jsonObject(with: Data(out.text.utf8)) as? [String: String])
        }
        // What report.js's routingTrace does.
        func shown(_ step: [String: String]) -> String? { step["traceLines"].map { (step["traceRequest"] ?? step["text"]!) + $0 } }
        let same = try fields("navigate to A\n  ✓ [0.000s] result: success", of: "navigate to A")
        #expect(same["traceRequest"] == nil && same["traceLines"] == "\n  ✓ [0.000s] result: success")
        #expect(shown(same) == "navigate to A\n  ✓ [0.000s] result: success")
        let other = try fields("navigate to A\n  · [0.000s] interceptor: waiting", of: "navigate to A (waiting for an interceptor)")
        #expect(other["traceRequest"] == "navigate to A")
        #expect(shown(other) == "navigate to A\n  · [0.000s] interceptor: waiting")
        #expect(shown(try fields("one line", of: "one line")) == "one line")
    }

    @Test("a large page is written a part at a time, the parts making the page")
    func pageInParts() throws {
        let tests = (1...300).map { "test(\"t\($0)\", function() session.logged_in = true; expect_ok(router:navigate(product, \($0))) end)" }.joined(separator: "\n")
        let suite = try TemporarySuite(["app.lua": TemporarySuite.app, "flows/a_test.lua": tests])
        var runner = SuiteRunner(executor: suite.executor, selection: TestSelection(), workers: 1)
        runner.executor.settings.picturesEveryStep = true
        let run = runner.run(try suite.files())
        #expect(run.results.count == 300)
        var parts: [[UInt8]] = []
        HTMLReport.write(run, timings: Timings(shown: false)) { parts.append(Array($0)) }
        #expect(parts.count > 2)
        #expect(parts.allSatisfy { $0.count < HTMLReport.Page.part + 64 * 1024 })
        #expect(String(decoding: parts.joined(), as: UTF8.self) == HTMLReport.render(run, timings: Timings(shown: false)))
    }

    @Test("a test's steps and pictures too large for a part go to the sink as they are, in their place in the page")
    func largePiecesAsTheyAre() throws {
        let tests = """
            test("small", function() session.logged_in = true expect_ok(router:navigate(product, 1)) end)
            test("large", function()
              for i = 1, 60 do
                app.push("ProductViewController")
                app.top().n = i
                expect_top("ProductViewController", { n = i })
              end
            end)
            test("small again", function() session.logged_in = true expect_ok(router:navigate(product, 2)) end)
            """
        let suite = try TemporarySuite(["app.lua": TemporarySuite.app, "flows/a_test.lua": tests])
        var runner = SuiteRunner(executor: suite.executor, selection: TestSelection(), workers: 1)
        runner.executor.settings.picturesEveryStep = true
        let run = runner.run(try suite.files())
        let large = try #require(run.results.first { $0.test.name == "large" }?.filmstrip)
        #expect(large.picturesUTF8.count >= HTMLReport.Page.passedAsIs && large.stepsUTF8.count >= HTMLReport.Page.passedAsIs)
        var entries = HTMLReport.Entries(timings: Timings(shown: false))
        for result in run.results { entries.add(result) }
        for page in [HTMLReport.render(run, timings: Timings(shown: false)), {
            var bytes: [UInt8] = []
            HTMLReport.write(run, timings: Timings(shown: false), entries: entries) { bytes += $0 }
            return String(decoding: bytes, as: UTF8.self)
        }()] {
            func json(_ id: String) throws -> Any {
                try JSONSerialization.jsonObject(with: Data(page.components(separatedBy: "id=\"\(id)\">")[1].components(separatedBy: "</script>")[0].utf8))
            }
            let shown = try #require((try json("report-data") as? [String: Any])?["tests"] as? [[String: Any]])
            let pictures = try #require(try json("report-pictures") as? [[Any]])
            #expect(shown.map { $0["name"] as? String } == ["small", "large", "small again"])
            #expect((shown[1]["steps"] as? [Any])?.count == 180)
            #expect(pictures.map(\.count) == run.results.map { $0.filmstrip?.pictures.count ?? -1 })
        }
    }

    @Test("entries written as results arrive make the page written after the run; entries of other timings or another run are not used")
    func entriesAsTheyArrive() throws {
        let tests = (1...20).map { "test(\"t\($0)\", function() expect_ok(router:navigate(product, \($0))) \($0 % 7 == 0 ? "expect_top('Nope')" : "") end)" }
            .joined(separator: "\n")
        let suite = try TemporarySuite(["app.lua": TemporarySuite.app, "flows/a_test.lua": tests])
        var runner = SuiteRunner(executor: suite.executor, selection: TestSelection(), workers: 1)
        runner.executor.settings.picturesEveryStep = true
        var entries = HTMLReport.Entries(timings: Timings(shown: false))
        var shown = HTMLReport.Entries(timings: Timings(shown: true))
        let run = runner.run(try suite.files()) { event in
            guard case .finished(let result, _, _) = event else { return }
            entries.add(result)
            shown.add(result)
        }
        #expect(run.results.contains { $0.status == .failed }, "failures come first in the page, so the entries are reordered")
        func page(_ entries: HTMLReport.Entries?) -> String {
            var bytes: [UInt8] = []
            HTMLReport.write(run, timings: Timings(shown: false), entries: entries) { bytes += $0 }
            return String(decoding: bytes, as: UTF8.self)
        }
        let plain = HTMLReport.render(run, timings: Timings(shown: false))
        #expect(page(entries) == plain)
        var marked = entries
        marked.written[0] = .init(head: Array("{\"name\":\"written as it arrived\",\"steps\":".utf8), steps: Array("[]".utf8)[...], tail: Array("}".utf8))
        #expect(page(marked).contains("written as it arrived"), "the entries are what the page holds")
        #expect(page(shown) == plain, "entries with durations are not put in a page without")
        var fewer = HTMLReport.Entries(timings: Timings(shown: false))
        fewer.add(run.results[0])
        #expect(page(fewer) == plain, "entries of another run are not used")
    }
}

@Suite("A worker's answer, damaged")
struct DamagedAnswerTests {
    @Test("a damaged filmstrip is a warning saying what the report lacks; damaged coverage is refused, never half added")
    func damagedLines() throws {
        var pair: [Int32] = [0, 0]
        #expect(socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0, &pair) == 0)
        defer { close(pair[1]) }
        let worker = WorkerProcess(pid: 0, socket: pair[0])
        var answer: [UInt8] = []
        WorkerFrame.append(.filmstrip, to: &answer) { $0 += Array("9 9 0".utf8) + [0x1E, 0x5B] }
        WorkerFrame.append(.coverage, to: &answer) { $0 += Array("h\u{1F}0\u{1E}c\u{1F}x".utf8) }
        answer += WorkerWire.encode(WorkerReply.loadFailed("stop"))
        #expect(WorkerWire.write(answer, to: pair[1]))
        var warnings: [String] = [], covered: [[UInt8]] = []
        let file = FlowFile(path: "/p/a_test.lua", displayPath: "a_test.lua", appDefinition: nil)
        let (outcome, _) = worker.send(.collect(file, round: 1), phase: .loading, deadline: { _ in nil }, warn: { warnings.append($0) }, covered: { line in covered.append(line) })
        guard case .replied(.loadFailed("stop")) = outcome else {
            Issue.record("\(outcome)")
            return
        }
        #expect(warnings == ["a test's steps and pictures came back from a worker damaged, so the HTML report shows its steps without pictures; this is a flowrun bug, please report it"])
        let collector = CoverageCollector(CoverageSettings(project: "p", countsLines: false))
        var numbering: [Int] = []
        #expect(covered.count == 1)
        #expect(!collector.receive(payload: covered[0], numbering: &numbering))
        #expect(numbering.isEmpty && collector.coverage.items.isEmpty)
    }
}
