import Foundation
import SystemPackage
import LuaKit

/// Finds a suite's flow files: the paths given (files, folders searched for
/// `*_test.lua`, shell patterns), each with the app definition it starts from.
public struct FlowDiscovery: Sendable {
    /// The project root: reports show paths relative to it, and the app
    /// definition is looked for up to it.
    public let root: String
    /// The app definition named by the configuration, if any (else each
    /// file's nearest `app.lua`).
    public let appDefinition: String?

    /// How a flow file's name ends.
    public static let suffix = "_test.lua"

    public init(root: String, appDefinition: String?) {
        self.root = URL(fileURLWithPath: root).standardizedFileURL.path
        self.appDefinition = appDefinition.map { URL(fileURLWithPath: $0, relativeTo: URL(fileURLWithPath: root)).standardizedFileURL.path }
    }

    /// The flow files for `paths`, sorted by path, each once.
    public func files(for paths: [String]) throws(SuiteError) -> [FlowFile] {
        var found = Set<String>()
        for path in paths {
            if path.contains(where: { "*?[".contains($0) }) {
                let matches = Self.glob(path)
                guard !matches.isEmpty else { throw SuiteError("\(path): no file matches") }
                for match in matches { found.formUnion(try expand(match)) }
            } else {
                found.formUnion(try expand(path))
            }
        }
        return found.map { flowFile($0) }.sorted()
    }

    /// A file as it is; a folder's `*_test.lua` files, at any depth.
    private func expand(_ path: String) throws(SuiteError) -> [String] {
        var isDirectory: ObjCBool = false
        let absolute = URL(fileURLWithPath: path).standardizedFileURL.path
        guard FileManager.default.fileExists(atPath: absolute, isDirectory: &isDirectory) else {
            throw SuiteError("\(path): no such file or folder\(Suggestion.nearestFile(to: path).map { " (did you mean '\($0)'?)" } ?? "")")
        }
        guard isDirectory.boolValue else {
            guard absolute.hasSuffix(".lua") else { throw SuiteError("\(path): not a Lua flow file (flow files end in \(Self.suffix))") }
            return [absolute]
        }
        return Self.files(under: absolute) { $0.hasSuffix(Self.suffix) }
    }

    /// The Lua files in the folders among `paths` that declare tests (a line
    /// starting `test(`, `test.only(`, `group(`…) but are not run, their
    /// names not ending in ``suffix``; shown relative to the root, sorted.
    public func overlooked(in paths: [String]) -> [String] {
        paths.flatMap { path -> [String] in
            // A shell pattern's folder (`flows/*_test.lua`) holds the files it may have missed.
            let folder = path.contains(where: { "*?[".contains($0) }) ? FilePath(path).removingLastComponent().string : path
            let absolute = URL(fileURLWithPath: folder.isEmpty ? "." : folder).standardizedFileURL.path
            guard Project.isFolder(absolute) else { return [] }
            return Self.files(under: absolute) { $0.lowercased().hasSuffix(".lua") && !$0.hasSuffix(Self.suffix) && $0 != Project.appFileName }
                .filter(Self.declaresTests)
        }.map(display).sorted()
    }

    /// The folders among `paths` that hold no flow file, shown relative to
    /// the root: a configured folder that runs nothing.
    public func emptyFolders(among paths: [String]) -> [String] {
        paths.map { URL(fileURLWithPath: $0).standardizedFileURL.path }
            .filter { Project.isFolder($0) && Self.files(under: $0) { $0.hasSuffix(Self.suffix) }.isEmpty }
            .map(display)
    }

    /// The project's flow files that are not among `running` and that
    /// `isIgnored` does not take, shown relative to the root, sorted: flow
    /// files a suite of the configured folders would leave out without a word.
    public func outside(running: [FlowFile], isIgnored: (String) -> Bool) -> [String] {
        let run = Set(running.map(\.path))
        return Self.files(under: root) { $0.hasSuffix(Self.suffix) }.filter { !run.contains($0) && !isIgnored($0) }.map(display).sorted()
    }

    /// Whether a Lua file has a line that starts declaring a test or a group.
    public static func declaresTests(_ path: String) -> Bool {
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return false }
        return text.split(separator: "\n").contains { line in
            let code = line.drop { $0 == " " || $0 == "\t" }
            return ["test(", "test (", "test.only(", "test.skip(", "test \"", "test '", "group(", "group (", "group \"", "group '"]
                .contains { code.hasPrefix($0) }
        }
    }

    /// The files under `folder` whose names `wanted` takes, at any depth,
    /// leaving out hidden folders (`.build`, `.git`…) and what they hold.
    static func files(under folder: String, _ wanted: (String) -> Bool) -> [String] {
        guard let walker = FileManager.default.enumerator(at: URL(fileURLWithPath: folder), includingPropertiesForKeys: nil, options: [.skipsHiddenFiles])
        else { return [] }
        var files: [String] = []
        for case let url as URL in walker where wanted(url.lastPathComponent) {
            files.append(folder + "/" + url.path.dropFirst(URL(fileURLWithPath: folder).path.count + 1))
        }
        return files
    }

    private func flowFile(_ path: String) -> FlowFile {
        FlowFile(path: path, displayPath: display(path), appDefinition: appDefinition ?? nearestApp(for: path))
    }

    /// The `app.lua` files nearer to some of `files` than the named app
    /// definition, which every file starts from instead: shown relative to
    /// the root, sorted. None when the app is not named.
    public func unusedApps(of files: [FlowFile]) -> [String] {
        Set(files.compactMap { unusedApp(for: $0.path) }).sorted()
    }

    /// The `app.lua` nearer to the file at `path` than the named app
    /// definition, relative to the root; nil when there is none or no app is named.
    public func unusedApp(for path: String) -> String? {
        guard let appDefinition, let nearest = nearestApp(for: URL(fileURLWithPath: path).standardizedFileURL.path), nearest != appDefinition else { return nil }
        return display(nearest)
    }

    /// `path` relative to the root when inside it.
    public func display(_ path: String) -> String { Sandbox.relative(path, to: root) }

    /// The nearest `app.lua` from the file's folder up to the root.
    private func nearestApp(for path: String) -> String? {
        var folder = URL(fileURLWithPath: path).deletingLastPathComponent().standardizedFileURL
        while true {
            let candidate = folder.appendingPathComponent(Project.appFileName).path
            if candidate != path, FileManager.default.fileExists(atPath: candidate) { return candidate }
            if folder.path == root || !folder.path.hasPrefix(root) { return nil }
            folder.deleteLastPathComponent()
        }
    }

    /// The paths matching a shell pattern, sorted.
    static func glob(_ pattern: String) -> [String] {
        var result = glob_t()
        defer { globfree(&result) }
        guard Foundation.glob(pattern, 0, nil, &result) == 0 else { return [] }
        return (0..<Int(result.gl_pathc)).compactMap { result.gl_pathv[$0].map { String(cString: $0) } }.sorted()
    }
}
