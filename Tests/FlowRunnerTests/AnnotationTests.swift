import LuaKit
import Testing
@testable import FlowRunner
import LuaBridge

@Suite("Editor support: the LuaLS annotations and the starter project")
struct AnnotationTests {
    @Test("the annotations compile as Lua and name every function of app, route and its sub-tables, router and host")
    func coverage() throws {
        let text = try StarterProject.annotations()
        #expect(text.hasPrefix("---@meta flowrun\n"))
        let host = try LuaHost()
        _ = try host.load(text, chunkName: "flowrun.lua")

        let launched = try AppLauncher(projectRoot: "/", appDefinition: nil).launch()
        let names = try launched.host.call(try launched.host.load("""
            local names = {}
            local function walk(prefix, t, separator)
              for k, v in pairs(t) do
                if type(v) == "function" then names[#names + 1] = prefix .. separator .. k
                elseif type(v) == "table" and prefix ~= "app.ops" and separator == "." and not prefix:find("%.") then walk(prefix .. "." .. k, v, ".") end
              end
            end
            walk("app", app, ".") walk("route", route, ".")
            for _, name in ipairs({ "navigate", "add" }) do names[#names + 1] = "router:" .. name end
            for _, name in ipairs({ "reload", "generation" }) do names[#names + 1] = "host:" .. name end
            for _, name in ipairs({ "expect", "expect_equal", "expect_tree", "expect_top", "expect_stack", "expect_tab",
                                    "expect_presented", "expect_ok", "expect_failure", "fixture", "open_url" }) do
              assert(type(_G[name]) == "function", name) names[#names + 1] = name
            end
            table.sort(names)
            return table.concat(names, " ")
            """, chunkName: "names.lua"), [], name: "names") { try $0.string(1) }
        let missing = names.split(separator: " ").filter { !text.contains("function \($0)(") }
        #expect(missing.isEmpty, "not annotated: \(missing)")
    }

    @Test("the starter project passes its own tests, and its .luarc.json points at the annotations")
    func starter() throws {
        let folder = try TemporarySuite([:])
        let written = try StarterProject.write(into: folder.root.path, force: false)
        #expect(written.contains("types/flowrun.lua") && written.contains(".luarc.json"))
        let run = try folder.run()
        #expect(run.results.count == 4 && run.exitCode == 0, "\(run.results.map { $0.message ?? "" })")
        #expect(throws: SuiteError.self) { try StarterProject.write(into: folder.root.path, force: false) }
        #expect(try StarterProject.write(into: folder.root.path, force: true).count == written.count)
    }
}
