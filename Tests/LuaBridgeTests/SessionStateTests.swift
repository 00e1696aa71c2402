@testable import LuaBridge
import DeepLinks
import LuaKit
import RouterCore
import Testing

/// No service of a session is left out of its checkpoint: every object it
/// holds is one of its ``FlowSession/rewindables``, or named here with the
/// reason a rewind leaves it be. A new service fails this test until it
/// joins the checkpoint or says why it need not.
@Suite("Session state joins the checkpoint")
struct SessionStateTests {
    /// The objects a session holds outside the checkpoint's services, by property, and why.
    static let outside: [String: String] = [
        "host": "the Lua host keeps its own checkpoint of the Lua state",
        "activity": "what is running: nothing at a checkpoint, and a rewind resets it",
        "exports": "the prelude's functions, made once as the session is set up",
        "observerHeld": "whoever observes the session (a runner counting coverage) counts across tests, on purpose",
        "lastPicture": "a cache keyed by the tree's change count, which the runner re-seeds after a rewind",
        "kept": "the checkpoint itself",
        "snapshotLedger": "a runner takes what it holds before and after each test (takeFreshSnapshots), leaving it empty",
    ]

    @Test("every object a session holds is rewound, or named with the reason it need not be")
    func everyServiceIsRewound() throws {
        let session = try FlowSession()
        let observer = SilentObserver()
        session.observer = observer
        let rewound = session.rewindables.map(ObjectIdentifier.init)
        var unaccounted: [String] = []
        for child in Mirror(reflecting: session).children {
            guard let label = child.label else { continue }
            let value: Any = (child.value as? any OptionalProtocol)?.wrapped ?? child.value
            guard type(of: value) is AnyClass else { continue }
            let object = value as AnyObject
            if rewound.contains(ObjectIdentifier(object)) || Self.outside[label] != nil { continue }
            unaccounted.append("\(label): \(type(of: value))")
        }
        #expect(unaccounted.isEmpty, "not in the checkpoint and no reason given: \(unaccounted)")
        // The list names only what the session holds.
        let labels = Set(Mirror(reflecting: session).children.compactMap(\.label))
        #expect(Set(Self.outside.keys).isSubset(of: labels), "\(Set(Self.outside.keys).subtracting(labels))")
    }
}

/// An observer that hears and keeps nothing.
private final class SilentObserver: FlowObserver {
    func routing(_ event: RoutingEvent) {}
    func appeared(_ className: String) {}
    func opened(_ opening: LinkOpening) {}
    func postTaskFailed(_ description: String) {}
}

/// An optional seen through `Any`, to read what it wraps.
private protocol OptionalProtocol {
    var wrapped: Any? { get }
}

extension Optional: OptionalProtocol {
    var wrapped: Any? { map { $0 as Any } }
}
