import Foundation
import Testing
@testable import FlowRunner

/// State matrices, named rows, data files and the hooks around each test:
/// the cases declared, their names, what runs before each and in which order.
@Suite("Matrices, rows and hooks")
struct MatrixTests {
    static let app = TemporarySuite.app + """

        fixture("guest", function() session.logged_in = false return "nobody" end)
        state("home", function() log[#log + 1] = "state home" end)
        state("second_tab", function() app.select_tab(2) log[#log + 1] = "state second_tab" end)
        log = {}
        """

    @Test("a matrix declares one case per combination, named by its values: fixture axes first, then values, then states")
    func caseNames() throws {
        let suite = try TemporarySuite([
            "app.lua": Self.app,
            "flows/a_test.lua": """
                test("opens", { matrix = { from = states { "home", "second_tab" }, user = fixtures { "guest", "logged_in" }, flag = { "on", "off" } } },
                  function(t, case) expect(true) end)
                """,
        ])
        let tests = try suite.executor.collect(try #require(try suite.files().first))
        #expect(tests.map(\.fullName) == [
            "opens [guest, flag=on, from=home]", "opens [guest, flag=on, from=second_tab]",
            "opens [guest, flag=off, from=home]", "opens [guest, flag=off, from=second_tab]",
            "opens [logged_in, flag=on, from=home]", "opens [logged_in, flag=on, from=second_tab]",
            "opens [logged_in, flag=off, from=home]", "opens [logged_in, flag=off, from=second_tab]",
        ])
        let every = try TemporarySuite(["app.lua": Self.app, "flows/a_test.lua": "test('t', { matrix = { from = states() } }, function(t, c) end)"])
        #expect(try every.executor.collect(try #require(try every.files().first)).map(\.fullName) == ["t [from=launch]", "t [from=home]", "t [from=second_tab]"],
                "states() is every state, the app as launched first")
        let chosen = try suite.run(selection: TestSelection(filter: "logged_in, flag=off"))
        #expect(chosen.results.map(\.test.fullName) == ["opens [logged_in, flag=off, from=home]", "opens [logged_in, flag=off, from=second_tab]"])
    }

    @Test("a case runs its fixtures, the before_each hooks (file, then group), its state, the test, then after_each (group, then file)")
    func order() throws {
        let suite = try TemporarySuite([
            "app.lua": Self.app,
            "flows/a_test.lua": """
                before_each(function(t, case) log[#log + 1] = "file before " .. tostring(session.logged_in) end)
                after_each(function(t, case) expect_equal(log, case.user == "guest" and {
                  "file before false", "group before second_tab", "state second_tab", "test", "group after" }
                  or { "file before true", "group before home", "state home", "test", "group after" }) end)
                group("g", function()
                  before_each(function(t, case) log[#log + 1] = "group before " .. case.from end)
                  after_each(function() log[#log + 1] = "group after" end)
                  test("runs", { matrix = { user = fixtures { "guest" }, from = states { "second_tab" } } }, function(t, case)
                    expect_equal(case.user, "guest")
                    expect_equal(t.fixture.guest, "nobody")
                    expect_tab(2)
                    log[#log + 1] = "test"
                  end)
                  test("home", { matrix = { user = fixtures { "logged_in" }, from = states { "home" } } }, function(t, case)
                    log[#log + 1] = "test"
                  end)
                end)
                """,
        ])
        let run = try suite.run()
        #expect(run.results.map(\.status) == [.passed, .passed], "\(run.results.map { $0.message ?? "" })")
    }

    @Test("what fails in a state, a hook or after the test is named with where it is defined")
    func failuresNamed() throws {
        let suite = try TemporarySuite([
            "app.lua": Self.app + "\nstate(\"broken\", function() error(\"no such screen\") end)\n",
            "flows/a_test.lua": """
                test("from a broken state", { matrix = { from = states { "broken" } } }, function(t, case) end)
                test("reads a misspelt axis", { matrix = { from = states { "home" } } }, function(t, case) expect(case.form) end)
                group("g", function()
                  after_each(function() error("cleanup broke") end)
                  test("passes, then the hook fails", function() expect(true) end)
                end)
                """,
        ])
        let messages = try suite.run().results.map { $0.message ?? "" }
        #expect(messages[0].hasPrefix("state 'broken' (app.lua:"), "\(messages[0])")
        #expect(messages[0].contains("no such screen"))
        #expect(messages[1].contains("this case has no axis 'form' (did you mean 'from'?); its axes are from"), "\(messages[1])")
        #expect(messages[2].hasPrefix("after_each (flows/a_test.lua:4) failed: "), "\(messages[2])")
    }

    @Test("a fixture or state no one defined fails the file at the test's line, whatever --filter picks")
    func unknownNames() throws {
        let suite = try TemporarySuite([
            "app.lua": Self.app,
            "flows/a_test.lua": """
                test("fine", function() expect(true) end)
                test("from a misspelt state", { matrix = { from = states { "hom" } } }, function(t, case) end)
                """,
            "flows/b_test.lua": "test('as a misspelt user', { matrix = { user = fixtures { 'gest' } } }, function(t, case) end)",
        ])
        let run = try suite.run(selection: TestSelection(filter: "fine"))
        #expect(run.loadFailures.map(\.message).sorted() == [
            "flows/a_test.lua:2: no starting state named 'hom' (did you mean 'home'?); the states are launch, home, second_tab",
            "flows/b_test.lua:1: no fixture named 'gest' (did you mean 'guest'?); the fixtures are guest, logged_in",
        ], "\(run.loadFailures.map(\.message))")
    }

    @Test("rows named by key are cases named by key, in sorted order")
    func namedRows() throws {
        let suite = try TemporarySuite([
            "flows/a_test.lua": """
                test("signs in", { each = { member = { id = 2 }, admin = { id = 1 } } }, function(t, row) expect(row.id > 0) end)
                """,
        ])
        let run = try suite.run()
        #expect(run.results.map(\.test.fullName) == ["signs in [admin]", "signs in [member]"])
        #expect(run.results.allSatisfy { $0.status == .passed })
    }

    @Test("read_csv gives rows by column, numbers and booleans as such; read_json gives the file's value")
    func dataFiles() throws {
        let suite = try TemporarySuite([
            "data/links.csv": "name,url,id,ok,ratio,code\nplain,shop://p/1,1,true,0.5,007\n\"quoted, comma\",\"shop://p/\"\"2\"\"\",-2,false,1.25,\n",
            "data/links.tsv": "name\tid\ntabbed\t3\n",
            "data/users.json": #"{ "ann": { "id": 1, "roles": ["a", "b"], "gone": null }, "bob": { "id": 2.5 } }"#,
            "data/numbers.json": "[1, -0, 1.0, 1e3, 9223372036854775807, -9223372036854775808, 9223372036854775808, 18446744073709551615, 0.5]",
            "flows/a_test.lua": """
                test("csv", { each = read_csv("data/links.csv") }, function(t, row) expect(row.id ~= 0) end)
                test("reads", function()
                  local rows = read_csv("data/links.csv")
                  expect_equal(#rows, 2)
                  expect_equal(rows[1].name, "plain")
                  expect_equal(rows[1].id, 1)
                  expect_equal(rows[1].ok, true)
                  expect_equal(rows[1].ratio, 0.5)
                  expect_equal(rows[1].code, "007")
                  expect_equal(rows[2].name, "quoted, comma")
                  expect_equal(rows[2].url, 'shop://p/"2"')
                  expect_equal(rows[2].id, -2)
                  expect_equal(rows[2].code, "")
                  expect_equal(read_csv("data/links.tsv")[1].id, 3)
                  local message = expect_error(function() return rows[1].nmae end)
                  expect(message:find("data/links.csv has no column 'nmae' (did you mean 'name'?)", 1, true), message)
                  local users = read_json("data/users.json")
                  expect_equal(users.ann.roles, { "a", "b" })
                  expect_equal(users.ann.gone, nil)
                  expect_equal(users.bob.id, 2.5)
                  local numbers, kinds = read_json("data/numbers.json"), {}
                  for i, n in ipairs(numbers) do kinds[i] = math.type(n) end
                  expect_equal(table.concat(kinds, " "), "integer integer float float integer integer float float float")
                  expect_equal(numbers[6], math.mininteger)
                  expect(numbers[8] > 1.8e19, tostring(numbers[8]))
                  local near = expect_error(function() return users.ann.rols end)
                  expect(near:find("data/users.json:1:10: this object has no key 'rols' (did you mean 'roles'?); its keys are id, roles", 1, true), near)
                end)
                """,
        ])
        let run = try suite.run()
        #expect(run.results.map(\.test.fullName) == ["csv [plain]", "csv [quoted, comma]", "reads"])
        #expect(run.results.map(\.status) == [.passed, .passed, .passed], "\(run.results.map { $0.message ?? "" })")
    }

    /// A data file, the call that reads it and what the error must say; named
    /// in the log by its call and size, never by its text (up to 400 KB).
    struct DataFile: CustomTestStringConvertible, Sendable {
        let file, text, call, message: String
        var testDescription: String { "\(call) of \(text.utf8.count) bytes: \(message)" }
    }

    @Test("a data file that cannot give rows is an error naming the file and the cause", arguments: [
        ("data/x.csv", "a,b\n1,2,3\n", "read_csv(\"data/x.csv\")", "read_csv: data/x.csv:2: row 1 has 3 cells, but the first line names 2 columns"),
        ("data/x.csv", "a,b,c\n1,2,3\n4,5\n6,7,8\n", "read_csv(\"data/x.csv\")", "read_csv: data/x.csv:3: row 2 has 2 cells, but the first line names 3 columns"),
        ("data/x.csv", "a,b\n1,\"2\n3,4\n", "read_csv(\"data/x.csv\")", "read_csv: data/x.csv:2: a quote opened here is never closed"),
        ("data/x.csv", "a,b\n1,x\"y\"z\n", "read_csv(\"data/x.csv\")", "read_csv: data/x.csv: a quote stands inside a cell"),
        ("data/x.csv", "a,a\n1,2\n", "read_csv(\"data/x.csv\")", "read_csv: data/x.csv:1: columns 1 and 2 are both named 'a'"),
        ("data/x.csv", "a,b\n", "read_csv(\"data/x.csv\")", "read_csv: data/x.csv: the file has a header but no row"),
        ("data/x.csv", "a\n1\n", "read_csv(\"data/y.csv\")", "read_csv: data/y.csv: no such file (.csv files in 'data': x.csv)"),
        ("data/x.json", "[1, null]", "read_json(\"data/x.json\")", "read_json: data/x.json:1:5: item 2 of the list is null"),
        ("data/x.json", "{\n \"a\": }", "read_json(\"data/x.json\")", "read_json: data/x.json:2: not valid JSON (expected a value, found '}'"),
        ("data/x.json", "[1,\n 2,\n]", "read_json(\"data/x.json\")", "read_json: data/x.json:3: not valid JSON (expected a value, found ']'; JSON takes no comma after the last item)"),
        ("data/x.json", "{ \"a\": 1,\n \"a\": 2 }", "read_json(\"data/x.json\")", "read_json: data/x.json:2: 'a' is given twice; a JSON reader would keep one silently, so give it once"),
        ("data/x.json", "[1e400]", "read_json(\"data/x.json\")", "read_json: data/x.json:1: the number 1e400 is beyond what a Lua number holds"),
        ("data/x.csv", "a\n1\n", "read_csv(\"../x.csv\")", "read_csv: '../x.csv' is outside the project"),
        ("data/x.csv", "a\n" + String(repeating: "1\n", count: 10_002), "read_csv(\"data/x.csv\")", "read_csv: data/x.csv: the file has about 10002 rows, more than the 10000 a flow reads"),
        ("data/x.json", "[" + Array(repeating: "1", count: 200_001).joined(separator: ",") + "]", "read_json(\"data/x.json\")", "read_json: data/x.json: the file holds more than 200000 values"),
    ].map { DataFile(file: $0.0, text: $0.1, call: $0.2, message: $0.3) })
    func dataErrors(data: DataFile) throws {
        let (call, message) = (data.call, data.message)
        let suite = try TemporarySuite([data.file: data.text, "flows/a_test.lua": "test(\"t\", { each = \(call) }, function(t, row) end)"])
        let flow = try #require(try suite.files().first)
        do {
            _ = try suite.executor.collect(flow)
            Issue.record("\(call) loaded")
        } catch {
            #expect(error.message.contains(message), "\(error.message)")
            #expect(error.message.hasPrefix("flows/a_test.lua:1: "), "\(error.message)")
        }
    }

    @Test("a matrix declared wrongly fails its file at its line, saying what is wrong", arguments: [
        ("test('m', { matrix = { a = {} } }, function(t, c) end)", "flows/a_test.lua:1: test 'm': the axis 'a' has no values, so the matrix has no case"),
        ("test('m', { matrix = {} }, function(t, c) end)", "flows/a_test.lua:1: test 'm': its matrix has no axis, so it declares no test (matrix = { axis = { values } })"),
        ("test('m', { matrix = { a = { 1, 1 } } }, function(t, c) end)", "flows/a_test.lua:1: test 'm': the axis 'a' gives 1 twice (positions 1 and 2)"),
        ("test('m', { matrix = { a = { {} } } }, function(t, c) end)", "flows/a_test.lua:1: test 'm': the axis 'a' has a table without a name field at position 1; an axis's values are strings, numbers, booleans or rows with a name field (fixtures { … } and states { … } for fixtures and starting states)"),
        ("test('m', { matrix = { a = { 1 } }, each = { 1 } }, function(t, c) end)", "flows/a_test.lua:1: test 'm' has both 'each' and 'matrix'; give one (a matrix's axes can hold the rows: matrix = { row = rows, from = states() })"),
        ("test('m', { matrix = { a = { 1 } } }, function(t) end)", "flows/a_test.lua:1: test 'm' has 'matrix', so its function is called with the test context, then the case: function(t, case); with one parameter it would take the context for the case"),
        ("test('m', { matrix = { u = fixtures { 'a', 'a' } } }, function(t, c) end)", "flows/a_test.lua:1: fixtures: the list names 'a' twice"),
        ("test('m', { each = states() }, function(t, c) end)", "flows/a_test.lua:1: test 'm': states { … } is a matrix axis, not a list of values: matrix = { from = states { … } }"),
        ("state('launch', function() end)", "flows/a_test.lua:1: state 'launch' is already defined at flowrun (the app as launched); a second definition would silently replace it, so give this one another name"),
        ("state('c', 'captures/none.txt')", "flows/a_test.lua:1: state 'c': captures/none.txt: no such file (no folder 'captures' in the project)"),
        ("test('m', { matrix = { row = { { id = 1 } } } }, function(t, c) end)", "flows/a_test.lua:1: test 'm': the axis 'row' has a table without a name field at position 1; an axis's values are strings, numbers, booleans or rows with a name field (fixtures { … } and states { … } for fixtures and starting states)"),
        ("test('m', { each = { a = 1, 2 } }, function(t, c) end)", "flows/a_test.lua:1: test 'm': 'each' mixes a list (position 1) with named rows ('a'); give a list, or name every row"),
        ("state('a b', function() end)", "flows/a_test.lua:1: state needs a name of letters, digits, _, - and . (it is shown in case names, from=a b), got \"a b\""),
        ("state('a', function() end) state('a', function() end)", "flows/a_test.lua:1: state 'a' is already defined at flows/a_test.lua:1; a second definition would silently replace it, so give this one another name"),
        ("test('m', { matrix = { a = states { 'launch' }, b = states { 'launch' } } }, function(t, c) end)", "flows/a_test.lua:1: test 'm': its matrix has 2 axes of starting states (a, b), but a case starts from one state; give one states { … } axis"),
        ("test('m', { fixtures = fixtures { 'a' } }, function(t) end)", "flows/a_test.lua:1: test 'm': fixtures { … } makes a matrix axis; the fixtures option takes a plain list (fixtures = { \"a\" }), or put the axis in the matrix (matrix = { user = fixtures { … } })"),
        ("before_each(1)", "flows/a_test.lua:1: before_each needs a function: before_each(function(t, case) ... end)"),
        ("test('t', function() before_each(function() end) end)", "before_each is called inside the test 't', where it would apply to no test"),
    ])
    func malformed(source: String, message: String) throws {
        let suite = try TemporarySuite(["flows/a_test.lua": source])
        let file = try #require(try suite.files().first)
        do {
            _ = try suite.executor.collect(file)
        } catch {
            #expect(error.message == message)
            return
        }
        // Declared fine: the mistake shows when the test runs.
        let run = try suite.run()
        #expect(run.results.first?.message?.contains(message) == true, "\(run.results.map { $0.message ?? "" })")
    }

    @Test("a matrix of more cases than one test may declare is refused before any runs, however many axes multiply")
    func tooManyCases() throws {
        for source in [
            "local n = {} for i = 1, 101 do n[i] = i end test('m', { matrix = { a = n, b = n } }, function(t, c) end)",
            // 2^64 cases wrap around to 0 in integers.
            "local m = {} for i = 1, 64 do m['a' .. i] = { 1, 2 } end test('m', { matrix = m }, function(t, c) end)",
        ] {
            let suite = try TemporarySuite(["flows/a_test.lua": source])
            let flow = try #require(try suite.files().first)
            do {
                _ = try suite.executor.collect(flow)
                Issue.record("declared: \(source)")
            } catch {
                #expect(error.message.contains("cases, more than the 10000 one test may declare"), "\(error.message)")
            }
        }
    }
}
