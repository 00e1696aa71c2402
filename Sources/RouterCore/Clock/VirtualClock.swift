import Formats

/// Simulated time: transitions and delays are events on this clock, so a
/// flow that "waits 0.3 s" costs nothing and every run is the same.
///
/// Events run in time order; events due at the same time run in the order
/// they were scheduled.
public final class VirtualClock {
    /// Seconds since the app started.
    public private(set) var now: Double = 0

    fileprivate struct Event {
        let time: Double
        let sequence: Int
        let body: () -> Void
    }

    private var events: [Event] = []
    private var nextSequence = 0

    public init() {}

    /// The time and what is scheduled, for ``restore(_:)``.
    public struct Snapshot {
        fileprivate let now: Double
        fileprivate let events: [Event]
        fileprivate let nextSequence: Int
    }

    /// The time and the events waiting, as they are now.
    public func snapshot() -> Snapshot { Snapshot(now: now, events: events, nextSequence: nextSequence) }

    /// Puts the time and the waiting events back as `snapshot` found them.
    public func restore(_ snapshot: Snapshot) {
        now = snapshot.now
        events = snapshot.events
        nextSequence = snapshot.nextSequence
    }

    /// Runs `body` `delay` seconds from now (at once, in order, for 0; at
    /// least a step of the clock later for any positive delay).
    public func schedule(after delay: Double, _ body: @escaping () -> Void) {
        var time = now + max(delay, 0)
        // Far along the clock a small delay rounds away; it still moves time
        // on, so something waiting by rescheduling itself cannot spin in place.
        if delay > 0, time <= now { time = now.nextUp }
        let event = Event(time: time, sequence: nextSequence, body: body)
        nextSequence += 1
        // Events arrive mostly in time order: search from the end.
        var index = events.count
        while index > 0, events[index - 1].time > event.time { index -= 1 }
        events.insert(event, at: index)
    }

    /// Whether any event is waiting.
    public var hasPendingEvents: Bool { !events.isEmpty }

    /// Runs the next event, moving time forward to it. Returns false when there is none.
    @discardableResult
    public func runNextEvent() -> Bool {
        guard !events.isEmpty else { return false }
        let event = events.removeFirst()
        now = max(now, event.time)
        event.body()
        return true
    }

    /// Moves time forward by `seconds`, running every event due by then.
    public func advance(by seconds: Double) {
        let end = now + max(seconds, 0)
        while let next = events.first, next.time <= end { runNextEvent() }
        now = end
    }

    /// Runs events until `done` holds or none are left; returns whether `done` holds.
    @discardableResult
    public func run(until done: () -> Bool) -> Bool {
        while !done() {
            guard runNextEvent() else { return false }
        }
        return true
    }

    /// Runs every event, including those scheduled meanwhile.
    public func runUntilIdle() {
        while runNextEvent() {}
    }

    /// Seconds with three decimals, the same on every run. A clock waited
    /// past what milliseconds in an `Int` hold (about 9e15 s: nine million
    /// waits of 1e9 s) is shown as the number it is, rather than trapping.
    public static func format(_ seconds: Double) -> String {
        var out = JSONText(capacity: 24)
        write(seconds, into: &out)
        return out.text
    }

    /// Writes ``format(_:)``'s text into `out` (it needs no escaping in a JSON string).
    public static func write(_ seconds: Double, into out: inout JSONText) {
        // Most of a trace happens at the start of its navigation.
        guard seconds != 0 else { return out.raw(literal: "0.000s") }
        let scaled = (seconds * 1000).rounded()
        guard scaled.magnitude < 1e18 else { return out.raw("\(seconds)s") }
        let millis = Int(scaled)
        if millis < 0, millis > -1000 { out.raw(ascii: "-") }
        out.number(millis / 1000)
        let fraction = (millis % 1000).magnitude
        out.raw(literal: fraction < 10 ? ".00" : fraction < 100 ? ".0" : ".")
        out.number(Int(fraction))
        out.raw(ascii: "s")
    }
}
