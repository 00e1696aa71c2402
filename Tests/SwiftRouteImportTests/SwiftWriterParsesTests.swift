import RouteSpec
import SwiftParser
import SwiftSyntax
import Testing

/// The Swift writer's output, over a model with every construct it writes, is
/// Swift that swift-syntax parses without an error, with one member per route
/// and one type per entity.
@Suite struct SwiftWriterParsesTests {
    @Test func everyConstructIsWrittenAsSwiftThatParses() {
        let spec = SwiftWriterEveryConstruct.spec
        let written = SwiftRouteWriter.write(spec, options: SwiftExportOptions(project: "every construct", writeAnyway: true))
        #expect(written.refused == [SwiftWriterEveryConstruct.leftOut])
        let tree = Parser.parse(source: written.text)
        #expect(!tree.hasError, "\(written.text)")
        let found = Declarations(viewMode: .sourceAccurate)
        found.walk(tree)
        #expect(found.members == spec.routes.map(\.memberName).filter { $0 != "broken" }.map { $0 == "default" ? "`default`" : $0 })
        #expect(found.types == spec.entities.map(\.name))
        #expect(found.enums == ["AppConfiguration"])
        #expect(written.text.contains("// left out (every.lua:99): a destination chosen by a Lua function"))
        // A task added after a complete factory's children is typed with the last child's class and context.
        #expect(written.text.contains("struct TabTitles: ContextTask {\n\n    typealias ViewController = UINavigationController\n    typealias Context = String\n"))
    }

    @Test func theCheckFindsASyntaxError() {
        #expect(Parser.parse(source: "enum A {\n    static var x: Int {\n        StepAssembly(finder: ClassFinder<A, Any?>(), \n    }\n}\n").hasError)
    }

    /// The static members, the types and the enums, in order.
    private final class Declarations: SyntaxVisitor {
        var members: [String] = []
        var types: [String] = []
        var enums: [String] = []

        override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
            if node.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) }) {
                members += node.bindings.compactMap { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text }
            }
            return .skipChildren
        }

        override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
            types.append(node.name.text)
            return .skipChildren
        }

        override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
            enums.append(node.name.text)
            return .visitChildren
        }
    }
}
