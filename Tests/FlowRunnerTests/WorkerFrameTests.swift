@testable import FlowRunner
import Foundation
import LuaKit
import Testing

/// The supervisor–worker channel's one framing, read back.
@Suite("Worker frames")
struct WorkerFrameTests {
    @Test("frames come back whole, in order, however the bytes arrive; a crash record is one, as C writes it")
    func frames() throws {
        var pair: [Int32] = [0, 0]
        #expect(socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0, &pair) == 0)
        defer { close(pair[0]) }
        var bytes = WorkerWire.encode(WorkerReply.warning("careful\nnow"))
        WorkerFrame.append(.coverage, to: &bytes) { $0 += [0x0A, 0x00, 0xFF] }
        WorkerFrame.append(.filmstrip, to: &bytes) { $0 += [UInt8](repeating: 0x5B, count: 70_000) }
        bytes += [0x7F, 0, 0, 0, 1, 0x41]  // a kind this flowrun does not know
        bytes += [WorkerFrame.Kind.crash.rawValue, 0, 0, 0, 15] + Array("crash signal=11".utf8)
        var reader = WorkerFrameReader()
        #expect(WorkerWire.write(Array(bytes.prefix(3)), to: pair[1]))
        #expect(reader.fill(from: pair[0]) == 3 && reader.next() == nil, "a header cut short is no frame yet")
        #expect(WorkerWire.write(Array(bytes.dropFirst(3)), to: pair[1]))
        close(pair[1])
        var frames: [WorkerFrameReader.Frame] = []
        while let frame = reader.frame(from: pair[0]) { frames.append(frame) }
        #expect(frames.map(\.kind) == [.message, .coverage, .filmstrip, nil, .crash])
        let reply = try JSONDecoder().decode(WorkerReply.self, from: Data(frames[0].payload))
        guard case .warning("careful\nnow") = reply else {
            Issue.record("\(reply)")
            return
        }
        #expect(frames[1].payload == [0x0A, 0x00, 0xFF] && frames[2].payload.count == 70_000 && frames[3].payload == [0x41])
        #expect(LuaCrashReport.Record(line: frames[4].payload) == .init(signal: 11, location: nil))
    }
}
