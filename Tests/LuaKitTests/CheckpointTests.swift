import Foundation
import LuaKit
import TestSupport
import Testing

/// A host that keeps a checkpoint goes back to it byte for byte, as often
/// as asked: whatever ran since, the Swift functions and memory it took are
/// released, and nothing made since can reach the state it went back to.
@Suite("Host checkpoints")
struct CheckpointTests {
    /// A host in a template place (waiting for one), with `memoryLimit`.
    static func placedHost(memoryLimit: Int = 0) throws -> LuaHost {
        try HangGuard.first("a free template place") {
            let host = try LuaHost(memoryLimit: memoryLimit, recordsTemplate: true)
            if host.isRecordingTemplate { return host }
            host.close()
            return nil
        }
    }

    @discardableResult
    static func run(_ host: LuaHost, _ source: String) throws -> String {
        try host.call(try host.load(source, chunkName: "=test"), [], read: { $0.count > 0 ? (try? $0.string(1)) ?? "" : "" })
    }

    @Test("a rewind puts globals, libraries, metatables and memory back, and the same code then does the same")
    func rewindRestores() throws {
        let host = try Self.placedHost()
        defer { host.close() }
        try Self.run(host, "counter = 1; shapes = { {}, {}, {} }")
        #expect(host.checkpoint())
        #expect(host.hasCheckpoint)
        let kept = host.memoryInUse
        // Deterministic (tables by address, pairs by insertion) and the same again after each rewind.
        let probe = """
            counter = counter + 1
            local seen = {}
            for k in pairs({ [shapes[3]] = 1, [shapes[1]] = 2, [{}] = 3 }) do seen[#seen + 1] = tostring(k) end
            return counter .. " " .. table.concat(seen, ",") .. " " .. collectgarbage("count")
            """
        let first = try Self.run(host, probe)
        for _ in 0..<3 {
            try Self.run(host, """
                string.rep = nil; table = nil; setmetatable(_G, { __index = function() return "ghost" end })
                getmetatable("").__index = { upper = function() return "vandalised" end }
                hog = {} for i = 1, 1e5 do hog[i] = { i } end
                """)
            #expect(host.memoryInUse > kept)
            #expect(host.rewind())
            #expect(host.memoryInUse == kept)
            #expect(try Self.run(host, probe) == first)
            #expect(host.rewind())
            #expect(try Self.run(host, #"return tostring(getmetatable(_G)) .. ("x"):upper() .. string.rep("a", 2) .. tostring(rawget(_G, "hog"))"#) == "nilXaanil")
            #expect(host.rewind())
        }
    }

    @Test("Swift functions Lua took since the checkpoint are released by the rewind; those it held before live on, even collected meanwhile")
    func swiftFunctions() throws {
        let host = try Self.placedHost()
        weak var before: LuaFunction?
        weak var since: LuaFunction?
        do {
            let kept = LuaFunction("kept") { _ in [.string("still here")] }
            before = kept
            try host.globals.set("kept", .function(kept))
        }
        #expect(host.checkpoint())
        do {
            let made = LuaFunction("made") { _ in [.integer(1)] }
            since = made
            try host.globals.set("made", .function(made))
        }
        try Self.run(host, "kept = nil; collectgarbage(); collectgarbage()")
        #expect(since != nil)
        #expect(host.rewind())
        #expect(since == nil, "a function Lua took since the checkpoint outlived the rewind")
        #expect(before != nil)
        #expect(try Self.run(host, "return kept()") == "still here")
        // Collected again and again, rewound each time: still there.
        for _ in 0..<3 {
            try Self.run(host, "kept = nil; collectgarbage(); collectgarbage()")
            #expect(host.rewind())
            #expect(try Self.run(host, "return kept()") == "still here")
        }
        host.close()
        #expect(before == nil, "the checkpoint's function outlived the host")
    }

    @Test("references made since the checkpoint are unusable after the rewind, and letting them go harms nothing")
    func staleReferences() throws {
        let host = try Self.placedHost()
        defer { host.close() }
        let old = try host.call(try host.load("return { 'old' }", chunkName: "=old"), [], read: { try $0.reference(1) })
        #expect(host.checkpoint())
        var stale: [LuaReference] = try (0..<50).map { i in
            try host.call(try host.load("return { \(i) }", chunkName: "=made"), [], read: { try $0.reference(1) })
        }
        let before = host.referenceCount
        #expect(host.rewind())
        #expect(stale.allSatisfy { !$0.isUsable })
        #expect(old.isUsable)
        #expect(host.referenceCount < before)
        let fresh: [LuaReference] = try (0..<50).map { i in
            try host.call(try host.load("return 'fresh \(i)'", chunkName: "=fresh"), [], read: { try $0.reference(1) })
        }
        stale.removeAll()  // their registry slots now hold the fresh ones: releasing them must not free those
        let read = try host.load("local t = ... return type(t) == 'string' and t or 'gone'", chunkName: "=read")
        for (i, reference) in fresh.enumerated() {
            #expect(try host.call(read, [.reference(reference)], read: { try $0.string(1) }) == "fresh \(i)")
        }
        #expect(try host.call(try host.load("return (...)[1]", chunkName: "=old"), [.reference(old)], read: { try $0.string(1) }) == "old")
    }

