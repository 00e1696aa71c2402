import Foundation
import LuaKit
import TestSupport
import Testing

/// Hosts started from a template: a copy of the set-up's state, their own
/// Swift functions and references, nothing shared with other hosts.
///
/// A template lives in one of a few places per process, which other tests
/// running at the same time may be using: the helpers wait for one.
@Suite("Host templates")
struct HostTemplateTests {
    /// A set-up: a Swift function `greet` and a Lua counter that calls it.
    struct Recorded {
        let template: LuaHostTemplate
    }

    static func greeting(_ prefix: String) -> LuaFunction {
        LuaFunction("greet") { args in [.string("\(prefix) \(try args.integer(1))")] }
    }

    /// The recording host's `greet`, listed by its templates.
    nonisolated(unsafe) static let recordedGreeting = greeting("first")

    /// What a recording host holds after the set-up: `bump`, and the three functions behind `globals`.
    static let recordedReferenceCount = 4

    static let setup = """
        counter = 0
        function bump() counter = counter + 1; return greet(counter) end
        return bump
        """

    /// A recording host with the set-up run (waiting for a free place).
    static func recordingHost(sandbox: Sandbox = .unsafe) throws -> (LuaHost, LuaReference) {
        try HangGuard.first("a free template place") {
            let host = try LuaHost(sandbox: sandbox, recordsTemplate: true)
            try host.globals.set("greet", .function(recordedGreeting))
            let bump = try host.call(try host.load(setup, chunkName: "=setup"), []) { try $0.reference(1) }
            if host.isRecordingTemplate { return (host, bump) }
            host.close()
            return nil
        }
    }

    /// A recording host with nothing set up (waiting for a free place).
    static func emptyRecordingHost() throws -> LuaHost { try CheckpointTests.placedHost() }

    /// A host from `template` (waiting while another host holds its place).
    static func started(from template: LuaHostTemplate, memoryLimit: Int = 0) -> LuaHost? {
        HangGuard.poll { LuaHost(template: template, memoryLimit: memoryLimit) }
    }

    static func template() throws -> LuaHostTemplate {
        let (host, bump) = try recordingHost()
        defer { host.close() }
        let template = try #require(host.makeTemplate(functions: [recordedGreeting], references: [bump]))
        #expect(host.referenceCount == recordedReferenceCount)
        // The recording host goes on as it was.
        #expect(try host.call(bump, [], read: { try $0.string(1) }) == "first 1")
        return template
    }

    @Test("a host from a template starts with the set-up's state, calls its own Swift functions, and has its own references")
    func startsAsACopy() throws {
        let template = try Self.template()
        let host = try #require(Self.started(from: template))
        defer { host.close() }
        let references = try host.adoptTemplate(functions: [Self.greeting("again")])
        #expect(references.count == 1)
        #expect(try host.globals.get("counter", as: Int.self) == 0)
        #expect(try host.call(references[0], [], read: { try $0.string(1) }) == "again 1")
        // A global set to a Swift function is the embedder's: re-listing it gives the new host its own.
        try host.globals.set("greet", .function(Self.greeting("second")))
        #expect(try host.call(references[0], [], read: { try $0.string(1) }) == "second 2")
        // As many as the recording host had: the references given back, and the globals' own.
        #expect(host.referenceCount == Self.recordedReferenceCount)
    }

    @Test("hosts from one template share nothing: what one changes, the next does not see")
    func isolated() throws {
        let template = try Self.template()
        for _ in 0..<3 {
            let host = try #require(Self.started(from: template))
            let bump = try host.adoptTemplate(functions: [Self.greeting("again")])[0]
            #expect(try host.call(bump, [], read: { try $0.string(1) }) == "again 1")
            _ = try host.call(try host.load("greet = nil; string.rep = nil; leaked = {}", chunkName: "=vandal"))
            #expect(try host.globals.get("leaked", as: LuaReference.self) != nil)
            host.close()
        }
    }

    @Test("the Swift functions a template lists are each host's own, rebound by position and checked by name")
    func listedFunctions() throws {
        let recorded = try Self.emptyRecordingHost()
        defer { recorded.close() }
        let shout = LuaFunction("shout") { args in [.string(try args.string(1).uppercased() + "!")] }
        let call = try recorded.call(
            try recorded.load("local shout = ...; return function(text) return shout(text) end", chunkName: "=setup"), [.function(shout)], read: { try $0.reference(1) })
        #expect(recorded.makeTemplate(functions: [], references: [call]) == nil, "a Swift function the state holds is not listed")

        let (host, bump) = try Self.recordingHost()
        let unlisted = try host.load("return 1", chunkName: "=kept")
        #expect(host.makeTemplate(functions: [Self.recordedGreeting], references: [bump]) == nil, "a kept reference is not listed")
        #expect(host.makeTemplate(functions: [Self.recordedGreeting], references: [bump, unlisted]) == nil, "a host is captured once")
        host.close()

        let plain = try LuaHost()
        defer { plain.close() }
        #expect(plain.makeTemplate(functions: [], references: []) == nil, "a host not opened to record")
    }

