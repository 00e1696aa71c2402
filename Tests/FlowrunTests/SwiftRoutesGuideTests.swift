import Foundation
import Testing

/// docs/SwiftRoutes.md runs, top to bottom, in one project folder: each file
/// it shows is written when the guide shows it, each `$ flowrun …` session
/// prints what the guide shows and exits as it shows, each file a command
/// wrote holds what the guide shows of it, each shell snippet succeeds, and a
/// snippet no test runs is a failure.
@Suite("The Swift routes guide")
struct SwiftRoutesGuideTests {
    static let guide = SwiftRoutesGuide.read()

    @Test("every snippet of the guide runs in a test: each block is a file, a flowrun session or a shell script")
    func everySnippetIsMarked() {
        #expect(Self.guide.problems.isEmpty, "\(Self.guide.problems.joined(separator: "\n"))")
        let files = Self.guide.files
        #expect(files.keys.contains { $0.hasPrefix("Sources/") && $0.hasSuffix(".swift") }, "the guide shows no Swift")
        for file in ["app.lua", "flows/product_test.lua"] {
            #expect(files[file] != nil, "the guide writes no \(file)")
        }
        let commands = Set(Self.guide.sessions.compactMap(\.arguments.first))
        #expect(commands.isSuperset(of: ["import-swift", "test", "export-swift"]), "\(commands)")
        let flags = Set(Self.guide.sessions.flatMap(\.arguments))
        #expect(flags.isSuperset(of: ["--json", "--strict", "--check", "--out"]), "\(flags)")
        #expect(Self.guide.steps.contains { if case .script = $0 { true } else { false } }, "the guide shows no shell snippet")
        #expect(Self.guide.steps.contains { if case .written = $0 { true } else { false } }, "the guide shows no file a command wrote")
    }

    @Test("an unmarked block, a console line not flowrun's, and a mark with no block are each named")
    func unmarkedBlocksAreCaught() {
        let guide = SwiftRoutesGuide("""
            ```lua
            print("hello")
            ```

            ```console
            $ ls
            ```

            <!-- file: Sources/Info.plist -->
            text

            <!-- written: Out.swift -->
            ```text
            struct Out {}
            ```

            ```swift
            // Sources/Shop.swift
            class Shop {}
            ```
            """)
        #expect(guide.problems.count == 3, "\(guide.problems)")
        #expect(guide.problems.first?.hasPrefix("docs/SwiftRoutes.md:1: a ```lua block that no test runs") == true)
        #expect(guide.problems.contains { $0.hasPrefix("docs/SwiftRoutes.md:6: a console line that is not flowrun's") })
        #expect(guide.problems.contains { $0.contains("<!-- file: Sources/Info.plist --> is not followed by a fenced block") })
        #expect(guide.files["Sources/Shop.swift"] == "// Sources/Shop.swift\nclass Shop {}\n")
        #expect(guide.steps.contains { if case .written("Out.swift", ["struct Out {}"], 13) = $0 { true } else { false } })
    }

    @Test("the guide runs from top to bottom: every file, session and shell snippet, in its order")
    func guideRuns() throws {
        let folder = try FlowFolder([:])
        let built = FlowrunProcess.executable.deletingLastPathComponent().path
        let path = built + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
        for step in Self.guide.steps {
            switch step {
            case .file(let name, let text, _):
                let file = folder.url.appendingPathComponent(name)
                try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
                try text.write(to: file, atomically: true, encoding: .utf8)
            case .session(let session):
                let run = try FlowrunProcess.run(session.arguments, in: folder.url)
                #expect(run.status == session.status, "\(session.testDescription) exited \(run.status):\n\(run.stdout)\(run.stderr)")
                let missing = ModellingGuide.missing(session.shown, in: run.stdout + run.stderr)
                #expect(missing.isEmpty, "\(session.testDescription) did not print:\n\(missing.joined(separator: "\n"))\nit printed:\n\(run.stdout)\(run.stderr)")
            case .written(let name, let shown, let line):
                let text = (try? String(contentsOf: folder.url.appendingPathComponent(name), encoding: .utf8)) ?? ""
                let missing = ModellingGuide.missing(shown, in: text)
                #expect(missing.isEmpty, "\(SwiftRoutesGuide.path):\(line): \(name) does not hold, as the guide shows:\n\(missing.joined(separator: "\n"))\nit holds:\n\(text)")
            case .script(let text, let line):
                let run = try FlowrunProcess.run(["-euc", text], in: folder.url, environment: ["PATH": path], program: "/bin/sh")
                #expect(run.status == 0, "\(SwiftRoutesGuide.path):\(line): the shell snippet exited \(run.status):\n\(run.stdout)\(run.stderr)")
            }
        }
    }
}
