import RouteSpec
import SwiftRouteImport
import Testing

/// RouteComposer's closures where flowrun takes a function (a dismissal method, an
/// inline factory, a factory's configuration), SwiftUI's hosting controllers and
/// delays: each keeps its place in the route, with a module of the route's own.
@Suite("RouteSpec as routes_generated.lua: closures, SwiftUI, delays")
struct LuaWriterClosureTests {
    let writer = LuaRoutesWriter(command: "flowrun import-swift App", files: ["App.swift"])

    /// A route `name` whose first step is `step`, pushed from the root.
    func spec(_ name: String, _ step: StepSpec, action: ActionSpec = ActionSpec(name: "UINavigationController.push")) -> RouteSpec {
        let chain = StepChain(first: step, links: [ChainLink(action: action, origin: .general(GeneralOrigin(kind: .root)))])
        return RouteSpec(routes: [RouteDefinition(name: name, location: ShopSpec.at(1, in: "App.swift"), viewControllerType: nil, contextType: nil,
                                                  destination: .chain(chain))])
    }

    func step(_ finder: FinderSpec, _ factory: FactorySpec, contextTasks: [EntityUse] = []) -> StepSpec {
        StepSpec(kind: .stepAssembly, finder: finder, factory: factory, contextTasks: contextTasks, location: ShopSpec.at(2, in: "App.swift"))
    }

    let classFinder = FinderSpec(kind: "ClassFinder", className: "AViewController")
    let classFactory = FactorySpec(kind: "ClassFactory", className: "AViewController")
    let configuration = SourceArgument(label: "configuration", value: "{ $0.title = \"A\" }")

    func module(_ output: LuaRoutesWriter.Output, _ name: String) -> String? { output.entities.first { $0.name == name }?.text }

