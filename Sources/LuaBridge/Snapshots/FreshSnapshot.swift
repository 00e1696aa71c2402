/// A snapshot first seen fresh in a run (missing when a flow looked, or
/// written since the run started), and the text a flow gave it, as a
/// digest: a runner gathering every test's finds tests that gave one fresh
/// snapshot different texts, whichever wrote it first.
public struct FreshSnapshot: Codable, Sendable, Hashable {
    /// The snapshot's file, from the project folder (`snapshots/home.txt`).
    public let file: String
    /// The text's digest (see ``digest(of:)``).
    public let digest: String

    public init(file: String, digest: String) {
        self.file = file
        self.digest = digest
    }

    /// The FNV-1a 64-bit hash of `text`'s UTF-8 bytes, in hex: the same in
    /// every process (Swift's `Hasher` is seeded per process).
    public static func digest(of text: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash &*= 0x0000_0100_0000_01b3
        }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}
