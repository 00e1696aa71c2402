import FlowRunner
import Foundation

/// The suite's project and flow files, from the command's paths.
struct Setup {
    let project: Project
    let files: [FlowFile]
    /// The paths searched for flow files.
    let wanted: [String]
    /// The lines asked for by flow file (absolute path): `flows/a_test.lua:12`.
    var lines: [String: [Int]] = [:]

    /// The warnings said while the suite was put together (a flow file not
    /// run), each counted among the run's and failing it under `--strict`.
    private(set) var warnings: [String] = []

    /// Says `warning` on standard error and keeps it.
    mutating func warn(_ warning: String) {
        StandardError.say("flowrun: warning: \(warning)")
        warnings.append(warning)
    }

    /// The files `paths` name; none, or the project's own folder, means the
    /// project's flows ("flows" of flowrun.json, else the whole project).
    init(project: Project, paths: [String]) throws(SuiteError) {
        let isProjectFolder = paths.count == 1 && URL(fileURLWithPath: paths[0]).standardizedFileURL.path == project.root
        let wanted = paths.isEmpty || isProjectFolder ? project.flowPaths : paths
        // What "ignore" names runs only when named.
        let files = try project.discovery.files(for: wanted).filter { !(paths.isEmpty || isProjectFolder) || !project.isIgnored($0.path) }
        if let app = project.appDefinition, let named = files.first(where: { $0.path == app }) {
            throw SuiteError("\(named.displayPath) is the app definition, which every flow starts from, not a flow file: tests go in flow files (*\(FlowDiscovery.suffix))")
        }
        // A module or the editor's annotations named by mistake: not run as if it were a flow.
        if let module = files.first(where: { !$0.path.hasSuffix(FlowDiscovery.suffix) && !FlowDiscovery.declaresTests($0.path) }) {
            throw SuiteError("\(module.displayPath): not a flow file: it declares no tests and its name does not end in \(FlowDiscovery.suffix) (a module is required by flows, not run by test; use flowrun run to run a script)")
        }
        if files.isEmpty {
            let overlooked = project.discovery.overlooked(in: wanted)
            throw SuiteError("no flow files (*\(FlowDiscovery.suffix)) in \(wanted.joined(separator: ", "))"
                + (overlooked.isEmpty ? "" : "; \(Self.overlookedNote(overlooked))"))
        }
        (self.project, self.files, self.wanted) = (project, files, wanted)
    }

    var discovery: FlowDiscovery { project.discovery }

    /// A path given as `file:line` or `file:line:column` (as a failure
    /// prints it) split in two, when the file exists and the whole does not;
    /// a relative file is looked for in the current folder, then in `root`
    /// (failures print paths from the project's root). A file whose own
    /// name is the whole (`b_test.lua:2` beside `b_test.lua`) is an error
    /// naming both readings; so is a line too large to be one.
    static func fileAndLine(_ argument: String, root: String? = nil) throws(SuiteError) -> (path: String, line: Int)? {
        let places = argument.hasPrefix("/") ? [""] : [""] + (root.map { [$0 + "/"] } ?? [])
        for place in places {
            var parts = argument.split(separator: ":", omittingEmptySubsequences: false)
            guard parts.count >= 2 else { return nil }
            // With a column, the line is the last number but one.
            if parts.count >= 3, isNumber(parts[parts.count - 1]), isNumber(parts[parts.count - 2]), Project.isFile(place + parts.dropLast(2).joined(separator: ":")) {
                parts.removeLast()
            }
            guard isNumber(parts[parts.count - 1]) else { return nil }
            let path = place + parts.dropLast().joined(separator: ":")
            guard Project.isFile(path) else { continue }
            let file = parts.dropLast().joined(separator: ":")
            if Project.isFile(argument) || Project.isFile(place + argument) {
                throw SuiteError("\(argument) is ambiguous: it names the file \(argument) and line \(parts[parts.count - 1]) of \(file); "
                    + "rename the file (a name ending in :<number> reads as a line), or give ./\(file):\(parts[parts.count - 1]) after renaming it")
            }
            guard let line = Int(parts[parts.count - 1]) else {
                throw SuiteError("line \(parts[parts.count - 1]) is past the end of \(file) (\(lineCount(path)) lines)")
            }
            return (path, line)
        }
        return nil
    }

    /// Digits only: a line or column number, whatever its size.
    private static func isNumber(_ text: Substring) -> Bool { !text.isEmpty && text.allSatisfy { $0.isASCII && $0.isNumber } }

    /// How many lines the file at `path` has.
    private static func lineCount(_ path: String) -> Int {
        guard let data = FileManager.default.contents(atPath: path), !data.isEmpty else { return 0 }
        return data.reduce(0) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) } + (data.last == UInt8(ascii: "\n") ? 0 : 1)
    }

    /// "flows/login.lua declares tests but is not run: flow files end in _test.lua (rename it login_test.lua)".
    static func overlookedNote(_ files: [String]) -> String {
        let names = files.map { file in
            var base = Substring(URL(fileURLWithPath: file).deletingPathExtension().lastPathComponent)
            for suffix in ["_test", "_tests", "_spec", "-test", "-tests"] where base.lowercased().hasSuffix(suffix) { base = base.dropLast(suffix.count) }
            if base.hasPrefix("test_") { base = base.dropFirst(5) }
            return base + FlowDiscovery.suffix
        }
        return files.count == 1
            ? "\(files[0]) declares tests but is not run: flow files end in \(FlowDiscovery.suffix) (rename it \(names[0]))"
            : "\(files.joined(separator: ", ")) declare tests but are not run: flow files end in \(FlowDiscovery.suffix) (rename them \(names.joined(separator: ", ")))"
    }
}
