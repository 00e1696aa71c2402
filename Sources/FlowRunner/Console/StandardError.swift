import Formats
import Foundation

/// Notes and warnings: to standard error, so that what a command prints
/// on standard output (a tree, a report) stays clean.
public enum StandardError {
    /// Writes `line` and a newline, its control characters written out but
    /// for newlines and tabs (the message may quote a flow's text).
    public static func say(_ line: String) { sayComposed(line.visibleLines) }

    /// Writes `line` and a newline as it is: text flowrun composed, colours
    /// included, whose every piece a flow controls is visible already.
    public static func sayComposed(_ line: String) { FileHandle.standardError.write(Data((line + "\n").utf8)) }
}
