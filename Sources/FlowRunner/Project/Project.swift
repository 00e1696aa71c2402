import Foundation
import LuaKit
import RouterCore

/// A flowrun project: its root folder, its configuration, its app
/// definition and its flow folders. Every command resolves one the same way
/// (``Project/resolve(_:)``); the root is where `require` finds modules and
/// where a flow's relative file reads start.
///
/// How the root is found, first rule that applies:
/// 1. `--config FILE`: that file's folder;
/// 2. `--project DIR`: that folder;
/// 3. the nearest `flowrun.json` in the starting folder or above it;
/// 4. `--app FILE`: that file's folder;
/// 5. the nearest `app.lua` in the starting folder or above it;
/// 6. the starting folder itself.
///
/// The starting folder is that of the first path `test`, `watch` and `run`
/// are given, else the current folder.
public struct Project: Sendable, Equatable {
    /// The project's folder, absolute.
    public let root: String
    /// `flowrun.json`, when the project has one.
    public let configFile: String?
    /// What `flowrun.json` says (empty without one).
    public let config: SuiteConfig
    /// The app definition every test starts from, absolute; nil when none was found.
    public let appDefinition: String?
    /// Whether the app definition was named (`--app`, `"app"` in flowrun.json)
    /// rather than found as `app.lua`: a named one is every flow file's, a
    /// found one only that of files with no `app.lua` nearer to them.
    public let appIsNamed: Bool
    /// Where the search started, for messages.
    public let searchStart: String
    /// Whether the root was found by looking upwards from `searchStart`
    /// (rather than named by the user) and is not the current folder.
    public let wasFoundAbove: Bool
    /// Whether the root was named by `--project`, which is not looked above.
    public var isNamedFolder = false
    /// The variables its flows read with `env(name)` (see ``SuiteConfig/environment(profile:given:file:)``).
    public var environment: [String: String] = [:]

    /// The folder a search for the project starts from, and what the user named.
    public struct Request: Sendable, Equatable {
        /// `--project DIR`.
        public var project: String?
        /// `--config FILE`.
        public var config: String?
        /// `--app FILE`.
        public var app: String?
        /// A path the command was given (a flow file or folder), else nil: the current folder.
        public var start: String?
        /// Whether the command runs flows: one that does not (export-swift)
        /// needs no `"flows"` folder to exist yet.
        public var readsFlows = true

        public init(project: String? = nil, config: String? = nil, app: String? = nil, start: String? = nil) {
            self.project = project
            self.config = config
            self.app = app
            self.start = start
        }
    }

    /// The file name of an app definition found without being named.
    public static let appFileName = "app.lua"

    /// Resolves the project `request` names, from the current folder;
    /// errors name the missing file or the configuration's problem.
    public static func resolve(_ request: Request) throws(SuiteError) -> Project {
        try resolve(request, from: FileManager.default.currentDirectoryPath)
    }

