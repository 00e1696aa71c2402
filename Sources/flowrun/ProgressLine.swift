import Foundation

/// "[12/300]" on standard error while a long suite runs in a terminal.
struct ProgressLine {
    let enabled: Bool

    func show(_ done: Int, of total: Int) {
        guard enabled, total >= 20 else { return }
        FileHandle.standardError.write(Data("[\(done)/\(total)]".utf8))
    }

    func clear() {
        guard enabled else { return }
        FileHandle.standardError.write(Data("\r\u{1B}[K".utf8))
    }
}
