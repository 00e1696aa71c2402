import Foundation

/// Runs the built `flowrun` executable and captures what it printed.
struct FlowrunProcess {
    let status: Int32
    let stdout: String
    let stderr: String

    /// The repository root, found from this file's path.
    static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The `flowrun` built beside the test bundle.
    static var executable: URL {
        let besideTests = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("flowrun")
        if FileManager.default.isExecutableFile(atPath: besideTests.path) { return besideTests }
        return repositoryRoot.appendingPathComponent(".build/debug/flowrun")
    }

    /// Runs `flowrun arguments…` in `directory` (default: the repository root).
    static func run(_ arguments: [String], in directory: URL = repositoryRoot, environment: [String: String] = [:], input: String? = nil) throws -> FlowrunProcess {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if !environment.isEmpty { process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 } }
        process.currentDirectoryURL = directory
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        let stdin = Pipe()
        if input != nil { process.standardInput = stdin }
        try process.run()
        if let input {
            stdin.fileHandleForWriting.write(Data(input.utf8))
            try stdin.fileHandleForWriting.close()
        }
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return FlowrunProcess(
            status: process.terminationStatus,
            stdout: String(decoding: outData, as: UTF8.self),
            stderr: String(decoding: errData, as: UTF8.self))
    }

    /// The first line printed on standard error.
    var firstErrorLine: String { stderr.split(separator: "\n", omittingEmptySubsequences: false).first.map(String.init) ?? "" }
}

/// A temporary folder holding flow files, removed when dropped.
final class FlowFolder {
    let url: URL

    init(_ files: [String: String]) throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("flowrun-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        for (name, text) in files {
            let file = url.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: file, atomically: true, encoding: .utf8)
        }
    }

    deinit { try? FileManager.default.removeItem(at: url) }

    /// An app definition: a navigation stack on a home screen, and a
    /// `product` destination pushing a product screen onto it.
    static let productApp = """
        app.class("HomeViewController")
        app.class("ProductViewController")
        app.launch(app.navigation { app.screen("HomeViewController") })
        product = route.step { finder = route.class_finder("ProductViewController"),
                               factory = route.class_factory("ProductViewController") }
          :using(route.nav.push())
          :from(route.general.custom(route.class_finder("UINavigationController")))
          :assemble()
        """
}
