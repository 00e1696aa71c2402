import Foundation
import TestSupport
import Testing

@Suite("flowrun repl")
struct ReplCommandTests {
    @Test("piped lines run against the live app with no prompts; commands and errors answer; end of input ends it")
    func pipedSession() throws {
        let project = try FlowFolder([
            "app.lua": FlowFolder.productApp,
        ])
        let run = try FlowrunProcess.run(["repl", "--app", "app.lua"], in: project.url, input: """
            router:navigate(product, 1)
            app.top()
            :tree
            nil + 1
            require "lib.missing"
            :reload missing
            """)
        #expect(run.status == 0, "\(run.stderr)")
        let lines = run.stdout.split(separator: "\n").map(String.init)
        #expect(lines.prefix(6) == ["success", "ProductViewController #3", "window main", "  UINavigationController", "    HomeViewController", "    ProductViewController"])
        #expect(lines.contains { $0.hasPrefix("error: stdin:1: attempt to perform arithmetic on a nil value") })
        #expect(lines.contains("error: module 'lib.missing' not found:"), "a line's require of a missing module is said as in a flow: \(lines)")
        #expect(!run.stdout.contains("[sandbox]"), "\(run.stdout)")
        #expect(lines.last == "error: no module 'missing' has been required; no module is loaded", "\(lines)")
    }

    @Test("a broken app definition stops the REPL before it starts, naming file and line")
    func brokenApp() throws {
        let project = try FlowFolder(["app.lua": "app.launch(nil"])
        let run = try FlowrunProcess.run(["repl"], in: project.url, input: "")
        #expect(run.status == 2)
        #expect(run.firstErrorLine.hasPrefix("flowrun: the app definition failed: app.lua:1:"))
    }
}

/// The REPL on a pseudo-terminal: line editing and history.
@Suite("flowrun repl on a terminal")
struct ReplTerminalTests {
    @Test("on a terminal: a prompt, editing keys (left arrow, backspace), history (up arrow), and lines typed ahead are kept")
    func terminalEditing() throws {
        let project = try FlowFolder(["app.lua": FlowFolder.productApp])
        var master: Int32 = 0, slave: Int32 = 0
        // A machine without pseudo-terminals cannot run this test (the piped one above still runs).
        guard openpty(&master, &slave, nil, nil, nil) == 0 else { return }
        defer { close(master) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        for fd: Int32 in [0, 1, 2] { posix_spawn_file_actions_adddup2(&actions, slave, fd) }
        let strings = [FlowrunProcess.executable.path, "repl", "--app", project.url.appendingPathComponent("app.lua").path]
        var argv: [UnsafeMutablePointer<CChar>?] = strings.map { strdup($0) }
        argv.append(nil)
        defer { for pointer in argv { free(pointer) } }
        let settings: [String] = ["HOME=\(project.url.path)", "TERM=dumb"]
        var environment: [UnsafeMutablePointer<CChar>?] = settings.map { strdup($0) }
        environment.append(nil)
        defer { for pointer in environment { free(pointer) } }
        var pid: pid_t = 0
        #expect(posix_spawn(&pid, strings[0], &actions, nil, argv, environment) == 0)
        close(slave)
        defer { kill(pid, SIGKILL); var status: Int32 = 0; waitpid(pid, &status, 0) }

        var seen = ""
        func read(until needle: String) -> Bool { read { $0.contains(needle) } }
        func read(until done: (String) -> Bool) -> Bool {
            var buffer = [UInt8](repeating: 0, count: 4096)
            let ended = HangGuard.poll { () -> Bool? in
                if done(seen) { return true }
                var poller = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
                guard poll(&poller, 1, 0) > 0 else { return nil }
                let count = Glibc.read(master, &buffer, buffer.count)
                if count <= 0 { return done(seen) }
                seen += String(decoding: buffer[0..<count], as: UTF8.self)
                return nil
            }
            return ended ?? false
        }
        func type(_ text: String) { _ = text.utf8CString.withUnsafeBufferPointer { write(master, $0.baseAddress, $0.count - 1) } }

        /// Waits until the output after `mark` holds `needle`.
        func read(after mark: String, until needle: String) -> Bool {
            read(until: mark) && read { $0.components(separatedBy: mark).last?.contains(needle) == true }
        }
        #expect(read(until: "flowrun> "), "\(seen)")
        type("1 + 4\u{1B}[D\u{7F}3\r")   // left arrow, backspace, "3": the line reads "1 +34"
        #expect(read(after: "35", until: "flowrun> "), "\(seen)")   // its value, then the next prompt
        seen = ""
        type("\u{1B}[A\r")               // up arrow: the same line again
        #expect(read(until: "35"), "\(seen)")
        seen = ""
        type("20 + 1\r40 + 2\r")         // typed ahead: the second line must not be lost
        #expect(read(after: "21", until: "42"), "\(seen)")
        type(":quit\r")
    }
}
