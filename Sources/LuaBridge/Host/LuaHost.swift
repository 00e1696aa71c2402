import CLua
import Foundation
import Synchronization

/// A Lua 5.4 state and the bridge around it.
///
/// Swift reaches Lua only through protected calls, and Lua reaches Swift only
/// through the C trampoline, which raises errors after Swift has returned:
/// no `longjmp` ever crosses a Swift frame. Values for Lua are staged and
/// pushed by C (see `CLua.h`).
///
/// A host is used from one thread at a time.
public final class LuaHost {
    @usableFromInline let host: UnsafeMutablePointer<clua_host>
    /// The main thread (valid until the host closes, as `host` is).
    @usableFromInline let state: OpaquePointer
    /// Whether ``close()`` has run; Swift-held references are inert after it.
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

    /// What scripts in this host may do.
    public let sandbox: Sandbox
    /// What references hold of this host; cleared when it closes.
    let link: HostLink
    /// A number no other host in this process has, unlike an address.
    @usableFromInline let serial = LuaHost.serials.wrappingAdd(1, ordering: .relaxed).newValue
    private static let serials = Atomic<Int>(0)
    /// How long, in seconds, one call from Swift into Lua may run, callbacks
    /// and coroutines included (`nil`: no limit). Past it, every further Lua
    /// instruction fails, so not even `pcall` can keep a runaway loop going.
    /// Its accesses, and the counters below, are plain loads and stores that
    /// never overlap, so they skip the run-time exclusivity checks (which
    /// cost a sizeable share of a call).
    @exclusivity(unchecked) public var executionBudget: Double? {
        didSet { updateFastCalls() }
    }
    /// Whether calls can skip the budget and the closed check: open, no budget.
    @usableFromInline @exclusivity(unchecked) var fastCalls = true
    /// Calls from Swift into Lua under way.
    @usableFromInline @exclusivity(unchecked) var callDepth = 0
    /// The first call to notice the budget ran out, named.
    @exclusivity(unchecked) var budgetCulprit: String?

    /// Opens a state with the standard libraries, made deterministic
    /// (`pairs` order, `tostring`, `math.random`, time; see `Determinism.lua`).
    /// `memoryLimit` caps its memory in bytes (0: no cap); `sandbox`
    /// restricts what scripts may do (``Sandbox/unsafe`` for nothing).
    public init(memoryLimit: Int = 0, sandbox: Sandbox = .unsafe) throws {
        guard let host = clua_open(memoryLimit, luaDispatch, luaRelease, luaWarn, nil) else {
            throw LuaError(kind: .memory, message: "cannot open a Lua state within \(memoryLimit) bytes")
        }
        self.host = host
        self.state = host.pointee.L
        self.link = HostLink(state: state)
        self.sandbox = sandbox
        host.pointee.owner = Unmanaged.passUnretained(self).toOpaque()
        host.pointee.warn_context = host.pointee.owner
        try call(try loadBuiltIn(Self.coroutineWrap, chunkName: "=[coroutines]"))
        try installDeterminism()
        let output = LuaFunction("print") { [unowned self] arguments in
            outputHandler(try arguments.string(1))
            return []
        }
        try call(try loadBuiltIn(try LuaResource.require(Self.printing, "Print"), chunkName: "=[print]"), [.function(output)])
        if !sandbox.isUnsafe {
            let check = LuaFunction("check") { arguments in
                switch sandbox.check(try arguments.string(1)) {
                case .success(let path): return [.string(path)]
                case .failure(let refusal): return [.nil, .string(refusal.rawValue)]
                }
            }
            let setup = try LuaResource.require(Sandbox.setup, "Sandbox")
            try call(try loadBuiltIn(setup, chunkName: "=[sandbox]"), [.function(check), .function(output), .string(sandbox.packagePath)])
        }
    }

    /// Seconds on the virtual clock that `os.time()`, `os.clock()` and
    /// `os.date()` read (a fixed epoch plus this). By default always 0; a
    /// flow session reads its app's clock.
    public var virtualClock: () -> Double = { 0 }

    /// Runs `Determinism.lua`: `pairs`, `tostring`, `string.format`,
    /// `math.random` and time the same on every run.
    private func installDeterminism() throws {
        let ref = clua_order_functions(state)
        guard ref != LUA_NOREF else { throw LuaError(kind: .memory, message: "not enough memory") }
        let order = LuaReference(host: self, ref: ref, type: .table)
        let now = LuaFunction("now") { [unowned self] _ in [.number(virtualClock())] }
        let setup = try LuaResource.require(Determinism.setup, "Determinism")
        try call(try loadBuiltIn(setup, chunkName: "=[determinism]"), [.reference(order), .function(now), .integer(Determinism.seed), .integer(Determinism.epoch)])
    }

