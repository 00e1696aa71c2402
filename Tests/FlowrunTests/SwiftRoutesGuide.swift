import Foundation
import Testing

/// docs/SwiftRoutes.md read as a script: its fenced blocks, in the order the
/// guide shows them, are files written into one project folder, console
/// sessions run there, and shell snippets run there, each after the ones
/// before it. The marks are the guide's own rules, stated at its top.
struct SwiftRoutesGuide {
    /// One thing the guide does, in its order.
    enum Step: Sendable {
        /// A file written (or rewritten) into the project.
        case file(path: String, text: String, line: Int)
        /// A `$ flowrun …` line, and what the guide shows it print.
        case session(Session)
        /// A ```sh block, run by the shell with the built flowrun first on PATH.
        case script(text: String, line: Int)
        /// A block after `<!-- written: PATH -->`: lines the file a command wrote holds, in order (`…` skips any).
        case written(path: String, shown: [String], line: Int)
    }

    struct Session: CustomTestStringConvertible, Sendable {
        let line: Int
        let arguments: [String]
        let shown: [String]
        /// The exit status shown on the session's last line, `(exit N)`; else 0.
        var status: Int32 {
            guard let last = shown.last, last.hasPrefix("(exit "), last.hasSuffix(")") else { return 0 }
            return Int32(last.dropFirst("(exit ".count).dropLast()) ?? -1
        }
        var testDescription: String { "\(SwiftRoutesGuide.path):\(line): flowrun \(arguments.joined(separator: " "))" }
    }

    static let path = "docs/SwiftRoutes.md"

    var steps: [Step] = []
    /// What breaks the rules, one message a problem, with the guide's line.
    var problems: [String] = []

    var sessions: [Session] {
        steps.compactMap { if case .session(let session) = $0 { session } else { nil } }
    }

    /// The files the guide writes, by path (the last text of each).
    var files: [String: String] {
        var files: [String: String] = [:]
        for case .file(let path, let text, _) in steps { files[path] = text }
        return files
    }

    /// The guide in the repository.
    static func read() -> SwiftRoutesGuide {
        let url = FlowrunProcess.repositoryRoot.appendingPathComponent(path)
        guard let text = try? String(contentsOf: url, encoding: .utf8) else {
            var guide = SwiftRoutesGuide()
            guide.problems = ["\(path) cannot be read"]
            return guide
        }
        return SwiftRoutesGuide(text)
    }

    init() {}

    init(_ text: String) {
        let lines = text.components(separatedBy: "\n")
        var mark: (line: Int, path: String, written: Bool)?
        var index = 0
        while index < lines.count {
            let line = lines[index]
            for (prefix, written) in [("<!-- file: ", false), ("<!-- written: ", true)] where line.hasPrefix(prefix) && line.hasSuffix(" -->") {
                mark = (index + 1, String(line.dropFirst(prefix.count).dropLast(" -->".count)), written)
            }
            if mark?.line == index + 1 {
                index += 1
                continue
            }
            guard line.hasPrefix("```"), line.count > 3 else {
                if let open = mark, !line.isEmpty {
                    problems.append("\(Self.path):\(open.line): <!-- \(open.written ? "written" : "file"): \(open.path) --> is not followed by a fenced block")
                    mark = nil
                }
                index += 1
                continue
            }
            let language = String(line.dropFirst(3))
            var body: [String] = []
            var end = index + 1
            while end < lines.count, lines[end] != "```" { body.append(lines[end]); end += 1 }
            if end == lines.count { problems.append("\(Self.path):\(index + 1): a fenced block is never closed") }
            if let open = mark, open.written {
                steps.append(.written(path: open.path, shown: body, line: index + 1))
            } else {
                take(language: language, body: body, line: index + 1, markedPath: mark?.path)
            }
            mark = nil
            index = end + 1
        }
    }

    private mutating func take(language: String, body: [String], line: Int, markedPath: String?) {
        let text = body.joined(separator: "\n") + "\n"
        if let markedPath {
            add(text, to: markedPath, line: line)
        } else if let path = Self.pathComment(body.first, language: language) {
            add(text, to: path, line: line)
        } else if language == "console", body.first?.hasPrefix("$ ") == true {
            takeSessions(body, line: line)
        } else if language == "sh" {
            steps.append(.script(text: text, line: line))
        } else {
            problems.append("\(Self.path):\(line): a ```\(language) block that no test runs: start it with `-- PATH.lua` or `// PATH.swift`, "
                + "put `<!-- file: PATH -->` or `<!-- written: PATH -->` before it, make it a console block of `$ flowrun` lines, or a ```sh script")
        }
    }

    /// `-- flows/a_test.lua` heading a Lua block, `// Sources/Shop.swift` a Swift one.
    private static func pathComment(_ first: String?, language: String) -> String? {
        guard let first else { return nil }
        let prefix: String
        switch language {
        case "lua": prefix = "-- "
        case "swift": prefix = "// "
        default: return nil
        }
        guard first.hasPrefix(prefix) else { return nil }
        let path = String(first.dropFirst(prefix.count))
        guard !path.contains(" "), path.hasSuffix(".\(language)") else { return nil }
        return path
    }

    /// Each `$ flowrun …` line of a console block, with the lines shown after it.
    private mutating func takeSessions(_ body: [String], line: Int) {
        var current: (line: Int, arguments: [String], shown: [String])?
        for (offset, text) in body.enumerated() {
            if text.hasPrefix("$ flowrun ") {
                if let open = current { steps.append(.session(Session(line: open.line, arguments: open.arguments, shown: open.shown))) }
                let arguments = text.dropFirst("$ flowrun ".count).split(separator: " ").map(String.init)
                current = (line + 1 + offset, arguments, [])
            } else if text.hasPrefix("$ ") {
                problems.append("\(Self.path):\(line + 1 + offset): a console line that is not flowrun's: make it a ```sh block")
            } else {
                current?.shown.append(text)
            }
        }
        if let open = current { steps.append(.session(Session(line: open.line, arguments: open.arguments, shown: open.shown))) }
    }

    private mutating func add(_ text: String, to path: String, line: Int) {
        guard !path.hasPrefix("/"), !path.split(separator: "/").contains("..") else {
            problems.append("\(Self.path):\(line): \(path) is not a path inside the project")
            return
        }
        steps.append(.file(path: path, text: text, line: line))
    }
}
