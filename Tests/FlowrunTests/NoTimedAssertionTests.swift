import Foundation
import Testing

/// No test measures time: on a busy machine (a CI runner, a laptop building
/// something else) a timed assertion fails at random, and speed is
/// `scripts/bench`'s job. A test that waits for something waits through
/// `HangGuard`, which counts its pauses and reads no clock; a test that must
/// spend real time against a time limit sleeps (`os.execute("sleep 1")`).
@Suite("No test measures time")
struct NoTimedAssertionTests {
    /// What reads a clock (wall, monotonic or processor time) in Swift, C, Lua, Python or shell.
    /// `os.clock`, `os.time` and `app.now` are the app's virtual clock, read freely.
    static let clockReads = [
        #"\bDate\(\)"#, #"\bDate\.now\b"#, #"\btimeIntervalSince"#, #"\b(Continuous|Suspending)Clock\b"#,
        #"\bDispatch(Wall)?Time\b"#, #"[(:,=+]\s*\.now\(\)"#, #"\bclock_gettime\b"#, #"\bgettimeofday\b"#,
        #"\bCFAbsoluteTimeGetCurrent\b"#, #"\bsystemUptime\b"#, #"\bmach_absolute_time\b"#, #"\b(get)?rusage\b"#,
        #"\bwait4\b"#, #"\bru_[us]time\b"#, #"/proc/uptime"#, #"\btime\.(time|monotonic|perf_counter|process_time)\b"#,
        #"\bdate \+%s"#, #"\$SECONDS\b"#,
    ]

    /// An assertion on a quantity of time: a comparison of seconds, a duration or an elapsed time.
    static let timedAssertion =
        #"(?i)(#expect|#require|\bexpect|\bassert)\b.*(\b\w*(seconds|elapsed|duration|millis)\w*\s*[<>]|[<>]=?\s*\w*(seconds|elapsed|duration|millis))"#

    /// The kinds of file the check reads.
    static let extensions: Set = ["swift", "lua", "c", "h", "py", "sh"]

    /// `path:line: text` of each line of code (not a comment) of the files
    /// under `folder` that reads a clock or asserts on a time; paths
    /// from `folder`, in order.
    static func timedLines(in folder: URL, skipping skipped: Set<String> = []) -> [String] {
        let patterns = [clockReads.joined(separator: "|"), timedAssertion].map { try! NSRegularExpression(pattern: $0) }
        let paths = (FileManager.default.enumerator(atPath: folder.path)?.allObjects as? [String] ?? []).sorted()
        return paths.filter { extensions.contains(($0 as NSString).pathExtension) && !skipped.contains($0) }.flatMap { path -> [String] in
            let text = (try? String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8)) ?? ""
            return text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().compactMap { index, line -> String? in
                let code = line.trimmingCharacters(in: .whitespaces)
                guard !code.hasPrefix("//"), !code.hasPrefix("--"),
                      patterns.contains(where: { $0.firstMatch(in: code, range: NSRange(code.startIndex..., in: code)) != nil }) else { return nil }
                return "\(path):\(index + 1): \(code)"
            }
        }
    }

    @Test("no test reads a clock or asserts on a time, under Tests/ and in the example flows")
    func noneInTheTests() {
        let root = FlowrunProcess.repositoryRoot
        // This file names what it looks for.
        let found = Self.timedLines(in: root.appendingPathComponent("Tests"), skipping: ["FlowrunTests/NoTimedAssertionTests.swift"])
            + Self.timedLines(in: root.appendingPathComponent("scripts/examples"))
        #expect(found.isEmpty, """
            a test must not measure time (speed is scripts/bench's job): wait through HangGuard, \
            and spend real time against a time limit by sleeping:
            \(found.joined(separator: "\n"))
            """)
    }

    @Test("the check finds a clock read and a timed assertion planted in a test, and passes a sleep and the virtual clock")
    func findsPlanted() throws {
        // The planted clock reads are assembled, so that this file reads none itself.
        let continuous = "Continuous" + "Clock.now", sinceBegun = "Date" + "().timeInterval" + "Since(begun)"
        let uptime = "io.open(\"/proc/" + "uptime\")", monotonic = "time." + "monotonic()"
        let folder = try FlowFolder([
            "Planted/SlowTests.swift": """
                let start = \(continuous)
                let seconds = 0.5
                #expect(seconds < 30, "took too long")
                let took = \(sinceBegun)
                """,
            "Planted/burn.lua": """
                os.execute("sleep 1")
                local file = \(uptime)
                expect(app.now() == 0.35 and os.clock() == 0.35)
                """,
            "Planted/wait.py": "started = \(monotonic)\n",
            "Planted/notes.txt": "Date" + "() is not read here\n",
        ])
        #expect(Self.timedLines(in: folder.url) == [
            "Planted/SlowTests.swift:1: let start = \(continuous)",
            "Planted/SlowTests.swift:3: #expect(seconds < 30, \"took too long\")",
            "Planted/SlowTests.swift:4: let took = \(sinceBegun)",
            "Planted/burn.lua:2: local file = \(uptime)",
            "Planted/wait.py:1: started = \(monotonic)",
        ])
    }
}
