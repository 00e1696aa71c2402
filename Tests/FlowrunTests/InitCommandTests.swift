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
}