    @Test("DismissalMethodProvidingContextTask: route.dismissal_task with the route's own module, which fails until written")
    func dismissal() throws {
        let task = EntityUse(type: "DismissalMethodProvidingContextTask", genericArguments: ["AViewController", "String"], custom: false,
                             location: ShopSpec.at(3, in: "App.swift"))
        let output = writer.write(spec("screen", step(classFinder, classFactory, contextTasks: [task])))
        #expect(output.text.contains(
            "\n  :adding(route.dismissal_task(require(\"entities.screen_DismissalMethodProvidingContextTask\").dismiss))\n"), "\(output.text)")
        #expect(output.leftOut.isEmpty)
        let text = try #require(module(output, "screen_DismissalMethodProvidingContextTask"))
        #expect(text.contains("-- screen_DismissalMethodProvidingContextTask: the closure given to DismissalMethodProvidingContextTask in the app's Swift (written at App.swift:3)."))
        #expect(text.contains("  dismiss = function(vc, context, animated) -- luacheck: no unused\n    error("))
    }

    @Test("InlineFactory: a factory module of the route's own, building the step's class by default")
    func inlineFactory() throws {
        let factory = FactorySpec(kind: "InlineFactory", className: "AViewController", location: ShopSpec.at(4, in: "App.swift"))
        let output = writer.write(spec("screen", step(classFinder, factory)))
        #expect(output.text.contains("factory = route.factory { build = require(\"entities.screen_InlineFactory\").build }"), "\(output.text)")
        #expect(output.leftOut.isEmpty)
        let text = try #require(module(output, "screen_InlineFactory"))
        #expect(text.contains("    return app.make(\"AViewController\")"))
        #expect(text.hasPrefix("-- screen_InlineFactory: a factory: the closure given to InlineFactory in the app's Swift (written at App.swift:4).\n"))
    }

    @Test("a factory's configuration: closure becomes its configuration option, a module doing nothing by default", arguments: [
        (FactorySpec(kind: "ClassFactory", className: "AViewController", arguments: [SourceArgument(label: "configuration", value: "{ _ in }")]),
         "route.class_factory(\"AViewController\", nil, { configuration = require(\"entities.screen_ClassFactory\").configure })"),
        (FactorySpec(kind: "StoryboardFactory", className: "AViewController",
                     arguments: [SourceArgument(label: "name", value: "\"Main\""), SourceArgument(label: "configuration", value: "{ _ in }")]),
         "route.class_factory(\"AViewController\", nil, { storyboard = { name = \"Main\" }, configuration = require(\"entities.screen_StoryboardFactory\").configure })"),
        (FactorySpec(kind: "NavigationControllerFactory", className: "UINavigationController",
                     arguments: [SourceArgument(label: "configuration", value: "{ _ in }")]),
         "route.navigation_factory({ configuration = require(\"entities.screen_NavigationControllerFactory\").configure })"),
        (FactorySpec(kind: "TabBarControllerFactory", className: "AppTabBarController", arguments: [SourceArgument(label: "configuration", value: "{ _ in }")]),
         "route.tab_bar_factory(\"AppTabBarController\", { configuration = require(\"entities.screen_TabBarControllerFactory\").configure })"),
        (FactorySpec(kind: "FinderFactory", className: "AViewController", arguments: [SourceArgument(label: "configuration", value: "{ _ in }")]),
         "route.finder_factory(route.class_finder(\"AViewController\"), { configuration = require(\"entities.screen_FinderFactory\").configure })"),
        (FactorySpec(kind: "CompleteFactory", className: "UITabBarController", arguments: [
            SourceArgument(label: "factory", value: "TabBarControllerFactory(configuration: { _ in })"), SourceArgument(label: "configuration", value: "{ _ in }"),
         ], children: [FactoryChild(factory: FactorySpec(kind: "ClassFactory", className: "AViewController"), action: nil)]),
         "route.complete_factory(route.tab_bar_factory({ configuration = require(\"entities.screen_TabBarControllerFactory\").configure }))"),
    ])
    func configuration(factory: FactorySpec, lua: String) throws {
        let output = writer.write(spec("screen", step(FinderSpec(kind: "NilFinder"), factory)))
        #expect(output.text.contains(lua), "\(output.text)")
        #expect(!output.text.contains("is built by StoryboardFactory(name: \"Main\", configuration"))
        let name = "screen_\(factory.kind == "CompleteFactory" ? "TabBarControllerFactory" : factory.kind)"
        let text = try #require(module(output, name))
        #expect(text.contains("  configure = function(node) end, -- luacheck: no unused\n"))
        #expect(text.contains("-- By default it does nothing."))
    }

    @Test("SwiftUI: the hosting controller's finder and factory are its class's, with a note saying so")
    func hosting() {
        let finder = FinderSpec(kind: "UIHostingControllerWithContextFinder", className: "UIHostingController<ProfileView>", contextType: "String")
        for kind in ["UIHostingControllerWithContextFactory", "UIHostingControllerFactory"] {
            let factory = FactorySpec(kind: kind, className: "UIHostingController<ProfileView>", contextType: "String")
            let output = writer.write(spec("profile", step(finder, factory)))
            #expect(output.text.contains("""
                -- SwiftUI: the view is modelled by its hosting controller, a UIHostingController<ProfileView> node
                routes.profile = route.step { finder = route.class_with_context_finder("UIHostingController<ProfileView>"), \
                factory = route.class_factory("UIHostingController<ProfileView>"), context = "string" }
                """), "\(output.text)")
            #expect(output.leftOut.isEmpty && output.translated == ["profile"])
            #expect(output.text.contains(
                "app.class(\"UIHostingController<ProfileView>\") -- named by a route (the hosting controller modelling a SwiftUI view); no file read declares it"))
        }
    }

    @Test("DispatchQueue.delay: a literal interval (Swift's for:, a Lua model's seconds:) is route.delay's; another keeps the action, said")
    func delays() {
        func delayed(_ argument: SourceArgument) -> ActionSpec {
            ActionSpec(name: "DispatchQueue.delay", arguments: [argument], wrapped: [ActionSpec(name: "UINavigationController.push")], location: ShopSpec.at(5, in: "App.swift"))
        }
        let step = step(classFinder, classFactory)
        #expect(writer.write(spec("a", step, action: delayed(SourceArgument(label: "for", value: ".microseconds(1500)"))))
            .text.contains(":using(route.delay(route.nav.push(), 0.0015))"))
        #expect(writer.write(spec("a", step, action: delayed(SourceArgument(label: "seconds", value: "0.25"))))
            .text.contains(":using(route.delay(route.nav.push(), 0.25))"))
        let computed = writer.write(spec("a", step, action: delayed(SourceArgument(label: "for", value: "interval"))))
        #expect(computed.translated == ["a"])
        #expect(computed.text.contains(":using(route.delay(route.nav.push()))"))
        let reason = "DispatchQueue.delay's interval interval is not a literal (.seconds(n), .milliseconds(n)…): route.delay waits its default, 0.3 s"
        #expect(computed.leftOut == [LeftOut(location: ShopSpec.at(5, in: "App.swift"), reason: reason)])
        #expect(computed.text.contains("-- left out (App.swift:5): \(reason)\nroutes.a ="))
    }
}
