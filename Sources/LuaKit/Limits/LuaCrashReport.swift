import CLua

/// A line for the process's supervisor when it crashes.
public enum LuaCrashReport {
    /// From now on, on a crash signal (SIGSEGV, SIGBUS, SIGILL, SIGFPE,
    /// SIGABRT), writes the line `{"crashed":{"where":"file:line","signal":n}}`
    /// to `fd` (where: the script's position in the host whose budget is
    /// armed, when known), then lets the handler that was there before (or
    /// the default) end the process.
    public static func install(writingTo fd: Int32) {
        clua_crash_report_to(fd)
    }
}
