import Formats
import RouterCore

/// Reading the variables of `flowrun.json`: `env` and the profiles'.
extension SuiteConfig {
    /// The named profiles, each an object whose keys are ``Profile/keys``.
    static func profiles(_ node: JSONDocument, at line: String, path: String) throws(SuiteError) -> [String: Profile] {
        guard let profiles = node.members else {
            throw SuiteError("\(line): \"profiles\" must be an object of named profiles ({ \"staging\": { \"env\": { … } } }), got \(kind(of: node))")
        }
        var read: [String: Profile] = [:]
        for profile in profiles {
            let name = profile.key.excerpt()
            guard let members = profile.value.members else {
                throw SuiteError("\(path):\(profile.keyPosition.line): the profile '\(name)' must be an object ({ \"env\": { … } }), got \(kind(of: profile.value))")
            }
            var env: [String: String]?
            for member in members {
                guard Profile.keys.contains(member.key) else {
                    throw SuiteError("\(path):\(member.keyPosition.line): the profile '\(name)' has the unknown key '\(member.key.excerpt())'\(Suggestion.phrase(for: member.key, among: Profile.keys)); a profile's keys are \(Profile.keys.joined(separator: ", "))")
                }
                env = try variables(member.value, "\"env\" of the profile '\(name)'", at: "\(path):\(member.keyPosition.line)", path: path)
            }
            read[profile.key] = Profile(env: env)
        }
        return read
    }

    /// An object of variables: names of letters, digits and _, values
    /// strings. Errors name the line of the variable, else `line` (the key's).
    static func variables(_ node: JSONDocument, _ what: String, at line: String, path: String) throws(SuiteError) -> [String: String] {
        guard let members = node.members else {
            throw SuiteError("\(line): \(what) must be an object of variables ({ \"BASE_URL\": \"https://…\" }), got \(kind(of: node))")
        }
        var variables: [String: String] = [:]
        for member in members {
            let at = "\(path):\(member.keyPosition.line)"
            guard isVariableName(member.key) else {
                throw SuiteError("\(at): \(what): '\(member.key.excerpt())' cannot name a variable (letters, digits and _, not starting with a digit)")
            }
            guard let text = member.value.string else {
                let fix: String
                switch member.value.value {
                case .null: fix = "give it a value, or leave it out"
                case .number(let number): fix = "every variable is text: write \"\(number.text.excerpt())\""
                case .bool(let value): fix = "every variable is text: write \"\(value)\""
                default: fix = "every variable is text"
                }
                throw SuiteError("\(at): \(what): '\(member.key.excerpt())' must be a string (\(fix)), got \(kind(of: member.value))")
            }
            variables[member.key] = text
        }
        return variables
    }
}
