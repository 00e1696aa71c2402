import Foundation
import PackagePlugin

/// Compiles a target's Lua into its binary: every `.lua` file under the
/// target's `Lua/` folder becomes a static string of one generated Swift
/// file, `EmbeddedLua.swift` (`enum EmbeddedLua`, see Sources/embed-lua), so
/// a copied binary needs no resource bundle for them.
///
/// A target's `Web/` folder (`.js`, `.css`, `.html`: an HTML report's page)
/// becomes `enum EmbeddedWeb` the same way, in `EmbeddedWeb.swift`.
///
/// The target must `exclude: ["Lua"]` (and `"Web"`; SwiftPM would otherwise warn about
/// unhandled files). The .lua files are the command's inputs and the Swift
/// file its output, so editing one regenerates it; SwiftPM asks the plugin
/// for its commands at every build, so adding or removing one changes the
/// command's arguments, which reruns it too.
@main
struct EmbedLua: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let tool = try context.tool(named: "embed-lua").url
        let lua = files(under: target.directoryURL.appending(path: "Lua", directoryHint: .isDirectory), extensions: ["lua"])
        var commands = [command(tool, embedding: lua, as: "EmbeddedLua", into: context, kind: "Lua", of: target)]
        let web = files(under: target.directoryURL.appending(path: "Web", directoryHint: .isDirectory), extensions: ["js", "css", "html"])
        if !web.isEmpty { commands.append(command(tool, embedding: web, as: "EmbeddedWeb", into: context, kind: "web", of: target)) }
        return commands
    }

    /// The command writing `files` into `enum NAME` in NAME.swift.
    private func command(_ tool: URL, embedding files: [URL], as name: String, into context: PluginContext, kind: String, of target: Target) -> Command {
        let output = context.pluginWorkDirectoryURL.appending(path: "\(name).swift")
        return .buildCommand(
            displayName: "Embedding \(files.count) \(kind) file(s) of \(target.name)",
            executable: tool,
            arguments: ["--enum", name, output.path(percentEncoded: false)] + files.map { $0.path(percentEncoded: false) },
            inputFiles: files,
            outputFiles: [output]
        )
    }

    /// The files under `folder` with one of `extensions`, at any depth, sorted by path.
    private func files(under folder: URL, extensions: Set<String>) -> [URL] {
        guard let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else { return [] }
        return walker.compactMap { $0 as? URL }
            .filter { extensions.contains($0.pathExtension) }
            .sorted { $0.path < $1.path }
    }
}
