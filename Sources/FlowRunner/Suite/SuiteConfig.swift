import Foundation
import RouterCore

/// A suite's configuration, `flowrun.json` at the project's root:
///
/// ```json
/// { "app": "app.lua", "flows": ["flows"], "timeout": 10 }
/// ```
///
/// `app` is the app definition every test starts from, `flows` the files or
/// folders `flowrun test` runs when given none, `ignore` the files or folders
/// of flow files outside them that it leaves out on purpose (run when named),
/// `timeout` the seconds one test may take, `env` the variables flows read
/// with `env(name)` and `profiles` named sets of them (`--profile staging`):
/// `{ "staging": { "env": { "BASE_URL": "…" } } }`. Paths are relative to
/// the file's folder, the project root.
public struct SuiteConfig: Codable, Sendable, Equatable {
    public var app: String?
    public var flows: [String]?
    public var ignore: [String]?
    public var timeout: Double?
    public var env: [String: String]?
    public var profiles: [String: Profile]?

    /// A named set of variables, chosen with `--profile NAME`.
    public struct Profile: Codable, Sendable, Equatable {
        public var env: [String: String]?

        public init(env: [String: String]? = nil) { self.env = env }

        /// The keys a profile may have.
        public static let keys = ["env"]
    }

    public init(app: String? = nil, flows: [String]? = nil, ignore: [String]? = nil, timeout: Double? = nil) {
        self.app = app
        self.flows = flows
        self.ignore = ignore
        self.timeout = timeout
    }

    /// The file name looked for.
    public static let fileName = "flowrun.json"

    private enum CodingKeys: String, CodingKey, CaseIterable {
        case app, flows, ignore, timeout, env, profiles
    }

    /// The keys a configuration may have.
    public static let keys = CodingKeys.allCases.map(\.rawValue)

