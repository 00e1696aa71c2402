import Foundation
import RouterCore

/// A suite's configuration, `flowrun.json` at the project's root:
///
/// ```json
/// { "app": "app.lua", "flows": ["flows"], "timeout": 10 }
/// ```
///
/// `app` is the app definition every test starts from, `flows` the files or
/// folders `flowrun test` runs when given none, `timeout` the seconds one
/// test may take. Paths are relative to the file's folder, the project root.
public struct SuiteConfig: Codable, Sendable, Equatable {
    public var app: String?
    public var flows: [String]?
    public var timeout: Double?

    public init(app: String? = nil, flows: [String]? = nil, timeout: Double? = nil) {
        self.app = app
        self.flows = flows
        self.timeout = timeout
    }

    /// The file name looked for.
    public static let fileName = "flowrun.json"

    private enum CodingKeys: String, CodingKey, CaseIterable {
        case app, flows, timeout
    }

    /// The keys a configuration may have.
    public static let keys = CodingKeys.allCases.map(\.rawValue)

    /// A key the configuration does not know is an error at its line, with the nearest known key.
    private static func checkKeys(of data: Data, in path: String) throws(SuiteError) {
        guard let parsed = try? JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed]) else { return }
        guard let object = parsed as? [String: Any] else {
            throw SuiteError("\(path): the configuration must be a JSON object ({ \"app\": \"app.lua\" })")
        }
        for key in object.keys.sorted() where !keys.contains(key) {
            throw SuiteError("\(location(of: key, in: data, path: path)): unknown key '\(key.excerpt())'\(Suggestion.phrase(for: key, among: keys)); the keys are \(keys.joined(separator: ", "))")
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
        try checkKeys(of: data, in: path)
        let config: SuiteConfig
        do {
            config = try JSONDecoder().decode(SuiteConfig.self, from: data)
        } catch let DecodingError.dataCorrupted(context) {
            throw SuiteError("\(path): not valid JSON (\(context.underlyingError.map { "\($0.localizedDescription)" } ?? context.debugDescription))")
        } catch let DecodingError.typeMismatch(type, context) {
            throw SuiteError("\(path): '\(context.codingPath.map(\.stringValue).joined(separator: "."))' must be \(type == Double.self ? "a number" : type == String.self ? "a string" : "a list of strings")")
        } catch {
            throw SuiteError("\(path): \(error)")
        }
        if let timeout = config.timeout { _ = try RunLimits.timeLimit(timeout, from: "\(location(of: "timeout", in: data, path: path)): 'timeout'") }
        if config.flows?.isEmpty == true {
            throw SuiteError("\(location(of: "flows", in: data, path: path)): \"flows\" is empty, so no test would run; name the folders holding the flow files (\"flows\": [\"flows\"]) or leave it out to search the whole project")
        }
        return config
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
