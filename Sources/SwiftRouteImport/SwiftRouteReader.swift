import RouteSpec
import SwiftSyntax

/// Reads an app's Swift sources into a ``RouteSpec``: its view-controller
/// classes, the routes its RouteComposer assemblies build, the app's own
/// entities they use, and, from `Info.plist` and `*.entitlements`, its link
/// schemes and hosts. What it cannot translate is left out with its line and
/// why, never guessed.
public struct SwiftRouteReader {
    public init() {}

    /// The routes, classes and entities `files` declare (path and text each; `.swift` files, `Info.plist`s and
    /// `*.entitlements`), in the order given.
    public func read(_ files: [(path: String, text: String)]) -> RouteSpec {
        var spec = RouteSpec()
        var swiftFiles: [ParsedSwiftFile] = []
        for file in files {
            if LinkFiles.isLinkFile(file.path) {
                LinkFiles.read(path: file.path, text: file.text, into: &spec.links, leftOut: &spec.leftOut)
            } else {
                let parsed = ParsedSwiftFile(path: file.path, text: file.text)
                if let error = parsed.firstParseError() {
                    spec.leftOut.append(LeftOut(location: error.location, reason: "the file does not parse here (\(error.found)): "
                        + "what follows may be read wrongly or not at all; fix the Swift and import again"))
                }
                swiftFiles.append(parsed)
            }
        }
        guard let first = swiftFiles.first else { return spec }
        let index = DeclarationIndex(files: swiftFiles)
        spec.classes = ClassDeclarations.read(index)
        var candidates: [RouteCandidate] = []
        var values: [MemberValue] = []
        for file in swiftFiles {
            let collector = RouteDeclarationCollector(file: file, wrappers: index.destinationWrappers)
            collector.walk(file.tree)
            candidates += collector.routes
            values += collector.values
        }
        let session = ReadingSession(index: index, candidates: RouteNames.disambiguated(candidates), values: values, firstFile: first)
        spec.routes = session.candidates.map(session.read)
        spec.entities = session.entities.declarations
        return spec
    }
}
