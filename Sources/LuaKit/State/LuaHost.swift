import CLua
import Foundation

/// A Lua 5.4 state and the bridge around it.
///
/// Swift reaches Lua only through protected calls, and Lua reaches Swift only
/// through the C trampoline, which raises errors after Swift has returned:
/// no `longjmp` ever crosses a Swift frame. Values for Lua are staged and
/// pushed by C (see `CLua.h`).
///
/// A host is used from one thread at a time.
public final class LuaHost {
    /// The C host (`clua_host`, opaque: read through its accessors).
    @usableFromInline let host: OpaquePointer
    /// The main thread (valid until the host closes, as `host` is).
    @usableFromInline let state: OpaquePointer
    /// Whether ``close()`` has run; Swift-held references are inert after it.
    /// Exclusivity unchecked for `bridge.swift_to_lua_ns`.
    @exclusivity(unchecked) public private(set) var isClosed = false {
        didSet { updateFastCalls() }
    }
    /// Receives Lua warnings (`warn(...)`, errors in finalizers). By default they go to standard error.
    public var warningHandler: (String) -> Void = { message in
        FileHandle.standardError.write(Data("lua warning: \(message)\n".utf8))
    }

    /// Receives what scripts print (`print`, and, when sandboxed, `io.write`
    /// and the `write` of `io.stdout` and `io.stderr`), one call per `print`
    /// or write, newline included. By default it goes to standard output.
    public var outputHandler: (String) -> Void = { text in
        FileHandle.standardOutput.write(Data(text.utf8))
    }

    /// `resumer(co)`, a Lua function: the thread that resumed coroutine `co`
    /// with `coroutine.resume` or a `coroutine.wrap` function, while `co`
    /// runs; nil for a thread Swift resumed (a ``LuaCoroutine``), the main
    /// thread, or a coroutine not running. Following it from the running
    /// thread walks the chain of resumes Lua code made. Nil once a template
    /// is made of the host, and in a host made from one: a set-up passes it
    /// on to its own chunks before.
    public internal(set) var coroutineResumer: LuaReference?

    /// What scripts in this host may do.
    public let sandbox: Sandbox
    /// What references made now hold of this host: no other host's, and a
    /// new one from each checkpoint and rewind on. Cleared when the host
    /// closes, and (for those made since a checkpoint) when it rewinds.
    /// Exclusivity unchecked for `bridge.lua_to_swift_ns`.
    @usableFromInline @exclusivity(unchecked) var link: HostLink
    /// What references made before the checkpoint hold, once one is kept.
    /// Exclusivity unchecked for `bridge.lua_to_swift_ns`.
    @usableFromInline @exclusivity(unchecked) var keptLink: HostLink?

    /// Whether `reference` holds a value of this host's state as it is now.
    @inlinable @inline(__always) func owns(_ reference: LuaReference) -> Bool {
        reference.link === link || reference.link === keptLink
    }
    /// How long, in seconds, one call from Swift into Lua may run, callbacks
    /// and coroutines included (`nil`: no limit). Past it, every further Lua
    /// instruction fails, so not even `pcall` can keep a runaway loop going.
    /// Its accesses, and the counters below, are plain loads and stores that
    /// never overlap, so they skip the run-time exclusivity checks (which
    /// cost a sizeable share of a call).
    /// Exclusivity unchecked for `bridge.swift_to_lua_ns`.
    @exclusivity(unchecked) public var executionBudget: Double? {
        didSet { updateFastCalls() }
    }
    /// Whether calls can skip the budget and the closed check: open, no budget.
    /// Exclusivity unchecked for `bridge.lua_to_swift_ns`.
    @usableFromInline @exclusivity(unchecked) var fastCalls = true
    /// Calls from Swift into Lua under way.
    /// Exclusivity unchecked for `bridge.swift_to_lua_ns`.
    @usableFromInline @exclusivity(unchecked) var callDepth = 0
    /// The first call to notice the budget ran out, named.
    var budgetCulprit: String?

