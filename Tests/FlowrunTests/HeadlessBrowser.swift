import Foundation
import TestSupport

#if canImport(Glibc)
import Glibc
#endif

/// A headless Chromium driven over the DevTools protocol on a pipe
/// (`--remote-debugging-pipe`: the browser reads commands on its fd 3 and
/// writes answers and events on its fd 4, each message ended by a NUL), so a
/// test can load a page, click in it, read it and photograph it with no
/// other tool than the browser.
final class HeadlessBrowser {
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// The browser found on this machine: `FLOWRUN_BROWSER`, else Chromium or Chrome on the PATH.
    static let path: String? = {
        let environment = ProcessInfo.processInfo.environment
        if let chosen = environment["FLOWRUN_BROWSER"], !chosen.isEmpty { return chosen }
        let folders = (environment["PATH"] ?? "/usr/bin").split(separator: ":").map(String.init)
        for name in ["chromium", "chromium-browser", "google-chrome", "google-chrome-stable"] {
            for folder in folders where FileManager.default.isExecutableFile(atPath: "\(folder)/\(name)") { return "\(folder)/\(name)" }
        }
        return nil
    }()

    /// What a test says when it is skipped for want of a browser.
    static let missing = "no headless browser: install Chromium (Debian: apt-get install chromium; scripts/test does so as root) or set FLOWRUN_BROWSER"

    private let pid: pid_t
    private let commands: Int32, answers: Int32
    private var buffer: [UInt8] = []
    private var nextID = 0
    private var session: String?
    private let profile: URL
    /// Console errors and uncaught exceptions the page reported.
    private(set) var consoleErrors: [String] = []
    private var events: [[String: Any]] = []

