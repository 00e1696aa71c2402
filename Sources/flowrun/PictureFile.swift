import FlowRunner
import Foundation

/// `--svg FILE`: a picture written to a file by flowrun's own SVG writer (no Graphviz needed).
enum PictureFile {
    /// Writes `diagram` as SVG titled `title` to `path`; a file that cannot be written is a clear error.
    static func writeSVG(_ diagram: Diagram, title: String, to path: String) throws {
        do {
            try Data(diagram.svg(title: title).utf8).write(to: URL(fileURLWithPath: path))
        } catch {
            let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
            let why = FileManager.default.fileExists(atPath: folder) ? "it cannot be written there" : "no folder \(folder)"
            throw ExitFailure(code: .scriptError, message: "flowrun: --svg \(path): \(why)")
        }
    }
}
