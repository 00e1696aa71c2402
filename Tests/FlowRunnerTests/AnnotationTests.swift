import DeepLinks
@testable import FlowRunner
import Foundation
import LuaBridge
import LuaKit
import RouterCore
import Testing

@Suite("Editor support: the LuaLS annotations and the starter project")
struct AnnotationTests {
    @Test("the annotations (flowrun.lua, the API's documentation) name every function of the live API, and nothing else")
    func coverage() throws {
        let text = try StarterProject.annotations()
        #expect(text.hasPrefix("---@meta flowrun\n"))
        let host = try LuaHost()
        _ = try host.load(text, chunkName: "flowrun.lua")
        let annotated = Annotations(text)

        var launcher = AppLauncher(settings: RunSettings(projectRoot: "/"), appDefinition: nil)
        launcher.settings.unsafe = true  // LiveAPI.lua reads the objects' methods through debug.getupvalue.
        let session = try launcher.launch()
        let (names, methodNames) = try session.host.call(try session.host.load(EmbeddedLua.liveAPI, chunkName: "LiveAPI.lua"), [], name: "LiveAPI.lua") {
            (try $0.string(1), try $0.string(2))
        }
        let live = Set(names.split(separator: "\n").map(String.init))
        let liveMethods = Set(methodNames.split(separator: "\n").map(String.init))
        #expect(live.contains("app.class") && live.contains("route.nav.push") && live.contains("test.skip") && live.contains("fixture"))
        #expect(liveMethods.contains("Step.adding") && liveMethods.contains("Links.add"))

        func difference(_ what: String, live: Set<String>, annotated: Set<String>) -> String {
            let notAnnotated = live.subtracting(annotated).sorted(), notLive = annotated.subtracting(live).sorted()
            if notAnnotated.isEmpty && notLive.isEmpty { return "" }
            return """
                \(what): the live API and flowrun.lua's annotations differ
                  in the live API, not annotated: \(notAnnotated.isEmpty ? "-" : notAnnotated.joined(separator: ", "))
                  annotated, not in the live API: \(notLive.isEmpty ? "-" : notLive.joined(separator: ", "))
                """
        }
        let functions = difference("the globals' functions", live: live, annotated: annotated.functions)
        #expect(functions.isEmpty, "\(functions)")
        let methods = difference("the objects' methods", live: liveMethods, annotated: annotated.methods)
        #expect(methods.isEmpty, "\(methods)")
    }

