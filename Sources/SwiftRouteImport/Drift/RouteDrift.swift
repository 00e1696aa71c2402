import RouteSpec

/// How a `routes_generated.lua` on disk differs from the one the Swift gives
/// now: routes and classes added, removed or changed, each with where the
/// Swift and the generated Lua say it.
public struct RouteDrift: Sendable {
    public enum Change: String, Sendable {
        /// In the Swift, not in the generated file.
        case added
        /// In the generated file, no longer in the Swift.
        case removed
        /// In both, written differently.
        case changed
        /// The generated file's text outside the routes and classes differs from what the import writes (edited by hand).
        case edited
        /// An entity module the generated file requires is not there.
        case missing
        /// The route is there, but its `-- route <name> (…)` marker comment was changed by hand.
        case marker
    }

    public struct Difference: Sendable, Hashable {
        public var change: Change
        /// `route` or `class`.
        public var what: String
        public var name: String
        /// Where the Swift declares it now (removed: where it did).
        public var swiftLocation: String?
        /// Its line in the generated file (added: none).
        public var generatedLine: Int?
        /// Changed: the first line of its block that differs, in the generated file and as the Swift gives it.
        public var firstDifference: LineDifference?
        /// A route with something left out (on either side): its Lua is partly the team's, written by hand.
        public var handWritten = false
        /// Changed: its Swift's fingerprint differs (the Swift itself changed, not only what the import writes of it).
        public var swiftChanged = false
    }

    /// A line of a changed block: its number in the generated file, what the file has there and what the Swift gives.
    public struct LineDifference: Sendable, Hashable {
        public var line: Int
        public var onDisk: String
        public var regenerated: String
    }

    public let differences: [Difference]

    public var isInStep: Bool { differences.isEmpty }

    /// `onDisk` compared with `regenerated`, both `routes_generated.lua` texts.
    /// `missingModules` are the entity modules it requires that are not on disk (`entities/X.lua`).
    public init(onDisk: String, regenerated: String, missingModules: [String] = []) {
        let old = GeneratedLuaFile(text: onDisk)
        let new = GeneratedLuaFile(text: regenerated)
        var differences = Self.compare(old.classes, new.classes, what: "class")
            + Self.markersEdited(Self.compare(old.routes, new.routes, what: "route"), old: old.routes, new: new.routes)
        // The routes may all match while the file cannot load (code after `return routes`, a line added, the header gone).
        if differences.isEmpty, let line = GeneratedLuaFile.firstDifferentLine(onDisk, regenerated) {
            differences.append(Difference(change: .edited, what: "file", name: "text", swiftLocation: nil, generatedLine: line))
        }
        differences += missingModules.map { Difference(change: .missing, what: "entity module", name: $0, swiftLocation: nil, generatedLine: nil) }
        self.differences = differences
    }

    private static func compare(_ old: [GeneratedLuaFile.Entry], _ new: [GeneratedLuaFile.Entry], what: String) -> [Difference] {
        let before = Dictionary(old.map { ($0.name, $0) }) { first, _ in first }
        let after = Set(new.map(\.name))
        var out: [Difference] = []
        for entry in new {
            if let previous = before[entry.name] {
                if previous.body != entry.body {
                    out.append(Difference(change: .changed, what: what, name: entry.name, swiftLocation: entry.swiftLocation, generatedLine: previous.line,
                                          firstDifference: firstDifference(previous, entry),
                                          handWritten: previous.fingerprint != nil || entry.fingerprint != nil,
                                          swiftChanged: previous.fingerprint != nil && entry.fingerprint != nil && previous.fingerprint != entry.fingerprint))
                }
            } else {
                out.append(Difference(change: .added, what: what, name: entry.name, swiftLocation: entry.swiftLocation, generatedLine: nil,
                                      handWritten: entry.fingerprint != nil))
            }
        }
        for entry in old where !after.contains(entry.name) {
            out.append(Difference(change: .removed, what: what, name: entry.name, swiftLocation: entry.swiftLocation, generatedLine: entry.line,
                                  handWritten: entry.fingerprint != nil))
        }
        return out
    }

    /// The first line, locations aside, where two blocks differ (a class is its one line).
    private static func firstDifference(_ old: GeneratedLuaFile.Entry, _ new: GeneratedLuaFile.Entry) -> LineDifference? {
        guard !old.lines.isEmpty || !new.lines.isEmpty else {
            return LineDifference(line: old.line, onDisk: old.body, regenerated: new.body)
        }
        let count = max(old.lines.count, new.lines.count)
        for index in 0..<count {
            let before = index < old.lines.count ? old.lines[index] : nil
            let after = index < new.lines.count ? new.lines[index] : nil
            if before.map(GeneratedLuaFile.withoutLocations) != after.map(GeneratedLuaFile.withoutLocations) {
                return LineDifference(line: old.line + 1 + min(index, old.lines.count), onDisk: before ?? "(the block ends)",
                                      regenerated: after ?? "(the block ends)")
            }
        }
        return nil
    }

    /// One line a difference: `changed: route productScreen (Swift Config.swift:12, routes_generated.lua:30)`.
    public func lines(generatedFile: String) -> [String] {
        differences.map { difference in
            var places: [String] = []
            if let swift = difference.swiftLocation {
                places.append(difference.change == .removed ? "Swift was \(swift)" : "Swift \(swift)")
            } else if difference.change == .added || difference.change == .changed {
                places.append("Swift: no location")
            }
            if let line = difference.generatedLine { places.append("\(generatedFile):\(line)") }
            let verb: String
            switch difference.change {
            case .added:
                verb = "added in the Swift, not in \(generatedFile)"
                    + (difference.handWritten ? ", with something left out: write that part in app.lua" : "")
            case .removed:
                verb = "removed from the Swift, still in \(generatedFile)"
                    + (difference.handWritten ? ", with something left out: the Lua written by hand for it (in app.lua) may be stale" : "")
            case .changed where difference.swiftChanged:
                let swift = difference.swiftLocation ?? "no location"
                verb = "differs: its Swift changed (\(swift)), and it has something left out (\(generatedFile) line \(difference.generatedLine ?? 0)): "
                    + "the Lua written by hand for it (in app.lua) may need the same change"
            case .changed:
                let swift = difference.swiftLocation ?? "no location"
                verb = "differs: the Swift (\(swift)) and \(generatedFile) (line \(difference.generatedLine ?? 0)) no longer say the same"
                    + (difference.handWritten ? "; it has something left out: the Lua written by hand for it (in app.lua) may need the same change" : "")
            case .edited: verb = "differs from what the import writes (edited by hand?); the import rewrites the whole file"
            case .missing: verb = "required by \(generatedFile) but not there; the import writes its stub"
            case .marker:
                verb = "its marker comment (-- route \(difference.name) (…)) was changed by hand; the route itself is there "
                    + "and in step; the import rewrites the marker"
            }
            let placed = difference.change == .changed || places.isEmpty ? "" : " (\(places.joined(separator: ", ")))"
            var text = "\(difference.what) \(difference.name): \(verb)\(placed)"
            // Which side changed cannot be known (the file may have been edited): both are shown.
            if let first = difference.firstDifference {
                text += "\n  \(generatedFile):\(first.line) has: \(first.onDisk.trimmingSpaces)\n  the Swift gives: \(first.regenerated.trimmingSpaces)"
            }
            return text
        }
    }
}
