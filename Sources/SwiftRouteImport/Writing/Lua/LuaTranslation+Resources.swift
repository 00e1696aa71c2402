import RouteSpec
import SwiftParser
import SwiftSyntax

extension LuaTranslation {
    /// Where a factory's class is loaded from, as route.class_factory's option: `storyboard = { name = …, identifier = … }`
    /// for `StoryboardFactory(name:identifier:)`, `xib = { nib_name = … }` for `XibFactory(nibName:)` and `ClassFactory(nibName:)`;
    /// nil for a class made in code. What Lua cannot say (a name computed at run time, a bundle) is noted above the route.
    mutating func resourceField(_ factory: FactorySpec, className: String) -> String? {
        let written = factory.arguments.filter { $0.label != "configuration" }
        switch factory.kind {
        case "StoryboardFactory":
            guard let name = Self.stringLiteral(factory.argument("name")) else {
                noteUnsaid(factory, className: className, written, "its storyboard's name is not a string literal")
                return nil
            }
            var fields = ["name = \(LuaSyntax.string(name))"]
            if let identifier = factory.argument("identifier") {
                guard let value = Self.stringLiteral(identifier) else {
                    noteUnsaid(factory, className: className, written, "its identifier is not a string literal")
                    return nil
                }
                fields.append("identifier = \(LuaSyntax.string(value))")
            }
            noteOthers(factory, className: className, written, known: ["name", "identifier"])
            return "storyboard = { \(fields.joined(separator: ", ")) }"
        case "XibFactory", "ClassFactory":
            guard let nib = factory.argument("nibName"), nib != "nil" else {
                noteOthers(factory, className: className, written, known: [])
                return nil
            }
            guard let nibName = Self.stringLiteral(nib) else {
                noteUnsaid(factory, className: className, written, "its nib name is not a string literal")
                return nil
            }
            noteOthers(factory, className: className, written, known: ["nibName"])
            return "xib = { nib_name = \(LuaSyntax.string(nibName)) }"
        default:
            return nil
        }
    }

    /// A note that the factory's resource is not in the Lua, and why: a node of its class is built.
    private mutating func noteUnsaid(_ factory: FactorySpec, className: String, _ written: [SourceArgument], _ why: String) {
        note("\(className) is built by \(factory.kind)(\(Self.argumentList(written))), \(why): here, a \(className) node")
    }

    /// A note naming the arguments Lua has no word for (`bundle:`): the resource is kept, they are not.
    private mutating func noteOthers(_ factory: FactorySpec, className: String, _ written: [SourceArgument], known: Set<String>) {
        let others = written.filter { !known.contains($0.label ?? "") }
        guard !others.isEmpty else { return }
        note("\(className)'s \(factory.kind) is given \(Self.argumentList(others)), which the Lua model does not say")
    }

    private static func argumentList(_ arguments: [SourceArgument]) -> String {
        arguments.map { ($0.label.map { "\($0): " } ?? "") + $0.value }.joined(separator: ", ")
    }

    /// The text of a Swift string literal written without interpolation (`"Login"`), nil for any other expression.
    static func stringLiteral(_ written: String?) -> String? {
        guard let written else { return nil }
        var parser = Parser(written)
        let expression = ExprSyntax.parse(from: &parser)
        guard !expression.hasError, expression.trimmedDescription == written.trimmingWhitespace,
              let literal = expression.as(StringLiteralExprSyntax.self) else { return nil }
        return literal.representedLiteralValue
    }
}

private extension String {
    var trimmingWhitespace: String {
        String(self.drop { $0.isWhitespace }.reversed().drop { $0.isWhitespace }.reversed())
    }
}
