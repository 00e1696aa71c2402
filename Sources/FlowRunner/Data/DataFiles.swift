import LuaBridge
import LuaKit

/// `read_csv` and `read_json`: the data files a test reads its cases from,
/// inside the project as `io.open` reads files. The runner installs them
/// on each session it launches (`Lua/Data.lua`); an embedder's session has none.
enum DataFiles {
    static let chunkName = "=[flowrun data]"

    static let source = EmbeddedLua.data

    /// The readers of files in `sandbox`'s project, as `Data.lua` takes them.
    static func functions(sandbox: Sandbox) -> [LuaFunction] {
        [
            // The rows and the column names of a CSV (or, named *.tsv, tab-separated) file.
            LuaFunction("read_csv") { args in
                let path = try args.string(1)
                let (text, file) = try sandbox.readProjectFile(path, for: "read_csv", largest: DataTable.largestFile)
                let separator: Character = path.lowercased().hasSuffix(".tsv") ? "\t" : ","
                let (rows, columns) = try DataTable.rows(ofCSV: text, file: file, separator: separator)
                return [.list(rows.map { LuaValue($0) }), .list(columns.map { .string($0) }), .string(file)]
            },
            // The value of a JSON file, and where each of its objects stands in it (by path from the top).
            LuaFunction("read_json") { args in
                let (text, file) = try sandbox.readProjectFile(try args.string(1), for: "read_json", largest: DataTable.largestFile)
                let (value, objects) = try DataTable.value(ofJSON: text, file: file)
                return [LuaValue(value), .table(objects.sorted { $0.key < $1.key }.map { (.string($0.key), .string($0.value)) })]
            },
        ]
    }

    /// Installs `read_csv` and `read_json` in `session` over `functions`.
    static func install(_ functions: [LuaFunction], in session: FlowSession) throws(LuaError) {
        let named = functions.map { (LuaValue.string($0.name), LuaValue.function($0)) }
        try session.host.call(
            try session.host.loadBuiltIn(source, chunkName: chunkName),
            [.table(named + [(.string("suggest"), .reference(try session.suggester))])])
    }
}
