import ArgumentParser
import FlowRunner
import Foundation

/// `flowrun worker`: not for users. A worker process of `flowrun test`,
/// running the tests its supervisor sends on descriptor 3.
struct WorkerCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "worker",
        abstract: "A worker process of flowrun test (started by it; not for direct use).",
        shouldDisplay: false
    )

    func run() throws { Self.serve() }

    /// Serves a supervisor until it closes the channel, then exits; dies
    /// with the supervisor, however it ends.
    static func serve() -> Never {
        TestWorker.tieToSupervisor()
        TestWorker.serve()
        TestWorker.exit()
    }

    /// This executable, to start workers from.
    static var executable: String {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let length = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        guard length > 0 else { return CommandLine.arguments[0] }
        return String(decoding: buffer[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
