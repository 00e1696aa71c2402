import Testing
@testable import FlowRunner
import LuaBridge
import Synchronization

@Suite("Running tests: declaration, a fresh app each, fixtures, failures")
struct TestExecutorTests {
    @Test("tests are declared with groups, tags, each, skip and only; ids are unique and in declaration order")
    func declarations() throws {
        let suite = try TemporarySuite([
            "app.lua": TemporarySuite.app,
            "flows/a_test.lua": """
                group("cart", { tags = { "shop" } }, function()
                  test("adds", { tags = { "smoke" } }, function() expect(true) end)
                  group("checkout", function()
                    test("as a guest", function() expect(true) end)
                  end)
                end)
                test.skip("later", function() expect(true) end)
                test("sizes", { each = { "S", "M", { name = "large" } } }, function(t, size) end)
                test.only("focus", function() expect(true) end)
                """,
        ])
        let file = try #require(try suite.files().first)
        let tests = try suite.executor.collect(file)
        #expect(tests.map(\.fullName) == ["cart › adds", "cart › checkout › as a guest", "later", "sizes [S]", "sizes [M]", "sizes [large]", "focus"])
        #expect(tests[0].tags == ["shop", "smoke"])
        #expect(tests[1].tags == ["shop"])
        #expect(tests[2].skipReason == "")
        #expect(tests[6].isOnly)
        #expect(tests[0].location == "flows/a_test.lua:2")
        #expect(tests[0].id == "flows/a_test.lua › cart › adds")
        #expect(Set(tests.map(\.id)).count == tests.count)
    }

    @Test("a warning every test's app gives is reported once per run, also with parallel workers; one a test gives is its own, apart from its output")
    func warningsOnce() throws {
        let suite = try TemporarySuite([
            "app.lua": TemporarySuite.app + "\nwarn(\"@on\") warn(\"the app warns\")\n",
            "flows/a_test.lua": "for i = 1, 6 do test(\"t\" .. i, function() warn(\"test \" .. (i % 2)) end) end",
        ])
        let received = Mutex<[String]>([])
        var executor = suite.executor
        executor.warnings = WarningLog { message in received.withLock { $0.append(message) } }
        let run = SuiteRunner(executor: executor, selection: TestSelection(), workers: 3).run(try suite.files())
        #expect(run.results.count == 6)
        #expect(received.withLock { $0.sorted() } == ["the app warns"])
        #expect(run.results.map(\.warnings) == (1...6).map { ["test \($0 % 2)"] })
        #expect(run.results.allSatisfy { $0.output.isEmpty }, "a warning is the test's, as a warning, not in what it printed")
    }

    @Test("each test starts from a fresh app: what one test changes, the next never sees")
    func isolation() throws {
        let suite = try TemporarySuite([
            "app.lua": TemporarySuite.app,
            "flows/a_test.lua": """
                test("changes things", { fixtures = { "logged_in" } }, function(t)
                  leaked = true
                  expect_ok(router:navigate(product, 1))
                  app.select_tab(2)
                end)
                test("sees none of it", function()
                  expect(rawget(_G, "leaked") == nil, "a global leaked")
                  expect(not session.logged_in, "the fixture leaked")
                  expect_tab(1)
                  expect_top("HomeViewController")
                end)
                """,
        ])
        let run = try suite.run()
        #expect(run.results.map(\.status) == [.passed, .passed], "\(run.results.map { $0.message ?? "" })")
    }

    @Test("a failure carries the message at the flow's line, the steps, the failed navigation's trace and the tree")
    func failureReport() throws {
        let suite = try TemporarySuite([
            "app.lua": TemporarySuite.app,
            "flows/a_test.lua": """
                test("refused", function()
                  router:navigate(product, 7)
                  expect_top("ProductViewController")
                end)
                """,
        ])
        let result = try #require(try suite.run().results.first)
        #expect(result.status == .failed)
        #expect(result.message == "flows/a_test.lua:3: expected ProductViewController on top, got HomeViewController #3")
        #expect(result.location == "flows/a_test.lua:3")
        #expect(result.steps.map(\.passed) == [false, false])
        #expect(result.steps.map(\.kind) == [.navigation, .expectation])
        #expect(result.steps[0].location == "flows/a_test.lua:2")
        #expect(result.failedNavigationTrace?.contains("stopped: not logged in") == true)
        #expect(result.tree?.hasPrefix("window main\n  UITabBarController") == true)
    }

    @Test("fixtures run in the test's fresh app and hand their values to t.fixture; a missing one fails its file at the test's line")
    func fixtures() throws {
        let suite = try TemporarySuite([
            "app.lua": TemporarySuite.app,
            "flows/a_test.lua": """
                test("logged in", { fixtures = { "logged_in" } }, function(t)
                  expect_equal(t.fixture.logged_in, "ann")
                  expect_ok(router:navigate(product, 42))
                  expect_top("ProductViewController", { product_id = 42 })
                  expect_stack({ "HomeViewController", "ProductViewController" })
                end)
                """,
            "flows/b_test.lua": "test(\"logged in\", function() expect(true) end)\ntest(\"unknown fixture\", { fixtures = { \"nope\" } }, function() expect(true) end)\n",
        ])
        let run = try suite.run()
        #expect(run.results.map(\.status) == [.passed], "\(run.results.map { $0.message ?? "" })")
        #expect(run.loadFailures.map(\.message) == ["flows/b_test.lua:2: no fixture named 'nope'; the fixtures are logged_in"], "\(run.loadFailures.map(\.message))")
    }

