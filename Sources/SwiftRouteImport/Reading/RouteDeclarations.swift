import RouteSpec
import SwiftSyntax

/// A member that yields a `DestinationStep` or a `Destination`, before its
/// assembly is read: every route must be known by name first, since one
/// route's chain starts from another (`.from(homeScreen)`).
struct RouteCandidate {
    /// What the route's source is: an initializer's expression, or a getter's or function's statements.
    enum Body {
        case expression(ExprSyntax)
        case statements(CodeBlockItemListSyntax)
    }

    var name: String
    let member: String
    let enclosingType: String?
    let isFunction: Bool
    /// A function's argument labels (`_` for none), which name it apart from a property of its type's.
    let labels: [String]
    let location: SpecLocation
    let file: ParsedSwiftFile
    let declaredType: TypeSyntax?
    let body: Body
    /// The `#if` conditions the reader assumed hold to read it (`DEBUG`), outermost first.
    var assumed: [String] = []
}

/// A member that is not a route but a route may use by name (`private static let completeFactory = CompleteFactoryAssembly(…)`).
struct MemberValue {
    let member: String
    let enclosingType: String?
    let expression: ExprSyntax
    let file: ParsedSwiftFile
    /// Where it is declared (its first modifier or `let`/`var`).
    var declaration: Syntax?
    /// A function's returned expression rather than a property's.
    var isFunction = false
}

/// The roots an expression that builds a route starts from.
enum RouteRoots {
    static let assemblies: Set<String> = ["StepAssembler", "StepAssembly", "ContainerStepAssembly", "ChainAssembly", "SwitchAssembly"]
    /// `RoutingStep` is RouteComposer 1's (0.9's) name of a step.
    static let declaredTypes: Set<String> = ["DestinationStep", "Destination", "AnyDestination", "RoutingStep"]

    /// Whether `expression` builds a route (an assembly, or `Destination(to:…)` or a wrapper of the app's).
    static func buildsRoute(_ expression: ExprSyntax, wrappers: Set<String>) -> Bool {
        let chain = MethodChain(expression)
        // An assembly the reader does not know (RouteComposer 1's `ContainerDestinationAssembly`) is a route left out, not dropped.
        if chain.calls.last?.name == "assemble", chain.root.initializer?.type != "CompleteFactoryAssembly" { return true }
        if let type = TypeNames.named(chain.root) { return assemblies.contains(type.name) }
        if let initializer = chain.root.initializer {
            return assemblies.contains(initializer.type) || declaredTypes.contains(initializer.type) || wrappers.contains(initializer.type)
        }
        return false
    }
}

/// Walks a file's declarations (not function bodies) for routes and the values they may use.
final class RouteDeclarationCollector: SyntaxVisitor {
    let file: ParsedSwiftFile
    /// The app's destination wrappers (``DeclarationIndex/destinationWrappers``).
    let wrappers: Set<String>
    var routes: [RouteCandidate] = []
    var values: [MemberValue] = []
    /// Routes declared in a `#if` clause after the first (`#else`, `#elseif`): only the first clause is read.
    var leftOut: [LeftOut] = []
    /// Members declared as routes with no value here (`static var x: DestinationStep<…>!`, assigned elsewhere):
    /// left out unless an `init` gives them their assembly (``unassignedLeftOut``).
    private var unassigned: [(name: String, location: SpecLocation)] = []
    private var scope: [String] = []
    private var otherClauses = 0
    /// The conditions of the `#if` clauses being read, for the routes in them (``RouteCandidate/assumed``).
    private var assumptions: [String?] = []

    init(file: ParsedSwiftFile, wrappers: Set<String>) {
        self.file = file
        self.wrappers = wrappers
        super.init(viewMode: .sourceAccurate)
    }

    private func declaresRoute(_ type: TypeSyntax) -> Bool {
        // A wrapper's own members (`ExampleDestination.unwrapped()`) rewrap a route, they are none.
        if let enclosing, wrappers.contains(enclosing) { return false }
        let name = TypeNames.base(type)
        return RouteRoots.declaredTypes.contains(name) || wrappers.contains(name)
    }

