/// What to do about an import's issue, the options it proposes kept as
/// data (which class, which superclass), so that each caller words them
/// as its user gives them: a flag of `flowrun import`, an option of a
/// flow's call (``HierarchyImportWording``).
///
/// ```swift
/// let fix: HierarchyImportFix = "say which: \(container: "Main", "UINavigationController")"
/// fix.worded(by: CommandLineWording())  // "say which: --container Main=UINavigationController"
/// ```
public struct HierarchyImportFix: Hashable, Sendable, ExpressibleByStringInterpolation {
    /// A piece of the fix: words, or an option's setting.
    public enum Part: Hashable, Sendable {
        case text(String)
        /// The `containers` option making `className` a subclass of `superclass` (or `custom`).
        case container(className: String, superclass: String)
        /// The `styles` option giving a presentation controller's style.
        case style(controller: String, style: String)
        /// The option keeping Swift's module prefix.
        case keepModules
    }

    public var parts: [Part]

    public init(parts: [Part]) { self.parts = parts }

    public init(stringLiteral value: String) { parts = value.isEmpty ? [] : [.text(value)] }

    public init(stringInterpolation: Interpolation) { parts = stringInterpolation.parts }

    /// The fix in `wording`'s terms.
    public func worded(by wording: some HierarchyImportWording) -> String {
        parts.map { part in
            switch part {
            case .text(let text): text
            case .container(let className, let superclass): wording.container(className, superclass: superclass)
            case .style(let controller, let style): wording.style(controller, style: style)
            case .keepModules: wording.keepModules
            }
        }.joined()
    }

    /// One fix, then another.
    public static func + (lhs: Self, rhs: Self) -> Self { Self(parts: lhs.parts + rhs.parts) }

    /// Builds a fix from a string literal: `\(container: name, superclass)`,
    /// `\(style: controller, style)` and `\(keepModules: ())` are settings.
    public struct Interpolation: StringInterpolationProtocol {
        var parts: [Part] = []

        public init(literalCapacity: Int, interpolationCount: Int) {}

        public mutating func appendLiteral(_ literal: String) {
            if !literal.isEmpty { parts.append(.text(literal)) }
        }

        public mutating func appendInterpolation(_ value: some CustomStringConvertible) { parts.append(.text(value.description)) }

        public mutating func appendInterpolation(container className: String, _ superclass: String) {
            parts.append(.container(className: className, superclass: superclass))
        }

        public mutating func appendInterpolation(style controller: String, _ style: String) {
            parts.append(.style(controller: controller, style: style))
        }

        public mutating func appendInterpolation(keepModules: Void) { parts.append(.keepModules) }
    }
}
