import RouteSpec
import SwiftRouteImport
import Testing

/// Where a factory's class is loaded from, written as route.class_factory's
/// `storyboard`/`xib` option; what Lua cannot say (a computed name, a bundle) noted above the route.
@Suite("RouteSpec as routes_generated.lua: storyboards and xibs")
struct LuaWriterResourceTests {
    let writer = LuaRoutesWriter(command: "flowrun import-swift App", files: ["App.swift"])

    func text(_ factory: FactorySpec) -> String {
        let step = StepSpec(kind: .stepAssembly, finder: FinderSpec(kind: "ClassFinder", className: "AViewController"), factory: factory)
        let chain = StepChain(first: step, links: [ChainLink(action: ActionSpec(name: "GeneralAction.presentModally"), origin: .general(GeneralOrigin(kind: .current)))])
        let spec = RouteSpec(routes: [RouteDefinition(name: "screen", location: ShopSpec.at(1, in: "App.swift"), viewControllerType: nil, contextType: nil,
                                                      destination: .chain(chain))])
        return writer.write(spec).text
    }

    static func factory(_ kind: String, _ arguments: [(String, String)]) -> FactorySpec {
        FactorySpec(kind: kind, className: "AViewController", arguments: arguments.map { SourceArgument(label: $0.0, value: $0.1) })
    }

    @Test("string literals become the option, escapes read as Swift reads them", arguments: [
        (factory("StoryboardFactory", [("name", #""Main""#), ("identifier", #""A""#)]), #"{ storyboard = { name = "Main", identifier = "A" } }"#),
        (factory("StoryboardFactory", [("name", #""Ma\"in\n""#)]), #"{ storyboard = { name = "Ma\"in\n" } }"#),
        (factory("XibFactory", [("nibName", #""AView""#)]), #"{ xib = { nib_name = "AView" } }"#),
        (factory("ClassFactory", [("nibName", #""AView""#)]), #"{ xib = { nib_name = "AView" } }"#),
    ])
    func literal(factory: FactorySpec, option: String) {
        let lua = text(factory)
        #expect(lua.contains(#"route.class_factory("AViewController", nil, "# + option + ")"), "\(lua)")
        #expect(!lua.contains("is built by"), "\(lua)")
    }

    @Test("a name computed at run time: the class is built, a comment says what the Swift loads it from")
    func computed() {
        let lua = text(Self.factory("StoryboardFactory", [("name", "Storyboards.main"), ("identifier", #""A""#)]))
        #expect(lua.contains(#"factory = route.class_factory("AViewController") }"#), "\(lua)")
        #expect(lua.contains(#"-- AViewController is built by StoryboardFactory(name: Storyboards.main, identifier: "A"), its storyboard's name is not a string literal: here, a AViewController node"#),
                "\(lua)")
        let interpolated = text(Self.factory("XibFactory", [("nibName", #""\(name)""#)]))
        #expect(interpolated.contains(#"factory = route.class_factory("AViewController") }"#), "\(interpolated)")
        #expect(interpolated.contains("its nib name is not a string literal"), "\(interpolated)")
    }

    @Test("a bundle: the storyboard is kept, a comment names what the Lua does not say; ClassFactory(nibName: nil) is a plain class factory")
    func others() {
        let lua = text(Self.factory("StoryboardFactory", [("name", #""Main""#), ("bundle", ".main")]))
        #expect(lua.contains(#"route.class_factory("AViewController", nil, { storyboard = { name = "Main" } })"#), "\(lua)")
        #expect(lua.contains("-- AViewController's StoryboardFactory is given bundle: .main, which the Lua model does not say"), "\(lua)")
        let plain = text(Self.factory("ClassFactory", [("nibName", "nil")]))
        #expect(plain.contains(#"factory = route.class_factory("AViewController") }"#), "\(plain)")
    }
}
