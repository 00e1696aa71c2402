import Foundation

/// Terminal colours, or none: on when writing to a terminal, off when not or
/// when `NO_COLOR` is set (https://no-color.org), unless forced.
public struct Palette: Sendable {
    public let enabled: Bool

    public init(enabled: Bool) { self.enabled = enabled }

    /// Colours for standard output as `mode` ("auto", "always", "never") says.
    public static func forStandardOutput(mode: String, environment: [String: String] = ProcessInfo.processInfo.environment) -> Palette {
        switch mode {
        case "always": return Palette(enabled: true)
        case "never": return Palette(enabled: false)
        default:
            let noColor = environment["NO_COLOR"].map { !$0.isEmpty } ?? false
            return Palette(enabled: !noColor && isatty(STDOUT_FILENO) == 1)
        }
    }

    func paint(_ text: String, _ code: String) -> String { enabled ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text }
    public func green(_ text: String) -> String { paint(text, "32") }
    public func red(_ text: String) -> String { paint(text, "31") }
    public func yellow(_ text: String) -> String { paint(text, "33") }
    public func dim(_ text: String) -> String { paint(text, "2") }
    public func bold(_ text: String) -> String { paint(text, "1") }
}
