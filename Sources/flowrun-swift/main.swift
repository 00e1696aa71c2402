import ArgumentParser
import Foundation
import RouteSpec
import SwiftRouteImport

/// `flowrun import-swift`, run by flowrun as a tool of its own.
struct ImportSwift: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "flowrun import-swift",
        abstract: "Reads an app's RouteComposer configuration from its Swift sources into Lua.",
        discussion: """
            Writes routes_generated.lua (rewritten every time; app.lua requires it as \
            routes = require("routes_generated")) and entities/<Type>.lua for each of the app's own \
            interceptors, tasks, finders, factories and actions (written once, never overwritten). \
            Folders are read recursively for .swift files, Info.plist and .entitlements. \
            Paths in the files written are relative to --out. \
            Exit codes: 0 done; 1 --check found drift, --strict found something left out, a Swift file does not \
            parse or is not UTF-8, or no route was found (nothing is written then); \
            2 nothing to read (no path, a missing one, no .swift file) or a file that cannot be written.
            """)

    @Argument(help: "Swift files or folders holding them.") var paths: [String] = []
    @Option(help: "The flowrun project folder to write into.") var out: String = "."
    @Flag(help: "Print what was found as JSON instead of writing Lua.") var json = false
    @Flag(help: "Exit 1 if anything was left out.") var strict = false
    @Flag(help: "Write nothing: exit 1 if routes_generated.lua is not what the Swift gives now (for CI).") var check = false

    func validate() throws {
        if json && check { throw ValidationError("--json prints what the Swift says and --check compares it with routes_generated.lua: give one of them") }
    }

    func run() throws {
        let sources: SourceFiles
        do {
            sources = try SourceFiles(paths: paths)
        } catch {
            printError("error: \(error)")
            throw ExitCode(2)
        }
        // The console and --json name each file as it was reached from here; the project's files record it
        // from the --out folder (RecordedPath), so their bytes do not depend on where the command runs.
        let shown = sources.files.map { (path: $0.path.oneLine, text: $0.text) }
        let recorded = sources.files.map { (path: RecordedPath.of($0.path, out: out), text: $0.text) }
        let spec = SwiftRouteReader().read(shown)
        let samePaths = recorded.map(\.path) == shown.map(\.path)
        let recordedSpec = samePaths ? spec : SwiftRouteReader().read(recorded)
        let typed = (["flowrun import-swift"] + paths + (out == "." ? [] : ["--out", out])).map(\.oneLine).joined(separator: " ")
        let command = (["flowrun import-swift"] + paths.map { RecordedPath.of($0, out: out) }).joined(separator: " ")
        let place = OutFolder(out)
        var writer = LuaRoutesWriter(command: command, files: recorded.map(\.path))
        writer.modulePrefix = place.modulePrefix
        let project = RouteProject(directory: SourceFiles.clean(out))
        writer.existingModules = project.existingEntityModules()
        let output = writer.write(recordedSpec, sources: recorded)
        writer.files = shown.map(\.path)
        let shownOutput = samePaths ? output : writer.write(spec, sources: shown)
        let summary = ImportSummary(spec: spec, sources: shown.map(\.path), output: shownOutput)
        let unread = sources.notUTF8.map { LeftOut(location: SourceLocation(file: $0.location.file.oneLine, line: $0.location.line), reason: $0.reason) }
        if check {
            try runCheck(project, output: output, command: typed, unparsed: unread + SwiftRouteReader.unparsed(spec).filter { failure in
                !unread.contains { $0.location.file == failure.location.file }
            })
        } else {
            try refuseHalfRead(unread: unread, spec: spec)
            if !json { try refuseEmpty(spec, sources: sources) }
        }
        if json {
            print(RouteSpecJSON.text(spec, alsoLeftOut: shownOutput.leftOut, translated: shownOutput.translated,
                                     routeLeftOut: shownOutput.leftOutByRoute), terminator: "")
        } else if !check {
            let written: RouteProject.Written
            do {
                written = try project.write(output)
            } catch {
                printError("error: \(error)")
                throw ExitCode(2)
            }
            summary.lines(written: written, generatedPath: project.generatedPath.oneLine).forEach { print($0) }
            if place == .outside {
                printError("warning: \(out == "." ? "this folder" : out.oneLine) is not in a flowrun project (no app.lua nor flowrun.json in it or above it): "
                    + "the generated require(\"entities.…\") work from the folder holding app.lua; give that folder as --out (--out . from it)")
            }
            summary.undeclaredClassWarnings().forEach(printError)
            if let elsewhere = ProjectElsewhere(out: out, place: place) { printError(elsewhere.warning) }
            for unused in written.unusedEntities {
                printError("warning: \(unused.oneLine): no route uses this type any more; the file is kept (delete it if the type is gone)")
            }
        }
        if strict, !summary.leftOut.isEmpty {
            printError("error: --strict: \(summary.leftOut.count) construct\(summary.leftOut.count == 1 ? " was" : "s were") left out (listed above)")
            if json || check { summary.leftOut.forEach { printError("  \($0.location): \($0.reason)") } }
            throw ExitCode(1)
        }
    }

    private func runCheck(_ project: RouteProject, output: LuaRoutesWriter.Output, command: String, unparsed: [LeftOut]) throws {
        // A file that does not parse may read as in step while the app's routes are not what it says.
        for failure in unparsed { printError("error: \(failure.location): \(failure.reason)") }
        if !unparsed.isEmpty {
            printError("--check cannot say \(project.generatedPath.oneLine) is in step while a Swift file does not parse")
            throw ExitCode(1)
        }
        guard let drift = project.drift(from: output) else {
            printError("drift: \(project.generatedPath.oneLine) does not exist: run \(command) first, and commit what it writes")
            throw ExitCode(1)
        }
        if drift.isInStep {
            print("\(project.generatedPath.oneLine) is in step with the Swift (\(output.translated.count) route\(output.translated.count == 1 ? "" : "s") translated).")
            return
        }
        for line in drift.lines(generatedFile: project.generatedPath.oneLine) { printError("drift: \(line)") }
        printError("\(drift.differences.count) difference\(drift.differences.count == 1 ? "" : "s"): run \(command) to regenerate \(project.generatedPath.oneLine)")
        throw ExitCode(1)
    }
}

extension ImportSwift {
    func printError(_ text: String) {
        FileHandle.standardError.write(Data((text + "\n").utf8))
    }
}

/// Runs the command, with flowrun's exit codes: argument-parser's usage errors
/// exit with 64 by default; flowrun's commands report them as 2.
func runImportSwift() -> Never {
    do {
        var command = try ImportSwift.parseAsRoot()
        try command.run()
        exit(0)
    } catch let code as ExitCode {
        exit(code.rawValue)
    } catch {
        let code = ImportSwift.exitCode(for: error)
        if code == .success {
            print(ImportSwift.fullMessage(for: error))
            exit(0)
        }
        FileHandle.standardError.write(Data((ImportSwift.fullMessage(for: error) + "\n").utf8))
        exit(2)
    }
}

runImportSwift()
