import LuaKit
import RouterCore

/// Route coverage (`flowrun test --coverage`): off unless started.
extension FlowSession {
    /// Starts counting what the session's flows exercise (see
    /// ``CoverageRecorder``), its items numbered by `numbering`; the same
    /// recorder when started already.
    @discardableResult
    public func startCoverage(numbering: CoverageNumbering = CoverageNumbering()) -> CoverageRecorder {
        if let coverage = coverageRecorder { return coverage }
        let coverage = CoverageRecorder(session: self, numbering: numbering)
        coverageRecorder = coverage
        router.observer = coverage
        links.coverage = coverage
        navigator.coverage = coverage
        tree.appearanceObserver = { [weak coverage] name in coverage?.appeared(name) }
        return coverage
    }

    /// The session's coverage recorder, once ``startCoverage()`` ran.
    public var coverage: CoverageRecorder? { coverageRecorder }
}
