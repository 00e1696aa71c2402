import Foundation
import Testing

/// A project's data files as a spreadsheet or a hand writes them, read
/// through `flowrun test`: booleans as exported, a path missing its folder,
/// and JSON mistakes named at their place in the file.
@Suite("Data files, as users write them")
struct ProjectDataTests {
    @Test("TRUE/FALSE, True/False and true/false read as booleans; yes/no stay text and 1/0 numbers")
    func spreadsheetBooleans() throws {
        let folder = try FlowFolder([
            "app.lua": FlowFolder.productApp,
            "data/users.csv": "name,logged_in,upper,title,answer,flag\nguest,FALSE,TRUE,False,no,0\nmember,TRUE,FALSE,True,yes,1\n",
            "flows/users_test.lua": """
                test("row", { each = read_csv("data/users.csv") }, function(_, row)
                  local member = row.name == "member"
                  expect_equal(row.logged_in, member)
                  expect_equal(row.upper, not member)
                  expect_equal(row.title, member)
                  expect_equal(row.answer, member and "yes" or "no")
                  expect_equal(row.flag, member and 1 or 0)
                  if row.logged_in then expect(member, "the guest row ran as a member") end
                end)
                """,
        ])
        let run = try FlowrunProcess.run(["test", "--no-timings", "--color", "never"], in: folder.url)
        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
        #expect(run.stdout.contains("✓ flows/users_test.lua › row [guest]"), "\(run.stdout)")
        #expect(run.stdout.contains("✓ flows/users_test.lua › row [member]"), "\(run.stdout)")
    }

    @Test("spaces around a boolean are left out; an empty or other cell in a column of booleans is an error at its line")
    func booleanColumns() throws {
        let spaced = try FlowFolder([
            "app.lua": FlowFolder.productApp,
            "data/users.csv": "name,logged_in\nguest,FALSE \nmember, TRUE\n",
            "flows/users_test.lua": """
                test("row", { each = read_csv("data/users.csv") }, function(_, row)
                  expect_equal(row.logged_in, row.name == "member")
                end)
                """,
        ])
        let run = try FlowrunProcess.run(["test", "--no-timings", "--color", "never"], in: spaced.url)
        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
        for (cell, shown) in [("", "empty"), ("no", "'no', text"), ("fasle", "'fasle', text"), ("0", "0, a number")] {
            let folder = try FlowFolder([
                "app.lua": FlowFolder.productApp,
                "data/users.csv": "name,logged_in\nmember,TRUE\nguest,\(cell)\n",
                "flows/users_test.lua": "test(\"row\", { each = read_csv(\"data/users.csv\") }, function(_, row) expect(true) end)\n",
            ])
            let odd = try FlowrunProcess.run(["test", "--no-timings", "--color", "never"], in: folder.url)
            #expect(odd.status != 0)
            #expect((odd.stdout + odd.stderr).contains("data/users.csv:3: column 'logged_in' holds booleans (line 2 reads true), but this row's cell is \(shown), which a test would take as true; write TRUE or FALSE in every row of the column"), "\(odd.stdout)\(odd.stderr)")
        }
    }

    @Test("a data file read without its folder names the file the project has", arguments: ["read_csv", "read_json"])
    func folderLeftOut(reader: String) throws {
        let file = reader == "read_csv" ? "links.csv" : "links.json"
        let folder = try FlowFolder([
            "app.lua": FlowFolder.productApp,
            "data/links.csv": "name,url\nhome,demo://home\n",
            "data/links.json": "[1]",
            "flows/links_test.lua": "\ntest(\"t\", { each = \(reader)(\"\(file)\") }, function() end)\n",
        ])
        let run = try FlowrunProcess.run(["test", "--no-timings", "--color", "never"], in: folder.url)
        #expect(run.status == 2, "\(run.stdout)")
        #expect(run.stdout.contains("flows/links_test.lua:2: \(reader): no file \(file) in the project folder; did you mean data/\(file)? (paths start at the project folder, not at the flow's)"), "\(run.stdout)")
    }

    @Test("a null in a JSON list and a misspelt key name the file's line and column")
    func jsonPlaces() throws {
        let folder = try FlowFolder([
            "app.lua": FlowFolder.productApp,
            "data/holes.json": "{\n  \"ids\": [\n    1,\n      null\n  ]\n}\n",
            "data/users.json": "[\n  { \"name\": \"ann\" },\n  {\n    \"name\": \"bob\", \"role\": \"admin\"\n  }\n]\n",
            "flows/holes_test.lua": "test(\"t\", { each = read_json(\"data/holes.json\").ids }, function() end)\n",
            "flows/users_test.lua": """
                test("user", { each = read_json("data/users.json") }, function(_, user)
                  expect(user.rloe ~= "guest")
                end)
                """,
        ])
        let run = try FlowrunProcess.run(["test", "--no-timings", "--color", "never"], in: folder.url)
        #expect(run.stdout.contains("read_json: data/holes.json:4:7: item 2 of ids is null, which would leave a hole in a Lua list"), "\(run.stdout)")
        #expect(run.stdout.contains("flows/users_test.lua:2: data/users.json:3:3: this object has no key 'rloe' (did you mean 'role'?); its keys are name, role"), "\(run.stdout)")
    }
}
