import Foundation
import SystemPackage

/// The file system as an import writes a project: every destination checked
/// before the first byte is written (so a path that cannot be written leaves
/// the project as it was), and each failure said in flowrun's words: which
/// file, what failed, and what to do, never Foundation's own message.
enum ProjectFiles {
    /// What is at `path`.
    enum Entry: Equatable {
        case nothing, file, folder, link
    }

    static func entry(_ path: String) -> Entry {
        guard let type = (try? FileManager.default.attributesOfItem(atPath: path))?[.type] as? FileAttributeType else { return .nothing }
        switch type {
        case .typeDirectory: return .folder
        case .typeSymbolicLink: return .link
        default: return .file
        }
    }

    /// Throws unless `folder` is a folder that can be written into, or can be made (its nearest existing parent is one).
    static func checkFolder(_ folder: String, role: String) throws(ImportError) {
        switch entry(folder) {
        case .folder:
            guard access(folder, W_OK | X_OK) == 0 else {
                throw .cannotWrite(folder, "\(role) cannot be written into (\(reason(errno))); nothing was written: "
                    + "make it writable, or give --out a folder you can write")
            }
        case .file, .link:
            throw .cannotWrite(folder, "\(role) must be a folder, and a file has this name; nothing was written: "
                + "move or rename the file, or give --out another folder")
        case .nothing:
            guard let parent = parent(of: folder) else {
                throw .cannotWrite(folder, "\(role) cannot be made: no folder above it exists; give --out a folder you can write")
            }
            try checkFolder(parent, role: "the folder holding \(folder)")
        }
    }

    /// Throws unless `file` can be written: absent (its folder checked apart), or a file that may be replaced.
    static func checkFile(_ file: String) throws(ImportError) {
        switch entry(file) {
        case .folder:
            throw .cannotWrite(file, "a folder has this name, and the import writes a file here; nothing was written: "
                + "move or rename the folder, or give --out another folder")
        case .file:
            guard access(file, W_OK) == 0 else {
                throw .cannotWrite(file, "the file cannot be replaced (\(reason(errno))); nothing was written: make it writable")
            }
        case .link, .nothing:
            return
        }
    }

    /// Makes `folder` and its missing parents.
    static func makeFolder(_ folder: String) throws(ImportError) {
        guard entry(folder) != .folder else { return }
        if let parent = parent(of: folder) { try makeFolder(parent) }
        guard mkdir(folder, 0o755) == 0 || errno == EEXIST else {
            throw .cannotWrite(folder, "the folder cannot be made (\(reason(errno))); make it yourself, or give --out another folder")
        }
    }

    /// The folder holding `path` (`.` for a bare name such as `o`), or nil at the top (`/`).
    static func parent(of path: String) -> String? {
        var file = FilePath(path)
        file.lexicallyNormalize()
        guard !file.removingRoot().isEmpty else { return nil }
        let parent = file.removingLastComponent()
        return parent.isEmpty ? "." : parent.string
    }

    /// Writes `text` to `file`, replacing what is there.
    static func write(_ text: String, to file: String) throws(ImportError) {
        do {
            let descriptor = try FileDescriptor.open(FilePath(file), .writeOnly, options: [.create, .truncate],
                                                     permissions: [.ownerReadWrite, .groupRead, .otherRead])
            try descriptor.closeAfter { _ = try descriptor.writeAll(Array(text.utf8)) }
        } catch let error as Errno {
            throw .cannotWrite(file, "the file cannot be written (\(reason(error.rawValue))); free some space or make its folder writable, "
                + "then import again")
        } catch {
            throw .cannotWrite(file, "the file cannot be written; make its folder writable, then import again")
        }
    }

    /// The system's reason for error number `code`, in its own short words (`Permission denied`).
    static func reason(_ code: Int32) -> String { String(cString: strerror(code)) }
}
