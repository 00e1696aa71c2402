import CLua

/// Line coverage: how many times each line of the files a host loaded ran.
/// Off unless started: a host that counts lines has a line hook (kept in C,
/// with the time limit's; see `clua_lines_start`), one that does not pays nothing.
extension LuaHost {
    /// Starts counting each line that runs in chunks loaded from files
    /// (from here on, in every coroutine too). False when out of memory.
    @discardableResult
    public func startCountingLines() -> Bool { clua_lines_start(host) != 0 }

    /// Whether ``startCountingLines()`` ran.
    public var countsLines: Bool { clua_lines_on(host) != 0 }

    /// The hits of each line that ran since the counts were last reset, by
    /// chunk name (a project file's path relative to the project: `login.lua`).
    public func lineHits() -> [String: [Int: Int]] {
        var files: [String: [Int: Int]] = [:]
        for chunk in 0..<clua_lines_chunk_count(host) {
            guard let source = clua_lines_chunk_source(host, chunk) else { continue }
            var size = 0
            guard let hits = clua_lines_chunk_hits(host, chunk, &size) else { continue }
            var lines: [Int: Int] = [:]
            for line in 0..<size where hits[line] > 0 { lines[line] = Int(hits[line]) }
            if !lines.isEmpty { files[String(cString: source), default: [:]].merge(lines, uniquingKeysWith: +) }
        }
        return files
    }

    /// Sets every line's count back to zero.
    public func resetLineHits() { clua_lines_reset(host) }

    /// The lines of `source` that can run: those of every instruction of the
    /// chunk and of each function in it, called or not (what `debug.getinfo`'s
    /// `activelines` gives function by function). Throws the compile error of a
    /// source that does not compile.
    public func executableLines(of source: String, chunkName: String) throws(LuaError) -> Set<Int> {
        let chunk = try load(source, chunkName: chunkName)
        var size = 0
        guard let marks = clua_lines_executable(state, chunk.ref, &size) else {
            throw LuaError(kind: .runtime, message: "\(chunkName): cannot read which lines can run")
        }
        defer { clua_free_dump(UnsafeMutablePointer(mutating: UnsafeRawPointer(marks).assumingMemoryBound(to: CChar.self))) }
        return Set((0..<size).filter { marks[$0] != 0 })
    }
}
