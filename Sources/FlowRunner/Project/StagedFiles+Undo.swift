import Foundation

extension StagedFiles {
    /// What a staged write has made and moved so far: the folders it made,
    /// its temporary folder, and each file put in place with where the one
    /// it replaced was kept. ``rollBack()`` takes it all back, newest first.
    struct Undo {
        private var madeFolders: [String] = []
        private var staging: String?
        private var placed: [(path: String, old: String?)] = []

        /// Makes `folder` and the missing folders above it.
        mutating func makeFolders(_ folder: String) throws(SuiteError) {
            var missing: [String] = []
            var current = URL(fileURLWithPath: folder).standardizedFileURL
            var status = stat()
            while current.path != "/", lstat(current.path, &status) != 0 {
                missing.append(current.path)
                current = current.deletingLastPathComponent()
            }
            for path in missing.reversed() {
                guard mkdir(path, 0o755) == 0 else { throw Self.failure(path, errno) }
                madeFolders.append(path)
            }
        }

        /// Makes the temporary folder, inside `root` (so that a file renamed
        /// from it stays on its file system): its path, ending in `/`.
        mutating func stagingFolder(in root: String) throws(SuiteError) -> String {
            var template = Array((root + ".flowrun-init-XXXXXX").utf8CString)
            let made = template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) != nil }
            guard made else { throw Self.failure(root, errno) }
            let path = template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) } + "/"
            staging = path
            return path
        }

        /// Renames the staged file `from` to `destination`, first moving a
        /// file already there to `backup`.
        mutating func move(_ from: String, to destination: String, keepingOldIn backup: String, shown: String) throws(SuiteError) {
            var status = stat()
            var old: String?
            if lstat(destination, &status) == 0 {
                do {
                    try FileManager.default.createDirectory(atPath: URL(fileURLWithPath: backup).deletingLastPathComponent().path, withIntermediateDirectories: true)
                } catch {
                    throw SuiteError("\(shown): cannot replace it: \(error.localizedDescription)")
                }
                guard rename(destination, backup) == 0 else { throw Self.failure(shown, errno) }
                old = backup
            }
            placed.append((destination, old))
            guard rename(from, destination) == 0 else { throw Self.failure(shown, errno) }
        }

        /// Done: the temporary folder goes (with the replaced files kept in it).
        func finish() {
            if let staging { try? FileManager.default.removeItem(atPath: staging) }
        }

        /// Puts back what was replaced and removes what was made.
        func rollBack() {
            for (path, old) in placed.reversed() {
                unlink(path)
                if let old { rename(old, path) }
            }
            finish()
            for folder in madeFolders.reversed() { rmdir(folder) }
        }

        /// "PATH: cannot write: REASON" for error number `code`.
        static func failure(_ shown: String, _ code: Int32) -> SuiteError {
            SuiteError("\(shown): cannot write: \(String(cString: strerror(code)))")
        }
    }
}
