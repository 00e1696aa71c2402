import RouteSpec

/// What an import prints: files read, routes found and translated, entity
/// modules written and kept, each construct left out at its line, and the
/// link seeds with the `links:add` lines the team writes.
public struct ImportSummary: Sendable {
    public var spec: RouteSpec
    public var sources: [String]
    public var output: LuaRoutesWriter.Output

    public init(spec: RouteSpec, sources: [String], output: LuaRoutesWriter.Output) {
        self.spec = spec
        self.sources = sources
        self.output = output
    }

    /// Everything left out: the source's and the writer's, in file and line order, once each.
    public var leftOut: [LeftOut] {
        (spec.everythingLeftOut + output.leftOut).inFileOrder
    }

    public func lines(written: RouteProject.Written?, generatedPath: String) -> [String] {
        let swift = sources.filter { $0.hasSuffix(".swift") }.count
        var lines = ["Read \(count(sources.count, "file")) (\(swift) Swift, \(sources.count - swift) other)."]
        lines.append("Routes: \(spec.routes.count) found, \(output.translated.count) translated, \(output.withLeftOut.count) with something left out.")
        if let written {
            lines.append("Wrote \(generatedPath): app.lua uses it as routes = require(\"\(output.moduleName)\").")
            let total = written.newEntities.count + written.keptEntities.count
            var entities = "Entities: \(total) stubbed (\(written.newEntities.count) new, \(written.keptEntities.count) kept as they are)"
            if !written.newEntities.isEmpty { entities += "; new: " + written.newEntities.joined(separator: ", ") }
            lines.append(entities + ".")
            lines += output.renamedModules.map { "Module renamed: \($0)." }
            if !written.defaultEntities.isEmpty {
                lines.append("\(written.defaultEntities.count) still the default stub (yours to write): \(written.defaultEntities.joined(separator: ", ")).")
            }
        }
        if !output.notTranslated.isEmpty {
            lines.append("Not translated (\(output.notTranslated.count)):")
            lines += output.notTranslated.map { route in
                "  \(route.name)\(route.location.map { " (\($0))" } ?? ""): write it in app.lua (\(route.field) = …); why: \(route.reason.oneLine)"
            }
        }
        let leftOut = self.leftOut
        if !leftOut.isEmpty {
            lines.append("Left out (\(leftOut.count)):")
            lines += leftOut.map { "  \($0.location): \($0.reason.oneLine)" }
        }
        lines += linkLines()
        if let written { lines.append(total(written: written)) }
        return lines
    }

    /// The last line: the four numbers of an import, in words.
    public func total(written: RouteProject.Written) -> String {
        let stubs = written.newEntities.count + written.keptEntities.count
        return "In all: \(count(spec.routes.count, "route")) found, \(output.translated.count) translated to Lua, "
            + "\(count(stubs, "entity stub")) (\(written.newEntities.count) written now), "
            + "\(count(leftOut.count, "construct")) left out."
    }

    /// Warnings: each class a route names that no file read declares (it is modelled as a plain screen,
    /// which a container of the app's own is not), with the first route naming it and the fix.
    public func undeclaredClassWarnings() -> [String] {
        let undeclared = LuaClassLines(spec: spec).undeclared()
        guard !undeclared.isEmpty else { return [] }
        let noun = undeclared.count == 1 ? "1 class named by a route is" : "\(undeclared.count) classes named by routes are"
        return ["warning: \(noun) declared in no file read, so each is modelled as a plain screen "
            + "(a UINavigationController subclass would not be a container): import the files declaring them too"]
            + undeclared.map { "  \($0.name.oneLine) (first named by route \($0.route.oneLine))" }
    }

    private func linkLines() -> [String] {
        let links = spec.links
        guard !links.isEmpty else { return [] }
        func list(_ seeds: [LinkSeeds.Seed]) -> String { seeds.map { "\(LuaSyntax.comment($0.value)) (\($0.location))" }.joined(separator: ", ") }
        var lines: [String] = []
        if !links.schemes.isEmpty { lines.append("Link schemes: \(list(links.schemes)).") }
        if !links.hosts.isEmpty { lines.append("Link hosts: \(list(links.hosts)).") }
        lines.append("Link patterns and destinations are the team's to write, in app.lua, such as:")
        lines.append("  local links = route.links()")
        for scheme in links.schemes { lines.append("  links:add(\(LuaSyntax.string("\(scheme.value)://…")), routes.…)") }
        for host in links.hosts { lines.append("  links:add(\(LuaSyntax.string("https://\(host.value)/…")), routes.…)") }
        lines.append("  app.links(links)")
        return lines
    }

    private func count(_ n: Int, _ noun: String) -> String { "\(n) \(noun)\(n == 1 ? "" : "s")" }
}
