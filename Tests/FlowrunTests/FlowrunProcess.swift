import Foundation
import TestSupport

/// Runs the built `flowrun` executable and captures what it printed.
struct FlowrunProcess {
    let status: Int32
    let stdout: String
    let stderr: String

    /// The repository root, found from this file's path.
    static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The `flowrun` built beside the test bundle.
    static var executable: URL { built("flowrun") }

    /// The executable `name` of this package built beside the test bundle (a path from `/`: that program).
    static func built(_ name: String) -> URL {
        if name.hasPrefix("/") { return URL(fileURLWithPath: name) }
        let besideTests = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent(name)
        if FileManager.default.isExecutableFile(atPath: besideTests.path) { return besideTests }
        return repositoryRoot.appendingPathComponent(".build/debug/\(name)")
    }

    /// Whether the hang guard killed it: it never ended by itself.
    var timedOut = false
    /// Whether it ended by a signal (a crash, or the hang guard's kill); `status` is then the signal.
    var wasSignalled = false

    /// `flowrun run flow.lua` in a new folder holding `app` as app.lua, `files`
    /// and `body` as flow.lua: a flow's first error line in one call.
    static func runFlow(_ body: String, app: String, files: [String: String] = [:]) throws -> FlowrunProcess {
        let folder = try FlowFolder(files.merging(["app.lua": app, "flow.lua": body]) { $1 })
        return try run(["run", "flow.lua"], in: folder.url)
    }

    /// Runs `flowrun arguments…` in `directory` (default: the repository root).
    /// A process the hang guard gives up on is killed, and the result says so
    /// (`timedOut`): a hostile flow must never hang the tests.
    static func run(
        _ arguments: [String], in directory: URL = repositoryRoot, environment: [String: String] = [:],
        input: String? = nil, program: String = "flowrun"
    ) throws -> FlowrunProcess {
        let process = Process()
        process.executableURL = built(program)
        process.arguments = arguments
        process.environment = Self.environment(adding: environment)
        process.currentDirectoryURL = directory
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        let stdin = Pipe()
        process.standardInput = input != nil ? stdin : FileHandle.nullDevice
        try process.run()
        let collected = CollectedOutput()
        for (index, pipe) in [out, err].enumerated() {
            DispatchQueue.global().async { collected.set(index, pipe.fileHandleForReading.readDataToEndOfFile()) }
        }
        if let input {
            stdin.fileHandleForWriting.write(Data(input.utf8))
            try stdin.fileHandleForWriting.close()
        }
        // Both pipes at their end: the process and any child it left have closed them.
        let timedOut = !HangGuard.waitUntil { collected.isComplete }
        if timedOut {
            kill(process.processIdentifier, SIGKILL)
            _ = HangGuard.waitUntil { collected.isComplete }
        }
        process.waitUntilExit()
        var result = FlowrunProcess(
            status: process.terminationStatus,
            stdout: String(decoding: collected.get(0), as: UTF8.self),
            stderr: String(decoding: collected.get(1), as: UTF8.self))
        result.timedOut = timedOut
        result.wasSignalled = process.terminationReason == .uncaughtSignal
        return result
    }


    /// This process's environment for a `flowrun` it starts, with `extra` added.
    static func environment(adding extra: [String: String]) -> [String: String] {
        // What CI engines set (GitHub Actions, Bazel, parallel jobs' shards) changes what flowrun prints and runs: given only when a test asks.
        var inherited = ProcessInfo.processInfo.environment
        for name in ["GITHUB_ACTIONS", "GITHUB_WORKSPACE", "TEST_TOTAL_SHARDS", "TEST_SHARD_INDEX", "TEST_SHARD_STATUS_FILE", "XML_OUTPUT_FILE", "TEST_TMPDIR",
                     "CIRCLE_NODE_INDEX", "CIRCLE_NODE_TOTAL", "BUILDKITE_PARALLEL_JOB", "BUILDKITE_PARALLEL_JOB_COUNT", "CI_NODE_INDEX", "CI_NODE_TOTAL", "CI"] {
            inherited[name] = nil
        }
        return inherited.merging(extra) { $1 }
    }

    /// The first line printed on standard error.
    var firstErrorLine: String { stderr.split(separator: "\n", omittingEmptySubsequences: false).first.map(String.init) ?? "" }
}

/// The two pipes' bytes, each set by its reading thread at the pipe's end.
private final class CollectedOutput: @unchecked Sendable {
    private let lock = NSLock()
    private var data: [Data?] = [nil, nil]
    func set(_ index: Int, _ value: Data) { lock.withLock { data[index] = value } }
    func get(_ index: Int) -> Data { lock.withLock { data[index] ?? Data() } }
    /// Whether both pipes have been read to their end.
    var isComplete: Bool { lock.withLock { data.allSatisfy { $0 != nil } } }
}

/// A temporary folder holding flow files, removed when dropped.
final class FlowFolder: Sendable {
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
