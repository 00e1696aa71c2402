import Foundation

extension Sandbox {
    /// The longest path a file can have (Linux's PATH_MAX).
    public static let longestPath = 4096

    /// A project file a Swift function flows call reads (`what` names the
    /// function in messages): its text and its path as messages show it
    /// (relative to the project folder when inside it). A relative path
    /// starts at the project folder, sandboxed or not; sandboxed, the file
    /// must lie inside the project and be a regular file, as `io.open`
    /// requires. Errors say which path and why, as the sandbox's own do.
    /// A file larger than `largest` bytes is refused before it is read.
    public func readProjectFile(_ path: String, for what: String, largest: Int? = nil) throws(LuaArgumentError) -> (text: String, name: String) {
        let resolved: String
        switch try place(path, for: what) {
        case .success(let inside): resolved = inside
        case .failure(.notRegular):
            throw LuaArgumentError(message: "\(what): '\(path)' is not a regular file (a FIFO or device could block forever; sandboxed)")
        case .failure(.outside):
            let inside = path.replacing(/^[.\/]*\.\.\//, with: "")
            if inside != path, case .success(let meant) = check(inside), FileManager.default.fileExists(atPath: meant) {
                throw LuaArgumentError(message: "\(what): '\(path)' is outside the project \(projectRoots.joined(separator: ", ")): paths start at the project folder, not at the flow's, so write '\(inside)'")
            }
            throw LuaArgumentError(message: "\(what): '\(path)' is outside the project \(projectRoots.joined(separator: ", ")) (sandboxed; \(liftHint))")
        }
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: resolved, isDirectory: &isFolder) else {
            // The same name elsewhere in the project: most often a folder left out of the path.
            if let meant = namesakes(of: path).first {
                throw LuaArgumentError(message: "\(what): no file \(path) in the project folder; did you mean \(meant)? (paths start at the project folder, not at the flow's)")
            }
            let folder = absence(of: path)
            throw LuaArgumentError(message: "\(what): \(path): no such file" + (folder.isEmpty ? "" : " (\(folder))"))
        }
        if isFolder.boolValue { throw LuaArgumentError(message: "\(what): '\(path)' is a folder, not a file") }
        if let largest, let size = (try? FileManager.default.attributesOfItem(atPath: resolved))?[.size] as? NSNumber, size.intValue > largest {
            throw LuaArgumentError(message: "\(what): '\(path)' is \(size.intValue) bytes, more than the \(largest) it reads")
        }
        guard let data = FileManager.default.contents(atPath: resolved) else {
            throw LuaArgumentError(message: "\(what): cannot read '\(path)'")
        }
        return (String(decoding: data, as: UTF8.self), chunkName(for: resolved))
    }

    /// Where a project file a Swift function flows call (`what`) names by
    /// `path` lies: a relative path starts at the project folder; sandboxed,
    /// it must lie inside the project (else the sandbox's refusal). A path
    /// no file can have (a NUL byte, too long) is an error.
    func place(_ path: String, for what: String) throws(LuaArgumentError) -> Result<String, Refusal> {
        guard !path.utf8.contains(0) else { throw LuaArgumentError(message: "\(what): the path has a NUL byte in it, which no file name has") }
        guard path.utf8.count <= Self.longestPath else {
            throw LuaArgumentError(message: "\(what): the path is \(path.utf8.count) bytes long, longer than any file path (\(Self.longestPath))")
        }
        guard isUnsafe else { return check(path) }
        let base = projectRoots.first.map { $0.hasSuffix("/") ? $0 : $0 + "/" } ?? ""
        return .success(Sandbox.canonical(path.hasPrefix("/") ? path : base + path))
    }

    /// ``readProjectFile(_:for:largest:)``, or nil when nothing is at
    /// `path` yet (a file a flow writes when missing).
    public func readProjectFileIfPresent(_ path: String, for what: String, largest: Int? = nil) throws(LuaArgumentError) -> (text: String, name: String)? {
        let base = projectRoots.first.map { $0.hasSuffix("/") ? $0 : $0 + "/" } ?? ""
        let resolved = isUnsafe ? Sandbox.canonical(path.hasPrefix("/") ? path : base + path) : resolve(path)
        if let resolved, !path.utf8.contains(0), !FileManager.default.fileExists(atPath: resolved) { return nil }
        return try readProjectFile(path, for: what, largest: largest)
    }
}
