import Formats

extension ConsoleReport {
    /// The line for a suite that could not run (`watch` goes on after it),
    /// marked `!`, its control characters written out.
    public func line(for error: SuiteError) -> String {
        palette.red("! ") + "\(error)".visibleLines
    }
}