    @Test("a file that does not compile, or whose app definition fails, is a load failure naming file and line")
    func loadFailures() throws {
        let suite = try TemporarySuite([
            "app.lua": TemporarySuite.app,
            "flows/broken_test.lua": "test('x', function() end\n",
            "other/app.lua": "app.class(nil)",
            "other/a_test.lua": "test('y', function() expect(true) end)",
            "flows/fine_test.lua": "test('z', function() expect(true) end)",
        ])
        let run = try suite.run()
        #expect(run.results.map(\.test.name) == ["z"])
        #expect(run.loadFailures.count == 2)
        let messages = run.loadFailures.map(\.message).joined(separator: "\n")
        #expect(messages.contains("flows/broken_test.lua:2:"))
        #expect(messages.contains("the app definition failed: other/app.lua:1:"))
        #expect(run.exitCode == 2)
    }

    @Test("a runaway test is stopped by its timeout and the suite goes on")
    func timeout() throws {
        let suite = try TemporarySuite([
            "flows/a_test.lua": """
                test("spins", function() while true do end end)
                test("after", function() expect(true) end)
                """,
        ])
        var executor = suite.executor
        executor.settings.timeout = 0.2
        let run = SuiteRunner(executor: executor).run(try suite.files())
        #expect(run.results.map(\.status) == [.failed, .passed])
        #expect(run.results[0].message?.contains("took longer than 0.2 s") == true)
    }

    @Test("new assertions fail with expected and actual: tab, presented, ok/failure, stack, tree diff")
    func assertions() throws {
        let suite = try TemporarySuite([
            "app.lua": TemporarySuite.app,
            "flows/a_test.lua": """
                test("tab", function() expect_tab(2) end)
                test("presented", function() expect_presented("ProductViewController") end)
                test("nothing presented", function() app.present("ProductViewController") expect_presented(nil) end)
                test("ok", function() expect_ok(router:navigate(product, 1)) end)
                test("failure kind", function() expect_failure(router:navigate(product, 1), "composition_failed") end)
                test("stack", function() expect_stack({ "ProductViewController" }) end)
                test("tree", function() expect_tree("window main") end)
                test("passing", function()
                  app.present("ProductViewController")
                  expect_presented("ProductViewController")
                  expect_failure(router:navigate(product, 1))
                end)
                """,
        ])
        let messages = try suite.run().results.map { $0.message ?? "passed" }
        #expect(messages[0].hasSuffix("expected tab 2 selected, got tab 1"))
        #expect(messages[1].hasSuffix("expected ProductViewController presented, but nothing is"))
        #expect(messages[2].hasSuffix("expected nothing presented, got ProductViewController #6"))
        #expect(messages[3].hasSuffix("expected the navigation to succeed, but it failed (generic): not logged in"))
        #expect(messages[4].contains("expected the navigation to fail with a composition_failed failure, but it failed (generic): not logged in"))
        #expect(messages[5].hasSuffix("expected the stack { ProductViewController }, got { HomeViewController }"))
        #expect(messages[6].contains("the app tree differs (- expected, + actual)\n  window main\n+   UITabBarController"))
        #expect(messages[7] == "passed")
    }
}

@Suite("Running tests: a file that declares different tests from run to run")
struct NondeterministicFileTests {
    @Test("a test that is no longer where it was is an error saying why, not a run of another test")
    func shiftingDeclarations() throws {
        let suite = try TemporarySuite([
            "flows/a_test.lua": """
                local seed = os.time() + os.clock() * 1e6
                test("first " .. math.floor(seed), function() expect(true) end)
                """,
        ])
        let file = try #require(try suite.files().first)
        let declared = try suite.executor.collect(file)
        let renamed = TestCase(file: file, index: 1, groups: [], name: "first (as once declared)", tags: [], skipReason: nil, isOnly: false, location: "")
        let result = suite.executor.run(renamed)
        #expect(declared.count == 1)
        #expect(result.status == .error)
        #expect(result.message == "flows/a_test.lua declared different tests this time (is its top level not deterministic?)")
    }
}

@Suite("Declaring tests wrongly")
struct DeclarationErrorTests {
    @Test("a malformed test, group or fixture declaration fails the file at the user's line, saying what is wrong", arguments: [
        ("test('x')", "flows/a_test.lua:1: test 'x' needs a function"),
        ("group(1, function() expect(true) end)", "flows/a_test.lua:1: group needs a name (a string), got number"),
        ("\ntest.skip('y', 42, function() expect(true) end)", "flows/a_test.lua:2: test 'y': options must be a table"),
        ("fixture('f')", "flows/a_test.lua:1: fixture needs a name and a function"),
        ("test('z', { each = 3 }, function() expect(true) end)", "flows/a_test.lua:1: test 'z': option 'each' must be a table, got number 3"),
    ])
    func malformed(source: String, message: String) throws {
        let suite = try TemporarySuite(["flows/a_test.lua": source])
        let file = try #require(try suite.files().first)
        #expect(throws: LoadFailure.self) { try suite.executor.collect(file) }
        do {
            _ = try suite.executor.collect(file)
        } catch {
            #expect(error.message == message)
        }
    }
}
