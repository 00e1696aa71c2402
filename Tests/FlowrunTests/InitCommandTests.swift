import Foundation
import Testing

@Suite("flowrun init")
struct InitCommandTests {
    @Test("init writes a project whose suite passes as written; it refuses to overwrite without --force")
    func starterProject() throws {
        let folder = try FlowFolder([:])
        let created = try FlowrunProcess.run(["init", "project"], in: folder.url)
        #expect(created.status == 0, "\(created.stderr)")
        #expect(created.stdout.contains("wrote project/.luarc.json"))
        let project = folder.url.appendingPathComponent("project")
        let luarc = try JSONSerialization.jsonObject(with: Data(contentsOf: project.appendingPathComponent(".luarc.json"))) as? [String: Any]
        let library = luarc?["workspace.library"] as? [String]
        #expect(library == ["types"])
        #expect(FileManager.default.fileExists(atPath: project.appendingPathComponent("types/flowrun.lua").path))
        let run = try FlowrunProcess.run(["test", "--no-timings"], in: project)
        #expect(run.status == 0)
        #expect(run.stdout.hasSuffix("4 tests: 4 passed\n"))
        let again = try FlowrunProcess.run(["init", "project"], in: folder.url)
        #expect(again.status == 2)
        #expect(again.firstErrorLine == "flowrun: project already has flowrun.json, app.lua, flows/product_test.lua, .luarc.json, types/flowrun.lua (it is a flowrun project): init would overwrite them; write the starter project into a new folder (flowrun init NEW_FOLDER), or give --force to replace them", "\(again.stderr)")
        try "-- mine\n".write(to: folder.url.appendingPathComponent("app.lua"), atomically: true, encoding: .utf8)
        let beside = try FlowrunProcess.run(["init"], in: folder.url)
        #expect(beside.status == 2)
        #expect(beside.firstErrorLine.hasPrefix("flowrun: this folder already has app.lua: init would overwrite it;"), "\(beside.stderr)")
        let nested = try FlowrunProcess.run(["init", "project/flows/inner"], in: folder.url)
        #expect(nested.status == 2)
        #expect(nested.firstErrorLine == "flowrun: project/flows/inner is inside the project \(folder.url.standardizedFileURL.path)/project: a project within another mixes their flows (the outer one's flowrun test would run the new one's as its own); write it into a folder outside \(folder.url.standardizedFileURL.path)/project, or give --force to write it here", "\(nested.stderr)")
    }

    /// What `folder` holds, every path below it (links not followed), sorted.
    static func contents(_ folder: URL) -> [String] {
        guard let names = FileManager.default.enumerator(atPath: folder.path) else { return [] }
        return names.compactMap { $0 as? String }.sorted()
    }

    @Test("a symbolic link where init would write, dangling or not, is refused up front, --force or not; nothing is written")
    func linksRefused() throws {
        let folder = try FlowFolder(["outside/kept.txt": "keep", "project/notes.txt": "mine"])
        let project = folder.url.appendingPathComponent("project")
        try FileManager.default.createSymbolicLink(atPath: project.appendingPathComponent("app.lua").path, withDestinationPath: "../outside/app.lua")
        for force in [[], ["--force"]] {
            let run = try FlowrunProcess.run(["init", "project"] + force, in: folder.url)
            #expect(run.status == 2, "\(force): \(run.stdout)\(run.stderr)")
            #expect(run.firstErrorLine.hasPrefix("flowrun: project/app.lua is a symbolic link (to ../outside/app.lua)"), "\(force): \(run.stderr)")
        }
        #expect(Self.contents(folder.url.appendingPathComponent("outside")) == ["kept.txt"], "written through the link")
        #expect(Self.contents(project) == ["app.lua", "notes.txt"], "init wrote part of the project")
        // A linked folder on the way is refused too.
        try FileManager.default.removeItem(at: project.appendingPathComponent("app.lua"))
        try FileManager.default.createSymbolicLink(atPath: project.appendingPathComponent("flows").path, withDestinationPath: "../outside")
        let folderLink = try FlowrunProcess.run(["init", "project"], in: folder.url)
        #expect(folderLink.status == 2 && folderLink.firstErrorLine.hasPrefix("flowrun: project/flows is a symbolic link (to ../outside)"), "\(folderLink.stderr)")
        #expect(Self.contents(folder.url.appendingPathComponent("outside")) == ["kept.txt"])
        #expect(Self.contents(project) == ["flows", "notes.txt"])
    }

    @Test("a file where init needs a folder is refused up front; nothing is written")
    func fileInTheWay() throws {
        let folder = try FlowFolder(["project/types": "not a folder"])
        let run = try FlowrunProcess.run(["init", "project"], in: folder.url)
        #expect(run.status == 2, "\(run.stdout)\(run.stderr)")
        #expect(run.firstErrorLine.hasPrefix("flowrun: project/types is a file, where init puts a folder"), "\(run.stderr)")
        #expect(Self.contents(folder.url.appendingPathComponent("project")) == ["types"], "init wrote part of the project")
    }

    @Test("a write that fails half-way leaves nothing of the project: neither the files written before it nor the folder init made")
    func failureLeavesNothing() throws {
        let folder = try FlowFolder(["kept/notes.txt": "mine"])
        // Files over 8 KiB cannot be written (the annotations are larger; the other files are not), and saying so ends no process.
        func initUnderLimit(_ target: String) throws -> FlowrunProcess {
            try FlowrunProcess.run(["-c", #"ulimit -f 16 && trap "" XFSZ && exec "$0" init "$1""#, FlowrunProcess.executable.path, target],
                                   in: folder.url, program: "/bin/sh")
        }
        let fresh = try initUnderLimit("fresh")
        #expect(fresh.status == 2 && fresh.stderr.contains("cannot write"), "\(fresh.stdout)\(fresh.stderr)")
        #expect(!FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("fresh").path), "\(Self.contents(folder.url))")
        let kept = try initUnderLimit("kept")
        #expect(kept.status == 2 && kept.stderr.contains("cannot write"), "\(kept.stdout)\(kept.stderr)")
        #expect(Self.contents(folder.url.appendingPathComponent("kept")) == ["notes.txt"], "init left part of the project")
    }
}
