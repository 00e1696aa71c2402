import RouterCore

/// Which of a suite's tests run: a name filter, tags to include and
/// exclude, `only` marks, and a shard.
public struct TestSelection: Sendable, Equatable {
    /// Runs the tests whose id contains this text (case-insensitive).
    public var filter: String?
    /// Runs only tests with at least one of these tags (none: all).
    public var tags: [String] = []
    /// Leaves out tests with any of these tags.
    public var excludedTags: [String] = []
    /// Runs shard `index` of `count` (1-based).
    public var shard: Shard?
    /// Refuses to run when a test is marked `only` (`--forbid-only`, for CI).
    public var forbidsOnly = false
    /// Balances the shard by an earlier run's durations rather than by count.
    public var shardTimings: ShardTimings?
    /// Whether a shard left without a test is fine (Bazel's `shard_count`
    /// may exceed the tests), rather than a run that ran nothing.
    public var emptyShardPasses = false
    /// Lines asked for by file path (`flowrun test flows/a_test.lua:12`):
    /// in these files, only the tests whose lines hold one of them run.
    public var lines: [String: [Int]] = [:]
    /// Runs only the tests with these ids, when given (`--last-failed`).
    public var ids: Set<String>?

    public init(filter: String? = nil, tags: [String] = [], excludedTags: [String] = [], shard: Shard? = nil) {
        self.filter = filter
        self.tags = tags
        self.excludedTags = excludedTags
        self.shard = shard
    }

    /// The reason a test is skipped for another marked `only`.
    public static let notMarkedOnly = "not marked only"

    /// The tests to report, in suite order. Filtered-out tests are left out;
    /// when some are marked `only`, the others are skipped; then the shard
    /// takes every `count`-th test.
    public func apply(to tests: [TestCase]) -> [TestCase] {
        var chosen = tests.filter { test in
            if let wanted = lines[test.file.path], !wanted.contains(where: test.holds) { return false }
            if let ids, !ids.contains(test.id) { return false }
            if let filter, !test.id.lowercased().contains(filter.lowercased()) { return false }
            if !tags.isEmpty, !test.tags.contains(where: tags.contains) { return false }
            return !test.tags.contains(where: excludedTags.contains)
        }
        if chosen.contains(where: \.isOnly) {
            chosen = chosen.map { test in
                test.isOnly || test.skipReason != nil ? test : TestCase(
                    file: test.file, index: test.index, groups: test.groups, name: test.name, tags: test.tags,
                    skipReason: Self.notMarkedOnly, isOnly: false, location: test.location, lastLine: test.lastLine)
            }
        }
        guard let shard else { return chosen }
        if let shardTimings { return shardTimings.part(shard, of: chosen) }
        return chosen.enumerated().filter { $0.offset % shard.count == shard.index - 1 }.map(\.element)
    }
}

extension TestSelection {
    /// What is wrong with the lines asked for: for each line that holds no
    /// test of its file, an error naming it and the nearest tests' lines.
    public func lineErrors(_ declared: [TestCase]) -> [String] {
        lines.keys.sorted().flatMap { path -> [String] in
            let tests = declared.filter { $0.file.path == path }
            guard let display = tests.first?.file.displayPath else { return [] }
            return (lines[path] ?? []).filter { line in !tests.contains { $0.holds(line) } }.map { line in
                let starts = Array(Set(tests.compactMap(\.line))).sorted()
                let before = starts.last { $0 < line }, after = starts.first { $0 > line }
                let near = [before, after].compactMap { $0 }.map { "\(display):\($0)" }
                return "\(display):\(line) holds no test (the nearest \(near.count == 1 ? "test is" : "tests are") at \(near.joined(separator: " and "))); "
                    + "give a line from a test's declaration to the end of its function"
            }
        }
    }

    /// Why a run under ``forbidsOnly`` runs nothing: where `only` marks tests.
    public static func forbiddenOnly(at locations: [String]) -> String {
        "--forbid-only, and \(locations.count == 1 ? "a test is" : "tests are") marked only (\(locations.joined(separator: ", "))); remove .only"
    }

