import Foundation
import LuaBridge
import LuaKit
import RouterCore

extension LiveApp {
    /// `flowrun graph`: the app definition's own routes (its destinations,
    /// link table and open-URL handler) as a picture; `app` names the
    /// definition in messages. None of them is an error saying where it looked.
    public func appRoutesDiagram(app: String) throws(ExitFailure) -> Diagram {
        let destinations: [(name: String, destination: DestinationStep)]
        do {
            destinations = try session.destinations(everyName: true)
        } catch {
            throw ExitFailure(code: error.kind == .timeout ? .timedOut : .scriptError, message: "error: \(error.description(placedAt: app))")
        }
        guard !destinations.isEmpty || session.appLinks != nil else {
            throw ExitFailure(code: .scriptError, message: "error: \(app) defines no destinations and no link table "
                + "(looked in its global variables, in the plain tables they hold one level deep, as routes.product, and for a table given to app.links): "
                + "assemble destinations into global variables (product = route.step { … }:assemble()), give the app a link table "
                + "(app.links(route.links())), or name a routes file (flowrun graph ROUTES)")
        }
        return Diagram(destinations: destinations, links: session.appLinks, urlHandler: session.openURLHandlerName)
    }

    /// `flowrun graph ROUTES`: the destinations the Lua file `routes`
    /// returns (name → destination), else those its globals hold, as a picture.
    public func routesDiagram(_ routes: String) throws(ExitFailure) -> Diagram {
        let destinations: [(name: String, destination: DestinationStep)]
        do {
            destinations = try session.destinations(in: try returnedTable(routes))
        } catch {
            throw ExitFailure(code: error.kind == .timeout ? .timedOut : .scriptError, message: "error: \(error.description(placedAt: routes))")
        }
        try refuseTests(in: routes)
        guard !destinations.isEmpty else {
            throw ExitFailure(code: .scriptError, message: "error: \(routes) defines no destinations (assemble some into global variables, or return a table of them)")
        }
        return Diagram(destinations: destinations)
    }

    /// Runs the routes file; the table it returns, if any.
    private func returnedTable(_ routes: String) throws(LuaError) -> LuaReference? {
        guard let data = FileManager.default.contents(atPath: routes) else {
            throw LuaError(kind: .runtime, message: "\(routes): cannot read the routes")
        }
        let chunk = try session.host.load(String(decoding: data, as: UTF8.self), chunkName: routes)
        return try session.host.call(chunk, [], name: "the routes \(routes)") { results -> LuaReference? in
            if case .reference(let table) = results.luaValue(1), table.type == .table { return table }
            return nil
        }
    }
}
