import Foundation
import LuaKit
import Testing

/// A host sandboxed to the temporary folder, or not.
private func host(sandboxed: Bool) throws -> LuaHost {
    try LuaHost(sandbox: sandboxed ? Sandbox(projectRoots: [FileManager.default.temporaryDirectory.path]) : .unsafe)
}

@Suite("Embedding: globals, modules and Swift values without Lua text")
struct EmbeddingTests {
    @Test("globals set from Swift are what scripts see, and what scripts set reads back", arguments: [false, true])
    func globalsBothWays(sandboxed: Bool) throws {
        let host = try host(sandboxed: sandboxed)
        host.globals["answer"] = .integer(42)
        try host.globals.set("name", "flowrun")
        host.globals["double"] = .function(LuaFunction("double") { args in [.integer(try args.integer(1) * 2)] })
        try host.run("result = double(answer) .. ' ' .. name", chunkName: "globals.lua")
        #expect(try host.globals.get("result", as: String.self) == "84 flowrun")
        guard case .integer(42) = host.globals["answer"] else { Issue.record("answer is \(host.globals["answer"])"); return }
        guard case .nil = host.globals["missing"] else { Issue.record("missing is not nil"); return }
        #expect(try host.globals.get("missing", as: Int.self) == nil)
    }

    @Test("an error advisor amends string errors as they are raised; one that fails or returns nothing leaves them")
    func errorAdvice() throws {
        let host = try LuaHost()
        let advisor = try host.load("""
            local message = ...
            if message:find("boom") then error("advisor broke") end
            local name = message:match("global '(%w+)'")
            return name and message .. " (advised: " .. name .. ")"
            """, chunkName: "advice.lua")
        try host.adviseErrors(with: advisor)
        func failure(_ source: String) -> String {
            do { try host.run(source, chunkName: "flow.lua") } catch { return error.message }
            return "no error"
        }
        #expect(failure("missing()") == "flow.lua:1: attempt to call a nil value (global 'missing') (advised: missing)")
        #expect(failure("error('boom')") == "flow.lua:1: boom")
        #expect(failure("error('plain')") == "flow.lua:1: plain")
        #expect(failure("error({})") == "{}")
        let table = try host.call(try host.load("return {}", chunkName: "t.lua"), []) { try $0.reference(1) }
        #expect(throws: LuaError.self) { try host.adviseErrors(with: table) }
    }

    @Test("a failing global access throws from get/set and warns from the subscript")
    func globalFailures() throws {
        let host = try LuaHost()
        try host.run("answer = {} setmetatable(_G, { __newindex = function(_, k) error('read-only: ' .. k) end })", chunkName: "strict.lua")
        #expect(throws: LuaError.self) { try host.globals.set("x", .integer(1)) }
        var warnings: [String] = []
        host.warningHandler = { warnings.append($0) }
        host.globals["x"] = .integer(1)
        #expect(warnings.count == 1 && warnings[0].contains("read-only: x"), "\(warnings)")
        #expect(throws: LuaError.self) { try host.globals.get("answer", as: String.self) }
        host.close()
        #expect(throws: LuaError.self) { try host.globals.get("answer") }
    }

    @Test("a registered module is what require returns, sandboxed or not, its functions named after it", arguments: [false, true])
    func modules(sandboxed: Bool) throws {
        let host = try host(sandboxed: sandboxed)
        let geometry = LuaModule("geometry") { module in
            module["pi"] = .number(3.5)
            module.function("area") { args in [.number(try args.number(1) * (try args.number(2)))] }
            module["gone"] = .boolean(true)
            module["gone"] = nil
        }.with("version", .integer(2))
        #expect(geometry.fields.map(\.name) == ["pi", "area", "version"])
        try host.register(geometry)
        let check = try host.load("""
            local g = require "geometry"
            assert(g == require("geometry"), "the same table every time")
            assert(g.gone == nil)
            local ok, message = pcall(g.area, "wide", 2)
            return g.area(g.pi, 2), g.version, message
            """, chunkName: "modules.lua")
        let results = try host.call(check)
        #expect("\(results[0])" == "number(7.0)")
        #expect("\(results[1])" == "integer(2)")
        guard case .string(let message) = results[2] else { Issue.record("no error message"); return }
        #expect(message.contains("bad argument #1 to 'geometry.area' (number expected, got string)"), "\(message)")
    }

