import Foundation
import LuaBridge
import RouterCore

/// A test's steps as the HTML report shows them: each step with its routing
/// trace (every navigation's, without the trees) and the picture of the app
/// just after it, and the app as the test found it.
///
/// Written as JSON where the test ran, once, and put in the page as it is:
/// the report's thousands of steps and pictures would otherwise take most
/// of its time to encode, decode and encode again.
public struct Filmstrip: Sendable, Codable {
    /// The steps, a JSON list of `{kind, text, passed, location, failure, trace, before, picture}`,
    /// `before` (the app as the step started, when not as the step before left it) and `picture`
    /// (the app after it) indexing ``picturesJSON``.
    public let stepsJSON: String
    /// The pictures, a JSON list of ``TreePicture/json``, each once: a step
    /// that changed nothing shares the picture before it.
    public let picturesJSON: String
    /// Which picture shows the app as the test found it.
    public let start: Int

    /// The filmstrip of `journal`, whose steps hold their pictures
    /// (``FlowSession/picturesEveryStep``), from the app as `start` shows it.
    public init(_ journal: [FlowStep], start: TreePicture) {
        var pictures = [start]
        var steps = JSONText(capacity: 512 * max(1, journal.count))
        steps.raw("[")
        for (index, step) in journal.enumerated() {
            steps.raw(index == 0 ? "{\"kind\":" : ",{\"kind\":")
            steps.string(step.kind.rawValue)
            steps.member("failure", step.failure)
            steps.member("location", step.location)
            steps.raw(",\"passed\":\(step.passed)")
            if let before = step.before {
                if pictures.last != before { pictures.append(before) }
                steps.raw(",\"before\":\(pictures.count - 1)")
            }
            if let picture = step.picture {
                if pictures.last != picture { pictures.append(picture) }
                steps.raw(",\"picture\":\(pictures.count - 1)")
            }
            steps.member("text", step.shownText)
            steps.member("trace", step.navigationTrace?.text(withTrees: false) ?? step.traceText)
            steps.raw("}")
        }
        steps.raw("]")
        stepsJSON = steps.text
        picturesJSON = "[" + pictures.map(\.json).joined(separator: ",") + "]"
        self.start = 0
    }

    /// A filmstrip from its parts (as ``FilmstripWire`` carries them).
    init(stepsJSON: String, picturesJSON: String, start: Int) {
        self.stepsJSON = stepsJSON
        self.picturesJSON = picturesJSON
        self.start = start
    }

    /// The pictures, read from ``picturesJSON``.
    public var pictures: [TreePicture] {
        (try? JSONDecoder().decode([TreePicture].self, from: Data(picturesJSON.utf8))) ?? []
    }
}
