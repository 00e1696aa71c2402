/// What a suite exercised (`flowrun test --coverage`): every route of the
/// link table, destination and step, interceptor and task, screen class and
/// the open-URL handler, each with its counts per outcome; and, when asked
/// for, how often each line of the project's Lua files ran. Tests add their
/// coverage together (``merge(_:)``), whatever worker or shard ran them, so
/// a serial run, `-j N` and the merge of `--shard k/n` runs give the same value.
public struct RouteCoverage: Sendable, Codable, Equatable {
    /// What the JSON form says it is, and its version: a merge refuses others.
    public static let formatName = "flowrun-coverage"
    public static let formatVersion = 1

    public var format = RouteCoverage.formatName
    public var version = RouteCoverage.formatVersion
    /// The project's folder name: coverage of two projects is not merged.
    public var project: String
    /// The items, one per key: merged by hashing, sorted only when read.
    private var byKey: [CoverageItem.Key: CoverageItem] = [:]
    /// The items, sorted (see ``CoverageItem/Key``), one per key.
    public var items: [CoverageItem] { byKey.values.sorted { $0.key < $1.key } }
    /// Lua line hits of the tests per file, sorted by file; nil when line coverage was not asked for.
    public private(set) var lines: [FileLineCoverage]?
    /// What loading each flow file ran, sorted by flow file (see ``LoadLineCoverage``); nil as ``lines``.
    public private(set) var loading: [LoadLineCoverage]?

    /// Every line hit, the tests' and loading's together, per file sorted by file: what LCOV reports.
    public var lineTotals: [FileLineCoverage]? {
        guard lines != nil || loading != nil else { return nil }
        var byFile = Dictionary((lines ?? []).map { ($0.file, $0) }, uniquingKeysWith: { a, _ in a })
        for file in (loading ?? []).flatMap(\.files) { byFile[file.file, default: FileLineCoverage(file: file.file, hits: [:])].add(file) }
        return byFile.sorted { $0.key < $1.key }.map(\.value)
    }

    public init(project: String, items: [CoverageItem] = [], lines: [FileLineCoverage]? = nil) {
        self.project = project
        self.lines = nil
        loading = nil
        add(items)
        if let lines { add(lines: lines) }
    }

    /// The items of `kind`.
    public func items(of kind: CoverageKind) -> [CoverageItem] { items.filter { $0.kind == kind } }

    /// The item with this key, if any.
    public func item(_ key: CoverageItem.Key) -> CoverageItem? { byKey[key] }

    /// Adds `new` items: counts of an item already here are summed.
    public mutating func add(_ new: [CoverageItem]) {
        for item in new {
            if byKey[item.key] == nil { byKey[item.key] = item } else { byKey[item.key]!.add(item) }
        }
    }

    /// Adds line hits (making ``lines`` non-nil).
    public mutating func add(lines new: [FileLineCoverage]) {
        var byFile = Dictionary((lines ?? []).map { ($0.file, $0) }, uniquingKeysWith: { a, _ in a })
        for file in new { byFile[file.file, default: FileLineCoverage(file: file.file, hits: [:])].add(file) }
        lines = byFile.sorted { $0.key < $1.key }.map(\.value)
        if loading == nil { loading = [] }
    }

    /// Adds what loading flow files ran: a flow file already here keeps its lines (loading it runs the same each time).
    public mutating func add(loading new: [LoadLineCoverage]) {
        var byFlow = Dictionary((loading ?? []).map { ($0.flowFile, $0) }, uniquingKeysWith: { a, _ in a })
        for entry in new where byFlow[entry.flowFile] == nil { byFlow[entry.flowFile] = entry }
        loading = byFlow.sorted { $0.key < $1.key }.map(\.value)
        if lines == nil { lines = [] }
    }

    /// Adds another run's (or test's) coverage of the same project.
    public mutating func merge(_ other: RouteCoverage) {
        add(Array(other.byKey.values))
        if let other = other.lines { add(lines: other) }
        if let other = other.loading { add(loading: other) }
    }

    /// Covered and total items of a kind (or of several).
    public func figure(of kinds: Set<CoverageKind>) -> CoverageFigure {
        let chosen = byKey.values.filter { kinds.contains($0.kind) }
        return CoverageFigure(covered: chosen.filter(\.isCovered).count, total: chosen.count)
    }

    /// Covered and total routes of the link table and destinations: what `--coverage-min` checks.
    public var routeFigure: CoverageFigure { figure(of: Set(CoverageKind.allCases.filter(\.isRoute))) }

    enum CodingKeys: String, CodingKey { case format, version, project, items, lines, loading }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        format = try container.decode(String.self, forKey: .format)
        version = try container.decode(Int.self, forKey: .version)
        project = try container.decode(String.self, forKey: .project)
        lines = try container.decodeIfPresent([FileLineCoverage].self, forKey: .lines)
        loading = try container.decodeIfPresent([LoadLineCoverage].self, forKey: .loading)
        add(try container.decode([CoverageItem].self, forKey: .items))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(format, forKey: .format)
        try container.encode(version, forKey: .version)
        try container.encode(project, forKey: .project)
        try container.encode(items, forKey: .items)
        try container.encodeIfPresent(lines, forKey: .lines)
        try container.encodeIfPresent(loading, forKey: .loading)
    }
}

/// How many of some items are covered.
public struct CoverageFigure: Sendable, Equatable {
    public let covered: Int
    public let total: Int

    public init(covered: Int, total: Int) {
        self.covered = covered
        self.total = total
    }

    /// The percentage covered, nil when there is nothing to cover.
    public var percent: Double? { total == 0 ? nil : Double(covered) * 100 / Double(total) }

    /// "87.5%" (one decimal at most), or "-" when there is nothing to cover.
    public var percentText: String {
        guard let percent else { return "-" }
        let tenths = (percent * 10).rounded(.down) / 10
        return tenths == tenths.rounded() ? "\(Int(tenths))%" : "\(tenths)%"
    }
}
