import LuaKit
import Testing

/// The conversion docs/LuaKit.md shows, as written there.
private struct Point: LuaConvertible, Equatable {
    var x, y: Double
    var luaValue: LuaValue { .table([(.string("x"), .number(x)), (.string("y"), .number(y))]) }
    init(x: Double, y: Double) { (self.x, self.y) = (x, y) }
    init(from stack: LuaStack, at index: Int) throws {
        let fields = try [String: Double](from: stack, at: index)
        guard let x = fields["x"], let y = fields["y"] else {
            throw stack.argumentError(index, expected: "a point { x = …, y = … }")
        }
        (self.x, self.y) = (x, y)
    }
}

@Suite("The documented LuaConvertible example")
struct DocumentedConversionTests {
    @Test("a Swift type crosses as a table both ways, and a wrong table names the argument")
    func pointRoundTrip() throws {
        let host = try LuaHost()
        host.globals["moved"] = .function(LuaFunction("moved") { args in
            let point = try args.get(Point.self, 1)
            return [Point(x: point.x + 1, y: point.y * 2).luaValue]
        })
        let flow = try host.load("return moved(...)", chunkName: "points.lua")
        #expect(try host.call(flow, Point(x: 1, y: 2), returning: Point.self) == Point(x: 2, y: 4))
        let wrong = try host.load("return moved({ x = 1 })", chunkName: "wrong.lua")
        #expect {
            try host.call(wrong)
        } throws: { error in
            "\(error)".contains("wrong.lua:1: bad argument #1 to 'moved' (a point { x = …, y = … } expected")
        }
    }
}
