import LuaKit
import Testing

/// The crash record `clua_crash_report_to` writes, read back.
@Suite("Crash records")
struct CrashRecordTests {
    @Test("a record gives its signal and location, %XX read back; any other line is none")
    func records() {
        func record(_ line: String) -> LuaCrashReport.Record? { LuaCrashReport.Record(line: Array(line.utf8)) }
        #expect(record("crash signal=6 where=flows/a_test.lua:13") == .init(signal: 6, location: "flows/a_test.lua:13"))
        #expect(record("crash signal=11") == .init(signal: 11, location: nil))
        #expect(record("crash signal=6 where=odd%0Aname%25.lua:2") == .init(signal: 6, location: "odd\nname%.lua:2"))
        #expect(record("crash signal=6 where=caf\u{E9}.lua:1") == .init(signal: 6, location: "caf\u{E9}.lua:1"))
        #expect(LuaCrashReport.Record(line: Array("crash signal=6 where=".utf8) + [0xFF]) == .init(signal: 6, location: nil))
        for other in ["{\"warning\":{\"_0\":\"x\"}}", "crash signal=", "crash signal=x", "crash signal=6 where=a%2", "crash signal=6 here=a"] {
            #expect(record(other) == nil, "\(other)")
        }
    }
}
