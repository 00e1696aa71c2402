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
        let wanted = paths.isEmpty ? (config.flows ?? ["."]).map { URL(fileURLWithPath: $0, relativeTo: base).path } : paths
        let files = try discovery.files(for: wanted)
        if files.isEmpty { throw SuiteError("no flow files (*_test.lua) in \(wanted.joined(separator: ", "))") }
        (self.root, self.config, self.files, self.discovery, self.wanted) = (discovery.root, config, files, discovery, wanted)
    }

    static func isFolder(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }
}
