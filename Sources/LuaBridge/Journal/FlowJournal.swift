import Formats
import RouterCore

/// What the flows did, step by step: the last ``limit`` steps, each bounded
/// in size, so that a long session's journal stays small.
final class FlowJournal: Snapshotting, RewindableObject {
    /// The steps kept, oldest first.
    private(set) var steps: [FlowStep] = []
    /// How many earlier steps the journal no longer holds.
    private(set) var droppedSteps = 0
    /// How many steps the journal keeps (a long session forgets the oldest).
    var limit = 1000
    /// The expectations that failed and were not taken as meant, oldest
    /// first, kept past the limit with their positions among all steps: at
    /// the flow's own level, a flow that went on after it had caught their
    /// errors (pcall, a coroutine); in code a navigation or link runs
    /// (`nested`), one whose error never reached Swift to fail it (caught
    /// there). At most ``caughtLimit`` are kept; ``uncountedCaught`` counts
    /// the rest.
    private var caughtFailures: [CaughtFailure] = []
    private var uncountedCaught = 0
    static let caughtLimit = 64
    /// The first expectation that failed at the flow's own level and was not
    /// taken as meant, with its position: the flow fails with it.
    var firstFailedExpectation: (step: FlowStep, position: Int)? {
        if let first = caughtFailures.first { return (first.step, first.position) }
        guard uncountedCaught > 0 else { return nil }
        let step = FlowStep(kind: .expectation, text: "expectations", passed: false, location: nil,
                            failure: "\(uncountedCaught) expectations failed and their errors were caught")
        return (step, total)
    }
    /// Draws the app after each step, when set (see ``FlowStep/picture``).
    var pictureTaker: (() -> TreePicture)?
    /// How many nodes the steps' pictures hold, counted a step each.
    private var picturedNodes = 0
    /// How many nodes the pictures may hold in all: past it, the oldest steps lose theirs.
    static let pictureBudget = 20_000
    /// How many steps have been recorded, those forgotten included.
    var total: Int { steps.count + droppedSteps }

    /// The steps and the limit, for ``restore(_:)``.
    struct Snapshot {
        fileprivate let steps: [FlowStep]
        fileprivate let droppedSteps: Int
        fileprivate let limit: Int
        fileprivate let caughtFailures: [CaughtFailure]
        fileprivate let uncountedCaught: Int
    }

    func snapshot() -> Snapshot {
        Snapshot(steps: steps, droppedSteps: droppedSteps, limit: limit, caughtFailures: caughtFailures, uncountedCaught: uncountedCaught)
    }

    func restore(_ snapshot: Snapshot) {
        steps = snapshot.steps
        picturedNodes = steps.reduce(0) { $0 + Self.weight($1) }
        droppedSteps = snapshot.droppedSteps
        limit = snapshot.limit
        caughtFailures = snapshot.caughtFailures
        uncountedCaught = snapshot.uncountedCaught
    }

    /// How many characters of a step's text, and of its failure, the journal keeps.
    static let textLimit = 1_000, failureLimit = 65_536

    /// Adds a step, forgetting the oldest past the limit. Its text and
    /// failure are bounded (see ``Swift/StringProtocol/excerpt(limit:)``):
    /// whatever user data they quote, the journal stays small. A step that
    /// passed as the last one did, at the same line, counts as a repeat of it.
    /// Whether the journal draws the app after each step.
    var drawsPictures: Bool { pictureTaker != nil }

    /// The app as a step that may change it starts, to pass to ``record(_:before:)``; nil when the session draws no pictures.
    func pictureBeforeStep() -> TreePicture? { pictureTaker?() }

    /// Adds a step that started from the app as `before` shows it (see ``pictureBeforeStep()``).
    func record(_ step: FlowStep, before: TreePicture?) {
        var step = step
        if let before, before != steps.last?.picture { step.before = before }
        record(step)
    }

