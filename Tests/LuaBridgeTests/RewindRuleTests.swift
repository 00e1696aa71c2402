@testable import LuaBridge
import RouterCore
import Testing

/// Every object a flow can reach is a value, or restored by a rewind, or
/// never changes: made at a file's top level, it comes back to each test as
/// the file left it (`ObjectRegistry.insert` refuses any other).
@Suite("The rewind rule of objects Lua holds")
struct RewindRuleTests {
    private final class Plain {}
    private final class Kept: UnchangingObject {}

    @Test("values, rewindable objects and unchanging objects follow it; another class does not")
    func rule() {
        #expect(ObjectRegistry.followsRewindRule(ClassFinder("A")))
        #expect(ObjectRegistry.followsRewindRule(Kept()))
        #expect(ObjectRegistry.followsRewindRule(GlobalInterceptorRouter(router: DefaultRouter(tree: AppTree()))))
        #expect(!ObjectRegistry.followsRewindRule(Plain()))
    }

    @Test("an object of every kind a flow makes follows it")
    func everyKind() throws {
        let session = try FlowSession()
        try session.run(source: """
            app.class("A")
            app.launch(app.navigation { app.screen("A") })
            kept = {
              route.step { finder = route.class_finder("A"), factory = route.class_factory("A") },
              route.step { finder = route.class_finder("A"), factory = route.class_factory("A") }:using(route.nav.push()),
              route.step { finder = route.class_finder("A"), factory = route.class_factory("A") }
                :using(route.nav.push()):from(route.navigation_controller()):using(route.general.present_modally())
                :from(route.general.current()):assemble(),
              route.single_step { finder = route.class_finder("A"), factory = route.class_factory("A") },
              route.chain(route.single_step { finder = route.class_finder("A"), factory = route.class_factory("A") }),
              route.chain(route.single_step { finder = route.class_finder("A"), factory = route.class_factory("A") }):using(route.nav.push()),
              route.switch(), route.complete_factory(route.tab_bar_factory("UITabBarController")),
              route.interceptor(function() return true end), route.context_task(function() end), route.post_task(function() end),
              route.general.current(), route.links(),
              route.global_interceptor_router(router), route.single_navigation_router(router), route.single_navigation_lock(),
            }
            """, chunkName: "kinds.lua")
        let kinds = session.objects.kindsFollowingRewindRule
        for kind in ObjectKind.allCases {
            #expect(kinds[kind] == true, "\(kind): \(kinds[kind].map { _ in "breaks the rule" } ?? "not made")")
        }
    }
}
