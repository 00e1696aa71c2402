import ArgumentParser
import FlowRunner
import Foundation

/// `flowrun tree [SCRIPT]`: the app tree after the app definition (and a script), as text, DOT, Mermaid, SVG or
/// UIKit's `_printHierarchy` format (to compare with a capture from a device).
struct TreeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tree",
        abstract: "Print the app tree after the app definition (and an optional script) as text, Graphviz DOT, Mermaid, SVG, or UIKit's _printHierarchy format.",
        discussion: """
            The pictures (dot, mermaid, svg) show what the text form shows: a frame per window (the key one \
            marked when there are several), each node with its id, marks ((selected), (collapsed), \
            (being presented), ...), presentation style, context and properties; arrows labelled with each \
            child's place (a stack's 1, 2, 3 (top); a split's primary and secondary; a tab bar's tabs), dashed \
            arrows to what is presented, and the screen the user sees in bold. flowrun draws the SVG itself \
            (no Graphviz needed); for Graphviz's own rendering, pipe --format dot into dot -Tsvg.
            """
    )

    @Argument(help: "A flow script to run first.")
    var script: String?

    @OptionGroup var appOptions: AppOptions

    @Option(name: .long, help: "text (the compact form), dot, mermaid, svg, or uikit (UIKit's _printHierarchy format without addresses, the key window).")
    var format: PictureFormat = .text

    @Option(name: .long, help: "Also write the tree as SVG to this file (drawn by flowrun, whatever --format prints).")
    var svg: String?

    @Flag(name: .long, help: "Show node ids in the text form.")
    var ids = false

    func validate() throws {
        if let svg { try PictureFile.check(svg) }
        if ids, format == .uikit {
            throw ValidationError("--ids is for the text form: UIKit's format has no place for node ids (drop --ids)")
        }
        if ids, format != .text {
            throw ValidationError("--ids is for the text form: a --format \(format.rawValue) picture always shows node ids (drop --ids)")
        }
    }

    func run() throws {
        if let svg { try ReportDestination(projectRoot: (try? appOptions.project.resolve(from: script))?.root).check(svg, option: "--svg \(svg)") }
        let app = try appOptions.app(after: script)
        let diagram = app.treeDiagram
        switch format {
        case .text: print(app.treeText(ids: ids))
        case .dot: print(diagram.dot(name: "app"), terminator: "")
        case .mermaid: print(diagram.mermaid(), terminator: "")
        case .svg: print(diagram.svg(title: "app"), terminator: "")
        case .uikit: print(app.uikitHierarchy)
        }
        if let svg { try PictureFile.writeSVG(diagram, title: "app", to: svg) }
    }
}
