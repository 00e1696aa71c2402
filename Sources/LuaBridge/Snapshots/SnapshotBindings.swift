import Foundation
import LuaKit

/// `B.snapshots`: the stored texts `expect_snapshot` compares with, under
/// the project's `snapshots/` folder, read and written through the sandbox.
enum SnapshotBindings {
    /// The folder, relative to the project, that holds the snapshots.
    static let folder = "snapshots"
    /// The largest snapshot read: 64 MiB.
    static let largest = 64 << 20

    static func group(host: LuaHost, policy: SnapshotPolicy, ledger: SnapshotLedger) -> BindingGroup {
        BindingGroup("snapshots", [
            // (name, text) -> verdict ("same", "written", "updated", "missing", "changed", "conflict"), the file, the stored text,
            // and whether it differs in normalization only.
            LuaFunction("compare") { [unowned host] args in
                let name = try args.string(1), text = try args.string(2)
                let path = "\(folder)/\(name).txt"
                let what = "expect_snapshot"
                // Bytes, not Characters: String's == takes NFC and NFD for one text, and "\r\n" for one Character.
                let stored = try host.sandbox.readProjectFileIfPresent(path, for: what, largest: largest).map { stripped($0.text) }
                let location = args.callerLocation().map { "\($0): " } ?? ""
                let announce = {
                    host.warn(policy.mode == .update
                        ? "\(location)expect_snapshot: updated the snapshot \(path) (--update-snapshots)"
                        : "\(location)expect_snapshot: wrote the new snapshot \(path): review it and commit it")
                }
                let root = host.sandbox.projectRoots.first ?? FileManager.default.currentDirectoryPath
                // Fresh: missing, or written by this run (by this test or another, in this process or another).
                let absolute = Sandbox.canonical(root + "/" + path)
                let fresh = stored == nil || policy.writtenThisRun(absolute)
                if let stored, !fresh {
                    if stored.utf8.elementsEqual(text.utf8) { return [.string("same"), .string(path)] }
                    // The fourth: the texts differ only in Unicode normalization (String's == takes them for one).
                    guard policy.mode == .update else { return [.string("changed"), .string(path), .string(stored), .boolean(stored == text)] }
                    try refuseLinks(path, root: root, for: what)
                    policy.markWritten(absolute)
                    try host.sandbox.writeProjectFile(path, text: text + "\n", for: what)
                } else if stored == nil {
                    if policy.mode == .refuseMissing { return [.string("missing"), .string(path)] }
                    try refuseLinks(path, root: root, for: what)
                    policy.markWritten(absolute)
                    // Create-only: a second writer of this run finds the first's file and leaves it.
                    try host.sandbox.writeProjectFile(path, text: text + "\n", for: what, exclusive: true)
                }
                // A fresh snapshot's text is judged once the run's tests are all in (see FreshSnapshot),
                // so every test giving it a text says the same, whichever wrote it.
                guard ledger.give(FreshSnapshot(file: path, digest: FreshSnapshot.digest(of: text))) else {
                    return [.string("conflict"), .string(path)]
                }
                announce()
                return [.string(policy.mode == .update ? "updated" : "written"), .string(path)]
            },
        ])
    }

    /// A stored snapshot's text: the file without its one final newline
    /// (a byte: a text ending in "\r" is stored as it, then "\n").
    static func stripped(_ file: String) -> String {
        guard file.utf8.last == UInt8(ascii: "\n") else { return file }
        return String(decoding: file.utf8.dropLast(), as: UTF8.self)
    }

    /// Refuses a snapshot whose path leads through a symbolic link: a
    /// snapshot is written only inside the project's own snapshots folder,
    /// never over another file of the project (an app definition, a data
    /// file) a link points at, nor out of it.
    static func refuseLinks(_ path: String, root: String, for what: String) throws(LuaArgumentError) {
        let base = Sandbox.canonical(root)
        let literal = URL(fileURLWithPath: base + "/" + path).standardizedFileURL.path
        let resolved = Sandbox.canonical(literal)
        var status = stat()
        let isLink = lstat(literal, &status) == 0 && status.st_mode & S_IFMT == S_IFLNK
        if !isLink, resolved == literal, literal.hasPrefix(base + "/" + Self.folder + "/") { return }
        throw LuaArgumentError(message: "\(what): '\(path)' leads through a symbolic link to \(Sandbox.relative(resolved, to: base)), "
            + "so it is not written: a snapshot is written only inside the project's own \(Self.folder) folder, never through a link")
    }
}
