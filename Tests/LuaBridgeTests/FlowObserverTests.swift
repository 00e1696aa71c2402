import DeepLinks
import LuaBridge
import RouterCore
import Testing

/// A session's observer hears what its flows do, in order: the router's
/// events, screens appearing, links opened, Lua post tasks failing.
@Suite("Observing a session")
struct FlowObserverTests {
    final class Recorder: FlowObserver {
        var heard: [String] = []
        func routing(_ event: RoutingEvent) {
            switch event {
            case .started: heard.append("started")
            case .finished(_, let landed): heard.append(landed ? "landed" : "failed")
            case .postTask: heard.append("post task")
            default: break
            }
        }
        func appeared(_ className: String) { heard.append("appeared \(className)") }
        func opened(_ opening: LinkOpening) { heard.append("opened \(opening.url): \(opening.kind)") }
        func postTaskFailed(_ description: String) { heard.append("post task failed") }
    }

    @Test("it hears navigations, screens, links and failing post tasks; with none set, nothing is heard")
    func hearsFlows() throws {
        let session = try FlowSession()
        let recorder = Recorder()
        session.observer = recorder
        try session.run(source: """
            app.class("HomeViewController")
            app.class("ProductViewController")
            app.launch(app.navigation { app.screen("HomeViewController") })
            local product = route.step { finder = route.class_finder("ProductViewController"), factory = route.class_factory("ProductViewController") }
              :adding(route.post_task(function() error("no stock") end))
              :using(route.nav.push()):from(route.general.current()):assemble()
            local links = route.links()
            links:add("shop://product", product)
            app.links(links)
            expect_failure(open_url("shop://nowhere"))
            expect(not pcall(open_url, "shop://product"), "the post task's error reaches the flow")
            """, chunkName: "=observed")
        #expect(recorder.heard == [
            "appeared UINavigationController", "appeared HomeViewController",
            "opened shop://nowhere: unmatched",
            "started", "appeared ProductViewController", "post task failed", "post task", "landed",
        ], "\(recorder.heard)")
        let before = recorder.heard
        session.observer = nil
        #expect(session.observer == nil)
        try session.run(source: #"expect_failure(open_url("shop://nowhere"))"#, chunkName: "=unobserved")
        #expect(recorder.heard == before)
    }
}
