import LuaBridge
import RouterCore

/// The console's account of a run's coverage: per kind, covered of total
/// and the percentage; the figure `--coverage-min` checks; then what the
/// suite never did, sorted as the items are and bounded.
public enum CoverageSummary {
    /// How many "never …" lines the summary prints at most.
    public static let neverLimit = 40

    /// The summary of `coverage`, lines joined by newlines (no final one).
    public static func render(_ coverage: RouteCoverage, neverLimit: Int = CoverageSummary.neverLimit) -> String {
        var lines = ["route coverage:"]
        let width = CoverageKind.allCases.map(\.plural.count).max() ?? 0
        for kind in CoverageKind.allCases {
            let figure = coverage.figure(of: [kind])
            let label = kind.plural.padding(toLength: width, withPad: " ", startingAt: 0)
            if figure.total == 0 {
                lines.append("  \(label)  none\(emptyNote(kind))")
            } else {
                lines.append("  \(label)  \(figure.covered)/\(figure.total)  \(figure.percentText)")
            }
        }
        let routes = coverage.routeFigure
        lines.append("  routes and destinations: \(routes.covered)/\(routes.total) \(routes.percentText)"
            + (routes.total == 0 ? " (nothing to cover)" : ""))
        let never = neverLines(coverage)
        lines += never.prefix(neverLimit)
        if never.count > neverLimit {
            lines.append("… and \(never.count - neverLimit) more (--coverage json=FILE lists every item)")
        }
        return lines.joined(separator: "\n")
    }

    /// Why a kind has no items, where it is worth saying.
    private static func emptyNote(_ kind: CoverageKind) -> String {
        switch kind {
        case .link, .linkTable: return " (the app has no link table: nothing to cover, not 100%)"
        case .urlHandler: return " (the app has no open-URL handler)"
        case .destination: return " (no global holds a destination)"
        default: return ""
        }
    }

    /// "never opened: shop://cart (app.lua:12)", then "interceptor
    /// login.require_user (login.lua:14) never refused", in item order.
    public static func neverLines(_ coverage: RouteCoverage) -> [String] {
        coverage.items.flatMap { item -> [String] in
            // A name from a file (merge) or a pattern is shown as an excerpt, control characters escaped.
            let title = item.title.excerpt().visible
            if !item.isCovered { return ["never \(item.kind.neverVerb): \(item.kind == .link || item.kind == .destination || item.kind == .screen ? "" : "\(item.kind.rawValue) ")\(title)"] }
            return item.missingOutcomes.map { "\(item.kind.rawValue) \(title) never \($0)" }
        }
    }
}
