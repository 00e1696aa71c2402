import Foundation
import SystemPackage

/// Watches a project's files and re-runs the tests a change affects: a
/// changed flow file's own tests; every test when anything else changed
/// (the app definition, a module, the configuration, a data file:
/// ``dataExtensions``). A file that no longer
/// loads is reported and watching goes on. With ``reload``, a change to
/// anything but a flow file puts the suite together again first, so the
/// configuration and app a re-run uses are those a fresh `flowrun test`
/// would; a project that no longer loads is reported, and nothing runs
/// until it is fixed.
public struct SuiteWatcher: Sendable {
    public let runner: SuiteRunner
    public let discovery: FlowDiscovery
    /// The paths `flowrun watch` was given (as for `flowrun test`).
    public let paths: [String]
    /// The warnings putting the suite together raised (reading the
    /// configuration, finding the app): each run's, as `flowrun test` counts them.
    public var warnings: [String] = []
    /// Files outside the project's folder the suite reads (an `"app"` kept
    /// beside it), watched as the project's own are.
    public var outside: [String] = []
    /// How often files are looked at, in seconds.
    public var interval: Double = 0.05
    /// Puts the suite together again from the project as it is now (its
    /// `flowrun.json`, app definition, flow files); nil keeps the first.
    public var reload: (@Sendable () throws(SuiteError) -> Suite)?

    /// What a run needs: the runner, the flow files found, the paths asked for.
    public struct Suite: Sendable {
        public var runner: SuiteRunner
        public var discovery: FlowDiscovery
        public var paths: [String]
        /// The warnings putting it together raised: counted in every run, as the first run counts its own.
        public var warnings: [String]
        /// Files outside the project's folder it reads, watched too.
        public var outside: [String]

        public init(runner: SuiteRunner, discovery: FlowDiscovery, paths: [String], warnings: [String] = [], outside: [String] = []) {
            self.runner = runner
            self.discovery = discovery
            self.paths = paths
            self.warnings = warnings
            self.outside = outside
        }
    }

    public init(runner: SuiteRunner, discovery: FlowDiscovery, paths: [String]) {
        self.runner = runner
        self.discovery = discovery
        self.paths = paths
    }

    /// What a watch reports.
    public enum Event {
        /// A run starts: the first one, or one for these changed files.
        case running(changed: [String], files: [FlowFile])
        /// An event of that run.
        case run(SuiteRunner.Event)
        /// The run ended.
        case finished(SuiteRun)
        /// The suite could not be put together (a path vanished…).
        case failed(SuiteError)
        /// Waiting for the next change.
        case watching
    }

    /// Runs the suite, then re-runs what each change affects, until `stop` says so.
    public func watch(report: (Event) -> Void, stop: () -> Bool) {
        var suite: Suite? = Suite(runner: runner, discovery: discovery, paths: paths, warnings: warnings, outside: outside)
        // The files outside the project are those of the suite last put together (a broken reload keeps them).
        var outsideFiles = outside
        var stamps = Self.stamps(under: discovery.root, also: outsideFiles)
        run(changed: [], in: suite, report: report)
        while !stop() {
            usleep(useconds_t(interval * 1_000_000))
            var current = Self.stamps(under: discovery.root, also: outsideFiles)
            guard current != stamps else { continue }
            // Editors save in steps: wait until the files hold still.
            while true {
                usleep(useconds_t(interval * 400_000))
                let again = Self.stamps(under: discovery.root, also: outsideFiles)
                if again == current { break }
                current = again
            }
            let changed = Set(current.keys.filter { current[$0] != stamps[$0] }).union(stamps.keys.filter { current[$0] == nil })
            stamps = current
            // Only flow files changed: the suite is as it was (discovery finds them anew each run). Anything else may change it.
            if let reload, suite == nil || !changed.allSatisfy({ $0.hasSuffix(FlowDiscovery.suffix) }) {
                suite?.runner.finishWorkers()
                do {
                    suite = try reload()
                    if let now = suite?.outside, now != outsideFiles {
                        outsideFiles = now
                        stamps = Self.stamps(under: discovery.root, also: outsideFiles)
                    }
                } catch {
                    suite = nil
                    report(.failed(error))
                    report(.watching)
                    continue
                }
            }
            run(changed: changed.sorted(), in: suite, report: report)
        }
        suite?.runner.finishWorkers()
    }

    private func run(changed: [String], in suite: Suite?, report: (Event) -> Void) {
        guard let suite else { return }
        let (runner, discovery, paths) = (suite.runner, suite.discovery, suite.paths)
        let files: [FlowFile]
        do {
            files = try discovery.files(for: paths)
        } catch {
            report(.failed(error))
            report(.watching)
            return
        }
        let affected = Self.affected(by: changed, in: files)
        report(.running(changed: changed.map(discovery.display), files: affected))
        var finished = runner.run(affected) { report(.run($0)) }
        finished.warnings = suite.warnings + finished.warnings
        report(.finished(finished))
        report(.watching)
    }

    /// The files whose tests `changed` paths affect: all of them unless only flow files changed.
    public static func affected(by changed: [String], in files: [FlowFile]) -> [FlowFile] {
        let byPath = Set(files.map(\.path))
        guard !changed.isEmpty, changed.allSatisfy(byPath.contains) else { return files }
        let wanted = Set(changed)
        return files.filter { wanted.contains($0.path) }
    }

    /// The data files flows read, by extension. Not text or log files: a
    /// watch whose output is kept in the project (`| tee out.txt`) would
    /// re-run on its own output, for ever.
    static let dataExtensions: Set<String> = ["csv", "tsv", "json", "yaml", "yml"]

    /// When and how big each file under `root` is (hidden ones left out):
    /// Lua files, flowrun.json, and the data files flows read, but the
    /// files this process writes its output to; and each of `also`.
    static func stamps(under root: String, also: [String] = []) -> [String: Stamp] {
        var stamps: [String: Stamp] = [:]
        let outputs = [STDOUT_FILENO, STDERR_FILENO].compactMap { descriptor -> (dev_t, ino_t)? in
            var info = stat()
            return fstat(descriptor, &info) == 0 ? (info.st_dev, info.st_ino) : nil
        }
        let wanted = { (name: String) in name.hasSuffix(".lua") || dataExtensions.contains((FilePath(name).extension ?? "").lowercased()) }
        for path in FlowDiscovery.files(under: root, wanted) + also {
            var info = stat()
            guard stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG,
                !outputs.contains(where: { $0 == (info.st_dev, info.st_ino) })
            else { continue }
            stamps[path] = Stamp(seconds: info.st_mtim.tv_sec, nanoseconds: info.st_mtim.tv_nsec, size: info.st_size)
        }
        return stamps
    }

    struct Stamp: Equatable {
        let seconds: Int
        let nanoseconds: Int
        let size: Int
    }
}
