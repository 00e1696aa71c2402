import LuaBridge

/// Route coverage (`flowrun test --coverage`): off unless started.
extension FlowSession {
    /// Starts counting what flows exercise (or returns the recorder
    /// counting already), its items numbered by `numbering`; the recorder
    /// becomes the session's observer.
    func coverageRecorder(numbering: CoverageNumbering = CoverageNumbering()) -> CoverageRecorder {
        if let coverage { return coverage }
        let coverage = CoverageRecorder(session: self, numbering: numbering)
        observer = coverage
        return coverage
    }

    /// The session's coverage recorder, once ``coverageRecorder(numbering:)`` ran.
    var coverage: CoverageRecorder? { observer as? CoverageRecorder }
}
