import Formats

/// The animated transitions of an ``AppTree`` on its virtual clock: those
/// running now, and the latest that started or ended (what a routing trace
/// and a flow's journal show).
public struct TransitionLog: Sendable {
    /// A node a transition is about: its identity and class, kept so the
    /// words stay right after it is deallocated.
    public struct Party: Hashable, Sendable, CustomStringConvertible {
        public let node: NodeID
        public let className: String
        public var description: String { "\(className.excerpt()) \(node)" }
    }

    /// What a transition does, kept as its parts and put in words only when
    /// read (an animated change costs no formatting).
    public struct Action: Hashable, Sendable, CustomStringConvertible {
        public enum Verb: Hashable, Sendable {
            case push, pop, setChildren, present, dismiss
            /// Made the root of the window named so.
            case setRoot(window: String)
            /// Tab `index` (0-based) selected; collapsed or expanded. Never animated.
            case selectTab(index: Int), collapse(Bool)
        }

        public let verb: Verb
        /// The node pushed, presented, dismissed or made a root; the stack popped or set.
        public let subject: Party
        /// The stack pushed onto, the presenter, the node popped to.
        public let other: Party?

        public var description: String {
            switch verb {
            case .push: "push \(subject) onto \(other.map(\.description) ?? "nothing")"
            case .pop: "pop \(subject) to \(other.map(\.description) ?? "nothing")"
            case .setChildren: "set the children of \(subject)"
            case .present: "present \(subject) from \(other.map(\.description) ?? "nothing")"
            case .dismiss: "dismiss \(subject)"
            case .setRoot(let window): "set \(subject) as the root of \(window)"
            case .selectTab(let index): "select tab \(index + 1) of \(subject)"
            case .collapse(let collapsed): "\(collapsed ? "collapse" : "expand") \(subject)"
            }
        }
    }

    /// One transition starting or ending.
    public struct Event: Hashable, Sendable, CustomStringConvertible {
        public enum Phase: String, Hashable, Sendable {
            case started, ended
        }

        /// The transition's number in its tree, shared by its start and its end.
        public let transition: Int
        /// Where the event stands among every event of the tree, from 1.
        public let sequence: Int
        /// Virtual time of the event.
        public let time: Double
        public let phase: Phase
        /// What the transition does.
        public let action: Action

        /// It in words ("push ProductViewController #5 onto UINavigationController #3").
        public var text: String { action.description }

        public var description: String { "\(text): \(phase.rawValue)" }
    }

    /// The start events of the transitions running now, oldest first.
    public private(set) var running: [Event] = []
    /// The latest events, oldest first: at least the last ``limit`` (older ones are dropped in batches).
    public private(set) var events: [Event] = []
    /// How many events ``events`` keeps.
    public static let limit = 1_000
    private var transitions = 0
    private var sequence = 0

    /// Whether any transition is running.
    public var isRunning: Bool { !running.isEmpty }

    /// The events after the one numbered `sequence` (all of them for 0), oldest first.
    public func events(after sequence: Int) -> ArraySlice<Event> {
        var start = events.endIndex
        while start > events.startIndex, events[start - 1].sequence > sequence { start -= 1 }
        return events[start...]
    }

    /// The number of the last event recorded (0 before any).
    public var lastSequence: Int { sequence }

    /// Records a transition starting; returns its number for ``end(_:at:)``.
    mutating func start(_ action: Action, at time: Double) -> Int {
        transitions += 1
        let event = append(transition: transitions, phase: .started, action: action, time: time)
        running.append(event)
        return transitions
    }

    /// Records transition `number` ending.
    mutating func end(_ number: Int, at time: Double) {
        guard let index = running.firstIndex(where: { $0.transition == number }) else { return }
        let started = running.remove(at: index)
        append(transition: number, phase: .ended, action: started.action, time: time)
    }

    @discardableResult
    private mutating func append(transition: Int, phase: Event.Phase, action: Action, time: Double) -> Event {
        sequence += 1
        let event = Event(transition: transition, sequence: sequence, time: time, phase: phase, action: action)
        events.append(event)
        if events.count > Self.limit + Self.limit / 4 { events.removeFirst(events.count - Self.limit) }
        return event
    }
}
