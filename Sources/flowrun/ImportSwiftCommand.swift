import ArgumentParser
import FlowRunner
import Foundation

/// `flowrun import-swift PATH…`: runs the Swift importer, `flowrun-swift`,
/// a program of its own beside flowrun, with every argument as given
/// (main.swift hands the command line over before it is parsed).
struct ImportSwiftCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import-swift",
        abstract: "Read an app's RouteComposer configuration from its Swift sources into Lua (routes_generated.lua and entities/).",
        discussion: """
            Runs flowrun-swift, built separately (swift-syntax takes minutes to build): \
            swift build -c release --product flowrun-swift, or scripts/flowrun import-swift, which builds it on first use. \
            flowrun import-swift --help lists its options (--out, --json, --strict, --check).
            """
    )

    @Argument(parsing: .allUnrecognized, help: "Swift files or folders, and the importer's options.")
    var arguments: [String] = []

    /// Runs the importer with `arguments`; returns only if it cannot, after saying why.
    static func forward(_ arguments: [String]) -> Never {
        StandardError.say(SwiftTool.exec(arguments))
        Foundation.exit(ExitStatus.scriptError.rawValue)
    }

    func run() throws { Self.forward(arguments) }
}