    /// Opens a state with the standard libraries, made deterministic
    /// (`pairs` order, `tostring`, `math.random`, time; see `Determinism.lua`).
    /// `memoryLimit` caps its memory in bytes (0: no cap); `sandbox`
    /// restricts what scripts may do (``Sandbox/unsafe`` for nothing);
    /// `strictGlobals` makes a script's read of a global nothing ever set an
    /// error at its line, naming the nearest name (see `StrictGlobals.lua`).
    /// With `reloadableModules`, the project's modules load so that
    /// ``reload(module:)`` can swap them (see `HotReload.lua`).
    /// A host that `recordsTemplate` opens, when it can, where
    /// ``makeTemplate(functions:references:)`` can capture it once its
    /// set-up is done.
    public init(
        memoryLimit: Int = 0, sandbox: Sandbox = .unsafe, strictGlobals: Bool = false, reloadableModules: Bool = false,
        recordsTemplate: Bool = false
    ) throws {
        let opened = recordsTemplate ? clua_open_recording(memoryLimit, luaDispatch, luaRelease, luaWarn, nil) : nil
        guard let host = opened ?? clua_open(memoryLimit, luaDispatch, luaRelease, luaWarn, nil) else {
            throw LuaError(kind: .memory, message: "cannot open a Lua state within \(memoryLimit) bytes")
        }
        self.host = host
        self.state = clua_host_state(host)
        self.link = HostLink(state: state)
        self.sandbox = sandbox
        clua_host_set_owner(host, Unmanaged.passUnretained(self).toOpaque())
        clua_set_own_chunks(host, Self.ownChunkPrefix)
        defer {
            collectorPauses -= 1
            if collectorPauses == 0 { clua_collector_run(state, 1) }
        }
        let own = OwnFunctions(host: self)
        ownFunctions = own.all
        coroutineResumer = try call(try loadBuiltIn(Self.coroutineWrap, chunkName: "=[coroutines]"), []) { try $0.reference(1) }
        try installDeterminism(now: own.now)
        try call(try loadBuiltIn(Self.printing, chunkName: "=[print]"), [.function(own.output)])
        let strict = strictGlobals
            ? try call(try loadBuiltIn(Self.strictGlobals, chunkName: "=[strict globals]"), [.function(own.suggest)]) { try $0.reference(1) }
            : nil
        if let check = own.check, let compile = own.compile {
            try call(
                try loadBuiltIn(Sandbox.setup, chunkName: "=[sandbox]"),
                [.function(check), .function(compile), .function(own.output), .string(sandbox.packagePath), .string(sandbox.liftHint)])
        } else if !sandbox.projectRoots.isEmpty {
            try call(try loadBuiltIn(Self.projectPath, chunkName: "=[project path]"), [.string(sandbox.packagePath)])
        }
        if let strict { try call(strict) }
        if reloadableModules {
            setUpReferences = try call(try loadBuiltIn(Self.hotReload, chunkName: "=[hot reload]"), [.function(own.suggest)]) {
                [try $0.reference(1), try $0.reference(2)]
            }
        }
    }

    /// How the host's own chunks are named: those whose names start with it
    /// (`=[coroutines]`, an embedder's `=[flowrun]`) are never the user's
    /// code. Error positions and `file:line` skip their frames and point at
    /// the user's line instead; their functions are the API that argument
    /// errors name. Load the embedder's own code under such a name.
    ///
    /// That code can name the methods it tail-calls (a checking wrapper's
    /// `return method(self, ...)` leaves the method's frame without a name)
    /// in the host's method names, so that a bad argument is reported
    /// against `kind:name`, `kind` the `__name` of `self`'s metatable:
    ///
    ///     require("luakit").method_names[method] = "navigate"
    public static let ownChunkPrefix = "=["

    /// A host whose state starts as a copy of `template`'s host: its
    /// set-up is not run again. `nil` when the template's slot holds
    /// another host now, or its state is over `memoryLimit`. Calling any of
    /// its Swift functions fails until ``adoptTemplate(functions:)`` gives
    /// it the embedder's functions.
    public init?(template: LuaHostTemplate, memoryLimit: Int = 0) {
        guard let host = clua_template_open(template.pointer, memoryLimit, nil) else { return nil }
        self.host = host
        self.state = clua_host_state(host)
        self.link = HostLink(state: state)
        self.sandbox = template.sandbox
        clua_host_set_owner(host, Unmanaged.passUnretained(self).toOpaque())
        collectorPauses = 0
        idleThreads = template.idleThreads
        embedding = template.embedding.map { LuaReference(host: self, ref: $0.ref, type: $0.type) }
        setUpReferences = template.setUpReferences.map { LuaReference(host: self, ref: $0.ref, type: $0.type) }
        ownFunctions = OwnFunctions(host: self).all
        startedFrom = template
        isFromTemplate = true
    }

