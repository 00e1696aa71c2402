import Foundation
import LuaBridge
import LuaKit
import RouteSpec
import RouterCore
import Testing

/// `routes = require("routes_generated")`, the form `flowrun import-swift`
/// writes: the module's routes are described, in the order its file assigns
/// them and at their lines there, then app.lua's own.
@Suite("Route description: a routes module")
struct RouteDescriptionModuleTests {
    static let module = """
        local routes = {}
        routes.zeta = route.step { finder = route.class_finder("B"), factory = route.class_factory("B") }
          :using(route.general.present_modally()):from(route.general.current()):assemble()
        routes.alpha = route.step { finder = route.class_finder("A"), factory = route.class_factory("A") }
          :using(route.nav.push()):from(routes.zeta):assemble()
        return routes
        """
    static let app = """
        app.class("A")
        app.class("B")
        app.launch(app.screen("A"))
        routes = require("routes_generated")
        routes.extra = route.step { finder = route.class_finder("A"), factory = route.class_factory("A") }
          :using(route.general.present_modally()):from(route.general.current()):assemble()
        """

    @Test("the module's routes first, in its file's order and at its lines, then app.lua's")
    func moduleRoutes() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("route-module-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Self.app.write(toFile: folder + "/app.lua", atomically: true, encoding: .utf8)
        try Self.module.write(toFile: folder + "/routes_generated.lua", atomically: true, encoding: .utf8)
        let tree = FlowSession.emptyApp()
        let session = try FlowSession(tree: tree, router: DefaultRouter(tree: tree), options: FlowSessionOptions(sandbox: Sandbox(projectRoots: [folder])))
        try session.run(file: folder + "/app.lua", chunkName: "app.lua")
        let described = try #require(try session.routeSpec(appDefinition: "app.lua", root: folder))
        #expect(described.spec.routes.map(\.name) == ["zeta", "alpha", "extra"])
        #expect(described.spec.routes.map(\.location) == [
            SourceLocation(file: "routes_generated.lua", line: 2), SourceLocation(file: "routes_generated.lua", line: 4),
            SourceLocation(file: "app.lua", line: 5),
        ])
    }
}