    deinit { close() }

    private func updateFastCalls() { fastCalls = !isClosed && executionBudget == nil }

    /// Closes the state, running finalizers and releasing every Swift function Lua held.
    public func close() {
        guard !isClosed else { return }
        isClosed = true
        link.state = nil
        clua_close(host)
    }

    /// Registry references Swift holds now (each ``LuaReference`` and
    /// ``LuaCoroutine`` alive; not the idle threads kept for reuse).
    public var referenceCount: Int { host.pointee.live_refs - idleThreads.count }

    /// Threads of coroutines that returned, kept for the next coroutines.
    @exclusivity(unchecked) var idleThreads: [Int32] = []
    /// How many idle threads are kept at most.
    static let idleThreadLimit = 16

    /// Bytes the state uses now.
    public var memoryInUse: Int { host.pointee.used }
    /// The most bytes the state has used.
    public var peakMemory: Int { host.pointee.peak }

    func warn(_ message: String) { warningHandler(message) }

    /// The raw `lua_State`, for C code that follows `CLua.h`'s rules
    /// (benchmark baselines, C extensions). Nothing here checks them.
    public func withUnsafeState<R>(_ body: (OpaquePointer) throws -> R) rethrows -> R { try body(state) }

    // MARK: Chunks

    /// Compiles a text chunk (binary chunks are refused). `chunkName` is how
    /// errors name it: give a path and messages read `path:line: …`; a name
    /// starting with `=` is used as it is (`=[flowrun]` marks flowrun's own code).
    public func load(_ source: String, chunkName: String) throws(LuaError) -> LuaReference {
        try checkOpen()
        var source = source
        let name = chunkName.hasPrefix("=") ? chunkName : "@" + chunkName
        let status = source.withUTF8 { bytes in
            bytes.withMemoryRebound(to: CChar.self) { clua_load(state, $0.baseAddress, $0.count, name) }
        }
        return try loadedChunk(status)
    }

    /// The function a load left on the stack, held by reference (or the load's error), popped.
    private func loadedChunk(_ status: Int32) throws(LuaError) -> LuaReference {
        guard status == LUA_OK else { throw popError(status) }
        defer { clua_pop(state, 1) }
        let ref = clua_ref(state, -1)
        guard ref != LUA_NOREF else { throw LuaError(kind: .memory, message: "not enough memory") }
        return LuaReference(host: self, ref: ref, type: .function)
    }

    /// Compiled forms of flowrun's own chunks, by their text: a chunk is
    /// compiled from text once per process.
    private static let builtIns = Mutex<[String: [UInt8]]>([:])

    /// `print` through ``outputHandler`` (Print.lua).
    static let printing = LuaResource.text("Print")

    /// Loads one of the embedding program's own chunks (never a flow's): the
    /// first time in this process from its text, then from the compiled form
    /// kept from that first time, several times faster for every new host.
    /// Flows' chunks always load as text (``load(_:chunkName:)``).
    public func loadBuiltIn(_ source: String, chunkName: String) throws(LuaError) -> LuaReference {
        try checkOpen()
        if let cached = Self.builtIns.withLock({ $0[source] }) {
            let status = cached.withUnsafeBufferPointer { bytes in
                bytes.withMemoryRebound(to: CChar.self) { clua_load_dumped(state, $0.baseAddress, $0.count, chunkName) }
            }
            return try loadedChunk(status)
        }
        let chunk = try load(source, chunkName: chunkName)
        var length = 0
        if let dumped = clua_dump_function(state, chunk.ref, &length) {
            let bytes = [UInt8](UnsafeRawBufferPointer(start: dumped, count: length))
            clua_free_dump(dumped)
            Self.builtIns.withLock { $0[source] = bytes }
        }
        return chunk
    }

    // MARK: Calls

    /// Calls a Lua value with arguments, protected; returns the results
    /// (tables and functions as references). `name` says what is called,
    /// for the budget's "took longer than" error.
    @discardableResult
    public func call(_ function: LuaReference, _ arguments: [LuaValue] = [], name: String? = nil) throws(LuaError) -> [LuaValue] {
        try call(function, arguments, name: name) { results in
            (0..<results.count).map { results.luaValue($0 + 1) }
        }
    }

    /// Calls a Lua value with arguments, protected, and reads the results
    /// with `read` while they are on the stack.
    public func call<T>(
        _ function: LuaReference, _ arguments: [LuaValue], name: String? = nil, read: (LuaStack) throws -> T
    ) throws(LuaError) -> T {
        try call(function, name: name, arguments: { list in for argument in arguments { list.append(argument) } }, read: read)
    }

