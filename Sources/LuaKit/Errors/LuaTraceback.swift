/// A Lua traceback (the text of `debug.traceback`) read as the frames of the
/// script's own files: the host's chunks (named `=[…]`), C functions and
/// elided tail calls are left out, so what remains is the script's call path.
public struct LuaTraceback: Sendable, Equatable {
    /// One frame of a script's file.
    public struct Frame: Sendable, Equatable {
        /// `file:line`, as the chunk is named.
        public let location: String
        /// What Lua says of the function: "in function <src/a.lua:7>", "in main chunk", "in local 'open'".
        public let function: String

        /// The chunk name of the frame's file.
        public var file: Substring { location[..<(location.lastIndex(of: ":") ?? location.endIndex)] }
    }

    /// The script's frames, innermost first.
    public let frames: [Frame]

    /// The frames of `text`, a traceback as `debug.traceback` writes it.
    public init(_ text: String) {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: true)
        let start = lines.firstIndex(of: "stack traceback:").map { $0 + 1 } ?? lines.startIndex
        frames = lines[start...].compactMap(Self.frame)
    }

    /// "\tsrc/a.lua:8: in function <src/a.lua:7>" as a frame; nil for the
    /// host's chunks, C functions and "(...tail calls...)".
    private static func frame(_ line: Substring) -> Frame? {
        let line = line.drop { $0 == "\t" || $0 == " " }
        guard !line.hasPrefix("["), !line.hasPrefix("("), let split = line.range(of: ": ") else { return nil }
        let location = line[..<split.lowerBound]
        guard let colon = location.lastIndex(of: ":"), location[location.index(after: colon)...].allSatisfy(\.isNumber),
              colon != location.startIndex, location.index(after: colon) != location.endIndex
        else { return nil }
        return Frame(location: String(location), function: String(line[split.upperBound...]))
    }

    /// Where `file` called the code that failed, when that code is in
    /// another file (a helper module): the frames after the one `message`
    /// (the error) names, out to the first in `file`. Empty when it failed
    /// in `file` itself or `file` is not on the path.
    public func callers(ofFailureSaying message: String, in file: some StringProtocol) -> [String] {
        let said = message.prefix { $0 != "\n" }
        let failing = frames.firstIndex { said.contains($0.location + ": ") } ?? 0
        guard failing < frames.count, frames[failing].file != file,
              let own = frames[failing...].firstIndex(where: { $0.file == file })
        else { return [] }
        return frames[(failing + 1)...own].map(\.location)
    }

    /// The frames as lines, "src/a.lua:8: in function <src/a.lua:7>", each
    /// after `spaces` spaces.
    public func text(indentedBy spaces: Int = 0) -> String {
        let pad = String(repeating: " ", count: spaces)
        return frames.map { "\(pad)\($0.location): \($0.function)" }.joined(separator: "\n")
    }
}
