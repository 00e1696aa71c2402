import Testing
@_spi(Testing) @testable import LuaKit

/// A host with `make(k)`, which returns a new Swift function answering `k`,
/// and `slot_of(f)`, the fixed trampoline slot `f` dispatches through (-1: none).
private func hostMakingFunctions() throws -> LuaHost {
    let host = try LuaHost()
    let make = LuaFunction("make") { arguments in
        let answer = try arguments.integer(1)
        return [.function(LuaFunction("answer", raw: { _, results in results.append(answer) }))]
    }
    let slotOf = LuaFunction("slot_of", raw: { arguments, results in
        results.append(Int64(arguments.fixedTrampolineSlot(1)))
    })
    try host.call(try host.load("make, slot_of = ...", chunkName: "install.lua"), [.function(make), .function(slotOf)])
    return host
}

@Suite("Fixed trampolines: a host's Swift functions found without the upvalue")
struct FixedTrampolineTests {
    @Test("the first functions get a slot each; past the pool, functions dispatch through the upvalue and still answer")
    func slotsUntilThePoolRunsOut() throws {
        let host = try hostMakingFunctions()
        let results = try host.call(try host.load(
            """
            local functions, slots, seen, fixed = {}, {}, {}, 0
            for i = 1, 300 do functions[i] = make(i) end
            for i = 1, 300 do
              assert(functions[i]() == i, "function " .. i .. " answered " .. tostring(functions[i]()))
              local slot = slot_of(functions[i])
              if slot >= 0 then
                assert(not seen[slot], "slot " .. slot .. " given twice")
                seen[slot], fixed = true, fixed + 1
              end
              slots[i] = slot
            end
            -- Lua's own C functions, with and without a userdata upvalue, have no slot.
            return string.format("%d fixed; first %d, last %d; print %d, io.lines %d, 42 %d",
              fixed, slots[1], slots[300], slot_of(print), slot_of(io.lines("/dev/null")), slot_of(42))
            """, chunkName: "pool.lua"))
        // The host's print and virtual clock (os.time), make and slot_of hold four slots of the 256.
        guard case .string(let summary)? = results.first else { Issue.record("got \(results)"); return }
        #expect(summary == "252 fixed; first 4, last -1; print -1, io.lines -1, 42 -1")
    }

    @Test("released slots are reused once Lua frees their functions, and each function answers for itself")
    func releasedSlotsAreReused() throws {
        let host = try hostMakingFunctions()
        let results = try host.call(try host.load(
            """
            for round = 1, 20 do
              local functions = {}
              for i = 1, 200 do functions[i] = make(round * 1000 + i) end
              for i = 1, 200 do assert(functions[i]() == round * 1000 + i) end
              functions = nil
              collectgarbage()
              collectgarbage()
            end
            local last = make(7)
            return last(), slot_of(last)
            """, chunkName: "churn.lua"))
        guard results.count == 2, case .integer(7) = results[0], case .integer(let slot) = results[1] else {
            Issue.record("unexpected results \(results)")
            return
        }
        // 4,000 functions went through a pool of 256: without reuse this one would have none.
        #expect(slot >= 0)
    }

    @Test("a function a finalizer resurrects stays released, and its slot goes to no other function")
    func resurrectedFunctionKeepsItsSlot() throws {
        let host = try hostMakingFunctions()
        let results = try host.call(try host.load(
            """
            local doomed = make(-1)
            local slot = slot_of(doomed)
            setmetatable({ doomed }, { __gc = function(t) saved = t[1] end })
            doomed = nil
            collectgarbage()
            collectgarbage()
            local before_ok, before = pcall(saved)
            -- While new functions fill the pool, the resurrected one is called:
            -- it must still fail, not answer for the slot's next function.
            local reused, answered = false, nil
            for round = 1, 10 do
              local functions = {}
              for i = 1, 300 do
                functions[i] = make(i)
                if slot_of(functions[i]) == slot then reused = true end
              end
              local ok, value = pcall(saved)
              if ok then answered = value end
              functions = nil
              collectgarbage()
              collectgarbage()
            end
            local after_ok, after = pcall(saved)
            return string.format("slot %s; before: %s %s; after: %s %s; reused: %s, answered: %s",
              slot >= 0, before_ok, before, after_ok, after, reused, answered)
            """, chunkName: "resurrect.lua"))
        guard case .string(let summary)? = results.first else { Issue.record("got \(results)"); return }
        #expect(summary == "slot true; before: false the Swift function was released; "
            + "after: false the Swift function was released; reused: false, answered: nil")
    }
}
