import Foundation

extension Sandbox {
    /// Writes `text` to a project file a Swift function flows call writes
    /// (`what` names the function in messages) and returns its path as
    /// messages show it. The rules are ``readProjectFile(_:for:largest:)``'s:
    /// a relative path starts at the project folder; sandboxed, the file must
    /// lie inside the project, judged where every symbolic link leads, so a
    /// link never carries a write out. Missing folders are made. The text goes
    /// to a temporary file beside it, renamed over it: a reader, or another
    /// process writing the same file, sees the old text or the new, whole.
    /// `exclusive`, the file is only created, never replaced: nil when it
    /// exists already (another writer made it first).
    @discardableResult
    public func writeProjectFile(_ path: String, text: String, for what: String, exclusive: Bool = false) throws(LuaArgumentError) -> String? {
        let resolved: String
        switch try place(path, for: what) {
        case .success(let inside): resolved = inside
        case .failure(.notRegular):
            throw LuaArgumentError(message: "\(what): '\(path)' is not a regular file, so it is not written (sandboxed)")
        case .failure(.outside):
            throw LuaArgumentError(message: "\(what): '\(path)' is outside the project \(projectRoots.joined(separator: ", ")), so it is not written (sandboxed; \(liftHint))")
        }
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: resolved, isDirectory: &isFolder), isFolder.boolValue {
            throw LuaArgumentError(message: "\(what): '\(path)' is a folder, not a file")
        }
        let folder = (resolved as NSString).deletingLastPathComponent
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            throw LuaArgumentError(message: "\(what): cannot make the folder of '\(path)': \(error.localizedDescription)")
        }
        // Unique to this process and call: parallel workers writing the same file never share a temporary one.
        let temporary = folder + "/." + (resolved as NSString).lastPathComponent + ".\(getpid()).\(UUID().uuidString).tmp"
        guard FileManager.default.createFile(atPath: temporary, contents: Data(text.utf8)) else {
            throw LuaArgumentError(message: "\(what): cannot write '\(path)'")
        }
        // link() fails on a file that exists, where rename() would replace it.
        let placed = exclusive ? link(temporary, resolved) : rename(temporary, resolved)
        let failure = placed == 0 ? 0 : errno
        if exclusive || placed != 0 { unlink(temporary) }
        if exclusive, failure == EEXIST { return nil }
        guard failure == 0 else {
            throw LuaArgumentError(message: "\(what): cannot write '\(path)': \(String(cString: strerror(failure)))")
        }
        return chunkName(for: resolved)
    }
}
