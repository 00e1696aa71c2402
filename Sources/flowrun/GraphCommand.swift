import ArgumentParser
import FlowRunner
import Foundation
import LuaBridge
import LuaKit
import RouterCore

/// `flowrun graph ROUTES`: the route configuration as a picture.
struct GraphCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "graph",
        abstract: "Draw the route configuration: each destination's steps, finders, factories, actions and where chains join.",
        discussion: """
            ROUTES is a Lua file run after the app definition. The destinations drawn are those \
            of the table it returns (name → destination), else the global variables holding one.
            """
    )

    @Argument(help: "The Lua file defining the routes.")
    var routes: String

    @OptionGroup var appOptions: AppOptions

    @Option(name: .long, help: "Graphviz DOT or Mermaid.")
    var format: GraphFormat = .dot

    @Option(name: .long, help: "Also render the graph to this SVG file through Graphviz's dot.")
    var svg: String?

    func run() throws {
        if svg != nil { try GraphvizRenderer.requireDot() }
        guard Project.isFile(routes) else {
            let why = Project.isFolder(routes) ? "a folder; graph reads one Lua file (the app definition, or a script defining destinations)" : "no such file"
            throw ExitFailure(code: .scriptError, message: "error: \(routes): cannot read the routes: \(why)")
        }
        let launcher = try appOptions.launcher(needsApp: false, script: routes)
        let launched = try AppOptions.launching { () throws(SuiteError) in try launcher.launchWithTestList() }
        let session = launched.session
        let destinations: [(name: String, destination: DestinationStep)]
        do {
            // Routes defined in the app definition itself: it has run already.
            destinations = try session.destinations(in: launcher.isAppDefinition(routes) ? nil : try returnedTable(session))
        } catch {
            throw ExitFailure(code: error.kind == .timeout ? .timedOut : .scriptError, message: "error: \(error.description(placedAt: routes))")
        }
        if !launcher.isAppDefinition(routes) { try AppOptions.refuseTests(of: launched, in: routes) }
        guard !destinations.isEmpty else {
            throw ExitFailure(code: .scriptError, message: "error: \(routes) defines no destinations (assemble some into global variables, or return a table of them)")
        }
        let diagram = Diagram(destinations: destinations)
        print(format == .mermaid ? diagram.mermaid() : diagram.dot(name: "routes"), terminator: "")
        if let svg { try GraphvizRenderer.writeSVG(dot: diagram.dot(name: "routes"), to: svg) }
    }

    /// Runs the routes file; the table it returns, if any.
    private func returnedTable(_ session: FlowSession) throws(LuaError) -> LuaReference? {
        guard let data = FileManager.default.contents(atPath: routes) else {
            throw LuaError(kind: .runtime, message: "\(routes): cannot read the routes")
        }
        let chunk = try session.host.load(String(decoding: data, as: UTF8.self), chunkName: routes)
        return try session.host.call(chunk, [], name: "the routes \(routes)") { results -> LuaReference? in
            if case .reference(let table) = results.luaValue(1), table.type == .table { return table }
            return nil
        }
    }
}
