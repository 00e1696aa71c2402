import ArgumentParser
import FlowRunner
import LuaBridge

/// `--timeout` and `--memory` of the commands that run one flow or app
/// (`run`, `open`, `explain`, `tree`, `graph`, `repl`, `watch`).
struct LimitOptions: ParsableArguments {
    @Option(name: .long, parsing: .unconditional, help: "Stop Lua code that runs longer than this many seconds (callbacks included; exit status 3; 0: no limit).")
    var timeout: Double = 10

    @Option(name: .long, parsing: .unconditional, help: "Cap the Lua memory at this many MiB (0: no cap).")
    var memory: Int = AppLauncher.defaultMemoryLimit >> 20

    func validate() throws {
        do {
            _ = try RunLimits.timeLimit(timeout, from: "--timeout")
            _ = try RunLimits.memoryLimit(memory, from: "--memory")
        } catch {
            throw ValidationError(error.description)
        }
    }

    /// The time limit in seconds (nil: none).
    var timeLimit: Double? { timeout > 0 ? timeout : nil }
    /// The memory cap in bytes (0: none).
    var memoryLimit: Int { memory << 20 }
}
