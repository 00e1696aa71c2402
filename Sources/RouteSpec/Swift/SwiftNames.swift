/// Names as Swift needs them.
enum SwiftNames {
    /// The context type written where the model has none: RouteComposer's own default.
    static let anyContext = "Any?"

    /// `name`, in backticks when it is a Swift keyword (a Lua route may be called `default`).
    static func identifier(_ name: String) -> String {
        keywords.contains(name) ? "`\(name)`" : name
    }

    /// Whether `name` can name a Swift type as it is: a letter or `_`, then letters, digits and `_`.
    static func isTypeName(_ name: String) -> Bool {
        isIdentifier(name) && !keywords.contains(name)
    }

    /// Whether `name` is a Swift identifier, a keyword too (written in backticks): a letter or `_`, then letters, digits and `_`.
    static func isIdentifier(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, first == "_" || first.properties.isAlphabetic else { return false }
        return name.unicodeScalars.allSatisfy { $0 == "_" || $0.properties.isAlphabetic || ("0"..."9").contains($0) }
    }

    /// `Type<A, B>`, or `Type` without arguments.
    static func generic(_ type: String, _ arguments: [String]) -> String {
        arguments.isEmpty ? type : "\(type)<\(arguments.joined(separator: ", "))>"
    }

    /// An argument as the source writes it: `label: value`, or the value alone.
    static func argument(_ argument: SourceArgument) -> (label: String?, value: SwiftExpression) {
        (argument.label, SwiftExpression(argument.value))
    }

    /// Search options by RouteComposer's names: `.current`, or `[.current, .visible]`.
    static func options(_ names: [String]) -> String {
        names.count == 1 ? ".\(names[0])" : "[" + names.map { ".\($0)" }.joined(separator: ", ") + "]"
    }

    private static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout", "internal",
        "let", "open", "operator", "private", "protocol", "public", "rethrows", "static", "struct", "subscript", "typealias", "var",
        "break", "case", "continue", "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return",
        "switch", "where", "while", "as", "Any", "catch", "false", "is", "nil", "super", "self", "Self", "throw", "throws", "true", "try",
    ]
}

extension SwiftNames {
    /// Names a route's member cannot have even in backticks: `_` is no name, `C.Type` and `C.Protocol`
    /// are metatypes, and `self` in a member's body is the type, not the member.
    static let unusableMemberNames: Set<String> = ["_", "Type", "Protocol", "self"]

    /// Whether `name` can name a route's member (in backticks when it is a keyword).
    static func isMemberName(_ name: String) -> Bool {
        isIdentifier(name) && !unusableMemberNames.contains(name)
    }

    /// A member name for a route keyed `name` that can be one and is none of `taken`:
    /// `my-route` → `my_route` (`my_route2` when that is taken), `Type` → `typeRoute`, `_` → `route`.
    static func freeMemberName(for name: String, taken: Set<String>) -> String {
        var base = suggestedIdentifier(name)
        if base.allSatisfy({ $0 == "_" }) {
            base = "route"
        } else if unusableMemberNames.contains(base) {
            base = base.prefix(1).lowercased() + base.dropFirst() + "Route"
        }
        var candidate = base, number = 2
        while taken.contains(candidate) {
            candidate = base + String(number)
            number += 1
        }
        return candidate
    }

    /// `name` made an identifier for a suggestion: each other character `_`, `_` before a leading digit (`1x` → `_1x`, `a b` → `a_b`).
    static func suggestedIdentifier(_ name: String) -> String {
        var scalars = String.UnicodeScalarView()
        for scalar in name.unicodeScalars {
            scalars.append(scalar == "_" || scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) ? scalar : "_")
        }
        let made = String(scalars)
        return made.first.map { $0.isNumber } ?? true ? "_" + made : made
    }
}
