import RouterCore

/// One thing a flow did, for the step list of a report: a navigation, a
/// command, a gesture, a wait or an expectation, whether it passed, and
/// where in the flow it was.
public struct FlowStep {
    /// What kind of step.
    public enum Kind: String, Sendable {
        case navigation, command, gesture, wait, expectation
    }

    public let kind: Kind
    /// What was done, in words ("push ProductViewController", "expect_top ProductViewController").
    public let text: String
    /// Whether it succeeded.
    public let passed: Bool
    /// `file:line` of the flow's call, when known.
    public let location: String?
    /// Why it failed.
    public let failure: String?
    /// A navigation's routing trace: kept for a failed one, and for the
    /// others when ``FlowSession/tracesEveryNavigation`` is on. Rendered only
    /// when read (a trace of a large app is large).
    public let navigationTrace: NavigationTrace?
    /// How many times in a row the flow did it alike (a wait in a loop):
    /// the journal keeps one step for them all.
    public internal(set) var repeats = 1
    /// The app tree just after the step, when the session draws one a step
    /// (``FlowSession/picturesEveryStep``).
    public internal(set) var picture: TreePicture?
    /// A navigation's trace without the trees before and after: kept, in
    /// place of ``navigationTrace``, for a session that draws pictures (the
    /// pictures show the trees, and a kept trace would hold a copy of the tree each).
    public internal(set) var traceWords: NavigationTrace.Words?
    /// ``traceWords`` in words.
    public var traceText: String? { traceWords?.text }
    /// The app just before the step, when the session draws it and it is
    /// not what the step before left (a change no step records, such as a
    /// property set from Lua, came between).
    public internal(set) var before: TreePicture?

    /// The text, with how many times it was done when more than once ("wait 1.0 s ×872").
    public var shownText: String { repeats > 1 ? "\(text) ×\(repeats)" : text }

    public init(kind: Kind, text: String, passed: Bool, location: String?, failure: String? = nil, navigationTrace: NavigationTrace? = nil) {
        self.kind = kind
        self.text = text
        self.passed = passed
        self.location = location
        self.failure = failure
        self.navigationTrace = navigationTrace
    }
}
