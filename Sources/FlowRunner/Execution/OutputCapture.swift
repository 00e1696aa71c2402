/// What a test prints, gathered while it runs so that reports show it with
/// the test (parallel tests would otherwise interleave on the terminal).
/// Past ``limit`` bytes the rest is counted, not kept.
final class OutputCapture {
    /// The bytes kept of one test's output: 64 KiB.
    static let limit = 64 << 10

    private var kept = ""
    private var dropped = 0

    /// What has been kept so far, for ``restore(_:)``.
    struct Mark {
        fileprivate let kept: String
        fileprivate let dropped: Int
    }

    var mark: Mark { Mark(kept: kept, dropped: dropped) }

    /// Forgets what was printed since `mark`.
    func restore(_ mark: Mark) {
        kept = mark.kept
        dropped = mark.dropped
    }

    /// Adds printed text.
    func append(_ piece: String) {
        guard dropped == 0 else { return dropped += piece.utf8.count }
        let room = Self.limit - kept.utf8.count
        if piece.utf8.count <= room { return kept += piece }
        // Cut at a character boundary within the room.
        var end = piece.startIndex
        var used = 0
        for character in piece {
            let size = String(character).utf8.count
            if used + size > room { break }
            used += size
            end = piece.index(after: end)
        }
        kept += piece[..<end]
        dropped = piece.utf8.count - used
    }

    /// The output kept, with a last line saying how much was left out.
    var text: String {
        dropped == 0 ? kept : kept + (kept.hasSuffix("\n") || kept.isEmpty ? "" : "\n") + "… (\(dropped) more bytes of output left out)\n"
    }
}
