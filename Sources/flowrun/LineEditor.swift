import Foundation

/// Reads lines for the REPL: with editing (arrows, home/end, Ctrl-A/E/K/U,
/// backspace, delete) and history (up/down, kept in a file) when standard
/// input is a terminal; plain lines otherwise.
final class LineEditor {
    private var history: [String] = []
    private let historyFile: String?
    private let isTerminal = isatty(STDIN_FILENO) == 1 && isatty(STDOUT_FILENO) == 1
    /// How many history lines are kept.
    private static let historyLimit = 500

    init(historyFile: String?) {
        self.historyFile = historyFile
        if let historyFile, let text = try? String(contentsOfFile: historyFile, encoding: .utf8) {
            history = text.split(separator: "\n").map(String.init).suffix(Self.historyLimit)
        }
    }

    /// Whether prompts are shown (only to a terminal).
    var showsPrompts: Bool { isTerminal }

    /// The next line, or nil at the end of input (Ctrl-D on an empty line).
    func readLine(prompt: String) -> String? {
        guard isTerminal else { return Swift.readLine(strippingNewline: true) }
        var saved = termios()
        tcgetattr(STDIN_FILENO, &saved)
        // TCSANOW, not TCSAFLUSH: keystrokes typed ahead (or pasted lines) must not be thrown away.
        var raw = saved
        raw.c_lflag &= ~tcflag_t(ICANON | ECHO | IEXTEN)
        raw.c_iflag &= ~tcflag_t(IXON | ICRNL)
        tcsetattr(STDIN_FILENO, TCSANOW, &raw)
        defer { tcsetattr(STDIN_FILENO, TCSANOW, &saved) }
        let line = edit(prompt: prompt)
        write("\r\n")
        if let line, !line.isEmpty, line != history.last { remember(line) }
        return line
    }

    private func edit(prompt: String) -> String? {
        var buffer: [Character] = []
        var cursor = 0
        var browsing = history.count  // position in history while pressing up/down
        func redraw() {
            let after = buffer.count - cursor
            write("\r" + prompt + String(buffer) + "\u{1B}[K" + (after > 0 ? "\u{1B}[\(after)D" : ""))
        }
        redraw()
        while let byte = readByte() {
            switch byte {
            case 13, 10: return String(buffer)
            case 4:  // Ctrl-D
                if buffer.isEmpty { return nil }
                if cursor < buffer.count { buffer.remove(at: cursor) }
            case 3:  // Ctrl-C: drop the line
                buffer = []; cursor = 0; write("^C\r\n")
            case 127, 8:
                if cursor > 0 { buffer.remove(at: cursor - 1); cursor -= 1 }
            case 1: cursor = 0
            case 5: cursor = buffer.count
            case 11: buffer.removeSubrange(cursor...)
            case 21: buffer.removeSubrange(..<cursor); cursor = 0
            case 27:
                guard readByte() == UInt8(ascii: "[") , let key = readByte() else { break }
                switch key {
                case UInt8(ascii: "A"), UInt8(ascii: "B"):
                    let next = key == UInt8(ascii: "A") ? browsing - 1 : browsing + 1
                    guard next >= 0, next <= history.count else { break }
                    browsing = next
                    buffer = next == history.count ? [] : Array(history[next])
                    cursor = buffer.count
                case UInt8(ascii: "C"): cursor = min(cursor + 1, buffer.count)
                case UInt8(ascii: "D"): cursor = max(cursor - 1, 0)
                case UInt8(ascii: "H"): cursor = 0
                case UInt8(ascii: "F"): cursor = buffer.count
                case UInt8(ascii: "3"):
                    if readByte() == UInt8(ascii: "~"), cursor < buffer.count { buffer.remove(at: cursor) }
                default: break
                }
            default:
                guard byte >= 32, let character = character(startingWith: byte) else { break }
                buffer.insert(character, at: cursor)
                cursor += 1
            }
            redraw()
        }
        return buffer.isEmpty ? nil : String(buffer)
    }

    /// A whole UTF-8 character whose first byte is `first`.
    private func character(startingWith first: UInt8) -> Character? {
        let length = first < 0x80 ? 1 : first < 0xE0 ? 2 : first < 0xF0 ? 3 : 4
        var bytes = [first]
        while bytes.count < length, let next = readByte() { bytes.append(next) }
        return String(decoding: bytes, as: UTF8.self).first
    }

    private func readByte() -> UInt8? {
        var byte: UInt8 = 0
        return read(STDIN_FILENO, &byte, 1) == 1 ? byte : nil
    }

    private func write(_ text: String) {
        FileHandle.standardOutput.write(Data(text.utf8))
    }

    private func remember(_ line: String) {
        history.append(line)
        if history.count > Self.historyLimit { history.removeFirst(history.count - Self.historyLimit) }
        guard let historyFile else { return }
        try? Data((history.joined(separator: "\n") + "\n").utf8).write(to: URL(fileURLWithPath: historyFile))
    }
}
