import Formats
import Logging

/// What one navigation did, step by step, in words a QA engineer reads:
/// what each finder looked for and found, what was built, which action ran,
/// what each interceptor and task answered, and the tree before and after.
public struct NavigationTrace: CustomStringConvertible {
    /// One line of the trace.
    public struct Entry: Sendable {
        public enum Kind: String, Sendable {
            case step, search, build, action, interceptor, contextTask = "context task", postTask = "post task", dismiss, visible,
                transition, result

            /// The raw value and the colon after it, as a line of a trace starts: written for every entry of a report.
            var label: StaticString {
                switch self {
                case .step: "step: "
                case .search: "search: "
                case .build: "build: "
                case .action: "action: "
                case .interceptor: "interceptor: "
                case .contextTask: "context task: "
                case .postTask: "post task: "
                case .dismiss: "dismiss: "
                case .visible: "visible: "
                case .transition: "transition: "
                case .result: "result: "
                }
            }
        }

        /// Virtual time when it happened.
        public let time: Double
        public let kind: Kind
        public let text: String
        /// Whether this line reports a failure.
        public let failed: Bool
    }

    /// What was asked: the destination and the context.
    public let request: String
    public internal(set) var entries: [Entry] = []
    /// The tree when the navigation started, and when it ended: frozen
    /// copies, rendered as text only when read.
    let before: AppTree
    var after: AppTree?

    /// The tree in its compact text form (with ids) when the navigation started.
    public var treeBefore: String { before.text(showIDs: true) }
    /// The tree when the navigation ended (nil while it has not).
    public var treeAfter: String? { after?.text(showIDs: true) }
    /// The error that ended the navigation, if it failed.
    public internal(set) var error: RoutingError?

    /// Whether the navigation has ended.
    public var isFinished: Bool { after != nil }

    /// How many characters of the request and of each entry the description
    /// quotes: a destination or context holding megabytes of user text
    /// stays a line of a report.
    public static let quotedLimit = 1_000

    public var description: String { text(withTrees: true) }

    /// The trace in words; `withTrees` adds the tree before and after (left
    /// out where a picture of each is shown beside it).
    public func text(withTrees: Bool) -> String {
        let text = words.text
        guard withTrees else { return text }
        var lines = [text]
        lines.append("tree before:")
        lines.append(indent(before.text(showIDs: true, excerpts: true)))
        if let after {
            lines.append("tree after:")
            lines.append(indent(after.text(showIDs: true, excerpts: true)))
        }
        return lines.joined(separator: "\n")
    }

    /// The trace without its trees: what is kept where a picture of each step is shown.
    public var words: Words { Words(request: request, entries: entries) }

    /// A trace's request and entries, put in words only when read (a
    /// report holds thousands): ``text`` is ``NavigationTrace/text(withTrees:)``'s without trees.
    public struct Words: Sendable {
        public let request: String
        public let entries: [Entry]

        /// The trace in words.
        public var text: String {
            var text = excerpt(request)
            text.reserveCapacity(64 + entries.reduce(0) { $0 + $1.text.utf8.count + 40 })
            for entry in entries {
                text += "\n  " + mark(entry).description + " ["
                text += VirtualClock.format(entry.time)
                text += "] " + entry.kind.rawValue + ": "
                text += excerpt(entry.text)
            }
            return text
        }

        /// What ``text`` starts with: the request, as the trace quotes it.
        public var shownRequest: String { excerpt(request) }

        /// Writes what follows ``shownRequest`` in ``text`` (each entry on a line of its own, a
        /// newline first) into `out` as a JSON string, put in words as it is written.
        public func writeEntries(into out: inout JSONText) {
            out.stringBegin()
            for entry in entries {
                // Written as they are: no piece but the quoted texts needs escaping. The line's
                // start is one literal (its newline escaped): it is written for every entry of a report.
                out.raw(literal: entry.failed ? "\\n  ✗ [" : entry.kind == .result ? "\\n  ✓ [" : "\\n  · [")
                VirtualClock.write(entry.time, into: &out)
                out.raw(literal: "] ")
                out.raw(literal: entry.kind.label)
                out.stringPart(excerpt(entry.text))
            }
            out.stringEnd()
        }

        private func mark(_ entry: Entry) -> StaticString { entry.failed ? "✗" : entry.kind == .result ? "✓" : "·" }

        private func excerpt(_ text: String) -> String { text.excerpt(limit: NavigationTrace.quotedLimit) }
    }

    private func indent(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { "  " + $0 }.joined(separator: "\n")
    }
}

/// A navigation's trace, read as it grows (see ``DefaultRouter/lastTraceSource``).
public struct NavigationTraceSource {
    let recorder: TraceRecorder

    /// The trace so far.
    public var trace: NavigationTrace { recorder.trace }
}

/// Collects a trace while a navigation runs, and sends each line to a
/// logger when one is set; shared by the navigation's closures.
final class TraceRecorder {
    private(set) var trace: NavigationTrace
    private let tree: AppTree
    private let keepsTrace: Bool
    private let logger: Logger?

    /// The last transition event of the tree this trace has.
    private var transitionsSeen: Int

    init(request: String, tree: AppTree, keepsTrace: Bool, logger: Logger?) {
        self.tree = tree
        self.keepsTrace = keepsTrace
        self.logger = logger
        transitionsSeen = tree.transitions.lastSequence
        trace = NavigationTrace(request: request, before: keepsTrace ? tree.frozenCopy() : AppTree())
        logger?.info("\(request)")
    }

    func note(_ kind: NavigationTrace.Entry.Kind, _ text: @autoclosure () -> String, failed: Bool = false) {
        noteTransitions()
        let entry = NavigationTrace.Entry(time: tree.clock.now, kind: kind, text: text(), failed: failed)
        if keepsTrace { trace.entries.append(entry) }
        if let logger {
            let line: Logger.Message = "\(kind.rawValue): \(entry.text)"
            if failed { logger.error(line) } else { logger.info(line) }
        }
    }

    /// Notes the transitions that started or ended since the last entry, at their own times.
    private func noteTransitions() {
        guard tree.transitions.lastSequence > transitionsSeen else { return }
        for event in tree.transitions.events(after: transitionsSeen) {
            append(NavigationTrace.Entry(time: event.time, kind: .transition, text: event.description, failed: false))
        }
        transitionsSeen = tree.transitions.lastSequence
    }

    private func append(_ entry: NavigationTrace.Entry) {
        if keepsTrace { trace.entries.append(entry) }
        logger?.info("\(entry.kind.rawValue): \(entry.text)")
    }

    func finish(_ result: RoutingResult) {
        switch result {
        case .success: note(.result, "success")
        case .failure(let error):
            trace.error = error
            note(.result, "failed: \(error)", failed: true)
        }
        if keepsTrace { trace.after = tree.frozenCopy() }
    }
}
