import LuaKit
import RouterCore

extension LuaStack {
    /// Value `i` as a routing value: nil, boolean, integer, float, string or a table of them.
    public func value(_ i: Int) throws -> Value? {
        try data(i, as: "a routing value").map(Value.init)
    }
}

extension Value {
    /// The routing value plain Lua data stands for.
    init(_ data: LuaData) {
        switch data {
        case .boolean(let b): self = .bool(b)
        case .integer(let i): self = .int(i)
        case .number(let d): self = .double(d)
        case .string(let s): self = .string(s)
        case .table(let entries):
            self = .table(Dictionary(entries.map { (Value($0.key), Value($0.value)) }, uniquingKeysWith: { first, _ in first }))
        }
    }
}