    /// Resolves the project `request` names, relative paths taken from `currentFolder`.
    public static func resolve(_ request: Request, from currentFolder: String) throws(SuiteError) -> Project {
        let absolute = { (path: String) in Self.absolute(path, from: currentFolder) }
        let app = request.app.map(absolute)
        if let app, let named = request.app, !isFile(app) {
            throw SuiteError("--app \(named): \(isFolder(app) ? "a folder, not an app definition file" : "no such file")")
        }
        if let named = request.app, let problem = notLua(named) { throw SuiteError("--app \(named): \(problem)") }
        let here = Self.absolute(".", from: currentFolder)
        let start = Self.folder(of: request.project.map(absolute) ?? request.start.map(absolute) ?? here)
        var configFile: String?
        let root: String
        var foundAbove = false
        if let explicit = request.config {
            let path = absolute(explicit)
            guard isFile(path) else {
                throw SuiteError("--config \(explicit): \(isFolder(path) ? "a folder, not a configuration file" : "no such file")")
            }
            if explicit.hasSuffix(".lua") {
                throw SuiteError("--config \(explicit): a Lua file; the configuration is JSON (\(SuiteConfig.fileName)): to name the app definition, use --app \(explicit)")
            }
            if let named = request.project, absolute(named) != Self.parent(of: path) {
                throw SuiteError("--config \(explicit) is not in --project \(named): the configuration's folder is the project, so give one of them")
            }
            configFile = path
            root = Self.parent(of: path)
        } else if let project = request.project.map(absolute) {
            guard isFolder(project) else {
                let named = request.project!
                if isFile(project) {
                    let instead = named.hasSuffix(".lua") ? "; to name the app definition, use --app \(named)"
                        : named.hasSuffix(".json") ? "; to name the configuration, use --config \(named)" : ""
                    throw SuiteError("--project \(named): a file, not a folder: --project names the project's folder\(instead)")
                }
                throw SuiteError("--project \(named): no such folder")
            }
            root = project
            let candidate = project + "/" + SuiteConfig.fileName
            configFile = FileManager.default.fileExists(atPath: candidate) ? candidate : nil
        } else if let found = Self.nearest(SuiteConfig.fileName, from: start) {
            configFile = found
            root = Self.parent(of: found)
            foundAbove = root != start && root != here
        } else if let app {
            root = Self.parent(of: app)
        } else if let found = Self.nearest(appFileName, from: start) {
            root = Self.parent(of: found)
            foundAbove = root != start && root != here
        } else {
            root = start
        }
        let config = try configFile.map { path throws(SuiteError) in try SuiteConfig.load(from: path) } ?? SuiteConfig()
        var definition = app
        var named = app != nil
        if definition == nil, let configured = config.app, let configFile {
            let path = Self.absolute(configured, from: root)
            guard isFile(path) else {
                let near = isFolder(path) ? nil : Suggestion.nearestFile(to: path).map { Sandbox.relative($0, to: root) }
                throw SuiteError("\(config.location(of: "app", in: configFile)): \"app\" names \(configured), which \(isFolder(path) ? "is a folder" : "does not exist") (\(path))"
                    + (near.map { "; did you mean \"\($0)\"?" } ?? ""))
            }
            if let problem = notLua(configured) {
                throw SuiteError("\(config.location(of: "app", in: configFile)): \"app\" names \(configured): \(problem)")
            }
            definition = path
            named = true
        }
        if let configFile {
            if request.readsFlows { try checkPaths(config.flows ?? [], key: "flows", at: config.location(of: "flows", in: configFile), root: root) }
            try checkPaths(config.ignore ?? [], key: "ignore", at: config.location(of: "ignore", in: configFile), root: root)
        }
        if definition == nil {
            let candidate = root + "/" + appFileName
            if isFile(candidate) { definition = candidate }
        }
        var project = Project(root: root, configFile: configFile, config: config, appDefinition: definition, appIsNamed: named,
                              searchStart: start, wasFoundAbove: foundAbove)
        project.isNamedFolder = request.config == nil && request.project != nil
        return project
    }

    /// Why `path` cannot be an app definition, which is a Lua file; nil when it can.
    private static func notLua(_ path: String) -> String? {
        let name = URL(fileURLWithPath: path).lastPathComponent
        if name == SuiteConfig.fileName {
            return "that is the project's configuration, not an app definition (a Lua file, such as app.lua); give it with --config"
        }
        if name.hasSuffix(FlowDiscovery.suffix) {
            return "a flow file (*\(FlowDiscovery.suffix)), not an app definition: the app definition is the file every test starts from, such as app.lua"
        }
        return name.hasSuffix(".lua") ? nil : "an app definition is a Lua file (.lua), such as app.lua"
    }

    /// Each path `"flows"` lists exists (a pattern may match nothing until files are written).
    private static func checkPaths(_ paths: [String], key: String, at location: String, root: String) throws(SuiteError) {
        for entry in paths where !(absolute(entry, from: root) + "/").hasPrefix(root + "/") {
            throw SuiteError("\(location): \"\(key)\" names \(entry), which is outside the project \(root): a project runs its own flows")
        }
        for entry in paths where !entry.contains(where: { "*?[".contains($0) }) && !FileManager.default.fileExists(atPath: absolute(entry, from: root)) {
            let folders = ((try? FileManager.default.contentsOfDirectory(atPath: root)) ?? [])
                .filter { !$0.hasPrefix(".") && isFolder(root + "/" + $0) }.sorted()
            let nearFile = entry.contains("/") ? Suggestion.nearestFile(to: absolute(entry, from: root)).map { Sandbox.relative($0, to: root) } : nil
            throw SuiteError("\(location): \"\(key)\" names \(entry), which does not exist in \(root)"
                + (nearFile.map { " (did you mean '\($0)'?)" } ?? Suggestion.phrase(for: entry, among: folders))
                + (folders.isEmpty ? "" : " (its folders: \(folders.joined(separator: ", ")))"))
        }
    }