    private var enclosing: String? { scope.last }
    private func enter(_ name: String) -> SyntaxVisitorContinueKind {
        scope.append(enclosing.map { "\($0).\(name)" } ?? name)
        return .visitChildren
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.name.bareName) }
    override func visitPost(_ node: ClassDeclSyntax) { scope.removeLast() }
    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.name.bareName) }
    override func visitPost(_ node: StructDeclSyntax) { scope.removeLast() }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.name.bareName) }
    override func visitPost(_ node: EnumDeclSyntax) { scope.removeLast() }
    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.name.bareName) }
    override func visitPost(_ node: ActorDeclSyntax) { scope.removeLast() }
    // A protocol's requirements have no body; its extensions' members are the routes.
    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        scope.append(TypeNames.base(node.extendedType))
        return .visitChildren
    }
    override func visitPost(_ node: ExtensionDeclSyntax) { scope.removeLast() }
    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: IfConfigClauseSyntax) -> SyntaxVisitorContinueKind {
        if !IfConfigClauses.isRead(node) { otherClauses += 1 }
        assumptions.append(IfConfigClauses.assumption(node))
        return .visitChildren
    }
    override func visitPost(_ node: IfConfigClauseSyntax) {
        if !IfConfigClauses.isRead(node) { otherClauses -= 1 }
        assumptions.removeLast()
    }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        for binding in node.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.bareName else { continue }
            let type = binding.typeAnnotation?.type
            let declaresRoute = type.map(self.declaresRoute) ?? false
            if let initializer = binding.initializer?.value {
                if declaresRoute, let statements = Self.calledClosure(initializer) {
                    add(name, at: node.modifiers.first.map { Syntax($0) } ?? Syntax(node.bindingSpecifier), type: type, body: .statements(statements))
                } else if declaresRoute || RouteRoots.buildsRoute(initializer, wrappers: wrappers) {
                    add(name, at: node.modifiers.first.map { Syntax($0) } ?? Syntax(node.bindingSpecifier), type: type, body: .expression(initializer))
                } else {
                    values.append(MemberValue(member: name, enclosingType: enclosing, expression: initializer, file: file,
                                              declaration: node.modifiers.first.map { Syntax($0) } ?? Syntax(node.bindingSpecifier)))
                }
            } else if declaresRoute, let statements = Self.getter(binding.accessorBlock) {
                add(name, at: node.modifiers.first.map { Syntax($0) } ?? Syntax(node.bindingSpecifier), type: type, body: .statements(statements))
            } else if let type, self.declaresRoute(Self.unwrappingOptional(type)), binding.accessorBlock == nil, otherClauses == 0 {
                let at = node.modifiers.first.map { Syntax($0) } ?? Syntax(node.bindingSpecifier)
                unassigned.append((enclosing.map { "\($0).\(name)" } ?? name, file.location(of: at)))
            }
        }
        return .skipChildren
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        guard let body = node.body else { return .skipChildren }
        guard let type = node.signature.returnClause?.type, declaresRoute(type) else {
            // A function that returns one expression (a factory a route uses) is a value too.
            if body.statements.count == 1, let only = body.statements.first {
                let returned = only.item.as(ReturnStmtSyntax.self)?.expression ?? only.item.as(ExprSyntax.self)
                if let returned { values.append(MemberValue(member: node.name.bareName, enclosingType: enclosing, expression: returned, file: file, isFunction: true)) }
            }
            addLocalSteps(body.statements)
            return .skipChildren
        }
        let labels = node.signature.parameterClause.parameters.map { $0.firstName.text }
        add(node.name.bareName, at: node.modifiers.first.map { Syntax($0) } ?? Syntax(node.funcKeyword), type: type, body: .statements(body.statements), isFunction: true, labels: labels)
        return .skipChildren
    }

    /// A property given its assembly in `init` (`city = StepAssembly(…)…assemble()`, RouteComposer 1's
    /// configuration objects): a route, at the assignment.
    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        for item in node.body?.statements ?? [] {
            guard let assigned = Self.assignment(item.item), RouteRoots.buildsRoute(assigned.value, wrappers: wrappers) else { continue }
            add(assigned.member, at: Syntax(assigned.target), type: nil, body: .expression(assigned.value))
        }
        return .skipChildren
    }

    /// The steps a function that is no route builds as its own `let`s (screens registered at launch,
    /// `let homeScreen = StepAssembly(…)…assemble()`): each a route, named as the `let`.
    private func addLocalSteps(_ statements: CodeBlockItemListSyntax) {
        for item in statements {
            guard let variable = item.item.as(VariableDeclSyntax.self) else { continue }
            for binding in variable.bindings {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.bareName,
                      let value = binding.initializer?.value, RouteRoots.buildsRoute(value, wrappers: wrappers) else { continue }
                add(name, at: Syntax(variable.bindingSpecifier), type: binding.typeAnnotation?.type, body: .expression(value))
            }
        }
    }

    /// `member = value` or `self.member = value` as a statement.
    private static func assignment(_ item: CodeBlockItemSyntax.Item) -> (member: String, target: ExprSyntax, value: ExprSyntax)? {
        guard let sequence = item.as(ExprSyntax.self)?.as(SequenceExprSyntax.self), sequence.elements.count == 3 else { return nil }
        let elements = Array(sequence.elements)
        guard elements[1].is(AssignmentExprSyntax.self) else { return nil }
        let target = elements[0]
        if let reference = target.as(DeclReferenceExprSyntax.self) { return (reference.baseName.bareName, target, elements[2]) }
        if let member = target.as(MemberAccessExprSyntax.self), member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "self" {
            return (member.declName.baseName.bareName, target, elements[2])
        }
        return nil
    }

    private func add(_ member: String, at node: Syntax, type: TypeSyntax?, body: RouteCandidate.Body,
                     isFunction: Bool = false, labels: [String] = []) {
        let name = enclosing.map { "\($0).\(member)" } ?? member
        guard otherClauses == 0 else {
            leftOut.append(LeftOut(location: file.location(of: node),
                                   reason: "route \(name) in a `#else`/`#elseif` clause: only the first live clause of an `#if` is read, "
                                       + "this one is left out; import the other configuration's Swift on its own to read it"))
            return
        }
        routes.append(RouteCandidate(name: name, member: member, enclosingType: enclosing, isFunction: isFunction, labels: labels,
                                     location: file.location(of: node), file: file, declaredType: type, body: body,
                                     assumed: assumptions.compactMap { $0 }))
    }

    /// `T` of `T?` and `T!`.
    private static func unwrappingOptional(_ type: TypeSyntax) -> TypeSyntax {
        type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self)?.wrappedType ?? type.as(OptionalTypeSyntax.self)?.wrappedType ?? type
    }

    /// The members declared as routes that no `init` of the files gives an assembly the reader follows: left out, never dropped.
    var unassignedLeftOut: [LeftOut] {
        let assigned = Set(routes.map(\.name))
        return unassigned.filter { !assigned.contains($0.name) }.map {
            LeftOut(location: $0.location, reason: "route \($0.name) is declared without an assembly the reader can see (it is given one "
                + "elsewhere, at run time): write it in app.lua")
        }
    }

    /// The statements of a closure called where it is written (`static let login: DestinationStep<…> = { … }()`):
    /// read as a getter's, since the closure runs once and its `return` is the route.
    private static func calledClosure(_ expression: ExprSyntax) -> CodeBlockItemListSyntax? {
        guard let call = expression.as(FunctionCallExprSyntax.self), call.arguments.isEmpty, call.trailingClosure == nil,
              let closure = call.calledExpression.as(ClosureExprSyntax.self), closure.signature == nil else { return nil }
        return closure.statements
    }

    /// A computed property's getter statements (`{ … }` or `get { … }`).
    private static func getter(_ block: AccessorBlockSyntax?) -> CodeBlockItemListSyntax? {
        switch block?.accessors {
        case .getter(let statements): return statements
        case .accessors(let accessors): return accessors.first { $0.accessorSpecifier.text == "get" }?.body?.statements
        case nil: return nil
        }
    }
}