    /// Calls a Lua value, protected: `arguments` appends the arguments (it
    /// must not call into Lua), and `read` reads the results while they are
    /// on the stack. With plain arguments and results this allocates nothing:
    /// the form for hot paths. `name` says what is called, for the budget's
    /// "took longer than" error.
    @inlinable @inline(__always)
    public func call<T>(
        _ function: LuaReference, name: String? = nil, arguments: (inout LuaArguments) -> Void, read: (LuaStack) throws -> T
    ) throws(LuaError) -> T {
        // The common case (open host, no budget, plain arguments, success)
        // stays inline; everything else goes through beginCall/finishCall.
        var base = fastCalls ? clua_call_begin(state, function.hostSerial == serial ? function.ref : LUA_NOREF, Self.argumentRoom) : -1
        if base >= 0 { callDepth &+= 1 } else { base = try beginCall(function) }
        var list = LuaArguments(state: state, host: Unmanaged.passUnretained(self), room: Self.argumentRoom)
        arguments(&list)
        var count = list.pendingStart < 0 ? clua_call_end(state, base, list.pushed) : Self.notCalled
        if count >= 0, fastCalls { callDepth &-= 1 } else { count = try finishCall(base: base, list, outcome: count, name: name) }
        defer { lua_settop(state, base) }
        do {
            return try read(LuaStack(state: state, base: base, count: count, role: .results))
        } catch {
            throw Self.readFailure(error)
        }
    }

    /// Free slots above the function for the first arguments.
    @usableFromInline static let argumentRoom: Int32 = 8

    /// Starts a call: arms the budget when outermost and pushes the function;
    /// returns the stack top before it.
    @usableFromInline
    func beginCall(_ function: LuaReference) throws(LuaError) -> Int32 {
        if isClosed { throw LuaError(kind: .runtime, message: "the Lua host is closed") }
        if let budget = executionBudget, callDepth == 0, host.pointee.callback_depth == 0, clua_budget_arm(host, budget) == 0 {
            throw LuaError(kind: .runtime, message: "cannot start the execution budget's watchdog")
        }
        callDepth += 1
        let base = clua_call_begin(state, function.hostSerial == serial ? function.ref : LUA_NOREF, Self.argumentRoom)
        if base < 0 { try endCall(status: LUA_ERRMEM, base: lua_gettop(state), name: nil) }
        return base
    }

    /// `finishCall`'s outcome for a call not made yet.
    @usableFromInline static let notCalled = Int32.min

    /// Ends a call whose function and arguments are on the stack: makes it
    /// first if `outcome` is ``notCalled``, else takes `outcome` from
    /// `clua_call_end`. Returns how many results it left above `base`.
    @usableFromInline
    func finishCall(base: Int32, _ arguments: LuaArguments, outcome: Int32, name: String?) throws(LuaError) -> Int32 {
        var outcome = outcome
        if outcome == Self.notCalled {
            guard arguments.stageWaiting() else {
                lua_settop(state, base)
                try endCall(status: LUA_ERRMEM, base: base, name: name)
                return 0
            }
            outcome = clua_call_end(state, base, arguments.pushed)
        }
        try endCall(status: outcome >= 0 ? LUA_OK : -outcome, base: base, name: name)
        return max(outcome, 0)
    }

    /// Ends a call that failed or ran under a budget: disarms the budget
    /// when outermost and throws the error, if any.
    private func endCall(status: Int32, base: Int32, name: String?) throws(LuaError) {
        callDepth -= 1
        let outermost = callDepth == 0 && host.pointee.callback_depth == 0
        var expired = false
        if executionBudget != nil {
            expired = clua_budget_expired(host) != 0
            if outermost { expired = clua_budget_disarm(host) != 0 || expired }
        }
        guard status == LUA_OK else {
            var error = lua_gettop(state) > base ? popError(status) : LuaError(kind: .memory, message: "not enough memory")
            if expired { error = budgetError(name, outermost: outermost, location: error.location, traceback: error.traceback) }
            throw error
        }
        if outermost { budgetCulprit = nil }
    }

    /// A failure reading a call's results, as a Lua error.
    @usableFromInline
    static func readFailure(_ error: any Error) -> LuaError {
        error as? LuaError ?? LuaError(kind: .runtime, message: "\(error)")
    }

    /// Values waiting to be staged for lists being assembled (see
    /// ``LuaPushList``): a stack, each list taking back what it added.
    @usableFromInline @exclusivity(unchecked) var pendingValues: [LuaValue] = []

