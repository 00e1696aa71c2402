import Testing
@_spi(Batching) @_spi(Testing) @testable import LuaKit

@Suite("Arguments and results: plain values pushed at once, the rest staged, order kept")
struct PushListTests {
    @Test("mixed results reach Lua in order: plain, staged, plain, a new function, a reference")
    func mixedResultsKeepTheirOrder() throws {
        let host = try LuaHost()
        guard case .reference(let table)? = try host.call(try host.load("return { name = 'held' }", chunkName: "table.lua")).first else {
            Issue.record("no table")
            return
        }
        let mixed = LuaFunction("mixed", raw: { _, results in
            results.append(Int64(1))
            results.append(.string("two"))
            results.append(3.5)
            results.append(.function(LuaFunction("four") { _ in [.integer(4)] }))
            results.append(table)
            results.appendNil()
            results.append(true)
        })
        let probe = try host.load("""
            local f = ...
            local a, b, c, d, e, g, h = f()
            assert(select('#', f()) == 7, "seven results")
            return math.type(a), b, c, d(), e.name, g == nil, h
            """, chunkName: "probe.lua")
        let results = try host.call(probe, [.function(mixed)])
        #expect(results.count == 7)
        guard case .string("integer") = results[0], case .string("two") = results[1], case .number(3.5) = results[2],
            case .integer(4) = results[3], case .string("held") = results[4], case .boolean(true) = results[5],
            case .boolean(true) = results[6]
        else {
            Issue.record("out of order: \(results)")
            return
        }
    }

    @Test("mixed arguments reach Lua in order, and a call with only plain ones leaves the stack as it was")
    func mixedArgumentsKeepTheirOrder() throws {
        let host = try LuaHost()
        let describe = try host.load("""
            return function(...)
              local out = {}
              for i = 1, select('#', ...) do
                local v = select(i, ...)
                out[i] = type(v) == "number" and math.type(v) .. ":" .. v or type(v) .. ":" .. tostring(v)
              end
              return table.concat(out, ",")
            end
            """, chunkName: "describe.lua")
        guard case .reference(let function)? = try host.call(describe).first else {
            Issue.record("no function")
            return
        }
        let text = try host.call(function, arguments: { list in
            list.append(Int64(7))
            list.append(.string("s"))
            list.append(2.5)
            list.appendNil()
            list.append(false)
        }, read: { try $0.string(1) })
        #expect(text == "integer:7,string:s,float:2.5,nil:nil,boolean:false")
        for i in 0..<100 {
            let sum = try host.call(try host.load("local a, b = ... return a + b", chunkName: "sum.lua"), arguments: { list in
                list.append(Int64(i))
                list.append(Int64(1))
            }, read: { try $0.integer(1) })
            #expect(sum == Int64(i) + 1)
        }
        #expect(host.stackTop == 1, "only the traceback handler is left on the stack")
    }

    @Test("a call with more arguments than the first reserved slots grows the stack as it goes")
    func manyArguments() throws {
        let host = try LuaHost()
        let count = try host.call(try host.load("return select('#', ...)", chunkName: "count.lua"), arguments: { list in
            for i in 0..<500 { list.append(Int64(i)) }
        }, read: { try $0.integer(1) })
        #expect(count == 500)
    }

    @Test("fill sets a table from integers, looking each up in another table when given, and counts the misses")
    func fillLooksUpAndCountsMisses() throws {
        let host = try LuaHost()
        let tables = try host.call(try host.load("batch, cache = {}, { [1] = 'one', [3] = 'three' } return batch, cache", chunkName: "fill.lua"))
        guard case .reference(let batch) = tables[0], case .reference(let cache) = tables[1] else {
            Issue.record("no tables")
            return
        }
        let values: [Int64] = [1 << 8 | 5, 2 << 8, 3 << 8 | 1]
        let keys = values.map { $0 >> 8 }
        let misses = try values.withUnsafeBufferPointer { values in
            try keys.withUnsafeBufferPointer { try host.fill(batch, from: values, lookingUp: $0, in: cache) }
        }
        #expect(misses == 1)
        let read = try host.load("""
            local seen = {}
            for i, v in ipairs(batch) do seen[i] = (math.type(v) or type(v)) .. ":" .. tostring(v) end
            return table.concat(seen, " ")
            """, chunkName: "fill.lua")
        #expect(try host.call(read, [], read: { try $0.string(1) }) == "string:one integer:512 string:three")
        let plain = try values.withUnsafeBufferPointer { try host.fill(batch, from: $0) }
        #expect(plain == 3)
        #expect(try host.call(read, [], read: { try $0.string(1) }) == "integer:261 integer:512 integer:769")
        let function = try host.load("return 1", chunkName: "fill.lua")
        #expect(throws: LuaError.self) { try values.withUnsafeBufferPointer { try host.fill(function, from: $0) } }
        #expect(throws: LuaError.self) { try values.withUnsafeBufferPointer { try host.fill(batch, from: $0, lookingUp: $0, in: function) } }
        #expect(throws: LuaError.self) {
            try values.withUnsafeBufferPointer { values in try keys.dropLast().withUnsafeBufferPointer { try host.fill(batch, from: values, lookingUp: $0, in: cache) } }
        }
    }
}
