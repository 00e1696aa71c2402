/// RouteComposer's own wording of its errors, kept beside flowrun's sentences
/// (``RoutingError/description``) so a program can compare an error with what
/// RouteComposer would print, as its `ErrorTest` does.
extension RoutingError {
    /// The error as RouteComposer's `RoutingError.description` words it:
    /// `Generic Error: …`, `Composition Failed Error: …`, `Type Mismatch Error: Type A is not equal to the
    /// expected type B. …`, `Initial Controller Error: Initial controller not found. …`,
    /// `View Controller Can Not Be Dismissed Error: …`.
    public var referenceDescription: String {
        switch self {
        case let .typeMismatch(type, expected, context):
            return "Type Mismatch Error: Type \(type) is not equal to the expected type \(expected). \(context.referenceDescription)"
        case .compositionFailed(let context): return "Composition Failed Error: \(context.referenceDescription)"
        case let .initialController(state, context):
            return "Initial Controller Error: Initial controller \(state.rawValue). \(context.referenceDescription)"
        case .cantBeDismissed(let context): return "View Controller Can Not Be Dismissed Error: \(context.referenceDescription)"
        case .generic(let context): return "Generic Error: \(context.referenceDescription)"
        }
    }
}

extension RoutingError.Context {
    /// The context as RouteComposer's `RoutingError.Context.description` words it: the text, then
    /// ` -> ` and the error underneath (a routing error in RouteComposer's words); either alone when
    /// the other is missing; `No valuable information provided` when both are.
    public var referenceDescription: String {
        let underlying = underlyingError.map { error in
            (error as? RoutingError)?.referenceDescription ?? String(describing: error)
        }
        let parts = [debugDescription.isEmpty ? nil : debugDescription, underlying].compactMap { $0 }
        return parts.isEmpty ? "No valuable information provided" : parts.joined(separator: " -> ")
    }
}
