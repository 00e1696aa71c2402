import RouteSpec
import SwiftSyntax

/// The view-controller and context types a finder or factory written without
/// generic arguments takes from its step (`StepAssembler<VC, C>`, or the route's declared type).
struct StepTypes {
    var viewController: String?
    var context: String?

    /// The view controller as a class's name (``TypeNames/className(_:)``: `Gen` of `Gen<Int>`).
    init(viewController: String? = nil, context: String? = nil) {
        self.viewController = TypeNames.className(viewController)
        self.context = context
    }
}

/// Reads the routes of all files, one at a time: what the files declare, the
/// routes by name, the entities met so far, and what the current route leaves out.
final class ReadingSession {
    let index: DeclarationIndex
    let candidates: [RouteCandidate]
    let values: [MemberValue]
    var entities = EntityCollection()

    /// The route being read: its file, its type, its local `let`s, what it leaves out.
    var file: ParsedSwiftFile
    private(set) var enclosingType: String?
    var locals: [String: ExprSyntax] = [:]
    var resolvingLocals: Set<String> = []
    var leftOut: [LeftOut] = []
    /// How deep the expressions being read are nested through names (values, functions, locals): a name that
    /// leads back to itself stops at ``maximumNesting``, left out, instead of recursing for ever.
    var nesting = 0
    static let maximumNesting = 40
    /// The route's name as a type name (`ProductConfigurationProductScreen`), for the entities its closures become.
    private(set) var routeTypeName = ""

    init(index: DeclarationIndex, candidates: [RouteCandidate], values: [MemberValue], firstFile: ParsedSwiftFile) {
        self.index = index
        self.candidates = candidates
        self.values = values
        file = firstFile
    }

    /// Records that `node` could not be translated, and why.
    func leave(_ node: some SyntaxProtocol, _ reason: String) {
        leftOut.append(LeftOut(location: file.location(of: node), reason: reason))
    }

    func location(of node: some SyntaxProtocol) -> SpecLocation { file.location(of: node) }