    @Test("memory taken since the checkpoint, blocks outside the state's place included, is given back; the cap holds after")
    func memory() throws {
        let cap = 64 << 20
        let host = try Self.placedHost(memoryLimit: cap)
        defer { host.close() }
        #expect(host.checkpoint())
        let kept = host.memoryInUse
        for _ in 0..<5 {
            try Self.run(host, "big = { string.rep('x', 3 << 20), string.rep('y', 5 << 20) }")
            #expect(host.memoryInUse > kept + (7 << 20))
            #expect(host.rewind())
            #expect(host.memoryInUse == kept)
        }
        #expect(throws: LuaError.self) { try Self.run(host, "local t = {} for i = 1, 100 do t[i] = string.rep('z', 1 << 20) .. i end") }
        #expect(host.rewind())
        #expect(try Self.run(host, "return tostring(1 + 1)") == "2")
    }

    @Test("a checkpoint is refused outside a template place, twice, or during a call; a rewind without one or during a call changes nothing")
    func refusals() throws {
        let plain = try LuaHost()
        defer { plain.close() }
        #expect(!plain.checkpoint())
        #expect(!plain.rewind())

        let host = try Self.placedHost()
        defer { host.close() }
        #expect(!host.rewind())
        var inside: (checkpoint: Bool, rewind: Bool)?
        try host.globals.set("inside", .function(LuaFunction("inside") { _ in
            inside = (host.checkpoint(), host.rewind())
            return []
        }))
        try Self.run(host, "inside()")
        #expect(inside?.checkpoint == false)
        #expect(host.checkpoint())
        #expect(!host.checkpoint())
        try Self.run(host, "changed = true; inside()")
        #expect(inside?.rewind == false)
        #expect(try Self.run(host, "return tostring(changed)") == "true")
        #expect(host.rewind())
        #expect(try Self.run(host, "return tostring(changed)") == "nil")
    }
}

extension CheckpointTests {
    /// Descriptors this process has open on `path` (the file's own, so
    /// tests running beside this one do not change the count).
    static func openDescriptors(of path: String) -> Int {
        let folder = "/proc/self/fd"
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        let target = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
        return entries.filter { (try? FileManager.default.destinationOfSymbolicLink(atPath: folder + "/" + $0)) == target }.count
    }

    @Test("files opened since the checkpoint are closed by the rewind; a checkpoint is refused while one is open")
    func files() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("checkpoint-\(UUID().uuidString).txt")
        try "line1\nline2\nline3\n".write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        let host = try Self.placedHost()
        defer { host.close() }
        try Self.run(host, "kept = io.open('\(file.path)')")
        #expect(!host.checkpoint(), "a file is open")
        try Self.run(host, "kept:close() kept = nil")
        #expect(host.checkpoint())
        let before = Self.openDescriptors(of: file.path)
        for _ in 0..<50 {
            #expect(try Self.run(host, "left = io.open('\(file.path)') return left:read('l')") == "line1")
            try Self.run(host, "for line in io.lines('\(file.path)') do lines_left = io.lines('\(file.path)') break end")
            #expect(Self.openDescriptors(of: file.path) > before)
            #expect(host.rewind())
            #expect(Self.openDescriptors(of: file.path) == before)
        }
    }

    @Test("a reference or coroutine made since the checkpoint is another host's after the rewind: nil to Lua, a coroutine that fails")
    func staleUse() throws {
        let host = try Self.placedHost()
        defer { host.close() }
        #expect(host.checkpoint())
        let stale = try host.call(try host.load("return { 'made in test 1' }", chunkName: "=one"), [], read: { try $0.reference(1) })
        let body = try host.load("coroutine.yield(1) return 2", chunkName: "=body")
        let coroutine = try LuaCoroutine(host: host, function: body)
        _ = try coroutine.resume()
        #expect(host.rewind())
        let fresh = try host.call(try host.load("return { 'made in test 2' }", chunkName: "=two"), [], read: { try $0.reference(1) })
        let read = try host.load("local t = ... return t and t[1] or 'nil'", chunkName: "=read")
        #expect(try host.call(read, [.reference(stale)], read: { try $0.string(1) }) == "nil")
        #expect(try host.call(read, [.reference(fresh)], read: { try $0.string(1) }) == "made in test 2")
        #expect(throws: LuaError.self) { try coroutine.resume() }
    }
}