    /// The first key an object of a JSON text gives twice, at any depth
    /// (JSON readers keep one of the two silently), and where its second is.
    static func repeatedKey(in text: String) -> (key: String, line: Int)? {
        // Per open bracket: the keys of an object so far, nil for a list.
        var open: [Set<String>?] = [], line = 1
        var expectingKey = false
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            switch character {
            case "\n": line += 1
            case "{":
                open.append([])
                expectingKey = true
            case "[":
                open.append(nil)
                expectingKey = false
            case "}", "]":
                if !open.isEmpty { open.removeLast() }
                expectingKey = false
            case ",": expectingKey = open.last.map { $0 != nil } ?? false
            case "\"":
                var end = text.index(after: index), string = ""
                while end < text.endIndex, text[end] != "\"" {
                    if text[end] == "\\" { end = text.index(after: end) }
                    if end < text.endIndex { string.append(text[end]); end = text.index(after: end) }
                }
                if expectingKey, var keys = open.last ?? nil {
                    if !keys.insert(string).inserted { return (string, line) }
                    open[open.count - 1] = keys
                    expectingKey = false
                }
                index = end
            default: break
            }
            if index < text.endIndex { index = text.index(after: index) }
        }
        return nil
    }

    /// "flowrun.json:3:7: not valid JSON (Invalid value)": the reader's
    /// complaint, at the line and column of the character it names.
    static func syntaxError(_ error: Error, in data: Data, path: String) -> String {
        let detail = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String ?? error.localizedDescription
        guard let match = detail.firstMatch(of: /(.*?)\s*around (?:line \d+, column \d+|character (\d+))\.?/),
              let offset = match.2.flatMap({ Int($0) }) else {
            return "\(path): not valid JSON: \(detail)"
        }
        let before = data.prefix(offset)
        let line = before.count { $0 == UInt8(ascii: "\n") } + 1
        let column = offset - (before.lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0) + 1
        return "\(path):\(line):\(column): not valid JSON (\(match.1.lowercased())\(likelyCause(at: offset, in: data)))"
    }

    /// The usual slip at `offset`, where the reader stopped: a missing
    /// comma, single quotes, an unquoted string.
    private static func likelyCause(at offset: Int, in data: Data) -> String {
        guard offset < data.count else { return "" }
        let found = data[data.startIndex + offset]
        let before = data.prefix(offset).last { !Set(" \t\r\n".utf8).contains($0) }
        if found == UInt8(ascii: "\""), let before, Set("\"]}0123456789el".utf8).contains(before) {
            return "; a comma is missing before it"
        }
        if found == UInt8(ascii: "'") { return "; JSON strings take double quotes" }
        if (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(found | 0x20) { return "; a string must be in double quotes" }
        return ""
    }

    /// The configuration as a JSON object, a key it does not know being an
    /// error at its line, with the nearest known key.
    private static func checkKeys(of data: Data, in path: String) throws(SuiteError) -> [String: Any] {
        let parsed: Any
        do {
            parsed = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
        } catch {
            throw SuiteError(syntaxError(error, in: data, path: path))
        }
        guard let object = parsed as? [String: Any] else {
            throw SuiteError("\(path): the configuration must be a JSON object ({ \"app\": \"app.lua\" })")
        }
        for key in object.keys.sorted() where !keys.contains(key) {
            throw SuiteError("\(location(of: key, in: data, path: path)): unknown key '\(key.excerpt())'\(Suggestion.phrase(for: key, among: keys)); the keys are \(keys.joined(separator: ", "))")
        }
        return object
    }

    /// What a JSON value is, as a message names it: "the string \"5\"", "true", "a list".
    static func jsonKind(of value: Any) -> String {
        switch value {
        case let text as String: return "the string \"\(text.excerpt())\""
        case let number as NSNumber where String(cString: number.objCType) == "c": return number.boolValue ? "true" : "false"
        case let number as NSNumber: return "the number \(number)"
        case is [Any]: return "a list"
        case is [String: Any]: return "an object"
        default: return "null"
        }
    }

    /// "flowrun.json:3", the line where `key` is written (the file alone when not found).
    static func location(of key: String, in data: Data, path: String) -> String {
        let quoted = "\"\(key)\""
        let lines = String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        return path + (lines.firstIndex { $0.contains(quoted) }.map { ":\($0 + 1)" } ?? "")
    }

    /// "flowrun.json:3" for `key` of the configuration file at `path`.
    public static func location(of key: String, inFile path: String) -> String {
        location(of: key, in: FileManager.default.contents(atPath: path) ?? Data(), path: path)
    }

    /// Reads a configuration file; errors name the file and the cause.
    public static func load(from path: String) throws(SuiteError) -> SuiteConfig {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw SuiteError("\(path): cannot read the configuration")
        }
        let object = try checkKeys(of: data, in: path)
        if let repeated = repeatedKey(in: String(decoding: data, as: UTF8.self)) {
            throw SuiteError("\(path):\(repeated.line): '\(repeated.key.excerpt())' is given twice; a JSON reader would keep one silently, so give it once")
        }
        try checkVariables(object["env"], at: "\"env\"", line: location(of: "env", in: data, path: path), data: data, path: path)
        if let profiles = object["profiles"] {
            let line = location(of: "profiles", in: data, path: path)
            guard let profiles = profiles as? [String: Any] else {
                throw SuiteError("\(line): \"profiles\" must be an object of named profiles ({ \"staging\": { \"env\": { … } } }), got \(jsonKind(of: profiles))")
            }
            for (name, profile) in profiles.sorted(by: { $0.key < $1.key }) {
                let at = location(of: name, in: data, path: path)
                guard let profile = profile as? [String: Any] else {
                    throw SuiteError("\(at): the profile '\(name.excerpt())' must be an object ({ \"env\": { … } }), got \(jsonKind(of: profile))")
                }
                for key in profile.keys.sorted() where !Profile.keys.contains(key) {
                    throw SuiteError("\(location(of: key, in: data, path: path)): the profile '\(name.excerpt())' has the unknown key '\(key.excerpt())'\(Suggestion.phrase(for: key, among: Profile.keys)); a profile's keys are \(Profile.keys.joined(separator: ", "))")
                }
                try checkVariables(profile["env"], at: "\"env\" of the profile '\(name.excerpt())'", line: at, data: data, path: path)
            }
        }
        let config: SuiteConfig
        do {
            config = try JSONDecoder().decode(SuiteConfig.self, from: data)
        } catch let DecodingError.dataCorrupted(context) {
            let detail = context.underlyingError.flatMap { ($0 as NSError).userInfo[NSDebugDescriptionErrorKey] as? String }
                ?? context.underlyingError?.localizedDescription ?? context.debugDescription
            throw SuiteError("\(path): not valid JSON: \(detail)")
        } catch let DecodingError.typeMismatch(type, context) {
            let key = context.codingPath.first?.stringValue ?? ""
            let item = context.codingPath.dropFirst().first?.intValue.map { " item \($0 + 1)" } ?? ""
            let shape = type == Double.self ? "a number" : type == String.self ? "a string" : "a list of strings"
            var given = object[key]
            if let index = context.codingPath.dropFirst().first?.intValue { given = (given as? [Any]).flatMap { $0.indices.contains(index) ? $0[index] : nil } }
            let got = given.map { ", got \(jsonKind(of: $0))" } ?? ""
            throw SuiteError("\(location(of: key, in: data, path: path)): '\(key)'\(item) must be \(shape)\(got)")
        } catch {
            throw SuiteError("\(path): \(error)")
        }
        if let timeout = config.timeout { _ = try RunLimits.timeLimit(timeout, from: "\(location(of: "timeout", in: data, path: path)): 'timeout'") }
        if config.flows?.isEmpty == true {
            throw SuiteError("\(location(of: "flows", in: data, path: path)): \"flows\" is empty, so no test would run; name the folders holding the flow files (\"flows\": [\"flows\"]) or leave it out to search the whole project")
        }
        return config
    }

    /// That `value`, when given, is an object of variables: names of
    /// letters, digits and _, values strings.
    /// Errors name the line of the variable (the first that names it), else of `line`.
    private static func checkVariables(_ value: Any?, at what: String, line: String, data: Data, path: String) throws(SuiteError) {
        guard let value else { return }
        guard let variables = value as? [String: Any] else {
            throw SuiteError("\(line): \(what) must be an object of variables ({ \"BASE_URL\": \"https://…\" }), got \(jsonKind(of: value))")
        }
        for (name, text) in variables.sorted(by: { $0.key < $1.key }) {
            let line = location(of: name, in: data, path: path)
            guard isVariableName(name) else {
                throw SuiteError("\(line): \(what): '\(name.excerpt())' cannot name a variable (letters, digits and _, not starting with a digit)")
            }
            guard text is String else {
                let fix = text is NSNull ? "give it a value, or leave it out" : "every variable is text: write \"\(text)\""
                throw SuiteError("\(line): \(what): '\(name.excerpt())' must be a string (\(fix)), got \(jsonKind(of: text))")
            }
        }
    }

    /// Whether `name` can name a variable: letters, digits and _, not starting with a digit.
    public static func isVariableName(_ name: String) -> Bool {
        name.wholeMatch(of: /[A-Za-z_][A-Za-z0-9_]*/) != nil
    }

    /// The variables flows see: `env`, then the profile's (replacing those
    /// of the same name), then `given` (`--env NAME=VALUE`, in order).
    /// An unknown profile is an error listing the profiles there are.
    public func environment(profile: String?, given: [(name: String, value: String)], file: String) throws(SuiteError) -> [String: String] {
        var variables = env ?? [:]
        if let profile {
            guard let chosen = profiles?[profile] else {
                let names = (profiles ?? [:]).keys.sorted()
                let known = names.isEmpty ? "it defines none (\"profiles\": { \"\(profile.excerpt())\": { \"env\": { … } } })" : "its profiles are \(names.joined(separator: ", "))"
                throw SuiteError("--profile '\(profile.excerpt())': \(file) has no such profile\(Suggestion.phrase(for: profile, among: names)); \(known)")
            }
            variables.merge(chosen.env ?? [:]) { $1 }
        }
        for (name, value) in given { variables[name] = value }
        return variables
    }
}

/// A suite that cannot be put together: a missing path, a bad configuration.
public struct SuiteError: Error, Sendable, CustomStringConvertible {
    public let description: String
    /// Whether Lua code was stopped by its time limit.
    public var isTimeout = false
    public init(_ description: String, isTimeout: Bool = false) {
        self.description = description
        self.isTimeout = isTimeout
    }
}
