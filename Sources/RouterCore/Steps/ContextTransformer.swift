/// Changes the context for the steps further towards the origin
/// (RouteComposer's `ContextTransformer`, used by `adaptingContext`).
public protocol ContextTransformer: CustomStringConvertible {
    func transform(_ context: Value?) throws -> Value?
}

/// A context transformer given as a closure (RouteComposer's `InlineContextTransformer`).
public struct InlineContextTransformer: ContextTransformer {
    public let description: String
    private let body: (Value?) throws -> Value?

    public init(_ name: String = "inline context transformer", _ body: @escaping (Value?) throws -> Value?) {
        self.description = name
        self.body = body
    }

    public func transform(_ context: Value?) throws -> Value? { try body(context) }
}
