import ArgumentParser
import RouteSpec
import SwiftRouteImport

/// What an import refuses to write: a model read in part, or one with no route
/// (it would replace the project's routes with none).
extension ImportSwift {
    /// A Swift file that does not parse (or is not UTF-8) makes the model half read: nothing is written.
    func refuseHalfRead(unread: [LeftOut], spec: RouteSpec) throws {
        let unparsed = SwiftRouteReader.unparsed(spec).filter { failure in !unread.contains { $0.location.file == failure.location.file } }
        let failures = (unread + unparsed).sorted { $0.location < $1.location }
        guard !failures.isEmpty else { return }
        for failure in failures { printError("error: \(failure.location): \(failure.reason)") }
        printError("nothing was written: a configuration read in part is not the app's; fix the Swift (it must build) and import again")
        throw ExitCode(1)
    }

    /// No route found: the project's routes are not replaced by none.
    func refuseEmpty(_ spec: RouteSpec, sources: SourceFiles) throws {
        guard spec.routes.isEmpty else { return }
        let swift = sources.swiftCount
        printError("error: no RouteComposer route found in the \(swift) Swift file\(swift == 1 ? "" : "s") read "
            + "(\(spec.classes.count) class\(spec.classes.count == 1 ? "" : "es") declared); nothing was written. "
            + "Give the folder holding the app's RouteComposer configuration (the code building StepAssembly, ChainAssembly "
            + "or SingleStep routes), or the app's whole source folder")
        throw ExitCode(1)
    }
}