    /// Runs a chunk of Lua text once.
    public func run(_ source: String, chunkName: String) throws(LuaError) {
        try call(try load(source, chunkName: chunkName))
    }

    /// The error for `name` running out of budget; the first call to notice names the culprit.
    func budgetError(_ name: String?, outermost: Bool, location: String?, traceback: String?) -> LuaError {
        let culprit = budgetCulprit ?? "\(name ?? "the script") took longer than \(Self.seconds(executionBudget ?? 0))"
        budgetCulprit = outermost ? nil : culprit
        return LuaError(kind: .timeout, message: culprit, location: location, traceback: traceback)
    }

    /// A time limit as messages show it: "5 s", "0.5 s".
    public static func seconds(_ value: Double) -> String {
        value == value.rounded() ? "\(Int(value)) s" : "\(value) s"
    }

    /// `coroutine.wrap` on top of the resume that tracks running coroutines
    /// (see `clua_budget_arm`), with Lua 5.4's own behaviour: a string error
    /// gets the caller's position, and the coroutine is closed.
    static let coroutineWrap = #"""
    local create, resume, status, close = coroutine.create, coroutine.resume, coroutine.status, coroutine.close
    local pack, unpack, error, type = table.pack, table.unpack, error, type
    coroutine.wrap = function(f)
      local co = create(f)
      return function(...)
        local results = pack(resume(co, ...))
        if results[1] then return unpack(results, 2, results.n) end
        if status(co) == "dead" then close(co) end
        error(results[2], type(results[2]) == "string" and 2 or 0)
      end
    end
    """#

    /// `value` as Lua holds it: plain values as they are, others (a table, a
    /// new function) made once and held by reference, so that passing it to
    /// many calls builds it once.
    public func reference(to value: LuaValue) throws(LuaError) -> LuaValue {
        switch value {
        case .nil, .boolean, .integer, .number, .reference: return value
        default: break
        }
        try checkOpen()
        clua_stage_begin(host)
        guard stage(value) else {
            clua_stage_begin(host)
            throw LuaError(kind: .memory, message: "not enough memory")
        }
        let base = lua_gettop(state)
        guard clua_push_staged(state) == LUA_OK else {
            lua_settop(state, base)
            throw LuaError(kind: .memory, message: "not enough memory")
        }
        defer { lua_settop(state, base) }
        let view = LuaStack(state: state, base: base, count: 1, role: .value)
        do {
            return .reference(try view.reference(1))
        } catch {
            throw error as? LuaError ?? LuaError(kind: .memory, message: "\(error)")
        }
    }

    /// Sets `table[1...values.count]` (a table Swift holds) from `values`,
    /// so that many values cross in one step rather than as many arguments:
    /// each to `lookup[value >> keyShift]` when `lookup` is given and has it,
    /// else to the integer itself. Returns how many were set to integers.
    @discardableResult
    public func fill(
        _ table: LuaReference, from values: UnsafeBufferPointer<Int64>, lookingUpIn lookup: LuaReference? = nil, keyShift: Int = 0
    ) throws(LuaError) -> Int {
        try checkOpen()
        guard table.hostSerial == serial, table.type == .table, lookup.map({ $0.hostSerial == serial && $0.type == .table }) ?? true else {
            throw LuaError(kind: .runtime, message: "fill needs tables of this host")
        }
        var misses: Int32 = 0
        let status = clua_fill_table(state, table.ref, lookup?.ref ?? LUA_NOREF, values.baseAddress, Int32(values.count), Int32(keyShift), &misses)
        guard status == LUA_OK else { throw LuaError(kind: .memory, message: "not enough memory") }
        return Int(misses)
    }

    // MARK: Staging

    /// Appends a value to the staging list; false when memory ran out.
    func stage(_ value: LuaValue) -> Bool {
        var item = clua_stage_item()
        switch value {
        case .nil: item.kind = CLUA_STAGE_NIL
        case .boolean(let b): item.kind = CLUA_STAGE_BOOLEAN; item.u.boolean = b ? 1 : 0
        case .integer(let i): item.kind = CLUA_STAGE_INTEGER; item.u.integer = i
        case .number(let n): item.kind = CLUA_STAGE_NUMBER; item.u.number = n
        case .string(var s):
            return s.withUTF8 { bytes in
                bytes.withMemoryRebound(to: CChar.self) { clua_stage_string(host, $0.baseAddress, $0.count) != 0 }
            }
        case .reference(let reference):
            guard reference.hostSerial == serial else { return stage(.nil) }
            item.kind = CLUA_STAGE_REF; item.u.ref = reference.ref
        case .function(let function):
            item.kind = CLUA_STAGE_FUNCTION
            item.u.box = Unmanaged.passRetained(function).toOpaque()
            if clua_stage_append(host, item) == 0 {
                Unmanaged<LuaFunction>.fromOpaque(item.u.box).release()
                return false
            }
            return true
        case .table(let entries):
            item.kind = CLUA_STAGE_NEWTABLE
            guard clua_stage_append(host, item) != 0 else { return false }
            var set = clua_stage_item()
            set.kind = CLUA_STAGE_SETTABLE
            for (key, value) in entries {
                guard stage(key), stage(value), clua_stage_append(host, set) != 0 else { return false }
            }
            return true
        }
        return clua_stage_append(host, item) != 0
    }

    /// Stages an error message in place of any results and returns the raise status.
    func stageError(_ message: String, here: Bool) -> Int32 {
        clua_stage_begin(host)
        _ = stage(.string(message))
        return Int32(here ? CLUA_RAISE_HERE : CLUA_RAISE)
    }

    // MARK: Errors

    private func checkOpen() throws(LuaError) {
        if isClosed { throw LuaError(kind: .runtime, message: "the Lua host is closed") }
    }

    /// Running out of memory, where the cap refused it (Lua's message handler
    /// does not run for LUA_ERRMEM, so the allocator noted the place).
    func memoryError() -> LuaError {
        let location = clua_memory_where(host).map { String(cString: $0) }
        let bySystem = host.pointee.system_refused != 0
        clua_memory_forget(host)
        let cap = host.pointee.limit
        let message = bySystem
            ? "out of memory: the process could not get more memory (what flowrun keeps of the flow's data counts too)"
            : cap > 0 ? "out of memory: not enough memory within the cap of \(Self.mebibytes(cap))" : "out of memory: not enough memory"
        return LuaError(kind: .memory, message: message, location: location)
    }

    /// "256 MiB", "1.5 MiB".
    private static func mebibytes(_ bytes: Int) -> String {
        let value = Double(bytes) / 1_048_576
        return value == value.rounded() ? "\(Int(value)) MiB" : "\((value * 10).rounded() / 10) MiB"
    }

    /// Turns the error a failed load or call left on the stack into a `LuaError`, popping it.
    private func popError(_ status: Int32) -> LuaError {
        defer { clua_pop(state, 1) }
        let top = lua_gettop(state)
        let view = LuaStack(state: state, base: top - 1, count: 4, role: .error)
        switch status {
        case LUA_ERRSYNTAX:
            return LuaError(kind: .syntax, message: view.describe(1))
        case LUA_ERRMEM:
            return memoryError()
        case LUA_ERRRUN where lua_type(state, top) == LUA_TTABLE:
            lua_rawgeti(state, top, lua_Integer(CLUA_ERROR_TEXT))
            let ownText = lua_type(state, -1) == LUA_TSTRING ? view.describe(2) : nil
            lua_settop(state, top)
            lua_rawgeti(state, top, lua_Integer(CLUA_ERROR_VALUE))
            let message = ownText ?? view.describe(2)
            lua_rawgeti(state, top, lua_Integer(CLUA_ERROR_TRACEBACK))
            let traceback = lua_type(state, -1) == LUA_TSTRING ? view.describe(3) : nil
            lua_rawgeti(state, top, lua_Integer(CLUA_ERROR_WHERE))
            let location = lua_type(state, -1) == LUA_TSTRING ? view.describe(4) : nil
            lua_settop(state, top)
            return LuaError(kind: .runtime, message: message, location: location, traceback: traceback)
        default:
            return LuaError(kind: status == LUA_ERRERR ? .errorHandler : .runtime, message: view.describe(1))
        }
    }
}

extension LuaStack {
    /// Value `i` for Swift: scalars as themselves, the rest as references.
    public func luaValue(_ i: Int) -> LuaValue {
        switch type(i) {
        case .none, .nil: return .nil
        case .boolean: return .boolean(boolean(i))
        case .number:
            if clua_isinteger(state, index(i)) != 0 { return .integer(clua_tointeger(state, index(i), nil)) }
            return .number(clua_tonumber(state, index(i), nil))
        case .string: return .string((try? string(i)) ?? "")
        default: return (try? reference(i)).map { .reference($0) } ?? .nil
        }
    }

    /// A readable form of value `i`, for error messages: strings as they
    /// are, routing values rendered, other values by their type.
    func describe(_ i: Int) -> String {
        switch type(i) {
        case .string: return (try? string(i)) ?? ""
        case .nil, .none: return "nil"
        default:
            if let value = try? value(i) { return "\(value)" }
            return "(error object is a \(type(i)) value)"
        }
    }
}
