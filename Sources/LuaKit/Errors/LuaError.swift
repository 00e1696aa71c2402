/// A failure inside Lua: a chunk that does not compile, a runtime error, a
/// memory cap reached, or an error raised by a Swift function Lua called.
public struct LuaError: Error, Sendable, CustomStringConvertible {
    /// What kind of failure.
    public enum Kind: String, Sendable {
        /// The chunk does not compile.
        case syntax
        /// An error raised while running.
        case runtime
        /// The host's memory cap was reached, or memory ran out.
        case memory
        /// The error handler itself failed.
        case errorHandler = "error handler"
        /// The host's execution budget ran out.
        case timeout
    }

    /// The fields, boxed: an error is one pointer wide, so the calls that
    /// throw it (every call into Lua) pass it in a register.
    private final class Storage: Sendable {
        let kind: Kind
        let message: String
        let location: String?
        let traceback: String?

        init(kind: Kind, message: String, location: String?, traceback: String?) {
            self.kind = kind
            self.message = message
            self.location = location
            self.traceback = traceback
        }
    }

    private let storage: Storage

    /// What kind of failure it is.
    public var kind: Kind { storage.kind }
    /// The error message as Lua produced it (a non-string error value is rendered).
    public var message: String { storage.message }
    /// `file:line` of the innermost Lua frame when the error was raised, if any.
    public var location: String? { storage.location }
    /// Lua's traceback at the point of the error, if one was taken.
    public var traceback: String? { storage.traceback }

    /// An error of `kind` with `message`, and where it happened when known.
    /// A message past ``longestMessage`` keeps its start and says its size
    /// (`bytes`, when the message given is already the start of a longer one).
    public init(kind: Kind, message: String, location: String? = nil, traceback: String? = nil, bytes: Int? = nil) {
        storage = Storage(kind: kind, message: Self.bounded(message, bytes: bytes), location: location, traceback: traceback)
    }

    /// The most characters of its message an error keeps: an error raised
    /// with a megabyte string stays a line of a report, not megabytes of each.
    public static let longestMessage = 4096

    private static func bounded(_ message: String, bytes whole: Int?) -> String {
        let bytes = max(whole ?? 0, message.utf8.count)
        guard bytes > longestMessage else { return message }
        return "\(message.prefix(longestMessage))… (\(bytes) bytes)"
    }

    /// One line: the message, led by `file:line` when the message does not
    /// already start with it. A position in flowrun's own code (a stack
    /// overflow or a runtime error inside the prelude) gives way to the
    /// flow's line.
    public var description: String {
        guard let location, !message.hasPrefix(location + ":") else { return message }
        if let rest = message.afterInternalPosition { return "\(location): \(rest)" }
        return message.hasSourcePrefix ? message : "\(location): \(message)"
    }
}

extension LuaError {
    /// ``description``, placed at `place` (the script, or the test's
    /// declaration) when Lua gave no position in the script's code at all:
    /// a tail call (`return expect_top(…)`) leaves no frame of the line
    /// that made it.
    public func description(placedAt place: String) -> String {
        let text = description
        guard kind == .runtime, location == nil else { return text }
        let unplaced = " (no line known: `return f(…)` is a tail call, which leaves no trace of its line; without the return the line is shown)"
        if let rest = text.afterInternalPosition { return "\(place): \(rest)\(unplaced)" }
        return text.hasSourcePrefix ? text : "\(place): \(text)\(unplaced)"
    }
}

extension String {
    /// The text after a leading position in flowrun's own chunks (named
    /// `=[…]`, shown as `[flowrun expectations]:12: ` or `[sandbox]:3: `), or nil.
    var afterInternalPosition: Substring? {
        guard hasPrefix("["), let close = firstIndex(of: "]") else { return nil }
        var rest = self[index(after: close)...]
        guard rest.first == ":" else { return nil }
        rest = rest.dropFirst()
        let digits = rest.prefix(while: { $0.isASCII && $0.isNumber })
        guard !digits.isEmpty else { return nil }
        rest = rest.dropFirst(digits.count)
        guard rest.hasPrefix(": ") else { return nil }
        return rest.dropFirst(2)
    }

    /// Whether the string starts the way Lua positions do: `name:123:`.
    var hasSourcePrefix: Bool {
        var sawDigit = false
        var afterColon = false
        for character in self {
            if afterColon {
                if character.isNumber { sawDigit = true; continue }
                if character == ":" && sawDigit { return true }
                sawDigit = false
                afterColon = character == ":"
                continue
            }
            if character == ":" { afterColon = true }
            if character == "\n" { return false }
        }
        return false
    }
}
