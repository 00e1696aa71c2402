import Foundation
import RouteSpec

/// A flowrun project's folder as an import writes it: `routes_generated.lua`
/// (always rewritten) and `entities/<Type>.lua` (written only when absent).
public struct RouteProject: Sendable {
    public let directory: String

    public init(directory: String) { self.directory = directory }

    public var generatedPath: String { path(LuaRoutesWriter.fileName) }

    /// `relative` inside the project folder.
    public func path(_ relative: String) -> String {
        directory == "." || directory.isEmpty ? relative : (directory.hasSuffix("/") ? directory + relative : directory + "/" + relative)
    }

    /// What writing the project did with the entity modules (each as its path from here).
    public struct Written: Sendable {
        /// Entity modules written now (`entities/X.lua`).
        public var newEntities: [String] = []
        /// Entity modules already there, kept as they are.
        public var keptEntities: [String] = []
        /// Of those kept, the ones still the default stub this import would write: the team has not written them.
        public var defaultEntities: [String] = []
        /// Entity modules no route uses any more (kept, named in a warning).
        public var unusedEntities: [String] = []
    }

    /// Writes `routes_generated.lua` and the entity modules that are missing, once every destination is
    /// checked: a path that cannot be written stops the import before anything is written.
    public func write(_ output: LuaRoutesWriter.Output) throws(ImportError) -> Written {
        var written = Written()
        try refuseLinks(output)
        let folder = path("entities")
        let fresh = output.entities.filter { ProjectFiles.entry(path(LuaEntityModule.path(of: $0.name))) == .nothing }
        try ProjectFiles.checkFolder(directory.isEmpty ? "." : directory, role: "the project's folder (--out)")
        try ProjectFiles.checkFile(generatedPath)
        if !fresh.isEmpty { try ProjectFiles.checkFolder(folder, role: "the entity modules' folder") }
        for entity in output.entities where ProjectFiles.entry(path(LuaEntityModule.path(of: entity.name))) == .folder {
            try ProjectFiles.checkFile(path(LuaEntityModule.path(of: entity.name)))
        }
        try ProjectFiles.makeFolder(directory.isEmpty ? "." : directory)
        if !fresh.isEmpty { try ProjectFiles.makeFolder(folder) }
        for entity in output.entities {
            let file = path(LuaEntityModule.path(of: entity.name))
            if fresh.contains(where: { $0.name == entity.name }) {
                try ProjectFiles.write(entity.text, to: file)
                written.newEntities.append(file)
                continue
            }
            written.keptEntities.append(file)
            if FileManager.default.contents(atPath: file) == Data(entity.text.utf8) { written.defaultEntities.append(file) }
        }
        // The generated file last: it requires the modules, which are there by now.
        try ProjectFiles.write(output.text, to: generatedPath)
        let used = Set(output.entities.map { "\(LuaEntityModule.moduleName($0.name)).lua" })
        let present = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        written.unusedEntities = present.filter { $0.hasSuffix(".lua") && !used.contains($0) }.sorted().map { path("entities/\($0)") }
        return written
    }

    /// Throws when a file or folder the write would go through is a symbolic link (it could
    /// overwrite a file elsewhere), before anything is written.
    private func refuseLinks(_ output: LuaRoutesWriter.Output) throws(ImportError) {
        let targets = [generatedPath, path("entities")] + output.entities.map { path(LuaEntityModule.path(of: $0.name)) }
        for target in targets {
            let type = (try? FileManager.default.attributesOfItem(atPath: target))?[.type] as? FileAttributeType
            if type == .typeSymbolicLink {
                throw .cannotWrite(target, "it is a symbolic link, and an import does not write through links (it could overwrite a file "
                    + "elsewhere); nothing was written: remove the link, or give --out a folder of its own")
            }
        }
    }

    /// The entity modules in the project's `entities/` folder (file names without `.lua`), each with the
    /// type its first line names ("" when the line is not the importer's), for ``LuaRoutesWriter/existingModules``.
    public func existingEntityModules() -> [String: String] {
        let folder = path("entities")
        let files = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { $0.hasSuffix(".lua") }
        var modules: [String: String] = [:]
        for file in files {
            let text = FileManager.default.contents(atPath: folder + "/" + file).map { String(decoding: $0.prefix(4096), as: UTF8.self) } ?? ""
            modules[String(file.dropLast(4))] = EntityModuleNames.typeNamed(byHeader: text) ?? ""
        }
        return modules
    }

    /// The generated file on disk compared with `output`; nil when there is none.
    public func drift(from output: LuaRoutesWriter.Output) -> RouteDrift? {
        guard let data = FileManager.default.contents(atPath: generatedPath) else { return nil }
        let missing = output.entities.map { path(LuaEntityModule.path(of: $0.name)) }
            .filter { !FileManager.default.fileExists(atPath: $0) }.sorted()
        return RouteDrift(onDisk: String(decoding: data, as: UTF8.self), regenerated: output.text, missingModules: missing)
    }
}
