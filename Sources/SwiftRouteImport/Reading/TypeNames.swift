import SwiftSyntax

/// Type names as the reader compares them: the name without generic
/// arguments or attributes (`LoginInterceptor` of `LoginInterceptor<Any?>`,
/// `CustomContainerFactory.ReplaceRoot`), and the generic arguments as written.
enum TypeNames {
    /// `type`'s name, generic arguments and attributes dropped; nested types joined by dots.
    static func base(_ type: TypeSyntax) -> String {
        if let identifier = type.as(IdentifierTypeSyntax.self) { return identifier.name.bareName }
        if let member = type.as(MemberTypeSyntax.self) { return "\(base(member.baseType)).\(member.name.bareName)" }
        if let attributed = type.as(AttributedTypeSyntax.self) { return base(attributed.baseType) }
        if let some = type.as(SomeOrAnyTypeSyntax.self) { return base(some.constraint) }
        return type.trimmedDescription
    }

    /// `type`'s generic arguments as written (`["CircleViewController", "Any?"]`).
    static func arguments(_ type: TypeSyntax) -> [String] {
        if let identifier = type.as(IdentifierTypeSyntax.self) {
            return identifier.genericArgumentClause?.arguments.map { written($0.argument) } ?? []
        }
        if let member = type.as(MemberTypeSyntax.self) {
            return member.genericArgumentClause?.arguments.map { written($0.argument) } ?? []
        }
        if let attributed = type.as(AttributedTypeSyntax.self) { return arguments(attributed.baseType) }
        return []
    }

    /// The name and generic arguments an expression names a type with (`ClassFinder<VC, C>`, `GeneralStep`,
    /// `CustomContainerFactory.ReplaceRoot`), nil when it is not a type's name.
    static func named(_ expression: ExprSyntax) -> (name: String, arguments: [String])? {
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.bareName
            return name.first?.isUppercase == true || isRouteEntityName(name) ? (name, []) : nil
        }
        if let specialized = expression.as(GenericSpecializationExprSyntax.self),
           let inner = named(specialized.expression) {
            return (inner.name, specialized.genericArgumentClause.arguments.map { written($0.argument) })
        }
        if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base,
           member.declName.baseName.bareName.first?.isUppercase == true, let outer = named(base) {
            return ("\(outer.name).\(member.declName.baseName.bareName)", outer.arguments)
        }
        if let type = expression.as(TypeExprSyntax.self) { return (base(type.type), arguments(type.type)) }
        return nil
    }

    /// The name the import gives a route's own entity (`citiesList_InlineContextTransformer`: the route's key, `_`,
    /// a type's name), which an exported stub keeps so its Lua module keeps its name: a type, though lowercase.
    static func isRouteEntityName(_ name: String) -> Bool {
        guard let underscore = name.firstIndex(of: "_"), name.first?.isLetter == true else { return false }
        return name[name.index(after: underscore)...].first?.isUppercase == true
    }

    /// `Optional<T>`/`T?` is written as the source writes it; `Self`'s meaning is the enclosing type's.
    static func resolvingSelf(_ name: String, in enclosing: String?) -> String {
        name == "Self" ? (enclosing ?? name) : name
    }

    /// The class a built-in finder or factory of `kind` works with: its first generic argument of two,
    /// `UIHostingController<Content>` for a hosting one's `<Content>`, else the step's.
    static func builtClass(_ kind: String, _ genericArguments: [String], step: String?) -> String? {
        // A SwiftUI view's hosting controller: `UIHostingControllerFactory<ContentView, Context>` builds a `UIHostingController<ContentView>`.
        if kind.hasPrefix("UIHostingController"), let view = genericArguments.first { return "UIHostingController<\(view)>" }
        if genericArguments.count == 2 { return className(genericArguments[0]) }
        return step
    }

    /// A generic argument as written, without the backticks of a keyword used as a name (`` `end` `` → `end`).
    static func written(_ argument: some SyntaxProtocol) -> String {
        String(argument.trimmedDescription.filter { $0 != "`" })
    }

    /// A class as the model names it: as Swift names it, backticks dropped, and a generic class by its
    /// base name (`Gen` of `Gen<Int>`: the class the files declare, one `app.class` for all its
    /// specialisations). A SwiftUI view's hosting controller keeps its view (`UIHostingController<ContentView>`).
    static func className(_ written: String?) -> String? {
        guard let written else { return nil }
        let bare = String(written.filter { $0 != "`" })
        guard !bare.hasPrefix("UIHostingController<"), let open = bare.firstIndex(of: "<") else { return bare }
        return String(bare[..<open])
    }
}

extension TokenSyntax {
    /// The name without the backticks a keyword used as a name is written with (`` `default` `` → `default`).
    var bareName: String {
        let text = self.text
        return text.hasPrefix("`") && text.hasSuffix("`") && text.count > 1 ? String(text.dropFirst().dropLast()) : text
    }
}

extension ReadingSession {
    /// `className` when a class can be named by it (`ProductViewController`, `Outer.Inner`,
    /// `UIHostingController<ContentView>`); nil, and left out at `node`, for a type no class is
    /// (`UIViewController & Marked`, `any P`): no `app.class` could declare it.
    func sayable(_ className: String?, of kind: String, at node: some SyntaxProtocol) -> String? {
        guard let className else { return nil }
        let name = className.hasPrefix("UIHostingController<") ? "UIHostingController" : className
        guard name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }), name.first?.isNumber == false else {
            leave(node, "`\(className)` of `\(kind)`: a type that is no one class (a composition, an existential…), which a Lua model "
                + "cannot name; give the step a class of its own")
            return nil
        }
        return className
    }
}
