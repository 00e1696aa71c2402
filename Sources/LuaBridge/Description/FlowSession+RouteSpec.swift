import LuaKit
import RouteSpec
import RouterCore

/// A session's routes described as a ``RouteSpec``, with what is kept but
/// needs the team's eye.
public struct RouteDescription {
    public var spec: RouteSpec
    /// Quoted Lua that uses its file's locals, or whose source could not be
    /// read: written all the same, each with its place and why.
    public var warnings: [LeftOut]
}

extension FlowSession {
    /// The destinations of the global `routes` table described as a
    /// ``RouteSpec`` (RouteComposer's spelling), in the order `appDefinition`
    /// assigns them (`routes.product = …`; others after, by key), with the
    /// app's classes and the Lua entities the routes use. What Lua says and
    /// RouteComposer cannot is in the spec's left-out lists. Relative chunk
    /// names are read from `root`. Nil when there is no global `routes` table.
    ///
    /// A switch's cases are known only to a session that ran the code adding them (not to one copied from a template).
    public func routeSpec(appDefinition: String?, root: String? = nil) throws(LuaError) -> RouteDescription? {
        guard case .reference(let table) = try host.globals.get("routes"), table.type == .table else { return nil }
        let found = try destinations(in: table)
        var sources = LuaSourceFiles(root: root)
        var lines = appDefinition.flatMap { sources.tokens(of: $0) }.map { LuaRouteAssignments.lines(of: "routes", in: $0) } ?? [:]
        var locations: [String: SourceLocation] = [:]
        if let appDefinition { for (key, line) in lines { locations[key] = SourceLocation(file: appDefinition, line: line.line) } }
        // `routes = require("routes_generated")`: the routes are assigned in that module's file.
        let module = try host.call(try exports[.moduleNamed], [.reference(table)], name: "naming the routes' module") { try $0.value(1) }
        if case .string(let module)? = module {
            let file = module.split(separator: ".").joined(separator: "/") + ".lua"
            let assigned = sources.tokens(of: file).map { LuaRouteAssignments.lines(of: "routes", in: $0) } ?? [:]
            for (key, line) in assigned where lines[key] == nil {
                lines[key] = (line.line, lines.count + line.order)
                locations[key] = SourceLocation(file: file, line: line.line)
            }
        }
        let ordered = found.map { (key: $0.name, destination: $0.destination) }.sorted { a, b in
            switch (lines[a.key]?.order, lines[b.key]?.order) {
            case let (x?, y?): x < y
            case (_?, nil): true
            case (nil, _?): false
            case (nil, nil): a.key < b.key
            }
        }
        var describer = RouteDescriber(routes: ordered, ledger: routeLedger, sources: sources, modules: Set(projectModules()))
        let routes = describer.describe(locations: locations)
        let spec = RouteSpec(classes: declaredClasses(), routes: routes, entities: describer.entities)
        return RouteDescription(spec: spec, warnings: describer.warnings.sorted { ($0.location, $0.reason) < ($1.location, $1.reason) })
    }

    /// The classes the app defined, in the order it defined them (UIKit's own left out).
    private func declaredClasses() -> [ClassDeclaration] {
        let registry = tree.classes
        return registry.allNames.dropFirst(4).compactMap { name in
            guard let id = registry.id(of: name) else { return nil }
            let kind: ClassKind = switch registry.containerKind(of: id) {
            case .navigation?: .navigation
            case .tabBar?: .tabBar
            case .split?: .split
            case .custom?: .customContainer
            case nil: .screen
            }
            return ClassDeclaration(name: name, superclass: registry.superclass(of: id).map(registry.name(of:)), kind: kind, location: nil)
        }
    }
}
