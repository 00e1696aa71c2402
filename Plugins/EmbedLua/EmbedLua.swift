import Foundation
import PackagePlugin

/// Compiles a target's Lua into its binary: every `.lua` file under the
/// target's `Lua/` folder becomes a static string of one generated Swift
/// file, `EmbeddedLua.swift` (`enum EmbeddedLua`, see Sources/embed-lua), so
/// a copied binary needs no resource bundle for them.
///
/// The target must `exclude: ["Lua"]` (SwiftPM would otherwise warn about
/// unhandled files). The .lua files are the command's inputs and the Swift
/// file its output, so editing one regenerates it; SwiftPM asks the plugin
/// for its commands at every build, so adding or removing one changes the
/// command's arguments, which reruns it too.
@main
struct EmbedLua: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let folder = target.directoryURL.appending(path: "Lua", directoryHint: .isDirectory)
        let output = context.pluginWorkDirectoryURL.appending(path: "EmbeddedLua.swift")
        let files = luaFiles(under: folder)
        return [
            .buildCommand(
                displayName: "Embedding \(files.count) Lua file(s) of \(target.name)",
                executable: try context.tool(named: "embed-lua").url,
                arguments: [output.path(percentEncoded: false)] + files.map { $0.path(percentEncoded: false) },
                inputFiles: files,
                outputFiles: [output]
            )
        ]
    }

    /// The `.lua` files under `folder`, at any depth, sorted by path.
    private func luaFiles(under folder: URL) -> [URL] {
        guard let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else { return [] }
        return walker.compactMap { $0 as? URL }
            .filter { $0.pathExtension == "lua" }
            .sorted { $0.path < $1.path }
    }
}
