import ArgumentParser
import FlowRunner
import Foundation
import LuaBridge
import LuaKit
import RouterCore

/// `flowrun graph [ROUTES]`: the route configuration as a picture.
struct GraphCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "graph",
        abstract: "Draw the route configuration: each destination's steps, finders, factories, actions and where chains join, and the app's link table.",
        discussion: """
            Without ROUTES, graph draws the app definition's own routes: the destinations held in its global \
            variables and in the plain tables they hold, one level deep (routes.product), each drawn once with \
            every name it has (sorted); every destination its link table leads to; the table's patterns, each \
            with an arrow to its destination; and the open-URL handler, when the app has one. \
            ROUTES is a Lua file run after the app definition: the destinations drawn are those of the table it \
            returns (name → destination), else the global variables holding one (and the plain tables they hold). \
            flowrun draws the SVG itself (no Graphviz needed); for Graphviz's own rendering, pipe --format dot \
            into dot -Tsvg.
            """
    )

    @Argument(help: "A Lua file defining the routes (default: the app definition's own destinations and link table).")
    var routes: String?

    @OptionGroup var appOptions: AppOptions

    @Option(name: .long, help: "dot (Graphviz DOT), mermaid, or svg.")
    var format: GraphFormat = .dot

    @Option(name: .long, help: "Also write the graph as SVG to this file (drawn by flowrun, whatever --format prints).")
    var svg: String?

    func validate() throws {
        if let svg { try PictureFile.check(svg) }
    }

    func run() throws {
        if let svg { try ReportDestination(projectRoot: (try? appOptions.project.resolve(from: routes))?.root).check(svg, option: "--svg \(svg)") }
        let diagram: Diagram
        if let routes {
            guard Project.isFile(routes) else {
                let why = Project.isFolder(routes) ? "a folder; graph reads one Lua file (the app definition, or a script defining destinations)" : "no such file"
                throw ExitFailure(code: .scriptError, message: "error: \(routes): cannot read the routes: \(why)")
            }
            let launcher = try appOptions.launcher(needsApp: false, script: routes)
            diagram = launcher.isAppDefinition(routes) ? try appDiagram(launcher) : try routesDiagram(routes, launcher)
        } else {
            diagram = try appDiagram(try appOptions.launcher(needsApp: true))
        }
        switch format {
        case .dot: print(diagram.dot(name: "routes"), terminator: "")
        case .mermaid: print(diagram.mermaid(), terminator: "")
        case .svg: print(diagram.svg(title: "routes"), terminator: "")
        }
        if let svg { try PictureFile.writeSVG(diagram, title: "routes", to: svg) }
    }

    /// The app definition's own routes: its destinations, link table and open-URL handler.
    private func appDiagram(_ launcher: AppLauncher) throws -> Diagram {
        let session = try AppOptions.launch(launcher)
        let app = launcher.appDefinition.map(launcher.display) ?? "the app definition"
        let destinations: [(name: String, destination: DestinationStep)]
        do {
            destinations = try session.destinations(everyName: true)
        } catch {
            throw ExitFailure(code: error.kind == .timeout ? .timedOut : .scriptError, message: "error: \(error.description(placedAt: app))")
        }
        guard !destinations.isEmpty || session.appLinks != nil else {
            throw ExitFailure(code: .scriptError, message: "error: \(app) defines no destinations and no link table "
                + "(looked in its global variables, in the plain tables they hold one level deep, as routes.product, and for a table given to app.links): "
                + "assemble destinations into global variables (product = route.step { … }:assemble()), give the app a link table "
                + "(app.links(route.links())), or name a routes file (flowrun graph ROUTES)")
        }
        return Diagram(destinations: destinations, links: session.appLinks, urlHandler: session.openURLHandlerName)
    }

    /// The destinations a routes file returns, else its globals.
    private func routesDiagram(_ routes: String, _ launcher: AppLauncher) throws -> Diagram {
        let launched = try AppOptions.launching { () throws(SuiteError) in try launcher.launchWithTestList() }
        let session = launched.session
        let destinations: [(name: String, destination: DestinationStep)]
        do {
            destinations = try session.destinations(in: try returnedTable(routes, session))
        } catch {
            throw ExitFailure(code: error.kind == .timeout ? .timedOut : .scriptError, message: "error: \(error.description(placedAt: routes))")
        }
        try AppOptions.refuseTests(of: launched, in: routes)
        guard !destinations.isEmpty else {
            throw ExitFailure(code: .scriptError, message: "error: \(routes) defines no destinations (assemble some into global variables, or return a table of them)")
        }
        return Diagram(destinations: destinations)
    }

    /// Runs the routes file; the table it returns, if any.
    private func returnedTable(_ routes: String, _ session: FlowSession) throws(LuaError) -> LuaReference? {
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
