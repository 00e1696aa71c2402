import Foundation
import LuaBridge
import RouteSpec

/// `flowrun export-swift`: an app definition's routes (the destinations of
/// its global `routes` table) written as RouteComposer configuration source,
/// each Lua entity a Swift stub quoting its Lua.
///
/// What Lua says and RouteComposer cannot is refused at its line: the export
/// then writes nothing, unless `partial`, which writes the Swift with a
/// comment where each refused construct would have gone; either way the
/// command exits 1.
public struct SwiftExport {
    /// The Swift source; empty when refused without `partial`.
    public let text: String
    /// What RouteComposer cannot say, in file and line order.
    public let refused: [LeftOut]
    /// Written all the same, but worth the team's eye (a quoted function using its file's locals).
    public let warnings: [LeftOut]
    /// How many routes and app's own types the Swift has.
    public let routeCount: Int
    public let stubCount: Int

    /// `launcher`'s app launched and its routes written; `partial` writes
    /// refused constructs as comments. An app whose definition fails exits
    /// 2, one with no global `routes` table (or an empty one) too.
    public init(_ launcher: AppLauncher, partial: Bool) throws(ExitFailure) {
        let app = try LiveApp(launcher)
        let definition = launcher.appDefinition.map(launcher.display)
        let named = definition ?? "the app definition"
        let described: RouteDescription?
        do {
            described = try app.session.routeSpec(appDefinition: definition, root: launcher.settings.projectRoot)
        } catch {
            throw ExitFailure(code: .scriptError, message: "error: describing the routes of \(named): \(error)")
        }
        guard let described, !described.spec.routes.isEmpty else {
            let why = described == nil ? "has no global routes table" : "has a global routes table holding no destination"
            throw ExitFailure(code: .scriptError, message: "error: \(named) \(why): export-swift writes the destinations of the global "
                + "routes table, one Swift destination per key (routes = {} then routes.home = route.step { … }:assemble())")
        }
        let written = SwiftRouteWriter.write(described.spec, options: SwiftExportOptions(project: named, writeAnyway: partial))
        text = written.text
        refused = written.refused
        warnings = described.warnings
        routeCount = described.spec.routes.count
        stubCount = described.spec.entities.count
    }

    /// The members of the routes written as a comment (--partial), read off
    /// the writer's own `// <member> is not written:` lines.
    public var notWritten: [String] {
        text.split(separator: "\n").compactMap { line in
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            guard trimmed.hasPrefix("// "), trimmed.hasSuffix(" is not written:") else { return nil }
            return String(trimmed.dropFirst(3).dropLast(" is not written:".count))
        }
    }

    /// Each refusal as `file:line: reason`, as compilers print a problem.
    public var refusalLines: [String] { refused.map { "\($0.location): \($0.reason)" } }

    /// Each warning as `file:line: warning: reason`.
    public var warningLines: [String] { warnings.map { "\($0.location): warning: \($0.reason)" } }
}
