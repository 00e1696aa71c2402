import Foundation
@testable import LuaKit
import TestSupport
import Testing

/// A rewind copies back only the pages written since the checkpoint, and
/// the state is still byte for byte the checkpoint's: whatever wrote to it,
/// the collector, the stack, the string table or a read from a file.
@Suite("Checkpoint pages")
struct CheckpointPagesTests {
    @discardableResult
    static func run(_ host: LuaHost, _ source: String) throws -> String {
        try CheckpointTests.run(host, source)
    }

    @Test("after any change the state is byte for byte the checkpoint's, and a small change copies back a few pages, not the state")
    func smallChangesCopyLittle() throws {
        let host = try CheckpointTests.placedHost()
        defer { host.close() }
        // A state of some size, so that copying it all would show.
        try Self.run(host, "big = {} for i = 1, 2e5 do big[i] = { i, tostring(i) } end")
        #expect(host.checkpoint())
        let changes = [
            "local x = 1 + 1",
            "counter = (counter or 0) + 1",
            "big[17][2] = 'changed'; big[150000] = nil",
            "collectgarbage('collect')",
            "string.upper = nil; setmetatable(_G, { __index = function() return 1 end })",
            "local t = {} for i = 1, 1e5 do t[i] = tostring(i) .. 'x' end",
            "for i = 1, #big, 7 do big[i][1] = -i end",
        ]
        var restored: [Int] = []
        for change in changes {
            try Self.run(host, change)
            #expect(host.rewind())
            #expect(host.isAtCheckpoint, "after \(change)")
            restored.append(host.pagesRestoredByLastRewind ?? -1)
            #expect(try Self.run(host, "return tostring(counter) .. big[17][2] .. tostring(big[150000] ~= nil)") == "nil17true")
        }
        let statePages = try #require(restored.max())
        #expect(restored[0] < 64, "a trivial call copies back a few pages: \(restored)")
        #expect(restored[0] * 10 < statePages, "and not the whole state: \(restored)")
    }

    @Test("reading a file into Lua after the checkpoint reads it whole: the kernel never writes into a tracked page")
    func readsIntoFreshBlocks() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("pages-\(UUID().uuidString).txt")
        let text = String(repeating: "0123456789abcdef", count: 1 << 16)
        try text.write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        let host = try CheckpointTests.placedHost()
        defer { host.close() }
        // Blocks of every size freed before the checkpoint and on its free lists, then some freed after it:
        // none is handed out again while the checkpoint lasts.
        try Self.run(host, "keep = {} for i = 1, 200 do keep[i] = string.rep('k', i * 997) end junk = {} for i = 1, 200 do junk[i] = string.rep('j', i * 991) end junk = nil collectgarbage('collect')")
        #expect(host.checkpoint())
        for round in 0..<5 {
            let read = """
                keep = nil collectgarbage('collect')
                local f = assert(io.open('\(file.path)'))
                local whole = f:read('a') f:seek('set')
                local part = f:read(150000) f:close()
                return #whole .. ' ' .. #part
                """
            #expect(try Self.run(host, read) == "\(text.utf8.count) 150000", "round \(round)")
            #expect(host.rewind())
            #expect(host.isAtCheckpoint)
        }
    }

    @Test("two hosts in two places, each rewinding on its own thread, never see each other's writes")
    func hostsSideBySide() async throws {
        let results = try await withThrowingTaskGroup(of: [String].self) { group in
            for name in ["left", "right"] {
                group.addTask {
                    let host = try CheckpointTests.placedHost()
                    defer { host.close() }
                    try Self.run(host, "name = '\(name)' data = {} for i = 1, 5e4 do data[i] = i end")
                    guard host.checkpoint() else { return ["no checkpoint"] }
                    var seen: [String] = []
                    for i in 0..<200 {
                        seen.append(try Self.run(host, "local before = name .. #data data[\(i % 50 + 1)] = -1 name = 'changed' return before"))
                        guard host.rewind(), host.isAtCheckpoint else { return ["not back at round \(i)"] }
                    }
                    return Array(Set(seen)).sorted()
                }
            }
            var all: [[String]] = []
            for try await seen in group { all.append(seen) }
            return all.sorted { $0.description < $1.description }
        }
        #expect(results == [["left50000"], ["right50000"]])
    }

    @Test("closing a host that keeps a checkpoint, after a change, leaves its place clean for the next host")
    func closeAfterChange() throws {
        for _ in 0..<3 {
            let host = try CheckpointTests.placedHost()
            try Self.run(host, "t = {} for i = 1, 1e4 do t[i] = { i } end")
            #expect(host.checkpoint())
            try Self.run(host, "for i = 1, #t do t[i][1] = 0 end")
            host.close()
        }
        let next = try CheckpointTests.placedHost()
        defer { next.close() }
        #expect(try Self.run(next, "x = {} for i = 1, 1e4 do x[i] = i end return tostring(#x)") == "10000")
    }
}
