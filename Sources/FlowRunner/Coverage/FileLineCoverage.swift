/// How many times each line of one Lua file ran (`flowrun test --coverage
/// lcov=FILE`): the file relative to the project, and the hits of each line
/// that ran. Which lines could run is the file's own (see `LuaHost.executableLines`).
public struct FileLineCoverage: Sendable, Codable, Equatable {
    /// The file, relative to the project (`login.lua`).
    public let file: String
    /// Each line that ran and how many times, by line number ascending.
    public private(set) var hits: [Int: Int]

    public init(file: String, hits: [Int: Int]) {
        self.file = file
        self.hits = hits
    }

    /// Adds `other`'s hits (the same file, from another test or run).
    public mutating func add(_ other: FileLineCoverage) {
        for (line, count) in other.hits { hits[line, default: 0] += count }
    }

    enum CodingKeys: String, CodingKey { case file, hits }

    // Lines as [[line, hits], …] ascending: JSON objects take string keys only.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        file = try container.decode(String.self, forKey: .file)
        var hits: [Int: Int] = [:]
        for pair in try container.decode([[Int]].self, forKey: .hits) {
            guard pair.count == 2, pair[0] > 0, pair[1] >= 0 else {
                throw DecodingError.dataCorruptedError(forKey: .hits, in: container, debugDescription: "a line's hits are [line, count], got \(pair)")
            }
            hits[pair[0], default: 0] += pair[1]
        }
        self.hits = hits
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(file, forKey: .file)
        try container.encode(hits.sorted { $0.key < $1.key }.map { [$0.key, $0.value] }, forKey: .hits)
    }
}
