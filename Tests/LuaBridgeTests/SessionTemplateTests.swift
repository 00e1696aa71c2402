import Foundation
import LuaBridge
import LuaKit
import RouterCore
import TestSupport
import Testing

/// Flow sessions started from a template: captured only before any flow
/// ran, and then each a session of its own.
@Suite("Session templates")
struct SessionTemplateTests {
    /// A session opened to record (waiting while other tests hold every place).
    static func recordingSession() throws -> FlowSession {
        var options = FlowSessionOptions(sandbox: .unsafe)
        options.recordsTemplate = true
        return try HangGuard.first("a free template place") {
            let tree = FlowSession.emptyApp()
            let session = try FlowSession(tree: tree, router: DefaultRouter(tree: tree), options: options)
            return session.host.isRecordingTemplate ? session : nil
        }
    }

    @Test("a session that has run a flow is not captured; one captured before gives sessions with their own app")
    func capturedBeforeFlows() throws {
        let used = try Self.recordingSession()
        try used.run(source: #"app.class("A") app.launch(app.navigation { app.screen("A") })"#, chunkName: "used.lua")
        #expect(used.makeTemplate() == nil)

        let template = try #require(try Self.recordingSession().makeTemplate())
        var sessions: [String] = []
        while sessions.count < 2 {
            let tree = FlowSession.emptyApp()
            let session = try HangGuard.first("a session from the template") { try FlowSession(template: template, tree: tree, router: DefaultRouter(tree: tree)) }
            #expect(session.host.isFromTemplate)
            try session.run(source: #"app.class("B\#(sessions.count)") app.launch(app.navigation { app.screen("B\#(sessions.count)") })"#, chunkName: "copy.lua")
            sessions.append(session.tree.text())
        }
        #expect(sessions == [
            "window main\n  UINavigationController\n    B0",
            "window main\n  UINavigationController\n    B1",
        ])
    }
}
