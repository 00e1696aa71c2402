import ArgumentParser
import FlowRunner
import Foundation

/// `flowrun init [FOLDER]`: a starter project.
struct InitCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "init",
        abstract: "Write a starter project: app definition, a flow, flowrun.json, and LuaLS editor support (.luarc.json, types/flowrun.lua)."
    )

    @Argument(help: "The folder (default: the current one).")
    var folder: String = "."

    @Flag(name: .long, help: "Replace files that already exist.")
    var force = false

    func run() throws {
        do {
            let written = try StarterProject.write(into: folder, force: force)
            for path in written { print("wrote \(folder == "." ? path : folder + "/" + path)") }
            print("run the tests: flowrun test\(folder == "." ? "" : " " + folder)")
        } catch {
            throw ExitFailure(code: .scriptError, message: "flowrun: \(error)")
        }
    }
}
