import Foundation

/// Files written into a folder all together or not at all (what `flowrun
/// init` writes). Every destination is looked at first, without following
/// links (``existing()``): a symbolic link on the way or at the end, dangling
/// or not, a file where a folder goes or a folder where a file goes is
/// refused, naming it. Then the files are written into a temporary folder
/// inside the target and renamed into place (``write()``); on any failure,
/// what was there is put back and what was made is removed.
struct StagedFiles {
    /// The target folder as the user named it (for messages).
    let folder: String
    /// Each file's path below the folder, and its text.
    let files: [(path: String, text: String)]

    private var root: String { folder.hasSuffix("/") ? folder : folder + "/" }

    /// How messages name `path` (below the folder).
    private func shown(_ path: String) -> String { folder == "." ? path : root + path }

    /// The files that exist already (and would be replaced); throws for a
    /// destination that cannot be written as it is.
    func existing() throws(SuiteError) -> [String] {
        var status = stat()
        if lstat(folder, &status) == 0, status.st_mode & S_IFMT == S_IFLNK, stat(folder, &status) != 0 {
            let target = (try? FileManager.default.destinationOfSymbolicLink(atPath: folder)) ?? "?"
            throw SuiteError("\(folder) is a symbolic link to \(target), which does not exist: name the folder itself")
        }
        var existing: [String] = []
        var checked = Set<String>()
        for file in files {
            let parts = file.path.split(separator: "/").map(String.init)
            for depth in 1...parts.count {
                let path = parts.prefix(depth).joined(separator: "/")
                guard checked.insert(path).inserted, lstat(root + path, &status) == 0 else { continue }
                let kind = status.st_mode & S_IFMT
                if kind == S_IFLNK {
                    let target = (try? FileManager.default.destinationOfSymbolicLink(atPath: root + path)).map { " (to \($0))" } ?? ""
                    throw SuiteError("\(shown(path)) is a symbolic link\(target): init writes its own files, never through a link; remove it, or write the project into another folder")
                }
                if depth < parts.count, kind != S_IFDIR { throw SuiteError("\(shown(path)) is a file, where init puts a folder; move it, or write the project into another folder") }
                if depth == parts.count {
                    guard kind == S_IFREG else { throw SuiteError("\(shown(path)) is \(kind == S_IFDIR ? "a folder" : "not a regular file"), where init writes a file; move it, or write the project into another folder") }
                    existing.append(file.path)
                }
            }
        }
        return existing
    }

    /// Writes every file, replacing those that exist; all or nothing.
    func write() throws(SuiteError) {
        var undo = Undo()
        do {
            try undo.makeFolders(folder)
            let staging = try undo.stagingFolder(in: root)
            for file in files { try Self.create(staging + file.path, file.text, shown: shown(file.path)) }
            for file in files {
                try undo.makeFolders(URL(fileURLWithPath: root + file.path).deletingLastPathComponent().path)
                try undo.move(staging + file.path, to: root + file.path, keepingOldIn: staging + ".old/" + file.path, shown: shown(file.path))
            }
            undo.finish()
        } catch {
            undo.rollBack()
            throw error
        }
    }

    /// Writes `text` to the new file `path` (its folders made), refusing to follow a link.
    private static func create(_ path: String, _ text: String, shown: String) throws(SuiteError) {
        do {
            try FileManager.default.createDirectory(atPath: URL(fileURLWithPath: path).deletingLastPathComponent().path, withIntermediateDirectories: true)
        } catch {
            throw SuiteError("\(shown): cannot write: \(error.localizedDescription)")
        }
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW, 0o644)
        guard descriptor >= 0 else { throw Undo.failure(shown, errno) }
        defer { close(descriptor) }
        var rest = Array(text.utf8)[...]
        while !rest.isEmpty {
            let written = rest.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
            if written < 0, errno == EINTR { continue }
            guard written > 0 else { throw Undo.failure(shown, written < 0 ? errno : ENOSPC) }
            rest = rest.dropFirst(written)
        }
    }
}
