import Foundation

/// What `flowrun init` writes: an app definition, a flow file, the suite's
/// configuration, and editor support (the LuaLS annotations and a
/// `.luarc.json` pointing at them).
public enum StarterProject {
    /// The LuaLS annotations of the whole flow and routing API (`---@meta`).
    public static func annotations() throws(SuiteError) -> String { try resource("flowrun.lua") }

    /// The files of a new project, by path relative to its folder, from the
    /// templates in `Templates/starter` (`luarc.json` is written as `.luarc.json`).
    public static func files() throws(SuiteError) -> [(path: String, text: String)] {
        [
            ("flowrun.json", try resource("starter/flowrun.json")),
            ("app.lua", try resource("starter/app.lua")),
            ("flows/product_test.lua", try resource("starter/flows/product_test.lua")),
            (".luarc.json", try resource("starter/luarc.json")),
            ("types/flowrun.lua", try annotations()),
        ]
    }

    /// Writes the project into `folder`, all of it or nothing (see
    /// ``StagedFiles``); refuses to overwrite any file unless `force`, and to
    /// write through a symbolic link, before writing anything. Returns the
    /// paths written.
    public static func write(into folder: String, force: Bool) throws(SuiteError) -> [String] {
        let files = try files()
        let root = URL(fileURLWithPath: folder)
        if Project.isFile(folder) {
            throw SuiteError("\(folder) is a file: init writes the starter project into a folder; name a new folder (flowrun init NEW_FOLDER)")
        }
        if !force, let outer = enclosingProject(of: root.standardizedFileURL.path) {
            throw SuiteError("\(folder == "." ? "this folder" : folder) is inside the project \(outer): a project within another mixes their flows "
                + "(the outer one's flowrun test would run the new one's as its own); write it into a folder outside \(outer), or give --force to write it here")
        }
        let staged = StagedFiles(folder: folder, files: files)
        let existing = try staged.existing()
        if !force, !existing.isEmpty {
            let them = existing.count == 1 ? "it" : "them"
            let project = existing.contains(SuiteConfig.fileName) ? " (it is a flowrun project)" : ""
            throw SuiteError("\(folder == "." ? "this folder" : folder) already has \(existing.joined(separator: ", "))\(project): init would overwrite \(them);"
                + " write the starter project into a new folder (flowrun init NEW_FOLDER), or give --force to replace \(them)")
        }
        try staged.write()
        return files.map(\.path)
    }

    /// The nearest folder above `folder` that is a project (it holds
    /// flowrun.json or app.lua), if any.
    static func enclosingProject(of folder: String) -> String? {
        let above = Project.parent(of: folder)
        return [SuiteConfig.fileName, Project.appFileName].compactMap { Project.nearest($0, from: above) }.map(Project.parent(of:))
            .max { $0.count < $1.count }
    }

    /// A file shipped in the module's resources.
    static func resource(_ path: String) throws(SuiteError) -> String {
        let url = Bundle.module.resourceURL?.appendingPathComponent("Templates/" + path)
        guard let url, let data = FileManager.default.contents(atPath: url.path) else {
            throw SuiteError("\(path) is missing from this flowrun build's resources")
        }
        return String(decoding: data, as: UTF8.self)
    }
}