    /// What the selection makes of `declared` (which chose `chosen`): a
    /// warning for each tag asked for that no test has, and why it chose no
    /// test at all when it chose none (a shard too, when there are fewer
    /// tests than shards: a CI job that ran nothing is no green job).
    public func review(_ declared: [TestCase], chosen: [TestCase]) -> (warnings: [String], empty: String?) {
        let known = Set(declared.flatMap(\.tags)).sorted()
        let listed = known.isEmpty ? "no test has a tag" : "the tags are " + known.joined(separator: ", ")
        var warnings: [String] = []
        var unknownWanted: [String] = []
        for (option, names) in [("--tag", tags), ("--exclude-tag", excludedTags)] {
            for name in names where !known.contains(name) {
                let text = "\(option) '\(name.excerpt())' is on no test\(Suggestion.phrase(for: name, among: known)); \(listed)"
                warnings.append(text)
                if option == "--tag" { unknownWanted.append(text) }
            }
            // A tag one letter off, or in another case, is most likely the same tag misspelt on some tests.
            for name in names where known.contains(name) {
                let near = known.filter { $0 != name && ($0.lowercased() == name.lowercased() || Suggestion.nearest(to: $0, among: [name]) == name) }
                if !near.isEmpty {
                    warnings.append("\(option) '\(name.excerpt())': some tests are tagged \(near.map { "'\($0.excerpt())'" }.joined(separator: ", ")) instead, "
                        + "which it does not select (tags compare exactly; a misspelt tag?)")
                }
            }
        }
        if let shardTimings, shard != nil {
            var unsharded = self
            unsharded.shard = nil
            let selected = unsharded.apply(to: declared)
            let untimed = shardTimings.untimed(among: selected)
            if shardTimings.hasNoDurations {
                warnings.append("--shard-timings \(shardTimings.source) has no durations (written with --no-timings?), so the shards are balanced by count")
            } else if untimed > 0 {
                warnings.append("--shard-timings: \(untimed) of the \(selected.count) tests chosen \(untimed == 1 ? "is" : "are") not in \(shardTimings.source) (new or renamed since), "
                    + "so each counts as the mean duration of those it times")
            }
        }
        guard chosen.isEmpty else { return (warnings, nil) }
        if declared.isEmpty { return (warnings, "the files declare no tests") }
        var unsharded = self
        unsharded.shard = nil
        let selected = unsharded.apply(to: declared).count
        if selected > 0, let shard {
            if emptyShardPasses {
                return (warnings + ["shard \(shard) has no test: the selection has \(selected) test\(selected == 1 ? "" : "s") for \(shard.count) shards (Bazel's shard_count is more than the tests)"], nil)
            }
            return (warnings, "shard \(shard) has no test: the selection has \(selected) test\(selected == 1 ? "" : "s") for \(shard.count) shards (use fewer shards)")
        }
        if !unknownWanted.isEmpty, unknownWanted.count == tags.count { return (warnings.filter { !unknownWanted.contains($0) }, unknownWanted.joined(separator: "; ")) }
        var asked: [String] = []
        if let ids { asked.append("--last-failed (\(ids.count) test\(ids.count == 1 ? "" : "s") that failed in the last run, renamed or removed since?)") }
        if !lines.isEmpty { asked.append("the lines given") }
        if let filter { asked.append("--filter '\(filter.excerpt())'") }
        if !tags.isEmpty { asked.append(tags.map { "--tag '\($0.excerpt())'" }.joined(separator: " ")) }
        if !excludedTags.isEmpty { asked.append(excludedTags.map { "--exclude-tag '\($0.excerpt())'" }.joined(separator: " ")) }
        let hint = "(of the \(declared.count) test\(declared.count == 1 ? "" : "s") declared, which flowrun test --list without \(asked.count == 1 ? "it" : "them") lists; \(listed))"
        return (warnings, "\(asked.joined(separator: " with ")) \(asked.count == 1 ? "matches" : "match") no test \(hint)")
    }
}

/// One of `count` parts of a suite (`--shard 2/4`).
public struct Shard: Sendable, Equatable, CustomStringConvertible {
    public let index: Int
    public let count: Int

    /// Parses "k/n" with 1 ≤ k ≤ n.
    public init?(_ text: String) {
        let parts = text.split(separator: "/")
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]), count >= 1, (1...count).contains(index) else { return nil }
        self.index = index
        self.count = count
    }

    public var description: String { "\(index)/\(count)" }
}
