import CLua
import Foundation
import Synchronization

extension LuaHost {
    // MARK: Chunks

    /// Compiles a text chunk (binary chunks are refused). `chunkName` is how
    /// errors name it: give a path and messages read `path:line: …`; a name
    /// starting with `=` is used as it is (one starting with
    /// ``ownChunkPrefix``, such as `=[flowrun]`, marks the host's own code).
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
    func loadedChunk(_ status: Int32) throws(LuaError) -> LuaReference {
        guard status == LUA_OK else { throw popError(status) }
        defer { clua_pop(state, 1) }
        let ref = clua_ref(state, -1)
        guard ref != LUA_NOREF else { throw memoryError() }
        return LuaReference(host: self, ref: ref, type: .function)
    }

    /// Compiled forms of flowrun's own chunks, by chunk name: a chunk is
    /// compiled from text once per process. Keyed by the name, not the text:
    /// hashing ~30 KB of non-ASCII text (Unicode-normalized) per load would be
    /// half of `flowrun.host_start_us`.
    static let builtIns = Mutex<[String: BuiltInChunk]>([:])

    /// A built-in chunk's text, kept alive so that its storage address
    /// identifies it, and its compiled form.
    struct BuiltInChunk: @unchecked Sendable {
        let source: String
        let address: UnsafeRawPointer?
        let compiled: [UInt8]

        /// Whether `other` is the same text: the same storage (embedded
        /// literals always are: one pointer compare), else the same bytes.
        func holds(_ other: String) -> Bool {
            let count = source.utf8.count
            guard other.utf8.count == count else { return false }
            let match = other.utf8.withContiguousStorageIfAvailable { bytes -> Bool in
                guard let base = bytes.baseAddress else { return count == 0 }
                // Small strings live inline, at a temporary address: compare their bytes.
                if count > 15, UnsafeRawPointer(base) == address { return true }
                return source.utf8.withContiguousStorageIfAvailable { mine in
                    memcmp(base, mine.baseAddress!, count) == 0
                } ?? false
            }
            return match ?? source.utf8.elementsEqual(other.utf8)
        }
    }

    /// `print` through ``outputHandler`` (Print.lua).
    static let printing = EmbeddedLua.print

    /// `coroutine.wrap` tracked for the execution budget (Coroutines.lua).
    static let coroutineWrap = EmbeddedLua.coroutines
    /// Puts the project's folders first in an unsandboxed host's `package.path`.
    static let projectPath = EmbeddedLua.projectPath

    /// Makes reading a global nothing set an error in scripts (StrictGlobals.lua).
    static let strictGlobals = EmbeddedLua.strictGlobals

    /// Loads one of the embedding program's own chunks (never a flow's): the
    /// first time in this process from its text, then from the compiled form
    /// kept from that first time, several times faster for every new host.
    /// Flows' chunks always load as text (``load(_:chunkName:)``).
    public func loadBuiltIn(_ source: String, chunkName: String) throws(LuaError) -> LuaReference {
        try checkOpen()
        if let cached = Self.builtIns.withLock({ $0[chunkName] }), cached.holds(source) {
            return try loadDumped(cached.compiled, chunkName: chunkName)
        }
        let chunk = try load(source, chunkName: chunkName)
        var length = 0
        guard let dumped = clua_dump_function(state, chunk.ref, &length) else { return chunk }
        let bytes = [UInt8](UnsafeRawBufferPointer(start: dumped, count: length))
        clua_free_dump(dumped)
        let address = source.utf8.withContiguousStorageIfAvailable { UnsafeRawPointer($0.baseAddress) } ?? nil
        Self.builtIns.withLock { $0[chunkName] = BuiltInChunk(source: source, address: address, compiled: bytes) }
        return chunk
    }

    /// Loads a compiled form this process made.
    func loadDumped(_ compiled: [UInt8], chunkName: String) throws(LuaError) -> LuaReference {
        let status = compiled.withUnsafeBufferPointer { bytes in
            bytes.withMemoryRebound(to: CChar.self) { clua_load_dumped(state, $0.baseAddress, $0.count, chunkName) }
        }
        return try loadedChunk(status)
    }

    /// Runs a chunk of Lua text once.
    public func run(_ source: String, chunkName: String) throws(LuaError) {
        try call(try load(source, chunkName: chunkName))
    }
}
