import RouteSpec

/// What the `routes` table is assigned that export-swift does not write, each
/// a warning at its line: a key holding no destination once the app has
/// loaded (`routes.n = 42`), and a key that is not a string (`routes[1] = …`).
enum RouteKeyWarnings {
    /// The warnings for one file's assignments to `table`, in line order.
    static func warnings(file: String, table: String, lines: [String: (line: Int, order: Int)], others: [(key: String, line: Int)],
                         destinations: Set<String>) -> [LeftOut] {
        var warnings: [LeftOut] = []
        for (key, place) in lines where !destinations.contains(key) {
            let reason = "\(table).\(key) holds no destination once the app has loaded: export-swift writes only the \(table) table's "
                + "destinations, so it is not exported (keep other values out of \(table))"
            warnings.append(LeftOut(location: SourceLocation(file: file, line: place.line), reason: reason))
        }
        for other in others {
            let reason = "\(table)[\(other.key)]: a key that is not a string is not exported (a Swift destination is named by its key: "
                + "\(table).name = …)"
            warnings.append(LeftOut(location: SourceLocation(file: file, line: other.line), reason: reason))
        }
        return warnings.sorted { ($0.location, $0.reason) < ($1.location, $1.reason) }
    }
}
