import Foundation
import SystemPackage

/// What flow scripts may do. By default they run sandboxed: they see only
/// what flowrun hands out (`Sandbox.lua` lists it): no processes, no file
/// writes, no binary chunks, no C modules, no environment variables, no
/// standard input, `debug` down to its traceback, and files read (and
/// modules required) only inside the project's folders, relative paths
/// from the first of them.
public struct Sandbox: Sendable, Hashable {
    /// Folders whose files scripts may read, load and `require`. Unsafe,
    /// scripts may read anything, and `require` looks in these first.
    public var projectRoots: [String]
    /// Lifts every restriction (`flowrun --unsafe`).
    public var isUnsafe: Bool
    /// How the program running the scripts lifts the sandbox, as refusals
    /// end: "(sandboxed; \(liftHint))". flowrun says "run with --unsafe to allow".
    public var liftHint = "the program running this script can allow it with Sandbox.unsafe"

    /// A sandbox whose scripts may read inside `projectRoots`, or none when `isUnsafe`.
    public init(projectRoots: [String] = [FileManager.default.currentDirectoryPath], isUnsafe: Bool = false) {
        self.projectRoots = projectRoots.map { Sandbox.canonical($0) }
        self.isUnsafe = isUnsafe
    }

    /// No restrictions at all.
    public static let unsafe = Sandbox(projectRoots: [], isUnsafe: true)

    /// `path` made absolute, with `.`, `..` and symbolic links resolved.
    public static func canonical(_ path: String) -> String {
        // realpath for what exists: one call, where Foundation's URL took a
        // tenth of a require (`flowrun.shop_cpu_ms_per_test`).
        if let resolved = realpath(path, nil) {
            defer { free(resolved) }
            return String(cString: resolved)
        }
        // A path that does not exist (yet): its nearest existing folder resolved, links and all, then
        // the rest, so that a name under a linked folder is judged where the link leads.
        var existing = URL(fileURLWithPath: path).standardizedFileURL
        var rest: [String] = []
        while existing.path != "/" {
            rest.insert(existing.lastPathComponent, at: 0)
            existing = existing.deletingLastPathComponent()
            if let resolved = realpath(existing.path, nil) {
                defer { free(resolved) }
                return rest.reduce(URL(fileURLWithPath: String(cString: resolved))) { $0.appendingPathComponent($1) }.path
            }
        }
        return URL(fileURLWithPath: path).standardizedFileURL.path
    }

    /// The canonical form of `path` when it lies inside a project folder,
    /// else nil. A relative path is taken from the first project folder,
    /// not from the process's current directory, so a flow reads the same
    /// file wherever the program running it was started.
    func resolve(_ path: String) -> String? {
        var absolute = path
        if !path.hasPrefix("/"), let base = projectRoots.first { absolute = (base.hasSuffix("/") ? base : base + "/") + path }
        let resolved = Sandbox.canonical(absolute)
        return projectRoots.contains { resolved == $0 || resolved.hasPrefix($0.hasSuffix("/") ? $0 : $0 + "/") } ? resolved : nil
    }

    /// How messages name the project file at the canonical `path`: relative
    /// to the first project folder when inside it (`guards.lua:9`), else as it is.
    func chunkName(for path: String) -> String {
        projectRoots.first.map { Self.relative(path, to: $0) } ?? path
    }

    /// `path` relative to the folder `root` when inside it, else as it is:
    /// how flowrun shows a project's files.
    public static func relative(_ path: String, to root: String) -> String {
        let folder = root.hasSuffix("/") ? root : root + "/"
        return path.hasPrefix(folder) ? String(path.dropFirst(folder.count)) : path
    }

    /// `package.path` for the project's folders.
    var packagePath: String {
        projectRoots.flatMap { ["\($0)/?.lua", "\($0)/?/init.lua"] }.joined(separator: ";")
    }

    /// Why a flow may not read a path.
    enum Refusal: String, Error {
        /// It lies outside every project folder.
        case outside
        /// It exists and is neither a regular file nor a folder: a FIFO or a
        /// device, whose reads could block forever.
        case notRegular = "not regular"
    }

    /// The canonical form of `path` when a flow may read it (inside a project
    /// folder, and a regular file, a folder or nothing yet), else why not.
    func check(_ path: String) -> Result<String, Refusal> {
        guard let resolved = resolve(path) else { return .failure(.outside) }
        var status = stat()
        guard stat(resolved, &status) == 0 else { return .success(resolved) }
        let kind = status.st_mode & S_IFMT
        return kind == S_IFREG || kind == S_IFDIR ? .success(resolved) : .failure(.notRegular)
    }

    /// What a message about `path`, a file that does not exist, adds so the
    /// user can fix the name: the folder looked in and the files there
    /// with the same extension (or, without one, all), or that the folder
    /// itself is missing. Only read on that failure.
    func absence(of path: String) -> String {
        guard let resolved = resolve(path) else { return "" }
        let folder = FilePath(resolved).removingLastComponent().string
        let shown = projectRoots.first.map { folder == $0 ? "the project folder" : "'\(Self.relative(folder, to: $0))'" } ?? "'\(folder)'"
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else {
            return "no folder \(shown) in the project"
        }
        let wanted = FilePath(path).extension ?? ""
        let files = names.filter { !$0.hasPrefix(".") && (wanted.isEmpty || FilePath($0).extension == wanted) }.sorted()
        guard !files.isEmpty else { return "no \(wanted.isEmpty ? "" : ".\(wanted) ")files in \(shown)" }
        let listed = files.prefix(8).joined(separator: ", ") + (files.count > 8 ? ", …" : "")
        return "\(wanted.isEmpty ? "files" : ".\(wanted) files") in \(shown): \(listed)"
    }

    /// Project files named as `path`'s last component, but elsewhere:
    /// `links.csv` read from the project folder while the file is
    /// `data/links.csv`. Paths from the first project folder, sorted; the
    /// walk is bounded (hidden folders and `.build` skipped), since it
    /// runs only on the failure it explains.
    func namesakes(of path: String) -> [String] {
        guard let root = projectRoots.first, let wanted = FilePath(path).lastComponent?.string, !wanted.isEmpty else { return [] }
        let missing = resolve(path)
        var found: [String] = [], folders = [(root, 0)], visited = 0
        while let (folder, depth) = folders.popLast(), visited < 5_000 {
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { continue }
            for name in names.sorted() where !name.hasPrefix(".") {
                visited += 1
                let full = folder + "/" + name
                var status = stat()
                guard lstat(full, &status) == 0 else { continue }
                switch status.st_mode & S_IFMT {
                case S_IFDIR where depth < 6: folders.append((full, depth + 1))
                case S_IFREG where name == wanted && full != missing: found.append(Self.relative(full, to: root))
                default: break
                }
            }
        }
        return found.sorted()
    }

    /// The allow-list (`Sandbox.lua`), run once in a new host with the full
    /// standard library; see the file for its arguments.
    static let setup = EmbeddedLua.sandbox
}
