import RouteSpec
import SwiftRouteImport
import Testing

/// An app's own finder with the search its Swift gives, and its own container factory, in routes_generated.lua.
@Suite("The app's own finders and container factories as Lua")
struct LuaWriterAppEntityTests {
    let writer = LuaRoutesWriter(command: "flowrun import-swift Shop", files: ["Shop/Configuration.swift"])

    func spec(_ first: StepSpec, entities: [EntityDeclaration]) -> RouteSpec {
        let chain = StepChain(first: first, links: [ChainLink(action: ShopSpec.present, origin: .general(GeneralOrigin(kind: .current)))])
        return RouteSpec(routes: [RouteDefinition(name: "colour", location: ShopSpec.at(1), viewControllerType: nil, contextType: nil,
                                                  destination: .chain(chain))], entities: entities)
    }

    @Test("a finder's search and start from its Swift, which its module may override")
    func finderSearch() {
        let finder = FinderSpec(kind: "ColourFinder", options: ["currentAllStack"], startingPoint: "root", custom: true)
        let step = StepSpec(kind: .stepAssembly, finder: finder, factory: FactorySpec(kind: "ClassFactory", className: "ColourViewController"))
        let output = writer.write(spec(step, entities: [EntityDeclaration(name: "ColourFinder", kind: .finder, location: nil)]))
        let module = #"require("entities.ColourFinder")"#
        #expect(output.text.contains("finder = route.finder { is_target = \(module).is_target, search = \(module).search or \"current_all_stack\", "
            + "start = \(module).start or \"root\" }"), "\(output.text)")
    }

    @Test("a finder whose Swift gives no search is the module's is_target only")
    func finderWithoutSearch() {
        let step = StepSpec(kind: .stepAssembly, finder: FinderSpec(kind: "ColourFinder", custom: true),
                            factory: FactorySpec(kind: "ClassFactory", className: "ColourViewController"))
        let output = writer.write(spec(step, entities: [EntityDeclaration(name: "ColourFinder", kind: .finder, location: nil)]))
        #expect(output.text.contains(#"finder = route.finder { is_target = require("entities.ColourFinder").is_target }"#))
    }

    @Test("a container factory of the app's builds its container class; its module configures each one")
    func containerFactory() throws {
        let step = StepSpec(kind: .stepAssembly, finder: FinderSpec(kind: "ClassFinder", className: "FrameController"),
                            factory: FactorySpec(kind: "FrameFactory", className: "FrameController", custom: true))
        let output = writer.write(spec(step, entities: [EntityDeclaration(name: "FrameFactory", kind: .containerFactory, location: nil)]))
        #expect(output.text.contains(#"factory = route.container_factory("FrameController", { configuration = require("entities.FrameFactory").configure })"#),
                "\(output.text)")
        let module = try #require(output.entities.first { $0.name == "FrameFactory" })
        // None by default: a configuration function is one more thing RouteComposer's export would refuse.
        #expect(module.text.contains("\nreturn {\n  -- configure = function(container) end,"))
        // The header says the use as the generated file writes it.
        #expect(module.text.contains("uses it as route.container_factory(\"FrameController\", { configuration = require(\"entities.FrameFactory\").configure })"))
    }

    @Test("a container factory whose class the source does not say builds with its module's build")
    func containerFactoryWithoutClass() throws {
        let step = StepSpec(kind: .stepAssembly, finder: FinderSpec(kind: "ClassFinder", className: "FrameController"),
                            factory: FactorySpec(kind: "FrameFactory", custom: true))
        let output = writer.write(spec(step, entities: [EntityDeclaration(name: "FrameFactory", kind: .containerFactory, location: nil)]))
        #expect(output.text.contains(#"factory = route.factory { build = require("entities.FrameFactory").build }"#), "\(output.text)")
        let module = try #require(output.entities.first { $0.name == "FrameFactory" })
        #expect(module.text.contains("  build = function(context) -- luacheck: no unused\n"))
    }
}
