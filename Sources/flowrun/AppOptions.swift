import ArgumentParser
import FlowRunner
import Foundation
import LuaBridge

/// The options of commands that work on a live app (`tree`, `graph`, `repl`, `watch`).
struct AppOptions: ParsableArguments {
    @Option(name: .long, help: "The app definition (default: \"app\" of flowrun.json, else app.lua in the current folder).")
    var app: String?

    @Flag(name: .long, help: "Lift the sandbox.")
    var unsafe = false

    @OptionGroup var limits: LimitOptions

    /// A launcher for the app definition, rooted at the configuration's folder (else the app's, else the current one).
    func launcher(near path: String? = nil) throws -> AppLauncher {
        let start = path ?? app ?? FileManager.default.currentDirectoryPath
        let configPath = SuiteConfig.find(from: start)
        let config: SuiteConfig
        do {
            config = try configPath.map { path throws(SuiteError) in try SuiteConfig.load(from: path) } ?? SuiteConfig()
        } catch {
            throw ExitFailure(code: .scriptError, message: "flowrun: \(error)")
        }
        let root = configPath.map { URL(fileURLWithPath: $0).deletingLastPathComponent().path }
            ?? app.map { URL(fileURLWithPath: $0).standardizedFileURL.deletingLastPathComponent().path }
            ?? FileManager.default.currentDirectoryPath
        var definition = app.map { URL(fileURLWithPath: $0).standardizedFileURL.path }
            ?? config.app.map { URL(fileURLWithPath: $0, relativeTo: URL(fileURLWithPath: root + "/")).standardizedFileURL.path }
        if definition == nil {
            let nearby = URL(fileURLWithPath: root).appendingPathComponent(FlowDiscovery.appFileName).path
            if FileManager.default.fileExists(atPath: nearby) { definition = nearby }
        }
        if let definition, !FileManager.default.fileExists(atPath: definition) {
            throw ExitFailure(code: .scriptError, message: "flowrun: \(definition): no such app definition")
        }
        var launcher = AppLauncher(projectRoot: URL(fileURLWithPath: root).standardizedFileURL.path, appDefinition: definition)
        launcher.unsafe = unsafe
        launcher.timeout = limits.timeLimit
        launcher.memoryLimit = limits.memoryLimit
        return launcher
    }
}

extension AppOptions {
    /// The app launched, then `script` run on it when given (the starting state).
    func session(after script: String?, tracingEveryNavigation: Bool = false) throws -> FlowSession {
        var launcher = try launcher(near: script)
        launcher.traceEveryNavigation = tracingEveryNavigation
        let session: FlowSession
        do {
            session = try launcher.launch()
        } catch {
            throw ExitFailure(code: error.isTimeout ? .timedOut : .scriptError, message: "flowrun: \(error)")
        }
        if let script {
            do {
                try session.run(file: script)
            } catch {
                throw ExitFailure(code: .of(error, else: error.isLoadProblem ? .scriptError : .flowFailed), message: "error: \(error)")
            }
        }
        return session
    }
}

/// How `tree` and `graph` draw.
enum PictureFormat: String, ExpressibleByArgument, CaseIterable {
    case text, dot, mermaid
}

/// Renders DOT to SVG with Graphviz's `dot`, or says clearly that it is missing.
enum GraphvizRenderer {
    /// Where `dot` is on the PATH; fails clearly when it is not.
    @discardableResult
    static func requireDot() throws -> String {
        guard let executable = findDot() else {
            throw ExitFailure(code: .scriptError, message: "flowrun: --svg needs Graphviz's dot, which is not installed (on Debian: apt-get install graphviz); --format dot prints the source instead")
        }
        return executable
    }

    static func writeSVG(dot: String, to path: String) throws {
        let executable = try requireDot()
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = ["-Tsvg", "-o", path]
        let input = Pipe()
        let errors = Pipe()
        process.standardInput = input
        process.standardError = errors
        try process.run()
        input.fileHandleForWriting.write(Data(dot.utf8))
        try input.fileHandleForWriting.close()
        let message = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw ExitFailure(code: .scriptError, message: "flowrun: dot could not write \(path): \(String(decoding: message, as: UTF8.self))")
        }
    }

    static func findDot() -> String? {
        let paths = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
        return paths.map { "\($0)/dot" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }
}
