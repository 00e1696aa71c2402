import Foundation
import Testing

/// No test changes another's result: every test of the example shop gives
/// the same verdict, message, output, steps and tree alone (the only test
/// its run selects) as inside its suite, serial or in parallel; and objects
/// a file makes at its top level, which every test of the file shares, come
/// back to each test as the file left them.
@Suite("Each test alone as in its suite")
struct IsolationTests {
    static let shop = FlowrunProcess.repositoryRoot.appendingPathComponent("scripts/examples/shop")

    /// The results of `flowrun test arguments…` in `folder`, by test id, as
    /// the JSON report gives them, durations left out; and the ids in the
    /// order the tests ran.
    static func results(_ options: [String], paths: [String] = [], in folder: URL) throws -> (byID: [String: String], order: [String], run: FlowrunProcess) {
        // Run from a folder of its own, which takes the report (reports are written in the project or the current folder).
        let scratch = try FlowFolder([:])
        let report = scratch.url.appendingPathComponent("report.json")
        let arguments = ["test", "--no-timings", "--project", folder.path] + options + paths.map { folder.appendingPathComponent($0).path }
        let run = try FlowrunProcess.run(arguments + ["--report", "json=\(report.path)"], in: scratch.url)
        let data = try Data(contentsOf: report)
        let tests = (try JSONSerialization.jsonObject(with: data) as? [String: Any])?["tests"] as? [[String: Any]] ?? []
        var byID: [String: String] = [:], order: [String] = []
        for var test in tests {
            guard let id = test["id"] as? String else { continue }
            test["duration_ms"] = nil
            let text = try JSONSerialization.data(withJSONObject: test, options: [.sortedKeys])
            byID[id] = String(decoding: text, as: UTF8.self)
            order.append(id)
        }
        return (byID, order, run)
    }

    @Test("every shop test gives the same result and output alone, in its suite, serial and with -j 2")
    func shopTestsAloneAndTogether() throws {
        let paths = ["flows", "failing"]
        let serial = try Self.results(["-j", "1"], paths: paths, in: Self.shop)
        #expect(serial.order.count > 100, "\(serial.run.stdout.suffix(2000))\(serial.run.stderr)")
        let parallel = try Self.results(["-j", "2"], paths: paths, in: Self.shop)
        #expect(parallel.byID == serial.byID)
        // Alone: each test the first its run selects, from a fresh worker.
        let ids = serial.order
        let alone = Locked<[String: (first: String?, result: String?)]>([:])
        DispatchQueue.concurrentPerform(iterations: 2) { lane in
            for index in stride(from: lane, to: ids.count, by: 2) {
                let id = ids[index]
                let single = try? Self.results(["-j", "1", "--filter", id], paths: paths, in: Self.shop)
                alone.withLock { $0[id] = (single?.order.first, single?.byID[id]) }
            }
        }
        for id in ids {
            let entry = alone.withLock { $0[id] }
            // --filter ignores case: a test whose name differs only so may run first.
            #expect(entry?.first?.lowercased() == id.lowercased(), "\(id) was not the first test of its run: \(entry?.first ?? "none")")
            #expect(entry?.result == serial.byID[id], "\(id) alone:\n\(entry?.result ?? "none")\nin its suite:\n\(serial.byID[id] ?? "none")")
        }
    }

    @Test("routers a file makes at its top level come back to each test as the file left them")
    func topLevelRoutersAreRewound() throws {
        let folder = try FlowFolder([
            "app.lua": FlowFolder.productApp,
            "routers_test.lua": """
                local global = route.global_interceptor_router(router)
                local single = route.single_navigation_router(router)
                local gate = { open = false }
                test("a adds a refusing interceptor", function()
                  global:add_global(route.interceptor(function() return false, "refused by a's interceptor" end))
                  expect_failure(global:navigate(product))
                end)
                test("b navigates through the global router", function()
                  expect_ok(global:navigate(product))
                end)
                test("c leaves the single router locked", function()
                  local slow = route.step { finder = route.class_finder("ProductViewController"), factory = route.class_factory("ProductViewController") }
                    :adding(route.interceptor(function() route.wait_until(function() return gate.open end) return true end))
                    :using(route.nav.push()):from(route.general.custom(route.class_finder("UINavigationController"))):assemble()
                  expect(single:navigate(slow).pending)
                end)
                test("d navigates through the single router", function()
                  expect_ok(single:navigate(product))
                end)
                """,
        ])
        let run = try FlowrunProcess.run(["test", "--no-timings", "-j", "1"], in: folder.url)
        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
        #expect(run.stdout.contains("4 tests: 4 passed"), "\(run.stdout)")
    }

    @Test("a misspelt property's warning is each test's own: every test that reads it is warned, in any worker")
    func misspeltPropertyWarningPerTest() throws {
        let tests = (1...4).map { n in
            """
            test("reads a misspelt property \(n)", function()
              app.top().title = "home"
              local _ = title_of(app.top())
              expect_top("HomeViewController")
            end)
            """
        }
        let folder = try FlowFolder([
            "app.lua": FlowFolder.productApp,
            "warn_test.lua": "local function title_of(node) return node.titel end\n" + tests.joined(separator: "\n"),
        ])
        for jobs in ["1", "2"] {
            let (results, order, run) = try Self.results(["-j", jobs], in: folder.url)
            #expect(order.count == 4, "\(run.stdout)\(run.stderr)")
            for id in order {
                #expect(results[id]?.contains("has no property 'titel' (did you mean 'title'?)") == true, "-j \(jobs): \(id): \(results[id] ?? "")")
            }
        }
    }

    @Test("collectgarbage('count') measures what is alive: the same alone, in its suite, serial or in parallel")
    func memoryCountIsEachTestsOwn() throws {
        let file = """
            test("t1", function() print(collectgarbage("count")) expect(true) end)
            test("t2", function() print(collectgarbage("count")) expect(true) end)
            """
        let folder = try FlowFolder(["app.lua": FlowFolder.productApp, "flows/a_test.lua": file, "flows/b_test.lua": file])
        var outputs: Set<String> = []
        for options in [["-j", "1"], ["-j", "2"], ["-j", "1", "--filter", "b_test.lua › t2"]] {
            let (results, order, run) = try Self.results(options, paths: ["flows"], in: folder.url)
            #expect(!order.isEmpty, "\(run.stdout)\(run.stderr)")
            for id in order {
                let object = try JSONSerialization.jsonObject(with: Data((results[id] ?? "{}").utf8)) as? [String: Any]
                outputs.insert(object?["output"] as? String ?? "")
            }
        }
        #expect(outputs.count == 1, "\(outputs)")
    }
}

/// A value guarded by a lock, for results gathered from several threads.
final class Locked<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value
    init(_ value: Value) { self.value = value }
    func withLock<T>(_ body: (inout Value) -> T) -> T { lock.withLock { body(&value) } }
}
