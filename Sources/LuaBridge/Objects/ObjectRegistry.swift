import LuaKit
import RouterCore

/// Swift objects handed to Lua (finders, factories, steps…), by handle.
///
/// Lua holds only the integer handle, wrapped in a table of the object's
/// kind whose finalizer releases it. Handles count up and are never reused,
/// so runs are deterministic.
final class ObjectRegistry: Snapshotting, RewindableObject {
    private var objects: [Int64: (kind: ObjectKind, object: Any)] = [:]
    /// Handles start far above the numbers scripts pass around, so a number
    /// given where an object belongs is reported as a number.
    private var next: Int64 = 1 << 40

    /// The objects, what those a flow changes in place hold, and the next
    /// handle, for ``restore(_:)``.
    struct Snapshot {
        fileprivate let objects: [Int64: (kind: ObjectKind, object: Any)]
        fileprivate let next: Int64
        fileprivate let restorers: [() -> Void]
    }

    func snapshot() -> Snapshot {
        Snapshot(objects: objects, next: next, restorers: objects.values.compactMap { ($0.object as? any RewindableObject)?.restorer() })
    }

    func restore(_ snapshot: Snapshot) {
        objects = snapshot.objects
        next = snapshot.next
        for restore in snapshot.restorers { restore() }
    }

    /// Whether a rewind keeps `object` as a checkpoint found it: a value, or
    /// an object a rewind restores or that never changes.
    static func followsRewindRule(_ object: Any) -> Bool {
        !(type(of: object) is AnyClass) || object is any RewindableObject || object is any UnchangingObject
    }

    /// The kinds of the objects Lua holds, each with its object's rule verdict (for tests).
    var kindsFollowingRewindRule: [ObjectKind: Bool] {
        objects.values.reduce(into: [:]) { kinds, entry in kinds[entry.kind, default: true] = kinds[entry.kind, default: true] && Self.followsRewindRule(entry.object) }
    }

    /// How many objects Lua holds.
    var count: Int { objects.count }

    /// Registers `object` and returns its handle. An object of a class is
    /// either a ``RewindableObject`` or an ``UnchangingObject``: a rewind
    /// puts back what flows changed in it, or there is nothing to put back,
    /// so no test sees what an earlier one did to an object made before the
    /// checkpoint (``RewindRuleTests`` makes every kind of object).
    func insert(_ object: Any, kind: ObjectKind) -> Int64 {
        precondition(Self.followsRewindRule(object), "\(type(of: object)) is a class neither rewindable nor unchanging")
        let handle = next
        next += 1
        objects[handle] = (kind, object)
        return handle
    }

    /// What a binding returns for a new object: its handle and its kind,
    /// which the prelude wraps into an object of that class.
    func give(_ object: Any, _ kind: ObjectKind) -> [LuaValue] {
        [.integer(insert(object, kind: kind)), .string(kind.rawValue)]
    }

    /// Forgets the object (Lua collected its wrapper).
    func remove(_ handle: Int64) { objects[handle] = nil }

    /// The object with this handle, if Lua still holds it.
    func object(_ handle: Int64) -> Any? { objects[handle]?.object }

    /// Argument `i` as an object of type `T`, or an error naming what was expected.
    func get<T>(_ arguments: LuaStack, _ i: Int, _ expected: String, as type: T.Type = T.self) throws -> T {
        guard !arguments.isNil(i), let handle = try? arguments.integer(i), let entry = objects[handle] else {
            guard arguments.type(i) != .table else { throw arguments.badArgument(i, "\(expected) expected, got a table that is not a flowrun object") }
            throw arguments.argumentError(i, expected: expected)
        }
        guard let object = entry.object as? T else {
            throw arguments.badArgument(i, "\(expected) expected, got \(entry.kind.withArticle)")
        }
        return object
    }

    /// The error for argument `i`, which is not what was `expected`: naming
    /// the object's kind when it is one (never its handle's type).
    func mismatch(_ arguments: LuaStack, _ i: Int, expected: String) -> any Error {
        guard let kind = kind(arguments, i) else { return arguments.argumentError(i, expected: expected) }
        return arguments.badArgument(i, "\(expected) expected, got \(kind.withArticle)")
    }

    /// The kind of the object behind argument `i`, if it is one.
    func kind(_ arguments: LuaStack, _ i: Int) -> ObjectKind? {
        (try? arguments.integer(i)).flatMap { objects[$0]?.kind }
    }
}
