import Foundation
import LuaBridge
import LuaKit
import RouteSpec
import RouterCore
import SwiftRouteImport
import Testing

/// A Lua model written as Swift and read back is the same model:
/// `import(export(model))` gives back the shop's routes (the same chains,
/// finders, factories, actions and entity names, and each entity's Lua).
@Suite("Round trip: Lua → Swift → Lua")
struct RoundTripTests {
    static let shop = FlowrunProcess.repositoryRoot.appendingPathComponent("scripts/examples/shop").path

    /// The shop's routes as its session describes them.
    static func shopSpec() throws -> RouteSpec {
        var options = FlowSessionOptions(sandbox: Sandbox(projectRoots: [shop]), memoryLimit: 256 << 20)
        options.projectModules = { ["login"] }
        let tree = FlowSession.emptyApp()
        let session = try FlowSession(tree: tree, router: DefaultRouter(tree: tree), options: options)
        try session.run(source: "function fixture() end function state() end", chunkName: "=test API")
        try session.run(file: shop + "/app.lua", chunkName: "app.lua")
        return try #require(try session.routeSpec(appDefinition: "app.lua", root: shop)).spec
    }

    @Test("the shop's model, exported and imported, is the same model route by route and entity by entity")
    func shopModel() throws {
        let original = try Self.shopSpec()
        let (swift, refused) = SwiftRouteWriter.write(original, options: SwiftExportOptions(project: "app.lua"))
        #expect(refused.isEmpty)
        let imported = SwiftRouteReader().read([(path: "Routes.swift", text: swift)])
        #expect(imported.everythingLeftOut.isEmpty)
        let before = RoundTripNormalising.normalised(original), after = RoundTripNormalising.normalised(imported)
        #expect(after.routes.map(\.name) == before.routes.map(\.name))
        for (old, new) in zip(before.routes, after.routes) {
            #expect(new == old, "route \(old.name)")
        }
        #expect(after.entities == before.entities)
    }
}
