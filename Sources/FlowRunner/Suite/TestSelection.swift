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

    public init(filter: String? = nil, tags: [String] = [], excludedTags: [String] = [], shard: Shard? = nil) {
        self.filter = filter
        self.tags = tags
        self.excludedTags = excludedTags
        self.shard = shard
    }

    /// The tests to report, in suite order. Filtered-out tests are left out;
    /// when some are marked `only`, the others are skipped; then the shard
    /// takes every `count`-th test.
    public func apply(to tests: [TestCase]) -> [TestCase] {
        var chosen = tests.filter { test in
            if let filter, !test.id.lowercased().contains(filter.lowercased()) { return false }
            if !tags.isEmpty, !test.tags.contains(where: tags.contains) { return false }
            return !test.tags.contains(where: excludedTags.contains)
        }
        if chosen.contains(where: \.isOnly) {
            chosen = chosen.map { test in
                test.isOnly || test.skipReason != nil ? test : TestCase(
                    file: test.file, index: test.index, groups: test.groups, name: test.name, tags: test.tags,
                    skipReason: "not marked only", isOnly: false, location: test.location)
            }
        }
        guard let shard else { return chosen }
        return chosen.enumerated().filter { $0.offset % shard.count == shard.index - 1 }.map(\.element)
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
