import Foundation
import Testing

/// A matrix's `exclude` read strictly: a value by its type as well as its
/// text, each case once, a table shown as a table. Through `flowrun`.
@Suite("A matrix's exclude is read by type and value, through flowrun")
struct MatrixExcludeStrictTests {
    @Test("a string \"1\" is not the number 1, nor \"true\" the boolean; the same case twice and a stray table are errors at the test's line")
    func strictEntries() throws {
        for (entry, said) in [
            ("{ n = \"1\" }", "exclude entry 1 gives the axis 'n' the value '1', which it does not have (did you mean 1, a number?); its values are 1, 2"),
            ("{ b = \"true\" }", "exclude entry 1 gives the axis 'b' the value 'true', which it does not have (did you mean true, a boolean?); its values are false, true"),
            ("{ s = 3 }", "exclude entry 1 gives the axis 's' the value 3, which it does not have (did you mean '3', a string?); its values are 3, x"),
            ("{ n = 1, b = true }, { b = true, n = 1 }", "exclude entries 1 and 2 name the same case; give it once"),
            ("{ n = {} }", "exclude entry 1 gives the axis 'n' the value a table (give the axis's value itself, as listed), which it does not have; its values are 1, 2"),
        ] {
            let folder = try SkipAndExcludeTests.project("""
                test("cart", { matrix = { n = { 1, 2 }, b = { true, false }, s = { "x", "3" }, exclude = { \(entry) } } },
                  function(t, case) expect(true) end)
                """)
            let run = try FlowrunProcess.run(["test", "--no-timings"], in: folder.url)
            #expect(run.status == 2, "\(entry): \(run.stdout)\n\(run.stderr)")
            #expect(run.stdout.contains("flows/cart_test.lua:1: test 'cart': \(said)"), "\(entry): \(run.stdout)")
        }
    }

    @Test("a row axis's entry may name the row by its name field")
    func rowByName() throws {
        let folder = try SkipAndExcludeTests.project("""
            local ann, bob = { name = "ann" }, { name = "bob" }
            test("cart", { matrix = { user = { ann, bob }, exclude = { { user = "ann" } } } }, function(t, case)
              expect_equal(case.user.name, "bob")
            end)
            """)
        let run = try FlowrunProcess.run(["test", "--no-timings"], in: folder.url)
        #expect(run.status == 0, "\(run.stdout)\n\(run.stderr)")
        #expect(run.stdout.hasSuffix("1 test: 1 passed\n"), "\(run.stdout)")
    }
}
