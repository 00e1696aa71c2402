/// The state of one Swift export: the model, each route's member name, the
/// shape decided for each entity stub, the entity uses seen and what was refused.
struct SwiftWriting {
    let spec: RouteSpec
    /// Each route's ``RouteDefinition/name`` → its member in the configuration type.
    let memberNames: [String: String]
    /// The shapes of the app's own entities, decided from their uses (empty in the first pass).
    var shapes: [String: SwiftEntityShape]
    /// Every use of an app's own entity, in the order met.
    var uses: [SwiftEntityUsage] = []
    /// What RouteComposer cannot express, in the order met.
    var refused: [LeftOut] = []
    /// Where the route being written is, for a construct without a location of its own.
    var here: SourceLocation?
    /// Routes an earlier pass did not write: a route using one is not written either (its member would not exist).
    var unwritten: Set<String> = []
    /// Routes this pass did not write, by ``RouteDefinition/name``.
    var notWritten: Set<String> = []

    init(spec: RouteSpec, shapes: [String: SwiftEntityShape] = [:]) {
        self.spec = spec
        self.shapes = shapes
        memberNames = SwiftWriting.memberNames(of: spec.routes)
    }

    /// Refuses a construct: it is listed, and nothing is invented for it.
    mutating func refuse(_ reason: String, at location: SourceLocation?) -> SwiftExpression? {
        refused.append(LeftOut(location: location ?? here ?? SourceLocation(file: "(model)", line: 0), reason: reason))
        return nil
    }

    /// The route's member name: the Swift member's (`productScreen`), or
    /// `<Type>_<member>` for every route whose member name another shares.
    static func memberNames(of routes: [RouteDefinition]) -> [String: String] {
        let counts = Dictionary(routes.map { ($0.memberName, 1) }, uniquingKeysWith: +)
        var names: [String: String] = [:]
        for route in routes where names[route.name] == nil {
            let qualified = counts[route.memberName, default: 0] > 1
            names[route.name] = SwiftNames.identifier(qualified ? route.name.split(separator: ".").joined(separator: "_") : route.memberName)
        }
        return names
    }
}
