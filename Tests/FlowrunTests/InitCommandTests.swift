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
        #expect(again.firstErrorLine.contains("would overwrite"))
    }
}