    @Test("every annotated function and method says what it does: a description line, not only its types")
    func everyWordDocumented() throws {
        let lines = try StarterProject.annotations().split(separator: "\n", omittingEmptySubsequences: false)
        var undocumented: [String] = []
        for (index, line) in lines.enumerated() {
            guard let name = line.firstMatch(of: /^function ([A-Za-z_][\w.:]*)\(/)?.1 else { continue }
            let block = lines[..<index].reversed().prefix { $0.hasPrefix("---") }
            if !block.contains(where: { !$0.hasPrefix("---@") }) { undocumented.append(String(name)) }
        }
        #expect(undocumented.isEmpty, "annotated without a description: \(undocumented.joined(separator: ", "))")
    }

    @Test("each annotated function of the globals takes the parameters the live one does, by name; the search options are the live ones")
    func signatures() throws {
        let text = try StarterProject.annotations()
        var entries: [String] = []
        for match in text.matches(of: /(?m)^function ([A-Za-z_][\w.:]*)\(([^)]*)\) end/) {
            let name = String(match.1), params = match.2.split(separator: ",").map { "\"\($0.trimmingCharacters(in: .whitespaces))\"" }
            entries.append("{ \"\(name)\", { \(params.joined(separator: ", ")) } }")
        }
        #expect(entries.count > 100, "the annotations' functions were read")
        var launcher = AppLauncher(settings: RunSettings(projectRoot: "/"), appDefinition: nil)
        launcher.settings.unsafe = true  // debug.getlocal reads the live functions' parameters.
        let session = try launcher.launch()
        let differences = try session.host.call(try session.host.load("""
            local annotated = { \(entries.joined(separator: ",\n")) }
            local out = {}
            for _, entry in ipairs(annotated) do
              local fn, method = _G, entry[1]:find(":", 1, true)
              for part in entry[1]:gmatch("[^.:]+") do fn = type(fn) == "table" and rawget(fn, part) or nil end
              -- Taking `...` to count its arguments, as its message says.
              local counted = { expect = true, expect_equal = true, expect_presented = true }
              local refusing_names = { open_url = true, fixture = true, fixtures = true, states = true, state = true, before_each = true,
                                       after_each = true, read_csv = true, read_json = true, env = true }
              if type(fn) == "function" and not counted[entry[1]] then
                local info, names = debug.getinfo(fn, "u"), {}
                for i = 1, info.nparams do names[i] = debug.getlocal(fn, i) end
                if method then table.remove(names, 1) end
                -- The other expectations, route.*, app.*, router.* and open_url take `...` only to refuse more arguments than theirs.
                local refusing = entry[1]:find("^expect") or entry[1]:find("^route%.") or entry[1]:find("^app%.")
                  or entry[1]:find("^router[.:]") or entry[1]:find("^host[.:]") or refusing_names[entry[1]]
                if info.isvararg and not refusing then names[#names + 1] = "..." end
                local want, got = table.concat(entry[2], ", "), table.concat(names, ", ")
                if want ~= got then out[#out + 1] = entry[1] .. "(" .. want .. ") is live " .. entry[1] .. "(" .. got .. ")" end
              end
            end
            local ok, message = pcall(route.class_finder, "UIViewController", { search = "?" })
            return table.concat(out, "\\n"), message
            """, chunkName: "=signatures"), [], name: "signatures") { (try $0.string(1), try $0.string(2)) }
        #expect(differences.0.isEmpty, "\(differences.0)")
        let live = differences.1.firstMatch(of: /known: ([^)]*)\)/).map { Set($0.1.split(separator: ", ").map(String.init)) } ?? []
        let alias = text.firstMatch(of: /---@alias flowrun.SearchOption (.*)/).map { Set($0.1.split(separator: "|").map { $0.trimmingCharacters(in: CharacterSet(charactersIn: "\"")) }) } ?? []
        #expect(!live.isEmpty && live == alias, "live \(live.sorted()), annotated \(alias.sorted())")
        for (kind, probe) in [("flowrun.Navigation", "router:navigate(route.step { finder = route.nil_finder(), factory = route.nil_factory() }:using(route.nav.push()):from(route.general.root()):assemble())"),
                              ("flowrun.LinkOpening", "open_url('x://y')")] {
            let message = try session.host.call(try session.host.load("local ok, message = pcall(function() return (\(probe)).nope end) return message", chunkName: "=fields"), [], name: "fields") { try $0.string(1) }
            let live = Set(message.firstMatch(of: /its fields are (.*)$/).map { $0.1.split(separator: ", ").map(String.init) } ?? [])
            let block = text.firstMatch(of: try Regex("---@class \(kind)[^\n]*\n((?:---@field[^\n]*\n)*)"))
            let annotated = Set((block?.output[1].substring.map(String.init) ?? "").split(separator: "\n").compactMap { $0.split(separator: " ").dropFirst().first.map(String.init) })
            #expect(!live.isEmpty && live == annotated, "\(kind): live \(live.sorted()), annotated \(annotated.sorted())")
        }
        let kinds = text.firstMatch(of: /---@alias flowrun.FailureKind (.*)/).map { $0.1.split(separator: "|").map { $0.trimmingCharacters(in: CharacterSet(charactersIn: "\"")) } } ?? []
        #expect(kinds == LinkFailureKind.names + ["lua_error"], "the failure kinds: live \(LinkFailureKind.names) and lua_error, annotated \(kinds)")
    }

    @Test("every route, app, router and host function refuses an argument past its parameters, naming itself and its count, before any other check")
    func routeArity() throws {
        var launcher = AppLauncher(settings: RunSettings(projectRoot: "/"), appDefinition: nil)
        launcher.settings.unsafe = true  // debug.getinfo reads the live functions' parameters.
        let session = try launcher.launch()
        let (checked, wrong) = try session.host.call(try session.host.load("""
            local checked, wrong = 0, {}
            -- `self` for the methods of router and host (router:navigate).
            local function walk(t, prefix, self)
              local names = {}
              for name in next, t do names[#names + 1] = name end
              table.sort(names)
              for _, name in ipairs(names) do
                local value, full = rawget(t, name), prefix .. (self and ":" or ".") .. name
                if type(value) == "table" and getmetatable(value) then walk(value, full)
                elseif type(value) == "function" then
                  local info = debug.getinfo(value, "u")
                  local most = info.nparams - (self and 1 or 0)
                  local takes = most == 0 and "no arguments" or most == 1 and "one argument" or most .. " arguments"
                  local expected = string.format("%s takes %s, but was given %d; the rest would be ignored", full, takes, most + 1)
                  local message = "it takes no ..., so it cannot see an argument too many"
                  if info.isvararg then
                    local arguments = { self }
                    message = select(2, pcall(value, table.unpack(arguments, self and 1 or 2, most + 2)))
                  end
                  checked = checked + 1
                  if not tostring(message):find(expected, 1, true) then wrong[#wrong + 1] = full .. ": " .. tostring(message) end
                end
              end
            end
            walk(route, "route")
            walk(app, "app")
            walk(router, "router", router)
            walk(host, "host", host)
            return checked, table.concat(wrong, "\\n")
            """, chunkName: "=arity"), [], name: "arity") { (try $0.integer(1), try $0.string(2)) }
        #expect(checked >= 70, "the route and app functions were found")
        #expect(wrong.isEmpty, "\(wrong)")
    }

    /// The API that flowrun.lua's LuaLS annotations document, names spelled
    /// with dots (`router:navigate` → `router.navigate`).
    struct Annotations {
        /// The functions of the globals: `function app.class(`, `function
        /// router:navigate(`, `function expect(`, and the `fun` fields of a
        /// global table's class (`test.skip`), the table itself when the
        /// class has an `---@overload` (`test`, callable).
        var functions: Set<String> = []
        /// The methods of the classes declared as locals (`Step.adding`).
        var methods: Set<String> = []

        init(_ text: String) {
            var globals: Set<String> = [], declared: [String] = []
            // The `fun` fields and overloads of the class being annotated.
            var fields: [String] = [], callable = false
            for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
                if line.hasPrefix("---@class") { fields = []; callable = false }
                if line.hasPrefix("---@field "), let name = line.dropFirst(10).split(separator: " ").first,
                    line.dropFirst(10 + name.count).trimmingPrefix(" ").hasPrefix("fun(") {
                    fields.append(String(name))
                }
                if line.hasPrefix("---@overload fun(") { callable = true }
                if !line.hasPrefix("--") {
                    if let table = line.wholeMatch(of: /([A-Za-z_][\w.]*) = \{\}/)?.1 {
                        if !table.contains(".") { globals.insert(String(table)) }
                        functions.formUnion(fields.map { "\(table).\($0)" })
                        if callable { functions.insert(String(table)) }
                    }
                    if let name = line.firstMatch(of: /^function ([A-Za-z_][\w.:]*)\(/)?.1 {
                        declared.append(String(name).replacing(":", with: "."))
                        if !name.contains(".") && !name.contains(":") { globals.insert(String(name)) }
                    }
                    fields = []; callable = false
                }
            }
            for name in declared {
                let root = String(name.prefix { $0 != "." })
                if globals.contains(root) { functions.insert(name) } else { methods.insert(name) }
            }
        }
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
