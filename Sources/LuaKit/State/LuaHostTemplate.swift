import CLua

/// A host's state right after its set-up, kept so that later hosts start
/// as a copy of it instead of running that set-up again: a few tens of
/// microseconds instead of a few hundred for a host with a large API
/// (`flowrun.host_start_us`).
///
/// Make one with ``LuaHost/makeTemplate(functions:references:)`` from a
/// host opened with `recordsTemplate`, once its set-up is done; start hosts
/// from it with ``LuaHost/init(template:memoryLimit:)`` and hand each its
/// own Swift functions with ``LuaHost/adoptTemplate(functions:)``.
///
/// A copy is byte for byte the state the set-up left, so hosts started
/// from a template share nothing: each has its own state, its own Swift
/// functions and its own references. A Lua state holds pointers into
/// itself, so a copy can only live where its original did: each template
/// belongs to one of a few fixed places (slots) in the process, and a host
/// can start from it only while no other host lives there; otherwise
/// `init(template:)` returns `nil` and the caller sets up a host afresh.
public final class LuaHostTemplate: @unchecked Sendable {
    let pointer: OpaquePointer
    let sandbox: Sandbox
    /// The names of the functions the embedder listed, in order.
    let functionNames: [String]
    /// For each Swift box the state holds: its function, as an index into
    /// the host's own functions followed by the embedder's.
    let boxFunctions: [Int]
    let references: [(ref: Int32, type: LuaType)]
    let embedding: [(ref: Int32, type: LuaType)]
    let setUpReferences: [(ref: Int32, type: LuaType)]
    let idleThreads: [Int32]

    init(
        pointer: OpaquePointer, sandbox: Sandbox, functionNames: [String], boxFunctions: [Int],
        references: [(ref: Int32, type: LuaType)], embedding: [(ref: Int32, type: LuaType)],
        setUpReferences: [(ref: Int32, type: LuaType)], idleThreads: [Int32]
    ) {
        self.pointer = pointer
        self.sandbox = sandbox
        self.functionNames = functionNames
        self.boxFunctions = boxFunctions
        self.references = references
        self.embedding = embedding
        self.setUpReferences = setUpReferences
        self.idleThreads = idleThreads
    }

    /// How many hosts of a process can be recording, or started from a
    /// template, at once: the places templates live in.
    public static var placesPerProcess: Int { Int(clua_template_places()) }

    /// Bytes of state each host started from it copies.
    public var stateBytes: Int { clua_template_bytes(pointer) }

    deinit { clua_template_free(pointer) }
}
