import RouteSpec
import SwiftSyntax

/// Walks one file for type declarations, extension conformances and static shorthands.
final class DeclarationCollector: SyntaxVisitor {
    let file: ParsedSwiftFile
    var declarations: [DeclarationIndex.TypeDeclaration] = []
    var extensionConformances: [(name: String, inherited: [String])] = []
    var shorthands: [(String, String)] = []
    var destinationWrappers: [String] = []
    /// Instance properties' values (`let iterator = DefaultStackIterator(…)`, `var options: SearchOptions { .current }`), by type.
    var members: [(type: String, member: DeclarationIndex.MemberValue)] = []
    /// Type aliases a type declares (`typealias ViewController = ColorViewController`), by type.
    var typeAliases: [(type: String, name: String, value: String)] = []
    private var scope: [String] = []

    init(file: ParsedSwiftFile) {
        self.file = file
        super.init(viewMode: .sourceAccurate)
    }

    private var enclosing: String? { scope.last }

    private func declare(_ name: String, isClass: Bool, inheritance: InheritanceClauseSyntax?, node: some DeclSyntaxProtocol, keyword: TokenSyntax) {
        let qualified = enclosing.map { "\($0).\(name)" } ?? name
        let inherited = inheritance?.inheritedTypes.map { TypeNames.base($0.type) } ?? []
        // RouteComposer 1's (0.9's) destinations conform to `RoutingDestination`.
        if inherited.contains("RoutingDestination") { destinationWrappers.append(qualified) }
        declarations.append(.init(name: qualified, isClass: isClass, inherited: inherited, location: file.location(of: keyword),
                                  luaImplementation: QuotedLua.implementation(in: node.leadingTrivia)))
        scope.append(qualified)
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        declare(node.name.bareName, isClass: true, inheritance: node.inheritanceClause, node: node, keyword: node.classKeyword)
        return .visitChildren
    }
    override func visitPost(_ node: ClassDeclSyntax) { scope.removeLast() }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        declare(node.name.bareName, isClass: false, inheritance: node.inheritanceClause, node: node, keyword: node.structKeyword)
        return .visitChildren
    }
    override func visitPost(_ node: StructDeclSyntax) { scope.removeLast() }

    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        declare(node.name.bareName, isClass: false, inheritance: node.inheritanceClause, node: node, keyword: node.enumKeyword)
        return .visitChildren
    }
    override func visitPost(_ node: EnumDeclSyntax) { scope.removeLast() }

    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
        declare(node.name.bareName, isClass: false, inheritance: node.inheritanceClause, node: node, keyword: node.actorKeyword)
        return .visitChildren
    }
    override func visitPost(_ node: ActorDeclSyntax) { scope.removeLast() }

    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        declare(node.name.bareName, isClass: false, inheritance: node.inheritanceClause, node: node, keyword: node.protocolKeyword)
        return .visitChildren
    }
    override func visitPost(_ node: ProtocolDeclSyntax) { scope.removeLast() }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        let name = TypeNames.base(node.extendedType)
        if let inherited = node.inheritanceClause?.inheritedTypes.map({ TypeNames.base($0.type) }) {
            extensionConformances.append((name, inherited))
        }
        // `extension Finder where Self == ColorViewControllerFinder`: its statics return that type.
        let selfType = node.genericWhereClause?.requirements.compactMap { requirement -> String? in
            guard let same = requirement.requirement.as(SameTypeRequirementSyntax.self),
                  same.leftType.trimmedDescription == "Self", let right = same.rightType.as(TypeSyntax.self) else { return nil }
            return TypeNames.base(right)
        }.first
        scope.append(selfType ?? name)
        return .visitChildren
    }
    override func visitPost(_ node: ExtensionDeclSyntax) { scope.removeLast() }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        guard node.modifiers.contains(where: { $0.name.text == "static" || $0.name.text == "class" }) else {
            // `let step: DestinationStep<VC, C>` stored in a type of the app's: a destination wrapper (`ExampleDestination`).
            if let enclosing, node.bindings.contains(where: { binding in
                binding.accessorBlock == nil && binding.typeAnnotation.map { TypeNames.base($0.type) == "DestinationStep" } ?? false
            }) {
                destinationWrappers.append(enclosing)
            }
            if let enclosing, node.parent?.is(MemberBlockItemSyntax.self) == true { recordMembers(node, of: enclosing) }
            return .skipChildren
        }
        for binding in node.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.bareName,
                  let type = binding.typeAnnotation?.type else { continue }
            shorthands.append((name, TypeNames.resolvingSelf(TypeNames.base(type), in: enclosing)))
        }
        return .skipChildren
    }

    /// A stored property's initial value, or a computed one's single expression.
    private func recordMembers(_ node: VariableDeclSyntax, of type: String) {
        for binding in node.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.bareName else { continue }
            var value = binding.initializer?.value
            if case .getter(let body)? = binding.accessorBlock?.accessors, body.count == 1, case .expr(let single) = body.first!.item {
                value = single
            }
            if let value {
                members.append((type, .init(name: name, expression: value, location: file.location(of: binding), file: file)))
            }
        }
    }

    override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind {
        if let enclosing, node.parent?.is(MemberBlockItemSyntax.self) == true {
            typeAliases.append((enclosing, node.name.bareName, node.initializer.value.trimmedDescription))
        }
        return .skipChildren
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        if node.modifiers.contains(where: { $0.name.text == "static" }), let type = node.signature.returnClause?.type {
            shorthands.append((node.name.bareName, TypeNames.resolvingSelf(TypeNames.base(type), in: enclosing)))
        }
        return .skipChildren
    }
}
