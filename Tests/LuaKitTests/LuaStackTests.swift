import Testing
@_spi(Testing) @testable import LuaKit

/// Runs `script` in a host where `int(x)` and `num(x)` answer what
/// `LuaStack.integer(1)` and `.number(1)` read of their argument, and
/// `try(f, ...)` answers f's result or its error message.
private func run(_ script: String) throws -> String {
    let host = try LuaHost()
    let int = LuaFunction("int", raw: { arguments, results in results.append(try arguments.integer(1)) })
    let num = LuaFunction("num", raw: { arguments, results in results.append(try arguments.number(1)) })
    let position = LuaFunction("position", raw: { arguments, results in results.append(Int64(try arguments.position(1))) })
    let seconds = LuaFunction("seconds", raw: { arguments, results in results.append(try arguments.number(1, in: 0...60)) })
    try host.call(try host.load("int, num, position, seconds = ...", chunkName: "install.lua"),
                  [.function(int), .function(num), .function(position), .function(seconds)])
    let results = try host.call(try host.load(
        """
        local function try(f, ...)
          local ok, value = pcall(f, ...)
          return ok and math.type(value) .. " " .. tostring(value) or value
        end
        \(script)
        """, chunkName: "stack.lua"))
    guard case .string(let text)? = results.first else { return "\(results)" }
    return text
}

@Suite("LuaStack: reading arguments as Lua's own functions do")
struct LuaStackTests {
    @Test("integers: integers, exact floats and numeric strings, zero included")
    func integers() throws {
        let text = try run(#"return table.concat({ try(int, 7), try(int, 0), try(int, -0.0), try(int, 3.0), try(int, "12"), try(int, "0") }, "; ")"#)
        #expect(text == "integer 7; integer 0; integer 0; integer 3; integer 12; integer 0")
    }

    @Test("what is not an integer is a bad argument naming the function and the type")
    func notIntegers() throws {
        let text = try run(#"return table.concat({ try(int, 3.5), try(int, "x"), try(int, {}), try(int) }, "; ")"#)
        #expect(text == "stack.lua:2: bad argument #1 to 'int' (number has no integer representation); "
            + "stack.lua:2: bad argument #1 to 'int' (integer expected, got string); "
            + "stack.lua:2: bad argument #1 to 'int' (integer expected, got table); "
            + "stack.lua:2: bad argument #1 to 'int' (integer expected, got no value)")
    }

    @Test("numbers: floats, integers and numeric strings, zeros included")
    func numbers() throws {
        let text = try run(#"return table.concat({ try(num, 2.5), try(num, 0), try(num, -0.0), try(num, "1e3"), try(num, 4) }, "; ")"#)
        #expect(text == "float 2.5; float 0.0; float -0.0; float 1000.0; float 4.0")
    }

    @Test("what is not a number is a bad argument naming the function and the type")
    func notNumbers() throws {
        let text = try run(#"return table.concat({ try(num, "x"), try(num, true), try(num) }, "; ")"#)
        #expect(text == "stack.lua:2: bad argument #1 to 'num' (number expected, got string); "
            + "stack.lua:2: bad argument #1 to 'num' (number expected, got boolean); "
            + "stack.lua:2: bad argument #1 to 'num' (number expected, got no value)")
    }

    @Test("a position is 1-based, read 0-based, and range-checked so that no arithmetic on it overflows")
    func positions() throws {
        let text = try run(#"return table.concat({ try(position, 1), try(position, 2147483647), try(position, 0), try(position, math.mininteger), try(position, 2147483648) }, "; ")"#)
        #expect(text == "integer 0; integer 2147483646; "
            + "stack.lua:2: bad argument #1 to 'position' (integer from 1 to 2147483647 expected, got 0); "
            + "stack.lua:2: bad argument #1 to 'position' (integer from 1 to 2147483647 expected, got -9223372036854775808); "
            + "stack.lua:2: bad argument #1 to 'position' (integer from 1 to 2147483647 expected, got 2147483648)")
    }

    @Test("a number within a range refuses NaN, infinities and what lies outside")
    func numbersInRange() throws {
        let text = try run(#"return table.concat({ try(seconds, 1.5), try(seconds, 1/0), try(seconds, -1/0), try(seconds, -1), try(seconds, 61) }, "; ")"#)
        #expect(text == "float 1.5; "
            + "stack.lua:2: bad argument #1 to 'seconds' (number from 0 to 60 expected, got inf); "
            + "stack.lua:2: bad argument #1 to 'seconds' (number from 0 to 60 expected, got -inf); "
            + "stack.lua:2: bad argument #1 to 'seconds' (number from 0 to 60 expected, got -1); "
            + "stack.lua:2: bad argument #1 to 'seconds' (number from 0 to 60 expected, got 61)")
        let nan = try run("return try(seconds, 0/0)")
        #expect(nan.hasPrefix("stack.lua:2: bad argument #1 to 'seconds' (number from 0 to 60 expected, got ") && nan.hasSuffix("nan)"))
    }
}