    init() throws {
        guard let path = Self.path else { throw Failure(description: Self.missing) }
        profile = FileManager.default.temporaryDirectory.appendingPathComponent("flowrun-browser-\(UUID().uuidString)")
        var toBrowser: [Int32] = [0, 0], fromBrowser: [Int32] = [0, 0]
        guard pipe(&toBrowser) == 0, pipe(&fromBrowser) == 0 else { throw Failure(description: "cannot make pipes") }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, toBrowser[0], 3)
        posix_spawn_file_actions_adddup2(&actions, fromBrowser[1], 4)
        let null = Glibc.open("/dev/null", O_WRONLY)
        posix_spawn_file_actions_adddup2(&actions, null, 1)
        posix_spawn_file_actions_adddup2(&actions, null, 2)
        let arguments = [path, "--headless=new", "--no-sandbox", "--disable-gpu", "--no-first-run", "--no-default-browser-check",
                         "--disable-extensions", "--hide-scrollbars", "--remote-debugging-pipe", "--user-data-dir=\(profile.path)", "about:blank"]
        var argv = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        // A group of its own: the browser's wrapper script starts processes that outlive it, ended with the group.
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        posix_spawnattr_setpgroup(&attributes, 0)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP))
        var child: pid_t = 0
        let spawned = posix_spawn(&child, path, &actions, &attributes, &argv, environ)
        close(toBrowser[0]); close(fromBrowser[1]); close(null)
        guard spawned == 0 else { throw Failure(description: "cannot start \(path): error \(spawned)") }
        pid = child
        commands = toBrowser[1]
        answers = fromBrowser[0]
        let target = try send("Target.createTarget", ["url": "about:blank"])
        guard let targetID = target["targetId"] as? String else { throw Failure(description: "no target: \(target)") }
        let attached = try send("Target.attachToTarget", ["targetId": targetID, "flatten": true])
        session = attached["sessionId"] as? String
        for domain in ["Runtime.enable", "Log.enable", "Page.enable"] { _ = try send(domain) }
    }

    deinit {
        close(commands)
        close(answers)
        kill(-pid, SIGKILL)
        var status: Int32 = 0
        waitpid(pid, &status, 0)
        try? FileManager.default.removeItem(at: profile)
    }

    /// Loads `url` and waits for its load event.
    func open(_ url: URL) throws {
        events.removeAll()
        _ = try send("Page.navigate", ["url": url.absoluteString])
        _ = try waitForEvent("Page.loadEventFired")
    }

    /// The value of a JavaScript expression in the page (JSON-like: strings, numbers, booleans, arrays, objects).
    func evaluate(_ expression: String) throws -> Any? {
        let answer = try send("Runtime.evaluate", ["expression": expression, "returnByValue": true, "awaitPromise": true])
        if let exception = answer["exceptionDetails"] { throw Failure(description: "\(expression) threw: \(exception)") }
        return (answer["result"] as? [String: Any])?["value"]
    }

    /// Clicks the middle of the first element `selector` finds, as a mouse would.
    func click(_ selector: String) throws {
        let quoted = String(decoding: try JSONSerialization.data(withJSONObject: [selector]), as: UTF8.self)
        let box = try evaluate("""
            (function () { var e = document.querySelector(\(quoted)[0]); if (!e) return null; e.scrollIntoView({block: "center"});
              var r = e.getBoundingClientRect(); return [r.left + r.width / 2, r.top + r.height / 2]; })()
            """) as? [Double]
        guard let box, box.count == 2 else { throw Failure(description: "nothing matches \(selector)") }
        for type in ["mousePressed", "mouseReleased"] {
            _ = try send("Input.dispatchMouseEvent", ["type": type, "x": box[0], "y": box[1], "button": "left", "clickCount": 1])
        }
    }

    /// A PNG of the viewport, `width`×`height` CSS pixels.
    func screenshot(width: Int = 1400, height: Int = 1000) throws -> Data {
        _ = try send("Emulation.setDeviceMetricsOverride", ["width": width, "height": height, "deviceScaleFactor": 1, "mobile": false])
        let shot = try send("Page.captureScreenshot", ["format": "png"])
        guard let base64 = shot["data"] as? String, let data = Data(base64Encoded: base64) else { throw Failure(description: "no screenshot") }
        return data
    }

    // MARK: The protocol

    @discardableResult
    private func send(_ method: String, _ parameters: [String: Any] = [:]) throws -> [String: Any] {
        nextID += 1
        var message: [String: Any] = ["id": nextID, "method": method, "params": parameters]
        if let session, !method.hasPrefix("Target.") { message["sessionId"] = session }
        var bytes = [UInt8](try JSONSerialization.data(withJSONObject: message))
        bytes.append(0)
        var written = 0
        while written < bytes.count {
            let count = bytes[written...].withUnsafeBytes { write(commands, $0.baseAddress, $0.count) }
            guard count > 0 else { throw Failure(description: "the browser stopped reading (\(method))") }
            written += count
        }
        let id = nextID
        while true {
            let reply = try readMessage(waitingFor: method)
            if reply["id"] as? Int == id {
                if let error = reply["error"] { throw Failure(description: "\(method) failed: \(error)") }
                return reply["result"] as? [String: Any] ?? [:]
            }
            note(reply)
        }
    }

    private func waitForEvent(_ name: String) throws -> [String: Any] {
        if let index = events.firstIndex(where: { $0["method"] as? String == name }) { return events.remove(at: index) }
        while true {
            let message = try readMessage(waitingFor: name)
            note(message)
            if message["method"] as? String == name { return message }
        }
    }

    private func note(_ event: [String: Any]) {
        guard let method = event["method"] as? String else { return }
        let params = event["params"] as? [String: Any] ?? [:]
        switch method {
        case "Runtime.consoleAPICalled" where params["type"] as? String == "error" || params["type"] as? String == "assert":
            consoleErrors.append("console.\(params["type"]!): \(params["args"] ?? "")")
        case "Runtime.exceptionThrown":
            consoleErrors.append("exception: \(params["exceptionDetails"] ?? "")")
        case "Log.entryAdded":
            if let entry = params["entry"] as? [String: Any], entry["level"] as? String == "error" {
                consoleErrors.append("log: \(entry["text"] ?? "")")
            }
        default:
            events.append(event)
        }
    }

    /// The next message the browser writes (the hang guard ends a wait for a browser that stopped answering).
    private func readMessage(waitingFor what: String) throws -> [String: Any] {
        while true {
            let message = try HangGuard.first("the browser's answer to \(what)") { try nextMessage(waitingFor: what) }
            if let object = try JSONSerialization.jsonObject(with: Data(message)) as? [String: Any] { return object }
        }
    }

    /// The first whole message of what the browser has written so far; nil when none is whole yet.
    private func nextMessage(waitingFor what: String) throws -> [UInt8]? {
        while true {
            if let end = buffer.firstIndex(of: 0) {
                defer { buffer.removeSubrange(...end) }
                return Array(buffer[..<end])
            }
            var poller = pollfd(fd: answers, events: Int16(POLLIN), revents: 0)
            guard poll(&poller, 1, 0) >= 0 else { throw Failure(description: "poll failed") }
            guard poller.revents != 0 else { return nil }
            var chunk = [UInt8](repeating: 0, count: 65536)
            let count = read(answers, &chunk, chunk.count)
            guard count > 0 else { throw Failure(description: "the browser closed its pipe while flowrun's test waited for \(what)") }
            buffer += chunk[..<count]
        }
    }
}
