import ArgumentParser
import FlowRunner
import Foundation

/// `flowrun watch [PATH…]`: runs the suite, then re-runs what each save affects.
struct WatchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "watch",
        abstract: "Run the suite, then re-run the tests each saved file affects (its own tests, or all when the app or a module changed).",
        discussion: "A save that breaks a file is reported, and watching goes on. A save of anything but a flow file (flowrun.json, the app, a module, a data file) reads the project again first. Ctrl-C stops."
    )

    @OptionGroup var suite: SuiteOptions

    func run() throws {
        Self.restoreStopSignals()
        let setup = try suite.setup()
        var watcher = SuiteWatcher(runner: try suite.runner(setup), discovery: setup.discovery, paths: setup.wanted)
        watcher.warnings = setup.warnings
        watcher.outside = Self.outside(setup.project)
        // Each change but a flow file's reads the project again, as a fresh `flowrun test` would.
        let options = suite
        watcher.reload = { () throws(SuiteError) in
            do {
                let setup = try options.setup()
                return SuiteWatcher.Suite(runner: try options.runner(setup), discovery: setup.discovery, paths: setup.wanted,
                                          warnings: setup.warnings, outside: Self.outside(setup.project))
            } catch {
                throw SuiteError("\(error)".replacing(#/^flowrun: /#, with: "") + " (fix it and save: watching goes on)")
            }
        }
        let console = suite.console()
        watcher.watch(report: { event in
            switch event {
            case let .running(changed, files):
                if !changed.isEmpty {
                    printComposed("\n" + console.palette.bold("changed: \(changed.joined(separator: ", ")) — running \(files.count) file\(files.count == 1 ? "" : "s")"))
                }
            case .run(.loadFailed(let failure)): printComposed(console.line(for: failure))
            case .run(.finished(let result, _, _)): printComposed(console.line(for: result))
            case .run(.started): break
            case .finished(let run): printComposed(console.ending(for: run))
            case .failed(let error): printComposed(console.line(for: error))
            case .watching: printComposed(console.palette.dim("watching for changes (Ctrl-C to stop)"))
            }
            fflush(nil)
        }, stop: { false })
    }

    /// The files the project reads outside its folder: its app definition,
    /// when `"app"` names one beside the project (a monorepo's app model).
    static func outside(_ project: Project) -> [String] {
        let canonical = { (path: String) in URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path }
        guard let app = project.appDefinition, !canonical(app).hasPrefix(canonical(project.root) + "/") else { return [] }
        return [app]
    }

    /// Watch runs until stopped: make sure Ctrl-C and SIGTERM stop it even
    /// when whatever started it left them blocked or ignored.
    static func restoreStopSignals() {
        var stops = sigset_t()
        sigemptyset(&stops)
        for stop in [SIGINT, SIGTERM, SIGHUP] {
            sigaddset(&stops, stop)
            signal(stop, SIG_DFL)
        }
        sigprocmask(SIG_UNBLOCK, &stops, nil)
    }
}
