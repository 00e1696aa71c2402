import Foundation
import RouteSpec
import SwiftRouteImport

/// RouteComposer's Example app, read from `Tests/Fixtures/SwiftImport/RouteComposerExample`.
enum ReaderFixture {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/SwiftImport/RouteComposerExample").path

    /// The Example's files, paths relative to its folder, sorted.
    static func exampleFiles() throws -> [(path: String, text: String)] {
        try SwiftSourceFiles.load([folder]).map { (String($0.path.dropFirst(folder.count + 1)), $0.text) }
    }

    static func example() throws -> RouteSpec { SwiftRouteReader().read(try exampleFiles()) }

    /// `source` read as one file, `App.swift`.
    static func read(_ source: String, path: String = "App.swift") -> RouteSpec { SwiftRouteReader().read([(path, source)]) }
}
