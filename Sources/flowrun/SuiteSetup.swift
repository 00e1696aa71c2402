import FlowRunner
import Foundation

/// The suite's files, root and configuration, from the command's paths.
struct Setup {
    let root: String
    let config: SuiteConfig
    let files: [FlowFile]
    let discovery: FlowDiscovery
    /// The paths searched for flow files.
    let wanted: [String]

    init(paths: [String], config explicit: String?) throws {
        let configPath = explicit ?? SuiteConfig.find(from: paths.first ?? FileManager.default.currentDirectoryPath)
        let config = try configPath.map { path throws(SuiteError) in try SuiteConfig.load(from: path) } ?? SuiteConfig()
        let root = configPath.map { URL(fileURLWithPath: $0).deletingLastPathComponent().standardizedFileURL.path }
            ?? (paths.count == 1 && Self.isFolder(paths[0]) ? paths[0] : FileManager.default.currentDirectoryPath)
        let discovery = FlowDiscovery(root: root, appDefinition: config.app)
        let base = URL(fileURLWithPath: root + "/")
        // The project's folder itself means its configured flows, as no path does.
        let isProjectFolder = configPath != nil && paths.count == 1
            && URL(fileURLWithPath: paths[0]).standardizedFileURL.path == URL(fileURLWithPath: root).standardizedFileURL.path
        let wanted = paths.isEmpty || isProjectFolder ? (config.flows ?? ["."]).map { URL(fileURLWithPath: $0, relativeTo: base).path } : paths
        let files = try discovery.files(for: wanted)
        if files.isEmpty { throw SuiteError("no flow files (*_test.lua) in \(wanted.joined(separator: ", "))") }
        (self.root, self.config, self.files, self.discovery, self.wanted) = (discovery.root, config, files, discovery, wanted)
    }

    static func isFolder(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }
}
