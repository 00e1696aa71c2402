import Foundation
import TestSupport
@testable import FlowRunner

/// A suite written into a fresh temporary folder: file name → Lua text.
struct TemporarySuite {
    let root: URL

    init(_ files: [String: String]) throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("flowrun-suite-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        for (name, text) in files {
            let url = root.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
    }

    var discovery: FlowDiscovery {
        try? FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        return FlowDiscovery(root: root.path, appDefinition: nil)
    }
    /// An executor whose time limit only a hang reaches (tests of the limit set their own).
    var executor: TestExecutor { TestExecutor(settings: RunSettings(projectRoot: root.path, timeout: HangGuard.timeLimit)) }

    func files() throws -> [FlowFile] { try discovery.files(for: [root.path]) }

    /// Runs the whole suite with `workers` threads.
    func run(workers: Int = 1, selection: TestSelection = TestSelection()) throws -> SuiteRun {
        SuiteRunner(executor: executor, selection: selection, workers: workers).run(try files())
    }

    /// An app with a tab bar of two stacks and a `product` step behind a login interceptor.
    static let app = appWithoutFixtures + "\n" + #"fixture("logged_in", function() session.logged_in = true return "ann" end)"#

    /// ``app`` without its fixture: for sessions without the test API.
    static let appWithoutFixtures = """
        app.class("HomeViewController")
        app.class("ProductViewController")
        app.launch(app.tab_bar {
          app.navigation { app.screen("HomeViewController") },
          app.navigation { app.screen("HomeViewController") },
        })
        session = { logged_in = false }
        product = route.step { finder = route.class_finder("ProductViewController"),
                               factory = route.class_factory("ProductViewController") }
          :adding(route.interceptor(function() return session.logged_in, "not logged in" end))
          :adding(route.context_task(function(vc, id) vc.product_id = id end))
          :using(route.nav.push())
          :from(route.general.custom(route.class_finder("UINavigationController", { search = "current_visible_only" })))
          :assemble()
        """
}
