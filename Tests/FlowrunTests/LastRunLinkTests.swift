import Foundation
import Testing

/// `--last-failed` reads its record only from the project's own
/// `.flowrun/last-run.json`, never through a symbolic link, as flowrun
/// never writes through one. Through the `flowrun` executable.
@Suite("--last-failed does not read through a symbolic link")
struct LastRunLinkTests {
    @Test("a .flowrun folder or a last-run.json that is a symbolic link is refused, naming it, and nothing runs")
    func refusesLinks() throws {
        for (link, target) in [(".flowrun", "../outside"), (".flowrun/last-run.json", "../../outside/last-run.json")] {
            let folder = try FlowFolder([
                "project/app.lua": FlowFolder.productApp,
                "project/flowrun.json": #"{ "app": "app.lua", "flows": ["flows"] }"#,
                "project/flows/a_test.lua": "test('a', function() expect(true) end)\ntest('b', function() expect(true) end)\n",
                "outside/last-run.json": #"{ "failed": ["flows/a_test.lua › b"] }"# + "\n",
            ])
            let project = folder.url.appending(path: "project")
            try FileManager.default.createDirectory(at: project.appending(path: ".flowrun"), withIntermediateDirectories: true)
            if link == ".flowrun" { try FileManager.default.removeItem(at: project.appending(path: ".flowrun")) }
            try FileManager.default.createSymbolicLink(atPath: project.appending(path: link).path, withDestinationPath: target)
            let run = try FlowrunProcess.run(["test", "--no-timings", "--last-failed"], in: project)
            #expect(run.status == 2, "\(link): \(run.stdout)\n\(run.stderr)")
            #expect(run.stderr.contains("flowrun: --last-failed: \(link) is a symbolic link, which flowrun does not read through"), "\(link): \(run.stderr)")
            #expect(!run.stdout.contains("✓"), "\(link): \(run.stdout)")
        }
    }
}
