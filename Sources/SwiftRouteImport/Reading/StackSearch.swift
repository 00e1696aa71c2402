import RouteSpec
import SwiftSyntax

extension ReadingSession {
    /// The search of an app's own `StackIteratingFinder`, read from its
    /// declaration into `finder`: its `iterator`
    /// (`DefaultStackIterator(options: .currentAllStack, startingPoint: .root, …)`), or
    /// its `options` and `startingPoint` properties (RouteComposer before 2.0).
    /// A value the source does not write literally is left out at its line,
    /// and the finder searches flowrun's default way.
    func readStackSearch(of type: String, into finder: inout FinderSpec) {
        guard let declaration = index.type(named: type), index.conforms(type, toAnyOf: ["StackIteratingFinder"]) else { return }
        var options = declaration.members["options"].map { ($0, $0.expression) }
        var start = declaration.members["startingPoint"].map { ($0, $0.expression) }
        if let iterator = declaration.members["iterator"] {
            if let initializer = iterator.expression.unwrapped.initializer, initializer.type == "DefaultStackIterator" {
                let arguments = initializer.call.arguments
                if let written = arguments.first(where: { $0.label?.text == "options" }) { options = (iterator, written.expression) }
                if let written = arguments.first(where: { $0.label?.text == "startingPoint" }) { start = (iterator, written.expression) }
            } else {
                inFile(iterator.file) {
                    leave(iterator.expression, "\(quote(iterator.expression)): `\(type)`'s stack iterator is not a `DefaultStackIterator(…)` "
                        + "the reader can read, so its finder searches flowrun's default way (give `search`/`start` in its entity module)")
                }
            }
        }
        if let (member, expression) = options {
            if let names = searchOptions(expression) {
                finder.options = names
            } else {
                inFile(member.file) {
                    leave(expression, "\(quote(expression)): `\(type)`'s search options are computed; give `search` in its entity module")
                }
            }
        }
        if let (member, expression) = start {
            if let name = memberName(expression), name == "topmost" || name == "root" {
                finder.startingPoint = name
            } else {
                inFile(member.file) {
                    leave(expression, "\(quote(expression)): `\(type)`'s starting point is not .topmost or .root; give `start` in its entity module")
                }
            }
        }
    }
}
