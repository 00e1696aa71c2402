import Foundation

/// The targets `Package.swift` declares and what each depends on, read
/// from its text: a target's call, `name:`, and the names in its
/// `dependencies:` list (a product by its `name:`).
struct PackageMap {
    struct Target: Equatable {
        let name: String
        let kind: String
        let dependencies: Set<String>
        /// Its folder, relative to the package.
        let path: String
    }

    let targets: [Target]

    init(manifest text: String) {
        var targets: [Target] = []
        for kind in ["target", "executableTarget", "systemLibrary", "testTarget", "plugin"] {
            var rest = text[...]
            while let start = rest.range(of: ".\(kind)(") {
                guard let call = Self.balanced(rest[start.upperBound...], open: "(", close: ")") else { break }
                rest = rest[call.endIndex...]
                guard let name = Self.string(after: "name:", in: call) else { continue }
                var dependencies: Set<String> = []
                if let list = call.range(of: "dependencies:").flatMap({ Self.balanced(call[$0.upperBound...].drop { $0 != "[" }.dropFirst(), open: "[", close: "]") }) {
                    var items = list
                    while let quote = items.firstIndex(of: "\"") {
                        let before = items[..<quote]
                        let after = items[items.index(after: quote)...]
                        guard let end = after.firstIndex(of: "\"") else { break }
                        let word = String(after[..<end])
                        // `.product(name: "X", package: "y")` names X; the package's name is not a module.
                        if !before.hasSuffix("package: ") { dependencies.insert(word) }
                        items = after[after.index(after: end)...]
                    }
                }
                let defaultFolder = kind == "testTarget" ? "Tests/\(name)" : kind == "plugin" ? "Plugins/\(name)" : "Sources/\(name)"
                targets.append(Target(name: name, kind: kind, dependencies: dependencies, path: Self.string(after: "path:", in: call) ?? defaultFolder))
            }
        }
        self.targets = targets.sorted { $0.name < $1.name }
    }

    subscript(name: String) -> Target? { targets.first { $0.name == name } }

    /// The first string literal after `label` in `text`.
    private static func string(after label: String, in text: Substring) -> String? {
        guard let at = text.range(of: label) else { return nil }
        let after = text[at.upperBound...].drop { $0 == " " }
        guard after.first == "\"" else { return nil }
        return String(after.dropFirst().prefix { $0 != "\"" })
    }

    /// The text up to the bracket closing the one just before `text`, nested brackets skipped.
    private static func balanced(_ text: Substring, open: Character, close: Character) -> Substring? {
        var depth = 1
        var inString = false
        for index in text.indices {
            let character = text[index]
            if character == "\"" { inString.toggle() }
            if inString { continue }
            if character == open { depth += 1 }
            if character == close {
                depth -= 1
                if depth == 0 { return text[..<index] }
            }
        }
        return nil
    }
}
