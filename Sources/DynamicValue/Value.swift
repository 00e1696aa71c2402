/// A dynamic value: a routing context, a node's property, plain data read
/// from Lua.
///
/// Mirrors what a scripting language can hand over: integers and floats are
/// distinct, strings may hold any Unicode (including NUL), and a table is a
/// map from values to values.
public enum Value: Hashable, Sendable {
    case bool(Bool)
    case int(Int64)
    case double(Double)
    case string(String)
    case table([Value: Value])
}

extension Value: ExpressibleByBooleanLiteral, ExpressibleByIntegerLiteral,
    ExpressibleByFloatLiteral, ExpressibleByStringLiteral
{
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    public init(integerLiteral value: Int64) { self = .int(value) }
    public init(floatLiteral value: Double) { self = .double(value) }
    public init(stringLiteral value: String) { self = .string(value) }
}

extension Value: CustomStringConvertible {
    /// A compact, deterministic rendering: strings quoted, floats always with
    /// a fraction (`1.0`), table entries in a stable order.
    public var description: String {
        switch self {
        case .bool(let b): return String(b)
        case .int(let i): return String(i)
        case .double(let d): return d.isFinite && d == d.rounded() && abs(d) < 1e15 ? "\(Int64(d)).0" : "\(d)"
        case .string(let s): return s.luaLiteral
        case .table(let entries):
            let parts = entries.sorted { $0.key.precedes($1.key) }.map { key, value in
                if case .string(let name) = key, name.isLuaName { return "\(name) = \(value)" }
                return "[\(key)] = \(value)"
            }
            return parts.isEmpty ? "{}" : "{\(parts.joined(separator: ", "))}"
        }
    }

    /// A total, deterministic order of values (numbers, then strings, then
    /// booleans, then tables), used wherever table entries are listed.
    public func precedes(_ other: Value) -> Bool {
        switch (numeric, other.numeric) {
        case let (a?, b?): return a < b || (a == b && rank < other.rank)
        case (.some, nil): return true
        case (nil, .some): return false
        default: break
        }
        if rank != other.rank { return rank < other.rank }
        switch (self, other) {
        case let (.string(a), .string(b)): return a < b
        case let (.bool(a), .bool(b)): return !a && b
        default: return description < other.description
        }
    }

    private var numeric: Double? {
        switch self {
        case .int(let i): return Double(i)
        case .double(let d): return d
        default: return nil
        }
    }

    private var rank: Int {
        switch self {
        case .int: return 0
        case .double: return 1
        case .string: return 2
        case .bool: return 3
        case .table: return 4
        }
    }
}

extension String {
    /// A name Lua reads as a field's key without brackets (`{ name = 1 }`):
    /// ASCII letters, digits and underscores, not starting with a digit, and
    /// not one of Lua's reserved words.
    public var isLuaName: Bool {
        guard let first = unicodeScalars.first, !("0"..."9").contains(first), !Self.luaReservedWords.contains(self) else { return false }
        return unicodeScalars.allSatisfy {
            $0 == "_" || ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0)
        }
    }

    private static let luaReservedWords: Set<String> = [
        "and", "break", "do", "else", "elseif", "end", "false", "for", "function", "goto", "if", "in",
        "local", "nil", "not", "or", "repeat", "return", "then", "true", "until", "while",
    ]
}

extension Value {
    /// A table used as a list: its values at keys 1, 2, … up to the first gap
    /// (empty for anything else).
    public var listItems: [Value] {
        guard case .table(let entries) = self else { return [] }
        var items: [Value] = []
        while let item = entries[.int(Int64(items.count + 1))] { items.append(item) }
        return items
    }

    /// A table of named fields (a record): the inverse of ``fields``.
    public init(fields: [String: Value]) {
        self = .table(Dictionary(uniqueKeysWithValues: fields.map { (.string($0.key), $0.value) }))
    }

    /// A table's string-keyed fields (empty for anything else).
    public var fields: [String: Value] {
        guard case .table(let entries) = self else { return [:] }
        var byName: [String: Value] = [:]
        for (key, value) in entries { if case .string(let name) = key { byName[name] = value } }
        return byName
    }
}
