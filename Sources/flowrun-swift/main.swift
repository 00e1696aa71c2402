import ArgumentParser
import RouteSpec
import SwiftRouteImport

/// `flowrun import-swift`, run by flowrun as a tool of its own.
struct ImportSwift: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "flowrun import-swift", abstract: "Reads an app's RouteComposer configuration from its Swift sources into Lua.")

    @Argument(help: "Swift files or folders.") var paths: [String] = []

    func run() throws {
        print(SwiftRouteReader().read([]).routes.count)
    }
}

ImportSwift.main()
