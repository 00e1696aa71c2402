import Foundation
import RouteSpec
import SwiftRouteImport

/// The example-style app (the kinds of routes RouteComposer's Example app has), read from
/// `Tests/Fixtures/SwiftImport/ExampleStyleApp`, and inline sources.
enum ReaderFixture {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/SwiftImport/ExampleStyleApp").path

    /// The app's `.swift` files and `Info.plist`, paths relative to its folder, sorted.
    static func exampleFiles() throws -> [(path: String, text: String)] {
        let names = (FileManager.default.enumerator(atPath: folder)?.allObjects as? [String] ?? [])
            .filter { $0.hasSuffix(".swift") || $0 == "Info.plist" }
            .sorted()
        return try names.map { name in (name, try String(contentsOfFile: "\(folder)/\(name)", encoding: .utf8)) }
    }

    static func example() throws -> RouteSpec { SwiftRouteReader().read(try exampleFiles()) }

    /// `source` read as one file, `App.swift`.
    static func read(_ source: String, path: String = "App.swift") -> RouteSpec { SwiftRouteReader().read([(path, source)]) }
}

extension FactorySpec {
    /// `factory:` as written, a complete factory's container.
    var argument: String? { arguments.first { $0.label == "factory" }?.value }
}
