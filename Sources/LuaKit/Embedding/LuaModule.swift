/// A Lua module built in Swift: a table of functions and values that
/// `require(name)` returns once the host has it (``LuaHost/register(_:)``).
///
///     let geometry = LuaModule("geometry") { module in
///         module["pi"] = .number(Double.pi)
///         module.function("area") { args in [.number(try args.number(1) * try args.number(2))] }
///     }
///     try host.register(geometry)   // local geometry = require "geometry"
public struct LuaModule {
    /// The name `require` takes.
    public let name: String
    /// The module's fields, in the order they were first set.
    public private(set) var fields: [(name: String, value: LuaValue)] = []

    /// A module named `name`, its fields set by `build`.
    public init(_ name: String, _ build: (inout LuaModule) -> Void = { _ in }) {
        self.name = name
        build(&self)
    }

    /// The field `field` (nil when unset); setting nil removes it.
    public subscript(field: String) -> LuaValue? {
        get { fields.first { $0.name == field }?.value }
        set {
            let existing = fields.firstIndex { $0.name == field }
            switch (existing, newValue) {
            case (let i?, let value?): fields[i].value = value
            case (let i?, nil): fields.remove(at: i)
            case (nil, let value?): fields.append((field, value))
            case (nil, nil): break
            }
        }
    }

    /// Adds a Swift function as field `field`; errors name it `module.field`.
    public mutating func function(_ field: String, _ body: @escaping (LuaStack) throws -> [LuaValue]) {
        self[field] = .function(LuaFunction("\(name).\(field)", body))
    }

    /// The module with field `field` set to `value`, for building in one expression.
    public func with(_ field: String, _ value: LuaValue) -> LuaModule {
        var copy = self
        copy[field] = value
        return copy
    }

    /// The table `require` returns.
    public var luaValue: LuaValue { .table(fields.map { (.string($0.name), $0.value) }) }
}
