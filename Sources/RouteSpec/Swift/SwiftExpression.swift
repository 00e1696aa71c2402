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
        lines += nested.lines.map { SwiftExpression.indent + $0 }
    }

    /// The expression between `prefix` (on its first line) and `suffix` (on its last).
    func wrapped(prefix: String, suffix: String) -> SwiftExpression {
        var result = lines
        result[0] = prefix + result[0]
        result[result.count - 1] += suffix
        return SwiftExpression(lines: result)
    }

    /// `name(label: a, b)` on one line; when an argument takes several lines,
    /// each argument on a line of its own under the call, as the Example writes
    /// `SingleStep(`, except a lone unlabelled one, which starts on the call's line.
    static func call(_ name: String, _ arguments: [(label: String?, value: SwiftExpression)]) -> SwiftExpression {
        let labelled = arguments.map { argument in argument.value.wrapped(prefix: argument.label.map { "\($0): " } ?? "", suffix: "") }
        guard labelled.contains(where: { $0.lines.count > 1 }) else {
            return SwiftExpression(name + "(" + labelled.map { $0.lines[0] }.joined(separator: ", ") + ")")
        }
        if labelled.count == 1, arguments[0].label == nil {
            return labelled[0].wrapped(prefix: name + "(", suffix: ")")
        }
        var result = [name + "("]
        for (index, argument) in labelled.enumerated() {
            result += argument.wrapped(prefix: "", suffix: index == labelled.count - 1 ? ")" : ",").lines.map { indent + $0 }
        }
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

extension SwiftExpression {
    /// `(a, b)` of a call written with an empty name: its arguments alone, for `.with(…)`.
    var droppingCallName: SwiftExpression {
        var result = lines
        result[0].removeFirst()
        result[result.count - 1].removeLast()
        return SwiftExpression(lines: result)
    }
}
