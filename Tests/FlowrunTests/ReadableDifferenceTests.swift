import Foundation
import Testing

/// What `expect_equal` says when two texts or two tables differ: where they
/// first differ, in reading order, through `flowrun test`.
@Suite("expect_equal: readable differences")
struct ReadableDifferenceTests {
    /// `flowrun test` of one flow file holding `body` (tests), on the product app: its standard output.
    private func failures(_ body: String) throws -> String {
        let folder = try FlowFolder(["app.lua": FlowFolder.productApp, "flows/a_test.lua": body])
        let run = try FlowrunProcess.run(["test", "--no-timings", "--color", "never"], in: folder.url)
        #expect(run.status == 1, "\(run.stdout)\(run.stderr)")
        return run.stdout
    }

    @Test("two long texts name the line and column of the first difference and show a bounded unified diff, no metatable note")
    func texts() throws {
        let out = try failures("""
            test("texts", function()
              local lines = {}
              for i = 1, 300 do lines[i] = "line " .. i end
              local want = table.concat(lines, "\\n")
              lines[150] = "line 150 changed"
              expect_equal(table.concat(lines, "\\n"), want, "tree text")
            end)
            """)
        #expect(out.contains("""
              flows/a_test.lua:6: tree text: strings differ at line 150, column 9: expected "line 150", got "line 150 changed" (- expected, + actual)
                … (146 unchanged lines)
                line 147
                line 148
                line 149
              - line 150
              + line 150 changed
                line 151
                line 152
                line 153
                … (147 unchanged lines)
            """), "\(out)")
        #expect(!out.contains("metatable"))
    }

    @Test("two huge texts that differ throughout give a bounded message: the diff capped, the rest counted")
    func hugeTexts() throws {
        let out = try failures("""
            test("huge", function()
              local a, b = {}, {}
              for i = 1, 5000 do a[i] = "expected " .. i; b[i] = "actual " .. i end
              expect_equal(table.concat(b, "\\n"), table.concat(a, "\\n"))
            end)
            """)
        #expect(out.contains(#"flows/a_test.lua:4: strings differ at line 1, column 1: expected "expected 1", got "actual 1" (- expected, + actual)"#), "\(out.prefix(2000))")
        #expect(out.contains("\n  … (9800 more lines)\n"), "\(out.suffix(2000))")
        #expect(out.utf8.count < 20_000, "\(out.utf8.count) bytes")
    }

    @Test("two long one-line strings show an excerpt around the difference, not their shared start")
    func longStrings() throws {
        let out = try failures("""
            test("long", function()
              expect_equal(string.rep("a", 500) .. "Y" .. string.rep("b", 10), string.rep("a", 500) .. "X" .. string.rep("b", 10))
            end)
            """)
        #expect(out.contains(#"flows/a_test.lua:2: strings differ at line 1, column 501: expected …"aaaaaaaaaaaaaaaaaaaaXbbbbbbbbbb", got …"aaaaaaaaaaaaaaaaaaaaYbbbbbbbbbb""#), "\(out)")
        #expect(!out.contains("metatable"))
    }

    @Test("a string and a number that print alike are named by their types, at the top and at a key path")
    func types() throws {
        let out = try failures("""
            test("types", function()
              expect_equal(50, "50")
            end)
            test("deep", function()
              expect_equal({ amount = "50" }, { amount = 50 })
            end)
            """)
        #expect(out.contains(#"flows/a_test.lua:2: expected "50", got 50 (a string and a number never equal: convert one, with tostring(…) or tonumber(…))"#), "\(out)")
        #expect(out.contains(#"flows/a_test.lua:5: expected { amount = 50 }, got { amount = "50" }; they first differ at amount: expected 50, got "50" (a number and a string never equal"#), "\(out)")
    }

    @Test("two tables show their keys in ascending order and the key path of the first difference")
    func tables() throws {
        let out = try failures("""
            test("tables", function()
              local want, got = {}, {}
              for i = 1, 12 do want[i] = { class = "C" .. i }; got[i] = { class = "C" .. i } end
              got[11].class = "Other"
              got[12] = nil
              expect_equal(got, want, "nodes")
            end)
            """)
        #expect(out.contains(#"flows/a_test.lua:6: nodes: expected { [1] = { class = "C1" }, [2] = { class = "C2" }, [3] = { class = "C3" }, [4] = { class = "C4" }, [5] = { class = "C5" }, [6] = { class = "C6" }, [7] = { class = "C7" }, [8] = { class = "C8" }, [9] = { class = "C9" }, [10] = { class = "C10" }, [11] = { class = "C11" }, [12] = { class = "C12" } }, got { [1] = { class = "C1" }"#), "\(out)")
        #expect(out.contains(#"[10] = { class = "C10" }, [11] = { class = "Other" } }; they first differ at [11].class: expected "C11", got "Other""#), "\(out)")
    }

    @Test("a key one table lacks is the difference, integer keys before string keys")
    func missingKey() throws {
        let out = try failures("""
            test("missing", function()
              expect_equal({ 1, 2, name = "a", extra = true }, { 1, 2, name = "a" })
            end)
            """)
        #expect(out.contains(#"flows/a_test.lua:2: expected { [1] = 1, [2] = 2, name = "a" }, got { [1] = 1, [2] = 2, extra = true, name = "a" }; they first differ at extra: expected nil, got true"#), "\(out)")
    }

    @Test("the metatable note comes only when a metatable is the cause, at its key path")
    func metatableNote() throws {
        let out = try failures("""
            test("meta", function()
              local mt = {}
              expect_equal({ a = { b = setmetatable({}, mt) } }, { a = { b = setmetatable({}, mt) } })
            end)
            """)
        #expect(out.contains("they first differ at a.b: expected <table>, got <table> (different values that print alike: tables with a metatable are equal only to themselves)"), "\(out)")
    }
}
