import FlowRunner
import Testing

/// docs/FlowRunner.md's example, as written there, on a small project.
@Suite("The FlowRunner guide's example")
struct GuideExampleTests {
    @Test("it finds the project's tests, runs them on two threads and names the failed ones")
    func runsASuite() throws {
        let suite = try TemporarySuite([
            "app.lua": #"app.class("HomeViewController") app.launch(app.navigation { app.screen("HomeViewController") })"#,
            "flows/a_test.lua": #"test("passes", function() expect_top("HomeViewController") end) test("fails", function() expect_top("Nowhere") end)"#,
        ])
        // The guide's lines, the project named instead of found from the current folder.
        let project = try Project.resolve(Project.Request(project: suite.root.path))
        let files = try FlowDiscovery(root: project.root, appDefinition: project.appDefinition).files(for: [project.root])
        var settings = RunSettings(projectRoot: project.root)
        settings.environment = project.environment
        let run = SuiteRunner(executor: TestExecutor(settings: settings), workers: 2).run(files)
        #expect(run.results.filter { $0.status == .failed }.map(\.test.name) == ["fails"])
    }
}
