import ArgumentParser
import FlowRunner
import Foundation

extension FlowrunCommand {
    /// Runs the command `arguments` give, mapping failures to flowrun's exit codes
    /// (argument-parser's own usage errors exit with 64; flowrun reports them as 2).
    static func run(_ arguments: [String]) -> Never {
        Overtime.install()
        do {
            var command = try parseAsRoot(arguments)
            try command.run()
            Foundation.exit(0)
        } catch let failure as ExitFailure {
            if !failure.message.isEmpty { StandardError.say(failure.message) }
            Foundation.exit(failure.code.rawValue)
        } catch {
            // The runner's refusals of a command line read as argument-parser's own.
            let error = (error as? UsageError).map { ValidationError($0.message) } ?? error
            let code = exitCode(for: error)
            if code == .success {
                print(fullMessage(for: error))
                Foundation.exit(0)
            }
            StandardError.say(fullMessage(for: error))
            Foundation.exit(ExitStatus.scriptError.rawValue)
        }
    }
}
