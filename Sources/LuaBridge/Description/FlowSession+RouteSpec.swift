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
    /// routes of a module it holds (`routes = require("routes_generated")`)
    /// first, in the order the module's file assigns them, with the
    /// app's classes and the Lua entities the routes use. What Lua says and
    /// RouteComposer cannot is in the spec's left-out lists. Relative chunk
    /// names are read from `root`. Nil when there is no global `routes` table.
    ///
    /// A switch's cases are known only to a session that ran the code adding them (not to one copied from a template).
    public func routeSpec(appDefinition: String?, root: String? = nil) throws(LuaError) -> RouteDescription? {
        guard case .reference(let table) = try host.globals.get("routes"), table.type == .table else { return nil }
        let found = try destinations(in: table)
        var sources = LuaSourceFiles(root: root)
        var assigned: [(file: String, lines: [String: (line: Int, order: Int)])] = []
        var notExported: [LeftOut] = []
        func read(_ file: String, _ tokens: LuaTokens, table: String) {
            let lines = LuaRouteAssignments.lines(of: table, in: tokens)
            assigned.append((file, lines))
            notExported += RouteKeyWarnings.warnings(file: file, table: table, lines: lines, others: LuaRouteAssignments.otherKeys(of: table, in: tokens),
                                                     destinations: Set(found.map(\.name)))
        }
        // `routes = require("routes_generated")`: the module's file assigns its routes, first.
        if let module = try moduleName(of: table) {
            let file = module.replacingOccurrences(of: ".", with: "/") + ".lua"
            if let tokens = sources.tokens(of: file) { read(file, tokens, table: LuaRouteAssignments.returnedTable(in: tokens) ?? "routes") }
        }
        if let appDefinition, let tokens = sources.tokens(of: appDefinition) { read(appDefinition, tokens, table: "routes") }
        var lines: [String: (line: Int, order: Int)] = [:]
        var locations: [String: SourceLocation] = [:]
        for (file, found) in assigned {
            let offset = lines.count
            for (key, place) in found.sorted(by: { $0.value.order < $1.value.order }) where lines[key] == nil {
                lines[key] = (place.line, offset + place.order)
                locations[key] = SourceLocation(file: file, line: place.line)
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
        let classes = declaredClasses()
        if case .reference(let rawequal)? = try? host.globals.get("rawequal"), rawequal.type == .function {
            describer.sameFunction = { [host] a, b in
                guard let answer = try? host.call(rawequal, [.reference(a), .reference(b)]), case .boolean(let same)? = answer.first else { return true }
                return same
            }
        }
        describer.reserved = Set(classes.map(\.name) + ordered.map(\.key))
        let routes = describer.describe(locations: locations)
        let spec = RouteSpec(classes: classes, routes: routes, entities: describer.entities)
        return RouteDescription(spec: spec, warnings: (describer.warnings + notExported).sorted { ($0.location, $0.reason) < ($1.location, $1.reason) })
    }

    /// The project module whose table `table` is (`routes_generated`), or nil.
    private func moduleName(of table: LuaReference) throws(LuaError) -> String? {
        let named = try host.call(try exports[.moduleNamed], [.reference(table)], name: "naming the routes' module") { try $0.value(1) }
        if case .string(let name)? = named { return name }
        return nil
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
