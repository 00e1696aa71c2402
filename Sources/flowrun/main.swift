import ArgumentParser
import FlowRunner
import Foundation

// A worker of `flowrun test` starts without parsing a command line, and
// `flowrun test` forks its first worker before anything else (see
// `WorkerPool.forkSpare`): start-up is on the suite's clock.
let arguments = CommandLine.arguments
if arguments.count == 2, arguments[1] == WorkerCommand.configuration.commandName {
    WorkerCommand.serve()
}
if arguments.count > 1, arguments[1] == "test" {
    // Before the spare worker is forked, so that it has Bazel's temporary folder too.
    BazelTest().useTemporaryFolder()
    WorkerPool.forkSpare()
}
// The Swift importer is a program of its own: everything after the command is its.
if arguments.count > 1, arguments[1] == ImportSwiftCommand.configuration.commandName {
    ImportSwiftCommand.forward(Array(arguments.dropFirst(2)))
}
let commandWord = arguments.count > 2 && arguments[1] == "help" ? arguments[2] : arguments.dropFirst().first
if let unknown = UnknownCommand(commandWord) {
    StandardError.say(unknown.message)
    exit(ExitStatus.scriptError.rawValue)
}
if let command = arguments.dropFirst().first, let foreign = ForeignOption(command: command, arguments: arguments.dropFirst(2)) {
    StandardError.say(foreign.message)
    exit(ExitStatus.scriptError.rawValue)
}
// `-j2` is `-j 2`, as make and ninja take it.
FlowrunCommand.run(CoverageRequest.normalize(arguments.dropFirst().flatMap { argument -> [String] in
    guard argument.count > 2, argument.hasPrefix("-j"), argument.dropFirst(2).allSatisfy(\.isNumber) else { return [argument] }
    return ["-j", String(argument.dropFirst(2))]
}))