    func record(_ step: FlowStep) {
        if let last = steps.indices.last, Self.repeats(steps[last], step) {
            steps[last].repeats += 1
            if let pictureTaker {
                picturedNodes -= Self.weight(steps[last].picture)
                steps[last].picture = pictureTaker()
                picturedNodes += Self.weight(steps[last].picture)
            }
            return
        }
        let given = step
        var step = step
        if step.text.utf8.count > Self.textLimit || (step.failure?.utf8.count ?? 0) > Self.failureLimit {
            step = FlowStep(
                kind: step.kind, text: step.text.excerpt(limit: Self.textLimit), passed: step.passed, location: step.location,
                failure: step.failure?.excerpt(limit: Self.failureLimit), navigationTrace: step.navigationTrace)
            step.before = given.before
            step.traceWords = given.traceWords
        }
        if steps.count >= limit {
            let excess = steps.count - limit + max(1, limit / 4)
            picturedNodes -= steps.prefix(excess).reduce(0) { $0 + Self.weight($1) }
            steps.removeFirst(excess)
            droppedSteps += excess
        }
        step.picture = pictureTaker?()
        picturedNodes += Self.weight(step)
        steps.append(step)
        if picturedNodes > Self.pictureBudget { dropOldestPictures() }
    }

    /// What a picture counts against ``pictureBudget``.
    private static func weight(_ picture: TreePicture?) -> Int { picture.map { $0.nodeCount + 1 } ?? 0 }

    /// What a step's pictures count against ``pictureBudget``.
    private static func weight(_ step: FlowStep) -> Int { weight(step.picture) + weight(step.before) }

    /// Takes the pictures of the oldest steps away until the rest fit the budget (to a half of it, so this runs seldom).
    private func dropOldestPictures() {
        for index in steps.indices where picturedNodes > Self.pictureBudget / 2 {
            picturedNodes -= Self.weight(steps[index])
            steps[index].picture = nil
            steps[index].before = nil
        }
    }

    /// Records an expectation that failed at the flow's own level (not in an
    /// interceptor or task, whose navigation carries the failure), noting
    /// it when it is the first.
    func recordFailedExpectation(_ step: FlowStep, nested: Bool = false, navigation: Int? = nil, link: Int? = nil) {
        record(step)
        guard let kept = steps.last else { return }
        if caughtFailures.count < Self.caughtLimit {
            caughtFailures.append(CaughtFailure(step: kept, position: total - 1, nested: nested, navigation: navigation, link: link))
        } else {
            uncountedCaught += 1
        }
    }

    /// Takes the failures made in navigation `navigation`'s code (or link
    /// opening `link`'s) whose text its error `message` holds as carried by
    /// it, failed by that error: the flow reads them there.
    func carried(by message: String, navigation: Int? = nil, link: Int? = nil) {
        guard caughtFailures.contains(where: \.nested) else { return }
        caughtFailures.removeAll { failure in
            failure.nested && (navigation != nil && failure.navigation == navigation || link != nil && failure.link == link)
                && message.contains(failure.signature)
        }
    }

    /// Takes the expectation that failed at step `position` as meant
    /// (`expect_error`'s function raised it): a passed step saying so, and
    /// no longer a failure the flow caught.
    func acceptFailure(at position: Int) {
        let index = position - droppedSteps
        if steps.indices.contains(index), steps[index].kind == .expectation, !steps[index].passed {
            let step = steps[index]
            steps[index] = FlowStep(kind: step.kind, text: step.text + " (failed, as expect_error meant)", passed: true, location: step.location)
            steps[index].picture = step.picture
        }
        if let kept = caughtFailures.firstIndex(where: { $0.position == position }) {
            caughtFailures.remove(at: kept)
        } else if uncountedCaught > 0, position > caughtFailures.last?.position ?? -1 {
            uncountedCaught -= 1
        }
    }

    /// Forgets the failed expectation noted (a new flow runs from here).
    func forgetFailedExpectation() {
        caughtFailures = []
        uncountedCaught = 0
    }

    /// Whether `step` is `last` again: the same passed step, at the same line, without a failure or trace to keep.
    private static func repeats(_ last: FlowStep, _ step: FlowStep) -> Bool {
        last.passed && step.passed && last.kind == step.kind && last.location == step.location && last.text == step.text
            && last.failure == nil && step.failure == nil && last.navigationTrace == nil && step.navigationTrace == nil
    }
}

/// An expectation that failed and was not taken as meant (see ``FlowJournal``).
struct CaughtFailure {
    let step: FlowStep
    let position: Int
    /// Whether it failed in code a navigation or link runs, not the flow's own.
    let nested: Bool
    /// The navigation and link opening whose code was running, if any.
    let navigation: Int?
    let link: Int?

    /// The start of its failure, which the error it raised holds, whatever wraps it.
    var signature: String { String((step.failure ?? step.text).prefix(excerptLimit)) }
}
