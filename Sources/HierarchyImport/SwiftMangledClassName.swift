/// A Swift class name as the Objective-C runtime prints a class it cannot
/// name `Module.Class` (generic classes and their specialisations, private
/// classes, classes of some modules): `_TtC5MyApp7Product`,
/// `_TtGC7SwiftUI19UIHostingControllerV7Example11ContentView_`.
///
/// Only the head is read, enough to recognise the class: `_Tt`, then `G`
/// for a generic specialisation, then one `C` per nesting level, then the
/// module and each enclosing class as `<length><identifier>`, a private
/// class's discriminator `P<length><identifier>` skipped, then the class's
/// own name, which ends a plain class's name. Generic arguments (after the
/// name, ending with `_`) are not read. `s` for the
/// standard library and `So` for Objective-C are read as `Swift` and `__C`.
public struct SwiftMangledClassName: Hashable, Sendable {
    /// The module, then the enclosing classes, then the class.
    public let components: [String]
    /// Whether the name is a generic class's specialisation (`_TtG…`).
    public let isGeneric: Bool

    /// The demangled head of `name`; nil when it is no mangled class name.
    public init?(_ name: String) {
        var rest = Substring(name)
        guard rest.hasPrefix("_Tt") else { return nil }
        rest = rest.dropFirst(3)
        isGeneric = rest.first == "G"
        if isGeneric { rest = rest.dropFirst() }
        let levels = rest.prefix { $0 == "C" }.count
        guard levels > 0 else { return nil }
        rest = rest.dropFirst(levels)
        var components: [String] = []
        if rest.hasPrefix("So") {
            components.append("__C")
            rest = rest.dropFirst(2)
        } else if rest.first == "s", rest.dropFirst().first?.isNumber == true {
            components.append("Swift")
            rest = rest.dropFirst()
        } else if let module = Self.identifier(&rest) {
            components.append(module)
        } else {
            return nil
        }
        for _ in 0..<levels {
            if rest.first == "P", rest.dropFirst().first?.isNumber == true {
                rest = rest.dropFirst()
                guard Self.identifier(&rest, checked: false) != nil else { return nil }
            }
            guard let component = Self.identifier(&rest) else { return nil }
            components.append(component)
        }
        // A plain class's name ends with it; a specialisation's generic
        // arguments end with `_`. Anything else is not a mangled name.
        guard isGeneric ? rest.last == "_" : rest.isEmpty else { return nil }
        self.components = components
    }

    /// The module the class belongs to.
    public var module: String { components[0] }

    /// `Module.Outer.Class`, without generic arguments.
    public var readableName: String { components.joined(separator: ".") }

    /// Reads `<length><identifier>` off the front of `text`; `checked`, the
    /// identifier must be one Swift allows (a private discriminator need not).
    private static func identifier(_ text: inout Substring, checked: Bool = true) -> String? {
        let digits = text.prefix { $0.isASCII && $0.isNumber }
        guard !digits.isEmpty, digits.count <= 4, let length = Int(digits), length > 0 else { return nil }
        let body = text.dropFirst(digits.count)
        guard body.count >= length else { return nil }
        let name = body.prefix(length)
        guard !checked || name.first.map({ !$0.isNumber }) ?? false, !checked || name.allSatisfy({ $0 == "_" || ($0.isASCII && ($0.isLetter || $0.isNumber)) }) else {
            return nil
        }
        text = body.dropFirst(length)
        return String(name)
    }
}
