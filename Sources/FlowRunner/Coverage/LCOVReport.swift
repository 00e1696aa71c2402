import Foundation
import LuaBridge
import LuaKit
import RouterCore

/// Lua line coverage in LCOV's tracefile format (`--coverage lcov=FILE`),
/// which genhtml and Codecov read: for each of the project's Lua files
/// other than flow files (`*_test.lua`), its lines that can run (`DA:` with
/// their hits, 0 for a line never run), `LF`/`LH` and `end_of_record`;
/// paths relative to the project.
public enum LCOVReport {
    /// The Lua files the report covers: every `.lua` file of the project
    /// but flow files, what `ignore` leaves out, and the editor's
    /// annotations (`types/`), sorted, relative to `root`.
    public static func files(in root: String, isIgnored: (String) -> Bool = { _ in false }) -> [String] {
        let base = URL(fileURLWithPath: root).standardizedFileURL.path
        guard let walker = FileManager.default.enumerator(atPath: base) else { return [] }
        var found: [String] = []
        while let relative = walker.nextObject() as? String {
            let path = base + "/" + relative
            if relative.hasPrefix(".") || relative.contains("/.") || relative.hasPrefix(".build") { continue }
            if isIgnored(path) {
                walker.skipDescendants()
                continue
            }
            guard relative.hasSuffix(".lua"), !relative.hasSuffix(FlowDiscovery.suffix), !relative.hasPrefix("types/") else { continue }
            found.append(relative)
        }
        return found.sorted()
    }

    /// The report: `files` (relative to `root`) with the hits `coverage` holds.
    /// A file that does not compile, or whose path holds a control character
    /// (which LCOV cannot name), is left out, and said in `skipped`.
    public static func render(_ coverage: RouteCoverage, files: [String], root: String) -> (text: String, skipped: [String]) {
        let hits = Dictionary((coverage.lineTotals ?? []).map { ($0.file, $0.hits) }, uniquingKeysWith: { a, _ in a })
        var text = ""
        var skipped: [String] = []
        let host = try? LuaHost(memoryLimit: 0, sandbox: .unsafe)
        defer { host?.close() }
        for file in files {
            // A newline in a path would end its `SF:` record and start records of the file's choosing.
            if file.unicodeScalars.contains(where: \.isControl) {
                skipped.append("\(file.visible): a path holding a control character cannot be named in LCOV")
                continue
            }
            guard let host, let data = FileManager.default.contents(atPath: root + "/" + file) else {
                skipped.append("\(file): cannot be read")
                continue
            }
            let executable: Set<Int>
            do {
                executable = try host.executableLines(of: sourceText(data), chunkName: file)
            } catch {
                skipped.append("\(file): \(error.message)")
                continue
            }
            let counted = hits[file] ?? [:]
            let lines = executable.union(counted.keys).sorted()
            text += "TN:\nSF:\(file)\n"
            for line in lines { text += "DA:\(line),\(counted[line] ?? 0)\n" }
            text += "LF:\(lines.count)\nLH:\(lines.filter { (counted[$0] ?? 0) > 0 }.count)\nend_of_record\n"
        }
        return (text, skipped)
    }

    /// A file's text as `loadfile` reads it: a byte order mark dropped, a
    /// first line starting with `#` blanked (its line still counts).
    private static func sourceText(_ data: Data) -> String {
        var bytes = [UInt8](data)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
        if bytes.first == UInt8(ascii: "#") { bytes.removeSubrange(..<(bytes.firstIndex(of: UInt8(ascii: "\n")) ?? bytes.endIndex)) }
        return String(decoding: bytes, as: UTF8.self)
    }
}
