/// The type of context an entity accepts, checked when a navigation runs it
/// (RouteComposer's generic `Context`, which its boxes cast the navigation's
/// context to, failing with ``RoutingError/typeMismatch(type:expectedType:_:)``).
///
/// An entity without one accepts every context, as all did before types existed.
public struct ContextType: CustomStringConvertible {
    /// What the context must be, as messages name it: `string`, `int?`, `any`, a custom check's name.
    public let name: String
    private let verdict: (Value?) throws -> Verdict

    /// What a check says of a context.
    public enum Verdict: Equatable {
        case accepted
        /// Refused, with why when the check said it.
        case refused(String?)
    }

    /// A custom check named `name`; an error it throws fails the navigation as it is.
    public init(_ name: String, check: @escaping (Value?) throws -> Verdict) {
        self.name = name
        self.verdict = check
    }

    public var description: String { name }

    /// RouteComposer's `Any?`: every context, none included.
    public static var any: ContextType { ContextType("any") { _ in .accepted } }
    /// RouteComposer's `Void`: no context. Swift's `()` and `nil` are one here (Lua has no `()`).
    public static var void: ContextType { ContextType("void") { $0 == nil ? .accepted : .refused(nil) } }
    public static var bool: ContextType { kind("bool") { if case .bool = $0 { true } else { false } } }
    /// An integer (Lua's `math.type(x) == "integer"`).
    public static var int: ContextType { kind("int") { if case .int = $0 { true } else { false } } }
    /// An integer or a float.
    public static var number: ContextType {
        kind("number") {
            switch $0 {
            case .int, .double: true
            default: false
            }
        }
    }
    public static var string: ContextType { kind("string") { if case .string = $0 { true } else { false } } }
    public static var table: ContextType { kind("table") { if case .table = $0 { true } else { false } } }

    /// The built-in kinds by name, `any` and `void` included (without `?`).
    public static var kinds: [String: ContextType] {
        [
        "any": .any, "void": .void, "bool": .bool, "int": .int, "number": .number, "string": .string, "table": .table,
        ]
    }

    /// This type, or no context (`string?`, RouteComposer's `String?`).
    public var optional: ContextType {
        guard !name.hasSuffix("?"), name != "any", name != "void" else { return self }
        let verdict = self.verdict
        return ContextType(name + "?") { $0 == nil ? .accepted : try verdict($0) }
    }

    /// The kind named `name` (`"string"`, `"int?"`…), or `nil` when there is none.
    public static func named(_ name: String) -> ContextType? {
        if name.hasSuffix("?") {
            let base = String(name.dropLast())
            // `any` and `void` take nil already: `any?` would say nothing more.
            return base == "any" || base == "void" ? nil : kinds[base]?.optional
        }
        return kinds[name]
    }

    /// Every name ``named(_:)`` knows, for suggestions.
    public static var knownNames: [String] {
        kinds.keys.sorted() + kinds.keys.filter { $0 != "any" && $0 != "void" }.sorted().map { $0 + "?" }
    }

    private static func kind(_ name: String, _ matches: @escaping (Value) -> Bool) -> ContextType {
        ContextType(name) { context in
            guard let context else { return .refused(nil) }
            return matches(context) ? .accepted : .refused(nil)
        }
    }

    /// What the check says of `context`.
    public func verdict(for context: Value?) throws -> Verdict { try verdict(context) }

    /// Whether `context` is accepted.
    public func accepts(_ context: Value?) throws -> Bool { try verdict(context) == .accepted }

    /// Throws RouteComposer's ``RoutingError/typeMismatch(type:expectedType:_:)``
    /// when `entity` cannot take `context`.
    public func check(_ context: Value?, for entity: @autoclosure () -> String) throws {
        let verdict: Verdict
        do {
            verdict = try self.verdict(context)
        } catch let error as RoutingError {
            throw error
        } catch {
            throw RoutingError.compositionFailed(.init("\(entity()) could not check its context with \(name)", underlyingError: error))
        }
        guard case .refused(let why) = verdict else { return }
        let shown = context.map { $0.excerptedDescription() } ?? "nil"
        var text = "\(entity()) does not accept \(shown) as its context: it expects \(name)"
        if let why, !why.isEmpty { text += " (\(why))" }
        throw RoutingError.typeMismatch(type: Self.typeName(of: context), expectedType: name, .init(text))
    }

    /// A context's own type as kinds name it: `nil`, `bool`, `int`, `number` (a float), `string`, `table`.
    public static func typeName(of context: Value?) -> String {
        switch context {
        case nil: "nil"
        case .bool: "bool"
        case .int: "int"
        case .double: "number"
        case .string: "string"
        case .table: "table"
        }
    }
}
