import RouteSpec
import SwiftSyntax

/// What every file read declares about its types, gathered before any
/// route is read: a route in one file uses a type another declares.
struct DeclarationIndex {
    /// A `class`, `struct`, `enum`, `actor` or `protocol`, with what its extensions add.
    struct TypeDeclaration {
        let name: String
        let isClass: Bool
        /// Inherited types and conformances by base name: the declaration's, then its extensions'.
        var inherited: [String]
        let location: SpecLocation
        /// The quoted Lua of the declaration's doc comment (an exported stub's), if any.
        let luaImplementation: String?
    }

    private(set) var types: [String: TypeDeclaration] = [:]
    /// Class names in file and source order.
    private(set) var classOrder: [String] = []
    /// A static member a leading-dot shorthand names (`.colorViewControllerFinder`) → the type it returns.
    private(set) var shorthands: [String: String] = [:]
    private var extensionConformances: [(name: String, inherited: [String])] = []

    init(files: [ParsedSwiftFile]) {
        for file in files {
            let collector = DeclarationCollector(file: file)
            collector.walk(file.tree)
            for declaration in collector.declarations where types[declaration.name] == nil {
                types[declaration.name] = declaration
                if declaration.isClass { classOrder.append(declaration.name) }
            }
            extensionConformances += collector.extensionConformances
            for (member, type) in collector.shorthands where shorthands[member] == nil { shorthands[member] = type }
        }
        for (name, inherited) in extensionConformances { types[name]?.inherited += inherited }
    }

    /// `name`'s declaration, by its full or last name (`ReplaceRoot` of `CustomContainerFactory.ReplaceRoot`).
    func type(named name: String) -> TypeDeclaration? {
        types[name] ?? types.values.filter { $0.name.hasSuffix(".\(name)") }.min { $0.name < $1.name }
    }

    /// Whether `name` or a type it inherits from (in the files read) conforms to one of `protocols`.
    func conforms(_ name: String, toAnyOf protocols: Set<String>) -> Bool {
        var seen: Set<String> = []
        var next: [String] = [name]
        while let current = next.popLast() {
            guard seen.insert(current).inserted else { continue }
            if protocols.contains(current) { return true }
            next += type(named: current)?.inherited ?? []
        }
        return false
    }
}

/// Walks one file for type declarations, extension conformances and static shorthands.
private final class DeclarationCollector: SyntaxVisitor {
    let file: ParsedSwiftFile
    var declarations: [DeclarationIndex.TypeDeclaration] = []
    var extensionConformances: [(name: String, inherited: [String])] = []
    var shorthands: [(String, String)] = []
    private var scope: [String] = []

    init(file: ParsedSwiftFile) {
        self.file = file
        super.init(viewMode: .sourceAccurate)
    }

    private var enclosing: String? { scope.last }

    private func declare(_ name: String, isClass: Bool, inheritance: InheritanceClauseSyntax?, node: some DeclSyntaxProtocol, keyword: TokenSyntax) {
        let qualified = enclosing.map { "\($0).\(name)" } ?? name
        let inherited = inheritance?.inheritedTypes.map { TypeNames.base($0.type) } ?? []
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
        guard node.modifiers.contains(where: { $0.name.text == "static" || $0.name.text == "class" }) else { return .skipChildren }
        for binding in node.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.bareName,
                  let type = binding.typeAnnotation?.type else { continue }
            shorthands.append((name, TypeNames.resolvingSelf(TypeNames.base(type), in: enclosing)))
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
