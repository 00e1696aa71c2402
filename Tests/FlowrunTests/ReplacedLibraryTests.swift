import Foundation
import Testing

/// A flow that replaces or removes the library functions (and so the
/// string methods) flowrun's expectations use: its expectations still
/// compare and report as usual, at the flow's line.
@Suite("Expectations hold when a flow replaces the libraries, through flowrun")
struct ReplacedLibraryTests {
    @Test("with table.sort, table.remove, getmetatable, rawget and the string methods gone, expect_equal and expect_tree still report")
    func librariesGone() throws {
        let sabotage = """
            app.class("A")
            app.launch(app.navigation { app.screen("A") })
            table.sort, table.remove, getmetatable, rawget = nil, nil, nil, nil
            string.sub, string.match, string.gmatch, string.gsub = nil, nil, nil, nil
            """
        let folder = try FlowFolder([
            "equal.lua": sabotage + "\nexpect_equal({ a = string.rep('x', 300), b = { 2 } }, { a = 1, b = { 3 } }, 'thing')\n",
            "tree.lua": sabotage + "\nexpect_tree([[\n  window main\n    UINavigationController\n      B\n]])\n",
        ])
        let equal = try FlowrunProcess.run(["run", "equal.lua"], in: folder.url)
        #expect(equal.status == 1)
        #expect(equal.firstErrorLine.hasPrefix("error: equal.lua:5: thing: expected { a = 1, b = { [1] = 3 } }, got { a = \"xxx"),
                "\(equal.stderr.prefix(1000))")
        let tree = try FlowrunProcess.run(["run", "tree.lua"], in: folder.url)
        #expect(tree.status == 1)
        #expect(tree.firstErrorLine == "error: tree.lua:5: the app tree differs (- expected, + actual)", "\(tree.stderr.prefix(1000))")
    }
}
