import Formats
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
/// `{ "staging": { "env": { "BASE_URL": "…" } } }`, `strict` true to fail
/// on warnings as `--strict` does. Paths are relative to
/// the file's folder, the project root.
public struct SuiteConfig: Sendable, Equatable {
    public var app: String?
    public var flows: [String]?
    public var ignore: [String]?
    public var timeout: Double?
    public var env: [String: String]?
    public var profiles: [String: Profile]?
    /// Whether a warning fails the test that raised it, or the run (`--strict`).
    public var strict: Bool?

    /// A named set of variables, chosen with `--profile NAME`.
    public struct Profile: Sendable, Equatable {
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

    /// The keys a configuration may have.
    public static let keys = ["app", "flows", "ignore", "timeout", "env", "profiles", "strict"]

    /// The line each key is written on, when read from a file.
    var keyLines = KeyLines()

    /// "flowrun.json:3", where `key` is written in the file at `path` (the file alone when it is not).
    public func location(of key: String, in path: String) -> String {
        path + (keyLines.lines[key].map { ":\($0)" } ?? "")
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

/// Where keys are written: not what a configuration says, so two
/// configurations that say the same are equal wherever they say it.
struct KeyLines: Sendable, Equatable {
    var lines: [String: Int] = [:]

    static func == (_: KeyLines, _: KeyLines) -> Bool { true }
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
