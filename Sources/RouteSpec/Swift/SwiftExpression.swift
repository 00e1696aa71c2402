/// Swift source of one expression over one or more lines, as RouteComposer's
/// Example writes a chain: the first line where the expression starts, each
/// further line indented relative to it (`    .using(…)`).
struct SwiftExpression: Hashable, Sendable {
    var lines: [String]

    init(_ line: String) { lines = [line] }

    init(lines: [String]) { self.lines = lines.isEmpty ? [""] : lines }

    /// A call written on a line of its own under the start: `    .adding(x)`,
    /// its argument's further lines indented once more.
    mutating func call(_ name: String, _ argument: SwiftExpression? = nil) {
        guard let argument else {
            lines.append(SwiftExpression.indent + ".\(name)()")
            return
        }
        let nested = argument.wrapped(prefix: ".\(name)(", suffix: ")")
        lines += nested.lines.enumerated().map { SwiftExpression.indent + ($0.offset == 0 ? "" : SwiftExpression.indent) + $0.element }
    }

    /// The expression between `prefix` (on its first line) and `suffix` (on its last).
    func wrapped(prefix: String, suffix: String) -> SwiftExpression {
        var result = lines
        result[0] = prefix + result[0]
        result[result.count - 1] += suffix
        return SwiftExpression(lines: result)
    }

    /// `name(label: a, b)`, each argument's further lines kept under the call.
    static func call(_ name: String, _ arguments: [(label: String?, value: SwiftExpression)]) -> SwiftExpression {
        var result = [name + "("]
        for (index, argument) in arguments.enumerated() {
            let prefix = (index == 0 ? "" : ", ") + (argument.label.map { "\($0): " } ?? "")
            let text = argument.value.wrapped(prefix: prefix, suffix: "")
            result[result.count - 1] += text.lines[0]
            result += text.lines.dropFirst()
        }
        result[result.count - 1] += ")"
        return SwiftExpression(lines: result)
    }

    /// The lines indented by `level` steps, for a body.
    func indented(_ level: Int) -> [String] {
        let prefix = String(repeating: SwiftExpression.indent, count: level)
        return lines.map { $0.isEmpty ? $0 : prefix + $0 }
    }

    /// Four spaces, as the Example indents.
    static let indent = "    "
}