    @Test("Swift values convert both ways through LuaConvertible")
    func conversions() throws {
        let host = try LuaHost()
        let echo = try host.load("return ...", chunkName: "echo.lua")
        #expect(try host.call(echo, 7, returning: Int.self) == 7)
        #expect(try host.call(echo, Int64.max, returning: Int64.self) == Int64.max)
        #expect(try host.call(echo, 2.5, returning: Double.self) == 2.5)
        #expect(try host.call(echo, "é\0x", returning: String.self) == "é\0x")
        #expect(try host.call(echo, true, returning: Bool.self))
        #expect(try host.call(echo, [1, 2, 3], returning: [Int].self) == [1, 2, 3])
        #expect(try host.call(echo, ["a": 1, "b": 2], returning: [String: Int].self) == ["a": 1, "b": 2])
        #expect(try host.call(echo, [["x"], ["y", "z"]], returning: [[String]].self) == [["x"], ["y", "z"]])
        #expect(try host.call(echo, Int?.none as Int?, returning: Int?.self) == nil)
        #expect(try host.call(echo, Int?.some(3), returning: Int?.self) == 3)
        #expect(try host.call(echo, Value.table([.string("k"): .int(1)]), returning: Value.self).description == "{k = 1}")
        let results = try host.call(try host.load("return select('#', ...), ...", chunkName: "count.lua"), 1, "two", 3.0)
        #expect("\(results)" == "[LuaKit.LuaValue.integer(3), LuaKit.LuaValue.integer(1), LuaKit.LuaValue.string(\"two\"), LuaKit.LuaValue.number(3.0)]")
    }

    @Test("a value of the wrong shape is a bad argument naming the item")
    func conversionErrors() throws {
        let host = try LuaHost()
        let sum = LuaFunction("sum") { args in
            let numbers = try args.get([Int].self, 1)
            let scale = try args.get(Int?.self, 2) ?? 1
            return [.integer(Int64(numbers.reduce(0, +) * scale))]
        }
        host.globals["sum"] = .function(sum)
        #expect(try host.call(try host.load("return sum({1, 2, 3}, 2)", chunkName: "sum.lua"), returning: Int.self) == 12)
        #expect(try host.call(try host.load("return sum({1, 2})", chunkName: "sum.lua"), returning: Int.self) == 3)
        let wrong = try host.load("return sum({1, 'two'})", chunkName: "wrong.lua")
        #expect { try host.call(wrong) } throws: { error in
            "\(error)".contains("bad argument #1 to 'sum' (item 2: number has no integer representation)")
                || "\(error)".contains("bad argument #1 to 'sum' (item 2: integer expected, got string)")
        }
        #expect(throws: LuaError.self) { try host.call(try host.load("return { a = 'x' }", chunkName: "map.lua"), returning: [String: Int].self) }
        #expect(throws: LuaError.self) { try host.call(try host.load("return 2^70", chunkName: "big.lua"), returning: Int.self) }
    }

    @Test("the example of docs/LuaKit.md runs as it says")
    func documentedExample() throws {
        let host = try LuaHost(memoryLimit: 64 << 20, sandbox: Sandbox(projectRoots: [FileManager.default.temporaryDirectory.path]))
        host.executionBudget = 5
        host.globals["greeting"] = .string("hello")
        host.globals["shout"] = .function(LuaFunction("shout") { args in [.string(try args.get(String.self, 1).uppercased())] })
        try host.register(LuaModule("geometry") { module in
            module["pi"] = .number(Double.pi)
            module.function("area") { args in [.number(try args.get(Double.self, 1) * args.get(Double.self, 2))] }
        })
        let script = try host.load("local g = require 'geometry' return shout(greeting), g.area(...)", chunkName: "main.lua")
        let results = try host.call(script, 2.0, 3.0)
        #expect("\(results)" == "[LuaKit.LuaValue.string(\"HELLO\"), LuaKit.LuaValue.number(6.0)]")
        #expect(try host.call(try host.load("return ... * 2", chunkName: "twice.lua"), 21, returning: Int.self) == 42)
    }
}
