import Foundation
import Testing
@_spi(Testing) @testable import LuaKit

/// Runs `source` in a new host (sandboxed or not) and returns the string it returned.
private func answer(_ source: String, unsafe: Bool = false) throws -> String {
    let host = try LuaHost(sandbox: unsafe ? .unsafe : Sandbox(projectRoots: [FileManager.default.temporaryDirectory.path]))
    let results = try host.call(try host.load(source, chunkName: "probe.lua"))
    guard case .string(let text)? = results.first else { return "not a string: \(results)" }
    return text
}

@Suite("Determinism: the same bytes on every run")
struct DeterminismTests {
    @Test("pairs visits numbers ascending, strings bytewise, false, true, then other keys first-seen", arguments: [false, true])
    func pairsOrder(unsafe: Bool) throws {
        let source = """
            local a, b = {}, function() end
            tostring(b) tostring(a)
            local t = { zeta = 1, alpha = 2, ["Beta"] = 3, [10] = 4, [2] = 5, [-1.5] = 6, [true] = 7, [false] = 8, [b] = 9, [a] = 10, [math.maxinteger] = 11, [2^70] = 12 }
            local out = {}
            for k, v in pairs(t) do
              out[#out + 1] = (k == a and "a") or (k == b and "b") or tostring(k)
            end
            return table.concat(out, " ")
            """
        let text = try answer(source, unsafe: unsafe)
        #expect(text == "-1.5 2 10 9223372036854775807 1.1805916207174e+21 Beta alpha zeta false true b a")
        #expect(try (1...5).allSatisfy { _ in try answer(source, unsafe: unsafe) == text }, "same order in every host")
    }

    @Test("pairs: same order for thousands of string keys in every host, removed keys skipped, __pairs respected, clear errors")
    func pairsDetails() throws {
        let many = """
            local t = {}
            for i = 1, 5000 do t["key" .. (i * 7919 % 5000)] = i end
            local out = {}
            for k in pairs(t) do out[#out + 1] = k end
            local sorted = { table.unpack(out) }
            table.sort(sorted)
            for i = 1, #out do assert(out[i] == sorted[i], "not sorted at " .. i) end
            return out[1] .. " " .. out[5000] .. " " .. #out
            """
        #expect(try answer(many) == "key0 key999 5000")
        let mixed = """
            local t, objects = {}, {}
            for i = 1, 40 do t[i * 37 % 41] = i; t["s" .. i] = i; t[i + 0.5] = i; objects[i] = {}; tostring(objects[i]) end
            for i = 40, 1, -1 do t[objects[i]] = i end
            t[true], t[false], t["ab\\0"], t["ab"] = 1, 1, 1, 1
            local rank = { number = 1, string = 2, boolean = 3, table = 4 }
            local function before(a, b)
              local ra, rb = rank[type(a)], rank[type(b)]
              if ra ~= rb then return ra < rb end
              if ra == 3 then return not a and b end
              if ra == 4 then return tostring(a):sub(8) + 0 < tostring(b):sub(8) + 0 end
              return a < b
            end
            local out = {}
            for k in pairs(t) do out[#out + 1] = k end
            for i = 2, #out do assert(before(out[i - 1], out[i]), "out of order at " .. i) end
            return #out .. " " .. tostring(out[#out])
            """
        #expect(try answer(mixed) == "164 table: 40")
        let removal = """
            local t = { a = 1, b = 2, c = 3 }
            local out = {}
            for k in pairs(t) do out[#out + 1] = k; t.b = nil end
            local proxy = setmetatable({}, { __pairs = function(self) return function(_, k) if not k then return 1, "one" end end, self, nil end })
            for k, v in pairs(proxy) do out[#out + 1] = k .. "=" .. v end
            local yielding = setmetatable({}, { __pairs = function(self) coroutine.yield() return next, { y = 1 }, nil end })
            local co = coroutine.wrap(function() for k in pairs(yielding) do out[#out + 1] = k end end)
            co() co()
            local ok, message = pcall(pairs, 42)
            out[#out + 1] = message
            return table.concat(out, " ")
            """
        let text = try answer(removal)
        #expect(text.hasPrefix("a c 1=one y bad argument #1 to ") && text.hasSuffix("(table expected, got number)"), "\(text)")
    }

    @Test("tostring, print and %s name tables, functions and threads by first-seen number, not address", arguments: [false, true])
    func stableNames(unsafe: Bool) throws {
        let source = """
            local t, f, co = {}, function() end, coroutine.create(function() end)
            local named = setmetatable({}, { __name = "Thing" })
            local own = setmetatable({}, { __tostring = function() return "mine" end })
            return string.format("%s | %s | %s | %s | %s | %s | %5.2f %% %q", tostring(t), f, co, named, own, tostring(t), 1.5, "x")
            """
        #expect(try answer(source, unsafe: unsafe) == "table: 1 | function: 2 | thread: 3 | Thing: 4 | mine | table: 1 |  1.50 % \"x\"")
        let host = try LuaHost()
        var output = ""
        host.outputHandler = { output += $0 }
        try host.run("print({}, print, 1, nil)", chunkName: "print.lua")
        #expect(output == "table: 1\tfunction: 2\t1\tnil\n")
    }

