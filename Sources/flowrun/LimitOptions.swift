import ArgumentParser
import FlowRunner

/// `--timeout` and `--memory` of the commands that run one flow or app
/// (`run`, `open`, `explain`, `tree`, `graph`, `repl`, `watch`).
struct LimitOptions: ParsableArguments {
    @Option(name: .long, parsing: .unconditional, help: "Stop Lua code that runs longer than this many seconds (callbacks included; exit status 3; default: \"timeout\" of flowrun.json, else 10; 0: no limit).")
    var timeout: Double?

    @Option(name: .long, parsing: .unconditional, help: "Cap the Lua memory at this many MiB (0: no cap).")
    var memory: Int = RunSettings.defaultMemoryLimit >> 20

    func validate() throws {
        do {
            if let timeout { _ = try RunLimits.timeLimit(timeout, from: "--timeout") }
            _ = try RunLimits.memoryLimit(memory, from: "--memory")
        } catch {
            throw ValidationError(error.description)
        }
    }

    /// The time limit in seconds (nil: none): --timeout, else the project's, else 10.
    func timeLimit(of project: Project) -> Double? {
        let seconds = timeout ?? project.config.timeout ?? 10
        return seconds > 0 ? seconds : nil
    }
    /// The memory cap in bytes (0: none).
    var memoryLimit: Int { memory << 20 }
}
