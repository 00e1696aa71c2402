import ArgumentParser
import FlowRunner
import Foundation

// A worker of `flowrun test` starts without parsing a command line: its
// start-up is paid once per worker, on the suite's clock.
if CommandLine.arguments.count == 3, CommandLine.arguments[1] == WorkerCommand.configuration.commandName {
    WorkerCommand.serve(CommandLine.arguments[2])
}
FlowrunCommand.main()
