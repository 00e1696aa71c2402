import Foundation
import Testing

/// `scripts/lib/setup.sh`, which the README's first commands run on a fresh
/// machine: installing what is missing says one line, and apt-get's own
/// output is kept in a log shown only when the install fails. apt-get and
/// `id` are stubs found first on PATH; nothing is installed.
@Suite("A quiet first run")
struct SetupScriptTests {
    /// `apt_install` run with a stub apt-get that prints forty lines and ends
    /// with `status`, as root (a stub `id`), its log at `log`.
    private func install(status: Int, log: URL, in folder: FlowFolder) throws -> FlowrunProcess {
        let stubs = folder.url.appendingPathComponent("bin")
        for (name, text) in [
            ("apt-get", "#!/bin/sh\ni=0\nwhile [ $i -lt 20 ]; do echo \"Unpacking package-$i ($1)...\"; i=$((i + 1)); done\n[ \"$1\" = update ] || exit \(status)\n"),
            ("id", "#!/bin/sh\necho 0\n"),
        ] {
            let file = stubs.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: stubs, withIntermediateDirectories: true)
            try text.write(to: file, atomically: true, encoding: .utf8)
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: file.path)
        }
        let setup = FlowrunProcess.repositoryRoot.appendingPathComponent("scripts/lib/setup.sh").path
        return try FlowrunProcess.run(
            ["-c", "source \"$0\" && apt_install \"pkg-config liblua5.4-dev\" \"Lua 5.4's headers and library\"", setup],
            in: folder.url, environment: ["PATH": "\(stubs.path):/usr/bin:/bin", "FLOWRUN_SETUP_LOG": log.path], program: "/bin/bash")
    }

    @Test("an install that works says one line, naming what, why and where its log is")
    func quietOnSuccess() throws {
        let folder = try FlowFolder([:])
        let log = folder.url.appendingPathComponent("setup.log")
        let run = try install(status: 0, log: log, in: folder)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.isEmpty, "\(run.stdout)")
        #expect(run.stderr == "flowrun: installing pkg-config liblua5.4-dev (Lua 5.4's headers and library) with apt-get; its log: \(log.path)\n")
        let kept = try String(contentsOf: log, encoding: .utf8)
        #expect(kept.contains("Unpacking package-19 (update)...") && kept.contains("Unpacking package-19 (install)..."), "\(kept)")
    }

    @Test("an install that fails shows apt-get's log, then says so")
    func logShownOnFailure() throws {
        let folder = try FlowFolder([:])
        let log = folder.url.appendingPathComponent("setup.log")
        let run = try install(status: 100, log: log, in: folder)
        #expect(run.status == 1)
        #expect(run.stderr.contains("Unpacking package-19 (install)..."), "\(run.stderr)")
        #expect(run.stderr.hasSuffix("flowrun: apt-get could not install pkg-config liblua5.4-dev (its log, above, is kept in \(log.path))\n"), "\(run.stderr)")
    }
}
