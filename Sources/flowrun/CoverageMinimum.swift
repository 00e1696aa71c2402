import ArgumentParser
import FlowRunner

/// `--coverage-min N`: the percentage of the link table's routes and the
/// destinations a run must cover, or fail with ``ExitStatus/coverageBelowMinimum``.
enum CoverageMinimum {
    /// `N` checked: a number from 0 to 100.
    static func validate(_ minimum: Double?) throws {
        guard let minimum else { return }
        guard minimum.isFinite, (0...100).contains(minimum) else {
            throw ValidationError("--coverage-min is a percentage from 0 to 100, got \(minimum)")
        }
    }

    /// Why `coverage` falls short of `minimum`, or nil when it does not.
    static func shortfall(_ coverage: RouteCoverage, minimum: Double) -> String? {
        let figure = coverage.routeFigure
        guard let percent = figure.percent else {
            return "flowrun: route coverage cannot reach --coverage-min \(text(minimum)): the suite has no link routes or destinations to cover (no link table, and no global holds a destination)"
        }
        guard percent < minimum else { return nil }
        return "flowrun: route coverage \(figure.percentText) (\(figure.covered) of \(figure.total) link routes and destinations) is below --coverage-min \(text(minimum))"
    }

    static func text(_ value: Double) -> String { value == value.rounded() ? "\(Int(value))%" : "\(value)%" }
}
