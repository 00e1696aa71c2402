import Foundation
@testable import FlowRunner
import LuaBridge
import LuaKit
import RouterCore
import TestSupport
import Testing

/// Sessions launched for tests start as copies of a template and behave
/// exactly as sessions set up afresh.
@Suite("Launching from a template")
struct LaunchTemplateTests {
    static let flow = """
        product_id = 7
        local ok = router:navigate(product, product_id)
        print("navigated", ok)
        session.logged_in = true
        expect_ok(router:navigate(product, product_id))
        expect_top("ProductViewController", { product_id = 7 })
        """

    /// What a session shows after the app definition and the flow: the tree, the journal, the output.
    static func outcome(_ session: FlowSession, printed: [String]) -> String {
        session.tree.text() + "\n" + session.journal.map { "\($0.passed) \($0.text) \($0.location ?? "")" }.joined(separator: "\n")
            + "\n" + printed.joined()
    }

    @Test("a launched session is a copy of a template once one is made, and runs an app and a flow as a session set up afresh does")
    func sameAsFresh() throws {
        let suite = try TemporarySuite(["app.lua": TemporarySuite.appWithoutFixtures, "flow.lua": Self.flow])
        let launcher = AppLauncher(settings: RunSettings(projectRoot: suite.root.path), appDefinition: suite.root.appendingPathComponent("app.lua").path)
        let output = OutputCapture()

        // Afresh: the same set-up, no template.
        let tree = FlowSession.emptyApp()
        let fresh = try FlowSession(
            tree: tree, router: DefaultRouter(tree: tree),
            options: FlowSessionOptions(sandbox: .flowrun(projectRoot: suite.root.path), memoryLimit: launcher.settings.memoryLimit))
        var printedFresh: [String] = []
        fresh.host.outputHandler = { printedFresh.append($0) }
        try fresh.run(file: suite.root.appendingPathComponent("app.lua").path, chunkName: "app.lua")
        try fresh.run(file: suite.root.appendingPathComponent("flow.lua").path, chunkName: "flow.lua")
        let expected = Self.outcome(fresh, printed: printedFresh)

        // Other tests launch sessions too: wait for a copy.
        for copies in 0..<3 {
            let launched = try HangGuard.first("copy \(copies + 1) of the template") {
                let launched = try launcher.start(output: output)
                return launched.session.host.isFromTemplate ? launched : nil
            }
            var printed: [String] = []
            launched.session.host.outputHandler = { printed.append($0) }
            try launched.session.run(file: suite.root.appendingPathComponent("flow.lua").path, chunkName: "flow.lua")
            #expect(Self.outcome(launched.session, printed: printed) == expected)
        }
        let kept = LaunchTemplates.shared.templates(for: .flowrun(projectRoot: suite.root.path))
        #expect(!kept.isEmpty && kept.count <= LuaHostTemplate.placesPerProcess)
        #expect(kept.allSatisfy { $0.stateBytes > 100_000 }, "the flow API's state is copied whole")
    }
}
