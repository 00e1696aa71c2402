import Foundation
import LuaBridge
import LuaKit
import RouterCore
import Testing

/// Flow sessions started from a template: captured only before any flow
/// ran, and then each a session of its own.
@Suite("Session templates")
struct SessionTemplateTests {
    /// A session opened to record (waiting while other tests hold every place).
    static func recordingSession() throws -> FlowSession {
        var options = FlowSessionOptions(sandbox: .unsafe)
        options.recordsTemplate = true
        let deadline = Date().addingTimeInterval(20)
        while true {
            let tree = FlowSession.emptyApp()
            let session = try FlowSession(tree: tree, router: DefaultRouter(tree: tree), options: options)
            if session.host.isRecordingTemplate || Date() > deadline { return session }
            Thread.sleep(forTimeInterval: 0.01)
        }
    }

    @Test("a session that has run a flow is not captured; one captured before gives sessions with their own app")
    func capturedBeforeFlows() throws {
        let used = try Self.recordingSession()
        try used.run(source: #"app.class("A") app.launch(app.navigation { app.screen("A") })"#, chunkName: "used.lua")
        #expect(used.makeTemplate() == nil)

        let template = try #require(try Self.recordingSession().makeTemplate())
        let deadline = Date().addingTimeInterval(20)
        var sessions: [String] = []
        while sessions.count < 2 && Date() < deadline {
            let tree = FlowSession.emptyApp()
            guard let session = try FlowSession(template: template, tree: tree, router: DefaultRouter(tree: tree)) else {
                Thread.sleep(forTimeInterval: 0.01)
                continue
            }
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