    /// `node`'s source, shortened for a message.
    func quote(_ node: some SyntaxProtocol) -> String {
        let text = node.trimmedDescription.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters() }.joined(separator: " ")
        return "`\(text.count > 60 ? String(text.prefix(57)) + "…" : text)`"
    }

    /// Reads `candidate` into a route.
    func read(_ candidate: RouteCandidate) -> RouteDefinition {
        file = candidate.file
        enclosingType = candidate.enclosingType
        locals = [:]
        leftOut = []
        routeTypeName = candidate.name.split(separator: ".").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        let declared = candidate.declaredType.flatMap { type -> StepTypes? in
            let arguments = TypeNames.arguments(type)
            return arguments.count == 2 ? StepTypes(viewController: arguments[0], context: arguments[1]) : nil
        }
        let destination: Destination
        var types = declared ?? StepTypes()
        let result = resultExpression(of: candidate.body)
        if let expression = result, DeepDeclarations.isPlaceholder(expression) {
            // Found, but too deep to read: counted as a route, and left out with why.
            leftOut = [LeftOut(location: file.location(of: expression), reason: DeepDeclarations.reason)]
            destination = .leftOut(leftOut[0])
        } else if let expression = result {
            if declared == nil { types = rootTypes(expression) }
            destination = self.destination(expression, types: types)
        } else {
            let reason = "the route's body has no expression the reader can follow"
            if leftOut.isEmpty { leftOut.append(LeftOut(location: candidate.location, reason: reason)) }
            destination = .leftOut(leftOut[0])
        }
        if !candidate.assumed.isEmpty {
            let condition = candidate.assumed.joined(separator: " && ")
            leftOut.append(LeftOut(location: candidate.location, reason: "route \(candidate.name) is inside `#if \(condition)`: read as if "
                + "`\(condition)` holds (only one clause of an `#if` is read); the Lua has the route whatever the condition"))
        }
        return RouteDefinition(name: candidate.name, location: candidate.location, viewControllerType: types.viewController,
                               contextType: types.context, destination: destination, leftOut: leftOut)
    }

    /// The expression a body yields, its local `let`s kept for references; nil (and left out) when it branches.
    private func resultExpression(of body: RouteCandidate.Body) -> ExprSyntax? {
        switch body {
        case .expression(let expression):
            return expression
        case .statements(let statements):
            for (offset, item) in statements.enumerated() {
                switch item.item {
                case .decl(let declaration):
                    if let variable = declaration.as(VariableDeclSyntax.self) {
                        for binding in variable.bindings {
                            if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.bareName,
                               let value = binding.initializer?.value {
                                locals[name] = value
                            }
                        }
                    } else {
                        leave(declaration, "\(quote(declaration)): a declaration inside the route the reader does not follow")
                    }
                case .stmt(let statement):
                    if let guarded = statement.as(GuardStmtSyntax.self), guarded.conditions.allSatisfy({
                        if case .availability = $0.condition { true } else { false }
                    }) {
                        leave(guarded, "\(quote(guarded.conditions)): the older systems' route in the `else` is left out, the newer one read")
                        continue
                    }
                    if let returned = statement.as(ReturnStmtSyntax.self), let expression = returned.expression {
                        return single(expression)
                    }
                    leave(statement, "\(quote(statement)): a statement that decides the route at run time")
                    return nil
                case .expr(let expression):
                    if offset == statements.count - 1 { return single(expression) }
                }
            }
            return nil
        }
    }

    /// `expression` unless it chooses between assemblies (`if`, `switch`, a ternary), which is left out.
    private func single(_ expression: ExprSyntax) -> ExprSyntax? {
        let ternary = expression.as(SequenceExprSyntax.self)?.elements.contains { $0.is(UnresolvedTernaryExprSyntax.self) } ?? false
        if expression.is(IfExprSyntax.self) || expression.is(SwitchExprSyntax.self) || expression.is(TernaryExprSyntax.self) || ternary {
            leave(expression, "\(quote(expression)): a conditional assembly, the route is chosen at run time")
            return nil
        }
        return expression
    }

    /// The types an expression's assembly names (`StepAssembler<VC, C>`, `StepAssembly(finder: ClassFinder<VC, C>(), …)`).
    func rootTypes(_ expression: ExprSyntax) -> StepTypes {
        guard nesting < Self.maximumNesting else { return StepTypes() }
        nesting += 1
        defer { nesting -= 1 }
        let root = MethodChain(expression).root
        if let initializer = root.initializer {
            if initializer.genericArguments.count == 2 {
                return StepTypes(viewController: initializer.genericArguments[0], context: initializer.genericArguments[1])
            }
            if ["StepAssembly", "ContainerStepAssembly", "SingleStep", "SingleContainerStep"].contains(initializer.type), let finder = initializer.call.arguments.first(where: { $0.label?.text == "finder" }),
               let finderType = finder.expression.initializer, finderType.genericArguments.count == 2 {
                return StepTypes(viewController: finderType.genericArguments[0], context: finderType.genericArguments[1])
            }
            if initializer.type == "Destination" || index.destinationWrappers.contains(initializer.type),
               let target = initializer.call.arguments.first?.expression {
                return rootTypes(target)
            }
        }
        if let path = root.referencePath, path.count == 1, let local = locals[path[0]] { return rootTypes(local) }
        return StepTypes()
    }
}

extension ReadingSession {
    /// `body` one level deeper, or nil (left out at `node`) when the names read lead back to themselves.
    func nested<T>(_ node: some SyntaxProtocol, _ body: () -> T) -> T? {
        guard nesting < Self.maximumNesting else {
            leave(node, "\(quote(node)): names that lead back to themselves, or nest deeper than the reader follows")
            return nil
        }
        nesting += 1
        defer { nesting -= 1 }
        return body()
    }
}

extension Substring {
    func trimmingCharacters() -> String { String(drop { $0 == " " || $0 == "\t" }) }
}
