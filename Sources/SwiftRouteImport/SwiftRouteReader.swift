import RouteSpec
import SwiftSyntax

/// Reads an app's Swift sources into a ``RouteSpec``: its view-controller
/// classes, the routes its RouteComposer assemblies build, the app's own
/// entities they use, and, from `Info.plist` and `*.entitlements`, its link
/// schemes and hosts. What it cannot translate is left out with its line and
/// why, never guessed.
public struct SwiftRouteReader {
    public init() {}

    /// How a left-out for a Swift file that does not parse begins.
    public static let doesNotParse = "the file does not parse here"

    /// The left-outs that say a Swift file does not parse (`--check` cannot say such a file is in step).
    public static func unparsed(_ spec: RouteSpec) -> [LeftOut] { spec.leftOut.filter { $0.reason.hasPrefix(doesNotParse) } }

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
                    spec.leftOut.append(LeftOut(location: error.location, reason: Self.doesNotParse + " (\(error.found)): "
                        + "what follows may be read wrongly or not at all; fix the Swift and import again"))
                }
                for location in parsed.tooDeep {
                    spec.leftOut.append(LeftOut(location: location, reason: DeepDeclarations.reason))
                }
                spec.leftOut += parsed.deadCode
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
            spec.leftOut += collector.leftOut + collector.unassignedLeftOut
        }
        (candidates, values) = RouteAliases.promote(values, into: candidates)
        let session = ReadingSession(index: index, candidates: RouteNames.disambiguated(candidates), values: values, firstFile: first)
        spec.routes = session.candidates.map(session.read)
        spec.entities = session.entities.declarations
        // A too-deep expression no route holds is left out where it is.
        let inRoutes = Set(spec.routes.flatMap(\.leftOut))
        for location in swiftFiles.flatMap(\.tooDeepKept) where !inRoutes.contains(LeftOut(location: location, reason: DeepDeclarations.reason)) {
            spec.leftOut.append(LeftOut(location: location, reason: DeepDeclarations.reason))
        }
        return spec
    }
}
