import RouteSpec

/// `routes_generated.lua` read back by its markers: each class line and each
/// route's block (from its `-- route <name> (<file>:<line>)` marker to the
/// next), with the line it starts at.
///
/// Blocks are compared without their `(file:line)` locations: a route whose
/// Swift only moved is in step.
public struct GeneratedLuaFile: Sendable {
    public struct Entry: Sendable, Hashable {
        /// The class's or route's name.
        public var name: String
        /// Where the Swift declares it, as the marker says (nil when it says nothing).
        public var swiftLocation: String?
        /// Its first line in the generated file.
        public var line: Int
        /// Its text, locations removed.
        public var body: String
        /// Its lines after the first, as written.
        public var lines: [String] = []
    }

    public private(set) var classes: [Entry] = []
    public private(set) var routes: [Entry] = []

    private static let routeMarker = "-- route "
    private static let classPrefixes = ["app.class(\"", "-- app.class(\""]

    public init(text: String) {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var current: Entry?
        func close() {
            if var entry = current {
                while entry.body.hasSuffix("\n") { entry.body.removeLast() }
                routes.append(entry)
            }
            current = nil
        }
        for (index, line) in lines.enumerated() {
            if line.hasPrefix(Self.routeMarker) {
                close()
                let (name, location) = Self.marker(String(line.dropFirst(Self.routeMarker.count)))
                current = Entry(name: name, swiftLocation: location, line: index + 1, body: "")
            } else if line == "return routes" {
                close()
            } else if current != nil {
                current!.body += Self.withoutLocations(line) + "\n"
                current!.lines.append(line)
            } else if let prefix = Self.classPrefixes.first(where: line.hasPrefix) {
                let rest = line.dropFirst(prefix.count)
                guard let quote = rest.firstIndex(of: "\"") else { continue }
                let code = line.hasPrefix("-- ") ? "-- " + Self.code(String(line.dropFirst(3))) : Self.code(line)
                classes.append(Entry(name: String(rest[..<quote]), swiftLocation: Self.declaredAt(line), line: index + 1, body: code))
            }
        }
        close()
    }

    /// `productScreen (Config.swift:12)` → its name and location.
    private static func marker(_ text: String) -> (String, String?) {
        guard text.hasSuffix(")"), let open = text.ranges(of: " (").last else { return (text, nil) }
        return (String(text[..<open.lowerBound]), String(text[open.upperBound...].dropLast()))
    }

    /// A line's code before its trailing comment.
    private static func code(_ line: String) -> String {
        line.firstRange(of: " -- ").map { String(line[..<$0.lowerBound]) } ?? line
    }

    private static func declaredAt(_ line: String) -> String? {
        guard let range = line.firstRange(of: "declared at ") else { return nil }
        return String(line[range.upperBound...].prefix { !$0.isWhitespace && $0 != ")" })
    }

    /// Each `(file:line)` written as `(…)`.
    static func withoutLocations(_ line: String) -> String {
        var out = ""
        var rest = Substring(line)
        while let open = rest.firstIndex(of: "(") {
            out += rest[..<open]
            let after = rest[rest.index(after: open)...]
            if let close = after.firstIndex(of: ")"), isLocation(after[..<close]) {
                out += "(…)"
                rest = after[after.index(after: close)...]
            } else {
                out += "("
                rest = after
            }
        }
        return out + rest
    }

    private static func isLocation(_ text: Substring) -> Bool {
        guard let colon = text.lastIndex(of: ":") else { return false }
        let digits = text[text.index(after: colon)...]
        return !digits.isEmpty && digits.allSatisfy(\.isNumber) && !text[..<colon].isEmpty && !text[..<colon].contains("(")
    }
}
