import Foundation

/// A report's file, opened before the run (its folder made when an HTML
/// report asks for one), so that a file that cannot be written is said
/// before any test runs. Emptying the large report the last run left can
/// take milliseconds (the file system is still writing it back), so that
/// is done on a thread of its own while the workers start, not after the
/// run, when the report is written.
public final class ReportFile: @unchecked Sendable {
    /// The report written into the file.
    public let request: ReportRequest
    private let descriptor: Int32
    private let emptied = DispatchSemaphore(value: 0)
    /// Why the file could not be emptied (an error number); set once, before `emptied` is signalled.
    private var failure: Int32 = 0

    /// Opens `request`'s file, throwing why it cannot, and starts emptying it.
    public init(_ request: ReportRequest) throws(ExitFailure) {
        self.request = request
        let folder = URL(fileURLWithPath: request.file).deletingLastPathComponent().path
        if request.file != request.path, !Project.isFolder(folder), mkdir(folder, 0o755) != 0 {
            let code = errno
            throw Self.failure("cannot make the folder for the \(request.kind) report, \(folder)", code)
        }
        // Never through a link: one put there since the checks is refused, not followed.
        descriptor = Glibc.open(request.file, O_WRONLY | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0o644)
        guard descriptor >= 0 else {
            let code = errno  // before the message is made: working out the file's name may set it
            throw Self.failure("cannot write the \(request.kind) report to \(request.file)", code)
        }
        Thread.detachNewThread { [self] in
            if ftruncate(descriptor, 0) != 0 { failure = errno }
            emptied.signal()
        }
    }

    /// The file's descriptor, open for writing and empty; the caller closes it.
    func emptiedDescriptor() throws(ExitFailure) -> Int32 {
        emptied.wait()
        emptied.signal()
        guard failure == 0 else { throw Self.failure("cannot write the \(request.kind) report to \(request.file)", failure) }
        return descriptor
    }

    /// Writes the report of `run` into the file; `entries`, the HTML page's
    /// written as results arrived, save writing them now.
    public func write(_ run: SuiteRun, timings: Timings, entries: HTMLReport.Entries?) throws(ExitFailure) {
        let descriptor = try emptiedDescriptor()
        defer { close(descriptor) }
        var failure: Int32?
        request.kind.write(run, timings, entries) { part in
            if failure == nil { failure = FileWriting.write(part, to: descriptor) }
        }
        if let failure { throw Self.failure("cannot write the \(request.kind) report to \(request.file)", failure) }
    }

    /// Writes the report `request` asks for to standard output.
    public static func writeToStandardOutput(_ request: ReportRequest, _ run: SuiteRun, timings: Timings, entries: HTMLReport.Entries?) {
        var bytes: [UInt8] = []
        request.kind.write(run, timings, entries) { bytes += $0 }
        StandardOutput.printComposed(String(decoding: bytes, as: UTF8.self), terminator: "")
    }

    /// The failure `what`, with the system's reason for error number `code`.
    private static func failure(_ what: String, _ code: Int32) -> ExitFailure {
        ExitFailure(code: .scriptError, message: "flowrun: \(what): \(FileWriting.reason(code))")
    }
}
