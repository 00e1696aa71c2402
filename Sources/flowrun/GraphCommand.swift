import ArgumentParser
import FlowRunner
import Foundation

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
            diagram = launcher.isAppDefinition(routes) ? try Self.appDiagram(launcher) : try LiveApp(launcher).routesDiagram(routes)
        } else {
            diagram = try Self.appDiagram(try appOptions.launcher(needsApp: true))
        }
        switch format {
        case .dot: print(diagram.dot(name: "routes"), terminator: "")
        case .mermaid: print(diagram.mermaid(), terminator: "")
        case .svg: print(diagram.svg(title: "routes"), terminator: "")
        }
        if let svg { try PictureFile.writeSVG(diagram, title: "routes", to: svg) }
    }

    /// The app definition's own routes: its destinations, link table and open-URL handler.
    private static func appDiagram(_ launcher: AppLauncher) throws -> Diagram {
        try LiveApp(launcher).appRoutesDiagram(app: launcher.appDefinition.map(launcher.display) ?? "the app definition")
    }
}
