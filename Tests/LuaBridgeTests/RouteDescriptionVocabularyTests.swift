import Foundation
@testable import LuaBridge
import LuaKit
import RouteSpec
import RouterCore
import Testing

/// The rest of the vocabulary described as RouteComposer spells it: typed
/// contexts, wrappers, intermediate steps, tab and split actions, built-in
/// interceptors, and Lua entities of every role.
@Suite("Route description: the vocabulary")
struct RouteDescriptionVocabularyTests {
    static let app = """
        app.class("A")
        app.class("B")
        app.launch(app.tab_bar { app.navigation { app.screen("A") } })
        routes = {}
        routes.typed = route.step { finder = route.class_finder("A"), factory = route.class_factory("A"), context = "string?" }
          :adding(route.navigation_delaying_interceptor("wait"))
          :adding(route.post_task(function(vc) end))
          :using(route.delay(route.nav.push_as_root(), 0.5))
          :from(route.single_step { finder = route.class_finder("UINavigationController"), factory = route.navigation_factory() })
          :using(route.tab.add { at = 2, replacing = true })
          :from(route.general.current())
          :assemble()
        routes.found = route.step { finder = route.finder { find = function(context) return nil end },
                                    factory = route.factory { build = function() return app.make("B") end } }
          :using(route.general.nil_action()):from(route.general.custom(route.presenting_finder())):assemble()
        routes.fixed = route.step { finder = route.class_finder("B"), factory = route.class_factory("B") }
          :using(route.nav.push())
          :from(route.switch():add_case { when = true, from = routes.typed }:assemble())
          :assemble()
        """

    static func described() throws -> RouteDescription {
        try #require(try RouteDescriptionRefusalTests.describe(app))
    }

    static func chain(_ route: String, in spec: RouteSpec) throws -> StepChain {
        try RouteDescriptionShopTests.chain(route, in: spec)
    }

    @Test("a typed context is the Swift type; the delaying interceptor, a delayed push as root, a single step and an added tab as RouteComposer's")
    func typedAndWrapped() throws {
        let chain = try Self.chain("typed", in: try Self.described().spec)
        #expect(chain.first.contextType == "String?")
        #expect(chain.first.finder?.contextType == "String?")
        #expect(chain.first.interceptors == [EntityUse(type: "NavigationDelayingInterceptor", arguments: [SourceArgument(label: "strategy", value: ".wait")], custom: false)])
        #expect(chain.first.postTasks.map(\.type) == ["TypedPostTask"])
        #expect(chain.links.first?.action == ActionSpec(name: "DispatchQueue.delay", arguments: [SourceArgument(label: "seconds", value: "0.5")],
                                                        wrapped: [ActionSpec(name: "UINavigationController.pushAsRoot")]))
        guard case .step(let single)? = chain.links.first?.origin else { throw RouteDescriptionFailure("no intermediate step") }
        #expect(single.kind == .singleContainerStep)
        #expect(chain.links.last?.action == ActionSpec(name: "UITabBarController.add", arguments: [
            SourceArgument(label: "at", value: "1"), SourceArgument(label: "replacing", value: "true"),
        ]))
    }

    @Test("a Lua find function, a build function, a nil action from a presenting finder's custom origin")
    func customEntities() throws {
        let description = try Self.described()
        let chain = try Self.chain("found", in: description.spec)
        #expect(chain.first.finder?.kind == "FoundFinder")
        #expect(chain.first.finder?.options == nil)
        #expect(chain.first.factory?.kind == "FoundFactory")
        #expect(chain.links == [ChainLink(action: ActionSpec(name: "GeneralAction.nilAction"),
                                          origin: .general(GeneralOrigin(kind: .custom, finder: FinderSpec(kind: "PresentingFinder", contextType: "Any?"))))])
        let found = description.spec.entities.first { $0.name == "FoundFinder" }
        #expect(found?.luaImplementation == "function(context) return nil end")
        #expect(found?.location == SourceLocation(file: "app.lua", line: 13))
    }

    @Test("a switch case fixed when the app loads is left out at its line")
    func fixedCase() throws {
        let leftOut = try Self.described().spec.everythingLeftOut
        #expect(leftOut.map(\.location) == [SourceLocation(file: "app.lua", line: 18)])
        #expect(leftOut.first?.reason.hasPrefix("a switch case on true, fixed when the app loads") == true)
    }

    @Test("two functions on one line: two entities, and a warning that the second's quoted Lua may be the first's")
    func oneLine() throws {
        let app = """
            app.class("A")
            routes = {}
            routes.a = route.step { finder = route.finder { find = function() end }, factory = route.factory { build = function() return app.make("A") end } }
              :using(route.general.present_modally()):from(route.general.current()):assemble()
            """
        let description = try #require(try RouteDescriptionRefusalTests.describe(app))
        #expect(description.spec.entities.map(\.name) == ["AFinder", "AFactory"])
        #expect(description.warnings.map(\.location) == [SourceLocation(file: "app.lua", line: 3), SourceLocation(file: "app.lua", line: 3)])
        #expect(description.warnings.first?.reason.contains("several functions start on app.lua:3") == true)
    }
}
