/// Plain Lua data, read by value: booleans, integers, floats, strings and
/// tables of them (no nil inside a table, no functions, no cycles). What a
/// table means is the embedding program's business; this is its shape.
public indirect enum LuaData: Hashable, Sendable {
    case boolean(Bool)
    case integer(Int64)
    case number(Double)
    case string(String)
    case table([LuaData: LuaData])

    /// How deep tables may nest.
    public static let depthLimit = 32
}

extension LuaData: CustomStringConvertible {
    /// A compact, deterministic rendering in Lua's constructor syntax:
    /// strings quoted, floats always with a fraction (`1.0`), table entries
    /// in a stable order (numbers, strings, booleans, tables).
    public var description: String {
        switch self {
        case .boolean(let b): return String(b)
        case .integer(let i): return String(i)
        case .number(let d): return d.isFinite && d == d.rounded() && abs(d) < 1e15 ? "\(Int64(d)).0" : "\(d)"
        case .string(let s): return s.luaQuoted
        case .table(let entries):
            let parts = entries.sorted { $0.key.precedes($1.key) }.map { key, value in
                if case .string(let name) = key, name.isLuaIdentifier { return "\(name) = \(value)" }
                return "[\(key)] = \(value)"
            }
            return parts.isEmpty ? "{}" : "{\(parts.joined(separator: ", "))}"
        }
    }

    /// A total, deterministic order (numbers by value, then strings, then
    /// booleans, then tables by their rendering).
    public func precedes(_ other: LuaData) -> Bool {
        switch (numeric, other.numeric) {
        case let (a?, b?): return a < b || (a == b && rank < other.rank)
        case (.some, nil): return true
        case (nil, .some): return false
        default: break
        }
        if rank != other.rank { return rank < other.rank }
        switch (self, other) {
        case let (.string(a), .string(b)): return a < b
        case let (.boolean(a), .boolean(b)): return !a && b
        default: return description < other.description
        }
    }

    private var numeric: Double? {
        switch self {
        case .integer(let i): return Double(i)
        case .number(let d): return d
        default: return nil
        }
    }

    private var rank: Int {
        switch self {
        case .integer: return 0
        case .number: return 1
        case .string: return 2
        case .boolean: return 3
        case .table: return 4
        }
    }
}

extension String {
    /// The string in double quotes, with quotes, backslashes and control characters escaped.
    var luaQuoted: String {
        var out = "\""
        for scalar in unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case "\0": out += "\\0"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }

    /// A plain identifier: ASCII letters, digits and underscores, not starting with a digit.
    var isLuaIdentifier: Bool {
        guard let first = unicodeScalars.first, !("0"..."9").contains(first) else { return false }
        return unicodeScalars.allSatisfy {
            $0 == "_" || ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0)
        }
    }
}
