import Formats
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
    /// ``stepsJSON`` then ``picturesJSON``, as UTF-8: kept so, in one
    /// piece, from the worker to the page.
    let utf8: ArraySlice<UInt8>
    /// Where in ``utf8`` the steps end (an index of it).
    private let stepsEnd: Int
    /// Which picture shows the app as the test found it.
    public let start: Int

    /// ``stepsJSON`` as UTF-8.
    public var stepsUTF8: ArraySlice<UInt8> { utf8[utf8.startIndex..<stepsEnd] }
    /// ``picturesJSON`` as UTF-8.
    public var picturesUTF8: ArraySlice<UInt8> { utf8[stepsEnd...] }

    /// The steps, a JSON list of `{kind, text, passed, location, failure, traceLines, traceRequest, before, picture}`
    /// (the trace as ``HTMLReport/writeTrace(_:of:into:)`` writes it),
    /// `before` (the app as the step started, when not as the step before left it) and `picture`
    /// (the app after it) indexing ``picturesJSON``.
    public var stepsJSON: String { String(decoding: stepsUTF8, as: UTF8.self) }
    /// The pictures, a JSON list of ``TreePicture/utf8``: a step that changed
    /// nothing shares the picture before it, and one that went back to a
    /// state among the last few shown shares that one's (``RecentPictures``).
    public var picturesJSON: String { String(decoding: picturesUTF8, as: UTF8.self) }

    /// The filmstrip of `journal`, whose steps hold their pictures
    /// (``FlowSession/picturesEveryStep``), from the app as `start` shows it.
    public init(_ journal: [FlowStep], start: TreePicture) {
        var pictures = [start]
        var steps = JSONText(capacity: 512 * journal.count + 1024)
        steps.raw(ascii: "[")
        // Each step read where the journal keeps it: copying one costs more than writing it.
        var recent = RecentPictures()
        journal.withUnsafeBufferPointer { journal in
            for index in journal.indices { Self.write(journal[index], first: index == 0, pictures: &pictures, recent: &recent, into: &steps) }
        }
        steps.raw(ascii: "]")
        stepsEnd = steps.count
        steps.raw(ascii: "[")
        for (index, picture) in pictures.enumerated() {
            if index > 0 { steps.raw(ascii: ",") }
            picture.write(into: &steps)
        }
        steps.raw(ascii: "]")
        utf8 = steps.utf8[...]
        self.start = 0
    }

    /// Writes `step` as an element of the steps' list, its pictures indexing `pictures` (a picture new to the list added).
    private static func write(
        _ step: borrowing FlowStep, first: Bool, pictures: inout [TreePicture], recent: inout RecentPictures, into steps: inout JSONText
    ) {
        steps.raw(literal: first ? "{" : ",{")
        steps.raw(literal: kindMember(step.kind))
        steps.member(literal: ",\"failure\":", step.failure)
        steps.member(literal: ",\"location\":", step.location)
        steps.raw(literal: step.passed ? ",\"passed\":true" : ",\"passed\":false")
        if let before = step.before {
            steps.raw(literal: ",\"before\":")
            steps.number(recent.index(of: before, in: &pictures))
        }
        if let picture = step.picture {
            steps.raw(literal: ",\"picture\":")
            steps.number(recent.index(of: picture, in: &pictures))
        }
        let text = step.shownText
        steps.raw(literal: ",\"text\":")
        steps.string(text)
        if let trace = step.navigationTrace {
            HTMLReport.writeTrace(trace.text(withTrees: false), of: text, into: &steps)
        } else if let words = step.traceWords {
            HTMLReport.writeTrace(request: words.shownRequest, of: text, into: &steps) { words.writeEntries(into: &$0) }
        }
        steps.raw(ascii: "}")
    }

    /// The pictures a test's latest steps showed, the latest first: a step
    /// that goes back to one of those states (home again) shares its
    /// picture. Only the latest ``Filmstrip/recentPictures`` are searched, so
    /// a long test's steps are not each compared with all its pictures.
    struct RecentPictures {
        /// Indexes into the test's pictures, the one shown last first.
        private var latest: [Int] = [0]

        /// Where `picture` is in `pictures`: a recent one's place, else its own, added.
        mutating func index(of picture: TreePicture, in pictures: inout [TreePicture]) -> Int {
            let index: Int
            if let position = latest.firstIndex(where: { pictures[$0] == picture }) {
                index = latest.remove(at: position)
            } else {
                pictures.append(picture)
                index = pictures.count - 1
                if latest.count == Filmstrip.recentPictures { latest.removeLast() }
            }
            latest.insert(index, at: 0)
            return index
        }
    }

    /// How many of the pictures latest shown a new one is compared with.
    static let recentPictures = 8

    /// A step's first member, its kind, as one literal.
    private static func kindMember(_ kind: FlowStep.Kind) -> StaticString {
        switch kind {
        case .navigation: return "\"kind\":\"navigation\""
        case .command: return "\"kind\":\"command\""
        case .gesture: return "\"kind\":\"gesture\""
        case .wait: return "\"kind\":\"wait\""
        case .expectation: return "\"kind\":\"expectation\""
        }
    }

    /// A filmstrip from its parts: the steps' JSON then the pictures', as
    /// UTF-8 in `utf8`, the steps' `stepsCount` bytes long (as ``FilmstripWire`` carries them).
    init(utf8: ArraySlice<UInt8>, stepsCount: Int, start: Int) {
        self.utf8 = utf8
        stepsEnd = utf8.startIndex + min(max(0, stepsCount), utf8.count)
        self.start = start
    }

    enum CodingKeys: String, CodingKey { case stepsJSON, picturesJSON, start }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let steps = try container.decode(String.self, forKey: .stepsJSON).utf8
        utf8 = (Array(steps) + Array(try container.decode(String.self, forKey: .picturesJSON).utf8))[...]
        stepsEnd = steps.count
        start = try container.decode(Int.self, forKey: .start)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(stepsJSON, forKey: .stepsJSON)
        try container.encode(picturesJSON, forKey: .picturesJSON)
        try container.encode(start, forKey: .start)
    }

    /// What the pictures show, read from ``picturesJSON``.
    public var pictures: [TreePicture.Content] {
        (try? JSONDecoder().decode([TreePicture.Content].self, from: Data(picturesJSON.utf8))) ?? []
    }
}
