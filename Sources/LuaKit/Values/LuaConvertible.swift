import DynamicValue
/// A Swift type that crosses into Lua and back.
///
/// Going in, a value becomes a ``LuaValue`` (the staged form C pushes);
/// coming back, it is read from a stack view without references where it
/// can be. Conformances: `Bool`, `Int`, `Int64`, `Double`, `String`,
/// `Optional`, `Array`, `Dictionary`, ``LuaValue``, ``LuaReference`` and ``DynamicValue/Value``.
public protocol LuaConvertible {
    /// The value as Lua should receive it.
    var luaValue: LuaValue { get }
    /// Reads value `index` of `stack`; throws a ``LuaArgumentError`` naming
    /// the argument when it is not one of these.
    init(from stack: LuaStack, at index: Int) throws
}

extension LuaStack {
    /// Value `i` as a `T` (`try arguments.get(Int.self, 1)`).
    public func get<T: LuaConvertible>(_ type: T.Type = T.self, _ i: Int) throws -> T {
        try T(from: self, at: i)
    }
}

extension Bool: LuaConvertible {
    /// The value as Lua receives it.
    public var luaValue: LuaValue { .boolean(self) }
    /// Lua truth: everything but nil and false is true.
    public init(from stack: LuaStack, at index: Int) throws { self = stack.boolean(index) }
}

extension Int64: LuaConvertible {
    /// The value as Lua receives it.
    public var luaValue: LuaValue { .integer(self) }
    /// An integer, as Lua's own functions take one (see ``LuaStack/integer(_:)``).
    public init(from stack: LuaStack, at index: Int) throws { self = try stack.integer(index) }
}

extension Int: LuaConvertible {
    /// The value as Lua receives it.
    public var luaValue: LuaValue { .integer(Int64(self)) }
    /// An integer that fits an `Int`.
    public init(from stack: LuaStack, at index: Int) throws {
        self = Int(try stack.integer(index, in: Int64(Int.min)...Int64(Int.max)))
    }
}

extension Double: LuaConvertible {
    /// The value as Lua receives it.
    public var luaValue: LuaValue { .number(self) }
    /// A number, as Lua's own functions take one (see ``LuaStack/number(_:)``).
    public init(from stack: LuaStack, at index: Int) throws { self = try stack.number(index) }
}

extension String: LuaConvertible {
    /// The value as Lua receives it.
    public var luaValue: LuaValue { .string(self) }
    /// A string (numbers are not converted).
    public init(from stack: LuaStack, at index: Int) throws { self = try stack.string(index) }
}

extension Optional: LuaConvertible where Wrapped: LuaConvertible {
    /// The value as Lua receives it.
    public var luaValue: LuaValue { self?.luaValue ?? .nil }
    /// `nil` for nil or an absent value, else the wrapped type.
    public init(from stack: LuaStack, at index: Int) throws {
        self = stack.isNil(index) ? nil : try Wrapped(from: stack, at: index)
    }
}

extension Array: LuaConvertible where Element: LuaConvertible {
    /// The value as Lua receives it.
    public var luaValue: LuaValue { .list(map(\.luaValue)) }
    /// A table read as a list: its items at 1, 2, … up to the first nil (raw access).
    public init(from stack: LuaStack, at index: Int) throws {
        var items: [Element] = []
        try stack.forEachItem(index) { item, position in
            do {
                items.append(try Element(from: item, at: 1))
            } catch {
                throw stack.badArgument(index, "item \(position): \(LuaStack.problem(in: error))")
            }
        }
        self = items
    }
}

extension Dictionary: LuaConvertible where Key: LuaConvertible, Value: LuaConvertible {
    /// The value as Lua receives it.
    public var luaValue: LuaValue { .table(map { ($0.key.luaValue, $0.value.luaValue) }) }
    /// A table's entries, every key and value read as `Key` and `Value` (raw access).
    public init(from stack: LuaStack, at index: Int) throws {
        var entries: [Key: Value] = [:]
        try stack.forEachEntry(index) { entry in
            do {
                entries[try Key(from: entry, at: 1)] = try Value(from: entry, at: 2)
            } catch {
                throw stack.badArgument(index, "entry \(entry.describe(1)): \(LuaStack.problem(in: error))")
            }
        }
        self = entries
    }
}

extension LuaValue: LuaConvertible {
    /// The value as Lua receives it.
    public var luaValue: LuaValue { self }
    /// Scalars as themselves, other values as references.
    public init(from stack: LuaStack, at index: Int) throws { self = stack.luaValue(index) }
}

extension LuaReference: LuaConvertible {
    /// The value as Lua receives it.
    public var luaValue: LuaValue { .reference(self) }
}

extension Value: LuaConvertible {
    /// The value as Lua receives it (a table's entries in ``Value/precedes(_:)`` order).
    public var luaValue: LuaValue { LuaValue(self) }

    /// Plain data (not nil: use `Value?` for an optional value).
    public init(from stack: LuaStack, at index: Int) throws {
        guard let data = try stack.data(index) else { throw stack.argumentError(index, expected: "plain data") }
        self = data
    }
}

extension LuaReference {
    /// Any value but nil, held by reference.
    public convenience init(from stack: LuaStack, at index: Int) throws {
        let (ref, type) = try stack.newReference(index, of: nil)
        self.init(host: stack.host, ref: ref, type: type)
    }
}
