import Foundation
import Testing

/// docs/Modelling.md read as the project it builds: every fenced block is a
/// file of the project, a trap with the output it shows, or a console session.
/// The marks are the guide's own rules, stated at its top.
struct ModellingGuide {
    /// A file of the guide's project: its blocks joined in order.
    var files: [String: String] = [:]
    /// The trap scripts (`-- mistakes/NAME.lua`), in the guide's order.
    var traps: [String] = []
    /// What each trap prints, as the guide shows it: by the trap's path.
    var outputs: [String: [String]] = [:]
    /// Each console block: the command's arguments and the lines shown after it.
    var sessions: [Session] = []
    /// What breaks the rules, one message a problem, with the guide's line.
    var problems: [String] = []

    struct Session: CustomTestStringConvertible, Sendable {
        let line: Int
        let arguments: [String]
        let shown: [String]
        /// The exit status shown on the block's last line, `(exit N)`; else 0.
        var status: Int32 {
            guard let last = shown.last, last.hasPrefix("(exit "), last.hasSuffix(")") else { return 0 }
            return Int32(last.dropFirst("(exit ".count).dropLast()) ?? -1
        }
        var testDescription: String { "docs/Modelling.md:\(line): flowrun \(arguments.joined(separator: " "))" }
    }

    static let path = "docs/Modelling.md"

    /// The guide in the repository.
    static func read() -> ModellingGuide {
        let url = FlowrunProcess.repositoryRoot.appendingPathComponent(path)
        guard let text = try? String(contentsOf: url, encoding: .utf8) else {
            var guide = ModellingGuide()
            guide.problems = ["\(path) cannot be read"]
            return guide
        }
        return ModellingGuide(text)
    }

    init() {}

    init(_ text: String) {
        let lines = text.components(separatedBy: "\n")
        var mark: (line: Int, text: String)?
        var index = 0
        while index < lines.count {
            let line = lines[index]
            if line.hasPrefix("<!-- file: ") || line.hasPrefix("<!-- output of ") {
                mark = (index + 1, line)
                index += 1
                continue
            }
            guard line.hasPrefix("```"), line.count > 3 else {
                if let open = mark, !line.isEmpty { problems.append("\(Self.path):\(open.line): \(open.text) is not followed by a fenced block") }
                if !line.isEmpty { mark = nil }
                index += 1
                continue
            }
            let language = String(line.dropFirst(3))
            var body: [String] = []
            var end = index + 1
            while end < lines.count, lines[end] != "```" { body.append(lines[end]); end += 1 }
            if end == lines.count { problems.append("\(Self.path):\(index + 1): a fenced block is never closed") }
            take(language: language, body: body, line: index + 1, mark: mark?.text)
            mark = nil
            index = end + 1
        }
        for trap in traps where outputs[trap] == nil {
            problems.append("\(Self.path): the trap \(trap) shows no output (an <!-- output of \(trap) --> block after it)")
        }
        for shown in outputs.keys.sorted() where !traps.contains(shown) {
            problems.append("\(Self.path): an output is shown for \(shown), which is no trap of the guide")
        }
    }

    private mutating func take(language: String, body: [String], line: Int, mark: String?) {
        let text = body.joined(separator: "\n") + "\n"
        if let mark, let path = Self.value(of: "<!-- file: ", in: mark) {
            add(text, to: path, line: line)
        } else if let mark, let path = Self.value(of: "<!-- output of ", in: mark) {
            outputs[path] = body
        } else if language == "lua", let first = body.first, first.hasPrefix("-- "), first.hasSuffix(".lua"), !first.contains(" ", after: 3) {
            let path = String(first.dropFirst(3))
            if path.hasPrefix("mistakes/") {
                if traps.contains(path) { problems.append("\(Self.path):\(line): the trap \(path) is shown twice") }
                traps.append(path)
            }
            add(text, to: path, line: line)
        } else if language == "console", let first = body.first, first.hasPrefix("$ flowrun ") {
            let arguments = first.dropFirst("$ flowrun ".count).split(separator: " ").map(String.init)
            sessions.append(Session(line: line, arguments: arguments, shown: Array(body.dropFirst())))
        } else {
            problems.append("\(Self.path):\(line): a ```\(language) block that no test runs: start it with `-- PATH.lua`, put `<!-- file: PATH -->` or `<!-- output of mistakes/NAME.lua -->` before it, or make it a console block starting `$ flowrun`")
        }
    }

    private mutating func add(_ text: String, to path: String, line: Int) {
        guard !path.hasPrefix("/"), !path.split(separator: "/").contains("..") else {
            problems.append("\(Self.path):\(line): \(path) is not a path inside the project")
            return
        }
        files[path, default: ""] += text
    }

    private static func value(of prefix: String, in mark: String) -> String? {
        guard mark.hasPrefix(prefix), mark.hasSuffix(" -->") else { return nil }
        return String(mark.dropFirst(prefix.count).dropLast(" -->".count))
    }

    /// Whether each of `shown`'s lines is a whole line of `output`, in order (`…` skips any).
    static func missing(_ shown: [String], in output: String) -> [String] {
        let printed = output.components(separatedBy: "\n")
        var from = printed.startIndex
        var missing: [String] = []
        for line in shown where line != "…" && !(line.hasPrefix("(exit ") && line == shown.last) {
            if let found = printed[from...].firstIndex(of: line) { from = found + 1 } else { missing.append(line) }
        }
        return missing
    }
}

private extension String {
    func contains(_ character: Character, after offset: Int) -> Bool { dropFirst(offset).contains(character) }
}
