import ArgumentParser
import FlowRunner
import Foundation

/// `--svg FILE`: a picture written to a file by flowrun's own SVG writer (no Graphviz needed).
enum PictureFile {
    /// Refuses, before anything runs, an `--svg` path that could not be written:
    /// `-` (standard output is `--format svg`), a folder, or one in a folder that does not exist.
    static func check(_ path: String) throws {
        if path == "-" {
            throw ValidationError("--svg -: --svg names a file; for the SVG on standard output, use --format svg")
        }
        if Project.isFolder(path) {
            throw ValidationError("--svg \(path): a folder; name the file, as in --svg \(path.hasSuffix("/") ? path : path + "/")picture.svg")
        }
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
        guard Project.isFolder(folder) else {
            throw ValidationError("--svg \(path): the folder \(folder) \(Project.isFile(folder) ? "is a file, not a folder" : "does not exist")")
        }
    }

    /// Writes `diagram` as SVG titled `title` to `path`; a file that cannot be written is a clear error.
    static func writeSVG(_ diagram: Diagram, title: String, to path: String) throws {
        guard let file = fopen(path, "w") else {
            throw ExitFailure(code: .scriptError, message: "flowrun: --svg \(path): cannot write it: \(String(cString: strerror(errno)))")
        }
        let bytes = Array(diagram.svg(title: title).utf8)
        let written = fwrite(bytes, 1, bytes.count, file)
        let closed = fclose(file)
        guard written == bytes.count, closed == 0 else {
            throw ExitFailure(code: .scriptError, message: "flowrun: --svg \(path): cannot write it: \(String(cString: strerror(errno)))")
        }
    }
}
