import LuaKit

/// `B.data`: the data files flows read their cases from, inside the
/// project as `io.open` reads files (`read_csv`, `read_json`).
enum DataBindings {
    static func group(host: LuaHost) -> BindingGroup {
        BindingGroup("data", [
            // The rows and the column names of a CSV (or, named *.tsv, tab-separated) file.
            LuaFunction("read_csv") { [unowned host] args in
                let path = try args.string(1)
                let (text, file) = try host.sandbox.readProjectFile(path, for: "read_csv", largest: DataTable.largestFile)
                let separator: Character = path.lowercased().hasSuffix(".tsv") ? "\t" : ","
                let (rows, columns) = try DataTable.rows(ofCSV: text, file: file, separator: separator)
                return [.list(rows.map { LuaValue($0) }), .list(columns.map { .string($0) }), .string(file)]
            },
            // The value of a JSON file.
            LuaFunction("read_json") { [unowned host] args in
                let (text, file) = try host.sandbox.readProjectFile(try args.string(1), for: "read_json", largest: DataTable.largestFile)
                return [LuaValue(try DataTable.value(ofJSON: text, file: file))]
            },
        ])
    }
}
