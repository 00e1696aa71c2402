import Formats
import Foundation
import RouterCore

/// Reading `flowrun.json`: the document read once, each key checked where
/// it is written, so every message names the line of the key it is about.
extension SuiteConfig {
    /// Reads a configuration file; errors name the file, the line and the cause.
    public static func load(from path: String) throws(SuiteError) -> SuiteConfig {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw SuiteError("\(path): cannot read the configuration")
        }
        let document: JSONDocument
        do {
            document = try JSONDocument.parse(String(decoding: data, as: UTF8.self))
        } catch {
            throw SuiteError("\(path):\(error.position): not valid JSON (\(error.cause))")
        }
        guard let members = document.members else {
            throw SuiteError("\(path): the configuration must be a JSON object ({ \"app\": \"app.lua\" })")
        }
        func at(_ member: JSONDocument.Member) -> String { "\(path):\(member.keyPosition.line)" }
        for member in members where !keys.contains(member.key) {
            throw SuiteError("\(at(member)): unknown key '\(member.key.excerpt())'\(Suggestion.phrase(for: member.key, among: keys)); the keys are \(keys.joined(separator: ", "))")
        }
        if let repeated = document.repeatedKeys.first {
            throw SuiteError("\(path):\(repeated.position.line): '\(repeated.key.excerpt())' is given twice; a JSON reader would keep one silently, so give it once")
        }
        var config = SuiteConfig()
        for member in members {
            config.keyLines.lines[member.key] = member.keyPosition.line
            let value = member.value
            switch member.key {
            case "app": config.app = try text(value, "'app'", at: at(member))
            case "flows": config.flows = try texts(value, "'flows'", at: at(member), path: path)
            case "ignore": config.ignore = try texts(value, "'ignore'", at: at(member), path: path)
            case "timeout": config.timeout = try seconds(value, at: at(member))
            case "strict": config.strict = try flag(value, "'strict'", at: at(member))
            case "env": config.env = try variables(value, "\"env\"", at: at(member), path: path)
            default: config.profiles = try profiles(value, at: at(member), path: path)
            }
        }
        if config.flows?.isEmpty == true {
            throw SuiteError("\(config.location(of: "flows", in: path)): \"flows\" is empty, so no test would run; name the folders holding the flow files (\"flows\": [\"flows\"]) or leave it out to search the whole project")
        }
        return config
    }

    /// What a JSON value is, as a message names it: "the string \"5\"", "true", "a list".
    static func kind(of node: JSONDocument) -> String {
        switch node.value {
        case .string(let text): return "the string \"\(text.excerpt())\""
        case .bool(let value): return "\(value)"
        case .number(let number): return "the number \(number.text.excerpt())"
        case .array: return "a list"
        case .object: return "an object"
        case .null: return "null"
        }
    }

    /// A string (null: not given).
    private static func text(_ node: JSONDocument, _ what: String, at line: String) throws(SuiteError) -> String? {
        if node.isNull { return nil }
        guard let text = node.string else { throw SuiteError("\(line): \(what) must be a string, got \(kind(of: node))") }
        return text
    }

    /// true or false (null: not given).
    private static func flag(_ node: JSONDocument, _ what: String, at line: String) throws(SuiteError) -> Bool? {
        if node.isNull { return nil }
        guard case .bool(let value) = node.value else { throw SuiteError("\(line): \(what) must be true or false, got \(kind(of: node))") }
        return value
    }

    /// A list of strings (null: not given); an item that is not a string is an error at its line.
    private static func texts(_ node: JSONDocument, _ what: String, at line: String, path: String) throws(SuiteError) -> [String]? {
        if node.isNull { return nil }
        guard let items = node.elements else { throw SuiteError("\(line): \(what) must be a list of strings, got \(kind(of: node))") }
        return try items.enumerated().map { index, item throws(SuiteError) in
            guard let text = item.string else { throw SuiteError("\(path):\(item.line): \(what) item \(index + 1) must be a string, got \(kind(of: item))") }
            return text
        }
    }

    /// A time limit in seconds (null: not given), checked as `--timeout` is.
    private static func seconds(_ node: JSONDocument, at line: String) throws(SuiteError) -> Double? {
        if node.isNull { return nil }
        guard let number = node.number else { throw SuiteError("\(line): 'timeout' must be a number, got \(kind(of: node))") }
        let seconds = number.double ?? .infinity
        _ = try RunLimits.timeLimit(seconds, from: "\(line): 'timeout'")
        return seconds
    }
}