    /// The suite's flow files and their apps, found under the project.
    public var discovery: FlowDiscovery { FlowDiscovery(root: root, appDefinition: appIsNamed ? appDefinition : nil) }

    /// The folders and files `flowrun test` runs when given no path:
    /// `"flows"` of flowrun.json, else the whole project.
    public var flowPaths: [String] { (config.flows ?? ["."]).map { Self.absolute($0, from: root) } }

    /// The files and folders `"ignore"` of flowrun.json names, absolute.
    public var ignoredPaths: [String] { (config.ignore ?? []).map { Self.absolute($0, from: root) } }

    /// Whether `path` is, or lies in, a file or folder `"ignore"` names.
    public func isIgnored(_ path: String) -> Bool {
        ignoredPaths.contains { path == $0 || path.hasPrefix($0.hasSuffix("/") ? $0 : $0 + "/") }
    }

    /// A launcher of the project's app, sandboxed to the project.
    public var launcher: AppLauncher {
        var settings = RunSettings(projectRoot: root)
        settings.environment = environment
        return AppLauncher(settings: settings, appDefinition: appDefinition)
    }

    /// "no app definition found (…; use --app FILE)": what a command that
    /// needs the app says when there is none.
    public var missingApp: SuiteError {
        guard isNamedFolder else {
            return SuiteError("no app definition found (looked for \(SuiteConfig.fileName) and \(Self.appFileName) in \(searchStart) and the folders above it; use --app FILE)")
        }
        let above = Self.nearest(SuiteConfig.fileName, from: Self.parent(of: root)) ?? Self.nearest(Self.appFileName, from: Self.parent(of: root))
        let hint = above.map { "; \(Self.parent(of: $0)) above it is a project: leave --project out, or give that folder" } ?? ""
        return SuiteError("no app definition found (no \(SuiteConfig.fileName) or \(Self.appFileName) in \(root), the folder --project names; use --app FILE\(hint))")
    }

    /// The root of the project holding `path` (one with flowrun.json or an
    /// app definition), when that is another project than this one.
    public func otherProject(holding path: String) -> String? {
        guard let own = try? Self.resolve(Request(start: path)), own.root != root,
              own.configFile != nil || own.appDefinition != nil else { return nil }
        return own.root
    }

    /// What a command says before it starts when the project is not the
    /// obvious one (found above the starting folder): which app it loaded.
    public var foundNote: String? {
        guard wasFoundAbove else { return nil }
        if let appDefinition { return "using the app definition \(appDefinition) (project \(root))" }
        return "using the project \(root) (no app definition)"
    }

    static func absolute(_ path: String, from folder: String) -> String {
        URL(fileURLWithPath: path, relativeTo: URL(fileURLWithPath: folder.hasSuffix("/") ? folder : folder + "/")).standardizedFileURL.path
    }

    static func parent(of path: String) -> String { URL(fileURLWithPath: path).deletingLastPathComponent().standardizedFileURL.path }

    /// `path` when it is a folder, else the folder holding it.
    static func folder(of path: String) -> String { isFolder(path) ? path : parent(of: path) }

    /// Whether `path` is a folder.
    public static func isFolder(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }

    /// The nearest file called `name` in `folder` or a folder above it.
    static func nearest(_ name: String, from folder: String) -> String? {
        var current = URL(fileURLWithPath: folder).standardizedFileURL
        while true {
            let candidate = current.appendingPathComponent(name).path
            if isFile(candidate) { return candidate }
            let parent = current.deletingLastPathComponent()
            if parent.path == current.path { return nil }
            current = parent
        }
    }

    /// Whether `path` is a file (anything but a folder).
    public static func isFile(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && !isDirectory.boolValue
    }
}
