import FlowRunner
import Foundation

/// A report's file, opened before the run (its folder made when an HTML
/// report asks for one), so that a file that cannot be written is said
/// before any test runs. Emptying the large report the last run left can
/// take milliseconds (the file system is still writing it back), so that
/// is done on a thread of its own while the workers start, not after the
/// run, when the report is written.
final class ReportFile: @unchecked Sendable {
    let request: ReportRequest
    private let descriptor: Int32
    private let emptied = DispatchSemaphore(value: 0)
    /// Why the file could not be emptied (an error number); set once, before `emptied` is signalled.
    private var failure: Int32 = 0

    /// Opens `request`'s file, throwing why it cannot, and starts emptying it.
    init(_ request: ReportRequest) throws(ExitFailure) {
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

    /// The failure `what`, with the system's reason for error number `code`.
    private static func failure(_ what: String, _ code: Int32) -> ExitFailure {
        ExitFailure(code: .scriptError, message: "flowrun: \(what): \(String(cString: strerror(code)))")
    }
}
