import Formats

/// What a command prints on standard output. Text a flow controls (a class
/// name, a message, what it printed) is written with its control characters
/// out (`\u{1b}`, `\u{d}`), newlines and tabs kept: no flow can redraw
/// what flowrun says, nor colour it.
public enum StandardOutput {
    /// Prints `text`, its control characters written out but for newlines and tabs.
    public static func print(_ text: String, terminator: String = "\n") {
        Swift.print(text.visibleLines, terminator: terminator)
    }

    /// Prints `text` as it is: text flowrun composed, colours included, whose
    /// every piece a flow controls is visible already (the console report's
    /// lines), or a report in its own format, which escapes what it holds.
    public static func printComposed(_ text: String, terminator: String = "\n") {
        Swift.print(text, terminator: terminator)
    }
}