    @Test("math.random starts from the same seed in every host, and randomseed() goes back to it", arguments: [false, true])
    func fixedSeed(unsafe: Bool) throws {
        let source = """
            local first = { math.random(1000000), math.random(1000000), math.random() }
            math.randomseed()
            local again = { math.random(1000000), math.random(1000000), math.random() }
            assert(first[1] == again[1] and first[2] == again[2] and first[3] == again[3], "randomseed() did not go back to the seed")
            return table.concat(first, " ")
            """
        let text = try answer(source, unsafe: unsafe)
        #expect(try answer(source, unsafe: unsafe) == text)
        #expect(try answer(source, unsafe: !unsafe) == text, "sandboxed or not")
    }

    @Test("os.time, os.clock and os.date read a fixed epoch plus the host's virtual clock, in UTC")
    func fixedTime() throws {
        #expect(try answer("return os.time() .. ' ' .. os.clock() .. ' ' .. os.date('%Y-%m-%d %H:%M:%S') .. ' ' .. os.date('!%H', 3600)") == "1767225600 0.0 2026-01-01 00:00:00 01")
        let host = try LuaHost()
        host.virtualClock = { 90 }
        let results = try host.call(try host.load("return os.time() - 1767225600, os.clock(), os.date('%M:%S')", chunkName: "clock.lua"))
        #expect(results.count == 3)
        if results.count == 3 {
            #expect("\(results[0]) \(results[1]) \(results[2])" == "integer(90) number(90.0) string(\"01:30\")")
        }
    }
}

@Suite("Built-in chunks: compiled once per process")
struct BuiltInChunkTests {
    @Test("a built-in chunk loaded again in another host, from its compiled form, behaves as the first: results and error lines")
    func sameFromCompiledForm() throws {
        let source = "local x = ...\nif x == 'fail' then error('failed here') end\nreturn x .. '!'"
        for _ in 1...3 {
            let host = try LuaHost()
            let chunk = try host.loadBuiltIn(source, chunkName: "=[built-in test]")
            #expect(try host.call(chunk, [.string("ok")]).first.map { "\($0)" } == "string(\"ok!\")")
            do {
                try host.call(try host.loadBuiltIn(source, chunkName: "=[built-in test]"), [.string("fail")])
                Issue.record("no error")
            } catch {
                #expect(error.description.contains("[built-in test]:2: failed here"), "\(error.description)")
            }
        }
    }
}

extension BuiltInChunkTests {
    @Test("another text under a built-in chunk's name is compiled, not mistaken for the first")
    func sameNameOtherText() throws {
        let name = "=[built-in renamed \(UUID().uuidString)]"
        for (source, expected) in [("return 'first text, long enough to live out of line'", "first"), ("return 'other text, long enough to live out of line'", "other")] {
            let host = try LuaHost()
            let result = try host.call(try host.loadBuiltIn(source, chunkName: name)).first
            #expect("\(result.map { "\($0)" } ?? "")".contains(expected))
        }
    }
}

@Suite("Trusted files: compiled once per version on disk")
struct CompiledFileTests {
    @Test("a file loads the same from its compiled form, error lines included, and a changed file is compiled again")
    func changedFileRecompiled() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("compiled-\(UUID().uuidString).lua").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        func answer() throws -> String {
            let host = try LuaHost()
            guard let chunk = try host.loadFile(path, chunkName: "app.lua") else { return "unreadable" }
            do {
                return "\(try host.call(chunk).first.map { "\($0)" } ?? "")"
            } catch {
                return error.description
            }
        }
        try "local x = 1\nreturn 'one'".write(toFile: path, atomically: false, encoding: .utf8)
        #expect(try answer().contains("one"))
        #expect(try answer().contains("one"))
        // Same size, written at once: the stamp alone could miss it; the text check does not.
        try "local x = 1\nreturn 'two'".write(toFile: path, atomically: false, encoding: .utf8)
        #expect(try answer().contains("two"))
        try "local x = 1\nerror('broke here')".write(toFile: path, atomically: false, encoding: .utf8)
        #expect(try answer().contains("app.lua:2: broke here"))
        #expect(try answer().contains("app.lua:2: broke here"))
        try FileManager.default.removeItem(atPath: path)
        #expect(try answer() == "unreadable")
    }
}
