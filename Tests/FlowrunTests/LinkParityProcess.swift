import Foundation

/// `flowrun links --parity` run on a scratch project, and its report read by row.
enum LinkParityProcess {
    /// `flowrun links --parity --urls urls.txt arguments…` in a folder holding `app`, `files` and `urls`.
    static func run(_ arguments: [String], app: String, files: [String: String], urls: [String]) throws -> FlowrunProcess {
        let folder = try FlowFolder(files.merging(["app.lua": app, "urls.txt": urls.joined(separator: "\n") + "\n"]) { $1 })
        return try FlowrunProcess.run(["links", "--parity", "--urls", "urls.txt"] + arguments, in: folder.url)
    }

    /// The cells of `url`'s line of the report (a URL past 60 characters is shown cut, as the report cuts it).
    static func row(_ url: String, in run: FlowrunProcess) -> [String] {
        let shown = url.count > 60 ? String(url.prefix(59)) + "…" : url
        let line = run.stdout.split(separator: "\n").first { $0.hasPrefix(shown + " ") } ?? ""
        return line.split(separator: " ").map(String.init)
    }
}
