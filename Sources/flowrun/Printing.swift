import FlowRunner

/// What a command prints on standard output, its control characters written
/// out (see ``StandardOutput/print(_:terminator:)``).
func print(_ text: String, terminator: String = "\n") {
    StandardOutput.print(text, terminator: terminator)
}

/// Prints `text` as it is (see ``StandardOutput/printComposed(_:terminator:)``).
func printComposed(_ text: String, terminator: String = "\n") {
    StandardOutput.printComposed(text, terminator: terminator)
}