    @Test("a host not yet given its functions fails calling them; the wrong functions are refused")
    func beforeAdopting() throws {
        let recorded = try Self.emptyRecordingHost()
        let shout = LuaFunction("shout") { args in [.string(try args.string(1).uppercased())] }
        let call = try recorded.call(
            try recorded.load("local shout = ...; return function(text) return shout(text) end", chunkName: "=setup"), [.function(shout)], read: { try $0.reference(1) })
        let template = try #require(recorded.makeTemplate(functions: [shout], references: [call]))
        recorded.close()

        let host = try #require(Self.started(from: template))
        defer { host.close() }
        #expect(throws: LuaError.self) { try host.adoptTemplate(functions: [LuaFunction("whisper") { _ in [] }]) }
        let whisper = LuaFunction("shout") { args in [.string(try args.string(1).lowercased())] }
        let references = try host.adoptTemplate(functions: [whisper])
        #expect(try host.call(references[0], [.string("Quiet")], read: { try $0.string(1) }) == "quiet")
        #expect(throws: LuaError.self) { try host.adoptTemplate(functions: [whisper]) }
    }

    @Test("while a host from a template lives, its place is taken: the next one waits or is set up afresh")
    func placeTaken() throws {
        #expect(LuaHostTemplate.placesPerProcess == 4)
        let template = try Self.template()
        let first = try #require(Self.started(from: template))
        #expect(LuaHost(template: template) == nil)
        first.close()
        let second = try #require(Self.started(from: template))
        second.close()
    }

    @Test("a state over the memory cap given is not started; within it, the cap holds as in any host")
    func memoryCap() throws {
        let template = try Self.template()
        #expect(LuaHost(template: template, memoryLimit: 1024) == nil)
        let host = try #require(Self.started(from: template, memoryLimit: 4 << 20))
        defer { host.close() }
        _ = try host.adoptTemplate(functions: [Self.greeting("again")])
        // The copy accounts for the state it copied: what Lua uses of the bytes copied.
        #expect(host.memoryInUse > 0 && host.memoryInUse <= template.stateBytes)
        #expect {
            try host.call(try host.load("local t = {} for i = 1, 1e7 do t[i] = string.rep('x', 64) .. i end", chunkName: "=hog"))
        } throws: { error in
            (error as? LuaError)?.kind == .memory
        }
        // After the refusal the host still works, within its cap.
        #expect(try host.call(try host.load("return 1 + 1", chunkName: "=after"), [], read: { try $0.integer(1) }) == 2)
    }

    @Test("a sandboxed template keeps its sandbox: print goes to the new host's handler, and files outside stay refused")
    func sandboxed() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("template-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let (recorded, bump) = try Self.recordingHost(sandbox: Sandbox(projectRoots: [folder.path]))
        let template = try #require(recorded.makeTemplate(functions: [Self.recordedGreeting], references: [bump]))
        recorded.close()
        let host = try #require(Self.started(from: template))
        defer { host.close() }
        _ = try host.adoptTemplate(functions: [Self.greeting("again")])
        var printed: [String] = []
        host.outputHandler = { printed.append($0) }
        _ = try host.call(try host.load("print('hello', 1)", chunkName: "=print"))
        #expect(printed == ["hello\t1\n"])
        #expect(throws: LuaError.self) { try host.call(try host.load("return io.open('/etc/passwd')", chunkName: "=escape")) }
    }

    @Test("blocks larger than a template's place allows go to the system, and are freed as the host closes")
    func largeBlocks() throws {
        let template = try Self.template()
        for _ in 0..<3 {
            let host = try #require(Self.started(from: template))
            _ = try host.adoptTemplate(functions: [Self.greeting("again")])
            let length = try host.call(try host.load("local s = string.rep('x', 3 << 20) .. 'y'; return #s", chunkName: "=large"), [], read: { try $0.integer(1) })
            #expect(length == 3 << 20 + 1)
            host.close()
        }
    }
}
