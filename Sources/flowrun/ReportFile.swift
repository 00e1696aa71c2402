import FlowRunner
import Foundation

/// A report's file, made ready while the suite starts: its folder made
/// when an HTML report asks for one, the file created or emptied. Emptying
/// the large report the last run left can take milliseconds (the file
/// system is still writing it back), so it is done on a thread of its own
/// while the workers start, not after the run, when the report is written.
final class ReportFile: @unchecked Sendable {
    let request: ReportRequest
    private let ready = DispatchSemaphore(value: 0)
    /// The open file, or why it could not be opened; set once, before `ready` is signalled.
    private var opened: Result<Int32, ExitFailure> = .failure(ExitFailure(code: .scriptError, message: ""))

    /// Starts making `request`'s file ready.
    init(_ request: ReportRequest) {
        self.request = request
        Thread.detachNewThread { [self] in
            opened = Self.open(request)
            ready.signal()
        }
    }

    /// The file's descriptor, open for writing, once it is ready; the caller closes it.
    func descriptor() throws(ExitFailure) -> Int32 {
        ready.wait()
        ready.signal()
        return try opened.get()
    }

    private static func open(_ request: ReportRequest) -> Result<Int32, ExitFailure> {
        let url = URL(fileURLWithPath: request.file)
        let folder = url.deletingLastPathComponent().path
        if request.file != request.path, !Project.isFolder(folder), mkdir(folder, 0o755) != 0 {
            return .failure(ExitFailure(code: .scriptError, message: "flowrun: cannot make the folder for the \(request.kind) report, \(folder): \(String(cString: strerror(errno)))"))
        }
        let descriptor = Glibc.open(request.file, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            return .failure(ExitFailure(code: .scriptError, message: "flowrun: cannot write the \(request.kind) report to \(request.file): \(String(cString: strerror(errno)))"))
        }
        return .success(descriptor)
    }
}
