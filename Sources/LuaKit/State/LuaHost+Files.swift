import CLua
import Foundation
import Synchronization

extension LuaHost {
    // MARK: Trusted files, compiled once per version on disk

    /// A file's identity on disk: when it is the same as at compilation
    /// (and the file was not changed just before), the file has not changed.
    struct FileStamp: Equatable {
        var device: UInt64, inode: UInt64, size: Int64
        var modified: Int64, changed: Int64  // nanoseconds since the epoch

        /// The stamp of the regular file at `path`, nil when there is none.
        init?(path: String) {
            var info = stat()
            guard stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return nil }
            device = UInt64(info.st_dev)
            inode = UInt64(info.st_ino)
            size = Int64(info.st_size)
            modified = Int64(info.st_mtim.tv_sec) * 1_000_000_000 + Int64(info.st_mtim.tv_nsec)
            changed = Int64(info.st_ctim.tv_sec) * 1_000_000_000 + Int64(info.st_ctim.tv_nsec)
        }
    }

    /// One file's compiled form, with the text it was compiled from.
    struct CompiledFile: Sendable {
        /// The file's stamp when its text was last read, nil when that stamp
        /// cannot be trusted: the file had changed less than
        /// ``racyWindow`` before (file times are coarser than edits), so
        /// the next load reads the file and compares its text.
        let stamp: FileStamp?
        let source: [UInt8]
        let compiled: [UInt8]
    }

    /// Nanoseconds: a file changed this recently may change again within the same timestamp.
    static let racyWindow: Int64 = 2_000_000_000

    /// Compiled project files by chunk name and path.
    static let compiledFiles = Mutex<[String: CompiledFile]>([:])

    /// Loads a text file the embedding program trusts to compile (a project's
    /// app definition or a flow file, which run as text would), as
    /// `loadfile` would load its bytes (or ``load(_:chunkName:)`` its text), but
    /// compiling it only once per process per version of the file: later
    /// loads of the same file, unchanged on disk (same inode, size, and
    /// modification and change times, or else the same bytes), load the
    /// compiled form kept from the first, debug information included, so
    /// errors still name `chunkName` and the line. A changed file is
    /// compiled again. Returns nil when the file cannot be read.
    ///
    /// Serves `flowrun.shop_cpu_ms_per_test`: every test loads its app
    /// definition and its flow file again, and compiling them each time
    /// would be a fifth of the suite's CPU.
    public func loadFile(_ path: String, chunkName: String) throws(LuaError) -> LuaReference? {
        try checkOpen()
        let key = chunkName + "\u{0}" + path
        let stamp = FileStamp(path: path)
        let cached = Self.compiledFiles.withLock { $0[key] }
        if let cached, let stamp, cached.stamp == stamp {
            return try loadDumped(cached.compiled, chunkName: chunkName)
        }
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        // Trusted only if the file did not change while it was read, and not just before.
        let after = FileStamp(path: path)
        let now = Int64(Date().timeIntervalSince1970 * 1e9)
        let trusted = after.flatMap { after in
            after == stamp && now - max(after.modified, after.changed) > Self.racyWindow ? after : nil
        }
        let bytes = [UInt8](data)
        if let cached, cached.source == bytes {
            Self.compiledFiles.withLock { $0[key] = CompiledFile(stamp: trusted, source: bytes, compiled: cached.compiled) }
            return try loadDumped(cached.compiled, chunkName: chunkName)
        }
        let chunk = try loadText(bytes, chunkName: chunkName)
        var length = 0
        if let dumped = clua_dump_function(state, chunk.ref, &length) {
            let compiled = [UInt8](UnsafeRawBufferPointer(start: dumped, count: length))
            clua_free_dump(dumped)
            Self.compiledFiles.withLock { $0[key] = CompiledFile(stamp: trusted, source: bytes, compiled: compiled) }
        }
        return chunk
    }

    /// Compiles a file's bytes as `loadfile` would: a UTF-8 byte order mark
    /// is skipped, and so is a first line starting with `#` (its line still
    /// counts).
    private func loadText(_ bytes: [UInt8], chunkName: String) throws(LuaError) -> LuaReference {
        var text = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(bytes.dropFirst(3)) : bytes
        if text.first == UInt8(ascii: "#") {
            text.removeSubrange(..<(text.firstIndex(of: UInt8(ascii: "\n")) ?? text.endIndex))
        }
        let name = chunkName.hasPrefix("=") ? chunkName : "@" + chunkName
        let status = text.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { clua_load(state, $0.baseAddress, $0.count, name) }
        }
        return try loadedChunk(status)
    }
}
