import Foundation
import LuaKit

/// `B.snapshots`: the stored texts `expect_snapshot` compares with, under
/// the project's `snapshots/` folder, read and written through the sandbox.
enum SnapshotBindings {
    /// The folder, relative to the project, that holds the snapshots.
    static let folder = "snapshots"
    /// The largest snapshot read: 64 MiB.
    static let largest = 64 << 20

    static func group(host: LuaHost, policy: SnapshotPolicy) -> BindingGroup {
        BindingGroup("snapshots", [
            // (name, text) -> verdict ("same", "written", "updated", "missing", "changed"), the file, the stored text.
            LuaFunction("compare") { [unowned host] args in
                let name = try args.string(1), text = try args.string(2)
                let path = "\(folder)/\(name).txt"
                let what = "expect_snapshot"
                // A file ends with a newline, as editors and git like it; the text is without it.
                let stored = try host.sandbox.readProjectFileIfPresent(path, for: what, largest: largest).map {
                    $0.text.hasSuffix("\n") ? String($0.text.dropLast()) : $0.text
                }
                let location = args.callerLocation().map { "\($0): " } ?? ""
                // Every write of a run is said alike, whichever test made it (see SnapshotPolicy.runStarted).
                let written: [LuaValue] = policy.mode == .update ? [.string("updated"), .string(path)] : [.string("written"), .string(path)]
                let announce = { (file: String) in
                    host.warn(policy.mode == .update
                        ? "\(location)expect_snapshot: updated the snapshot \(file) (--update-snapshots)"
                        : "\(location)expect_snapshot: wrote the new snapshot \(file): review it and commit it")
                }
                let root = host.sandbox.projectRoots.first ?? FileManager.default.currentDirectoryPath
                if stored == text {
                    guard policy.writtenThisRun(Sandbox.canonical(root + "/" + path)) else { return [.string("same"), .string(path)] }
                    announce(path)
                    return written
                }
                switch (stored, policy.mode) {
                case (nil, .refuseMissing):
                    return [.string("missing"), .string(path)]
                case (nil, _), (_, .update):
                    try refuseLinks(path, root: root, for: what)
                    _ = try host.sandbox.writeProjectFile(path, text: text + "\n", for: what)
                    announce(path)
                    return written
                case (let old?, _):
                    return [.string("changed"), .string(path), .string(old)]
                }
            },
        ])
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