    /// The functions the host's own set-up hands Lua, in the order a template records them.
    var ownFunctions: [LuaFunction] = []
    /// Whether the host started as a copy of a template (its set-up not run again).
    public private(set) var isFromTemplate = false
    /// The template this host was copied from, until it adopts its functions.
    var startedFrom: LuaHostTemplate?

    /// Seconds on the virtual clock that `os.time()`, `os.clock()` and
    /// `os.date()` read (a fixed epoch plus this). By default always 0; a
    /// flow session reads its app's clock.
    public var virtualClock: () -> Double = { 0 }

    /// Runs `Determinism.lua`: `pairs`, `tostring`, `string.format`,
    /// `math.random` and time the same on every run.
    private func installDeterminism(now: LuaFunction) throws {
        let ref = clua_order_functions(state)
        guard ref != LUA_NOREF else { throw memoryError() }
        let order = LuaReference(host: self, ref: ref, type: .table)
        let setup = Determinism.setup
        try call(try loadBuiltIn(setup, chunkName: "=[determinism]"), [.reference(order), .function(now), .integer(Determinism.seed), .integer(Determinism.epoch)])
    }

    deinit { close() }

    private func updateFastCalls() { fastCalls = !isClosed && executionBudget == nil }

    /// Closes the state, running finalizers and releasing every Swift function Lua held.
    public func close() {
        guard !isClosed else { return }
        isClosed = true
        link.state = nil
        keptLink?.state = nil
        clua_close(host)
    }

    /// Registry references Swift holds now (each ``LuaReference`` and
    /// ``LuaCoroutine`` alive; not the idle threads kept for reuse).
    public var referenceCount: Int { clua_host_live_refs(host) - idleThreads.count }

    /// How many ``withCollectorPaused(_:)`` calls are under way (the state
    /// opens with its collector stopped, counted here until `init` ends).
    /// Exclusivity unchecked for `flowrun.host_start_us`.
    @exclusivity(unchecked) var collectorPauses = 1

    /// Threads of coroutines that returned, kept for the next coroutines.
    /// Exclusivity unchecked for `flowrun.shop_cpu_ms_per_test`.
    @exclusivity(unchecked) var idleThreads: [Int32] = []
    /// How many idle threads are kept at most.
    static let idleThreadLimit = 16

    /// Values waiting to be staged for lists being assembled (see
    /// ``LuaPushList``): a stack, each list taking back what it added.
    /// Exclusivity unchecked for `bridge.lua_to_swift_ns`.
    @usableFromInline @exclusivity(unchecked) var pendingValues: [LuaValue] = []

    /// The C functions behind ``globals`` and ``register(_:)``, made on first use.
    var embedding: [LuaReference] = []
    /// What the host's own set-up keeps: with `reloadableModules`, the hot
    /// reload's table for Lua and its reload for Swift.
    var setUpReferences: [LuaReference] = []

    /// Why a named call fails once the host is closed, as its error ends:
    /// "`name` cannot run: \(closedExplanation)". A flow session says "its
    /// Lua session has ended".
    public var closedExplanation = "its Lua host is closed"

    /// What ``checkpoint()`` kept of the Swift side, once it has run.
    /// Exclusivity unchecked for `flowrun.shop_cpu_ms_per_test`.
    @exclusivity(unchecked) var kept: KeptState?

    /// Bytes the state uses now.
    public var memoryInUse: Int { clua_host_used(host) }
    /// How many Swift functions Lua called are running now, nested: 1 in a
    /// function a script called, more in one that Lua code called back
    /// from Swift (an interceptor a router runs) called.
    public var swiftCallDepth: Int { Int(clua_host_callback_depth(host)) }
    /// The most bytes the state has used.
    public var peakMemory: Int { clua_host_peak(host) }

    /// Hands `message` to ``warningHandler``, as a warning from Lua would be.
    public func warn(_ message: String) { warningHandler(message) }

}
