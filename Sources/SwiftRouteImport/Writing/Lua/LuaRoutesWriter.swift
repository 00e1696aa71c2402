import RouteSpec

/// Writes a ``RouteSpec`` as `routes_generated.lua`: the classes, then each
/// route as `routes.<key> = …` in dependency order, each after a marker
/// `-- route <Swift name> (<file>:<line>)` that ``GeneratedLuaFile`` reads back.
///
/// A route that cannot be written is a commented-out stub saying why; what
/// was left out is a `-- left out (<file>:<line>): <reason>` comment where it
/// would have gone.
public struct LuaRoutesWriter: Sendable {
    /// The command that makes the file, for its header (`flowrun import-swift Sources`).
    public var command: String
    /// The files read, for its header.
    public var files: [String]

    public init(command: String, files: [String]) {
        self.command = command
        self.files = files
    }

    /// The file's name in the project, and the module `app.lua` requires.
    public static let fileName = "routes_generated.lua"
    public static let moduleName = "routes_generated"

    /// What writing a spec gives.
    public struct Output: Sendable {
        public var text: String
        /// What the writer itself could not translate (a whole route, or part of one), in file and line order.
        public var leftOut: [LeftOut]
        /// The app's own entities: those the spec declares and those the Lua requires, each with its module's text.
        public var entities: [EntityModule]
        /// Routes written as Lua (not stubs).
        public var translated: [String]
        /// Routes with something left out (their own or the writer's), stubs included.
        public var withLeftOut: [String]
        /// The routes written as commented-out stubs, in the file's order: the team writes each in app.lua.
        public var notTranslated: [NotTranslated] = []
        /// The module `app.lua` requires (`routes_generated`, or `flows.routes_generated` under a project folder).
        public var moduleName: String = LuaRoutesWriter.moduleName
        /// Types whose module is not their name's, since another type's has it (`A.Task` beside `A_Task`): one line each.
        public var renamedModules: [String] = []
        /// What the writer could not translate of each route (by its Swift name): part of ``leftOut``.
        public var leftOutByRoute: [String: [LeftOut]] = [:]
    }

    /// A route the writer could not translate: its Swift name, where, its Lua field (`routes.login`) and why.
    public struct NotTranslated: Sendable, Hashable {
        public var name: String
        public var location: SourceLocation?
        public var field: String
        public var reason: String
    }

    /// The fingerprint of the Swift of each route with something left out, by the route's Swift name
    /// (``RouteFingerprint``): written after its marker, so that `--check` sees its Swift change.
    public var fingerprints: [String: String] = [:]

    /// The line carrying a route's fingerprint, after its marker.
    public static let fingerprintPrefix = "-- swift fingerprint: "

    /// Where the project's modules are, from the folder holding app.lua (`flows.`, or empty when it is that folder):
    /// the generated `require`s are prefixed with it.
    public var modulePrefix = ""

    /// The entity modules already in the project (file name without `.lua`), each with the type its first
    /// line names ("" for none; ``RouteProject/existingEntityModules()``): a type keeps the module naming it,
    /// and a module naming another type is never given to a different one.
    public var existingModules: [String: String] = [:]

    /// An entity's module: its name (`entities/<name>.lua`) and its default text.
    public struct EntityModule: Sendable, Hashable {
        public var name: String
        public var text: String
    }

    public func write(_ spec: RouteSpec) -> Output {
        let keys = RouteKeys(spec)
        var translation = LuaTranslation(spec: spec, keys: keys, existingModules: existingModules)
        var lines = header()
        lines += ["", "local routes = {}"]
        for item in spec.leftOut.inFileOrder {
            lines.append("-- left out (\(item.location)): \(LuaSyntax.comment(item.reason))")
        }
        var writerLeftOut: [LeftOut] = []
        // A name given twice keeps its first route; the second is said, not dropped.
        var firsts: [String: RouteDefinition] = [:]
        var duplicates: [String] = []
        for route in spec.routes {
            guard let first = firsts[route.name] else {
                firsts[route.name] = route
                continue
            }
            let item = LeftOut(location: route.location ?? SourceLocation(file: "?", line: 0),
                               reason: "a second route named \(route.name)\(first.location.map { " (the first is at \($0))" } ?? ""), not written")
            writerLeftOut.append(item)
            duplicates.append("-- left out (\(item.location)): \(LuaSyntax.comment(item.reason))")
        }
        var translated: [String] = []
        var notTranslated: [NotTranslated] = []
        var withLeftOut: [String] = []
        var routeBlocks: [String] = []
        var leftOutByRoute: [String: [LeftOut]] = [:]
        for name in keys.order {
            guard let route = spec.route(named: name) else { continue }
            let block = routeBlock(route, keys: keys, translation: &translation)
            writerLeftOut += block.leftOut
            leftOutByRoute[name, default: []] += block.leftOut
            if !block.translated || !block.leftOut.isEmpty || !route.leftOut.isEmpty { withLeftOut.append(name) }
            if block.translated {
                translation.written.insert(name)
                translated.append(name)
            } else {
                notTranslated.append(NotTranslated(name: name, location: route.location, field: keys.expression(name) ?? name,
                                                   reason: block.reason ?? "the writer cannot say it in Lua"))
            }
            routeBlocks.append("")
            routeBlocks += block.lines
        }
        lines += duplicates
        lines.append("")
        lines += LuaClassLines(spec: spec).lines()
        lines += routeBlocks
        lines += ["", "return routes"]
        // Every entity the spec declares has a module, used or not (a stubbed route's are the team's to use).
        let modules = translation.moduleNames
        for entity in spec.entities where translation.required[modules.module(entity.name)] == nil {
            translation.required[modules.module(entity.name)] = entity.kind
        }
        var entities = translation.required.keys.map { name in
            let swift = spec.entities.first { modules.module($0.name) == name }
            var declared = swift ?? EntityDeclaration(name: name, kind: translation.required[name]!, location: translation.inlineModules[name] ?? nil)
            declared.name = name
            var text = LuaEntityModule.text(of: declared, buildsClass: translation.factoryClasses[swift?.name ?? name] ?? translation.factoryClasses[name],
                                            closureOf: translation.inlineModules[name] == nil ? nil : translation.inlineTypes[name],
                                            usedAs: translation.containerFactoryUses[swift?.name ?? name])
            // A renamed module's header names its Swift type.
            if let swift, swift.name != name, text.hasPrefix("-- \(name): ") {
                text = "-- \(name) (the Swift type \(swift.name)): " + text.dropFirst("-- \(name): ".count)
            }
            return EntityModule(name: name, text: text)
        }
        entities += translation.closureModules.map { EntityModule(name: $0.key, text: $0.value.text(name: $0.key)) }
        entities.sort { $0.name < $1.name }
        entities = entities.map { EntityModule(name: $0.name, text: prefixed($0.text)) }
        return Output(text: prefixed(lines.joined(separator: "\n") + "\n"),
                      leftOut: writerLeftOut.inFileOrder,
                      entities: entities, translated: translated,
                      withLeftOut: spec.routes.map(\.name).filter(withLeftOut.contains),
                      notTranslated: notTranslated, moduleName: modulePrefix + Self.moduleName,
                      renamedModules: modules.notes(), leftOutByRoute: leftOutByRoute.filter { !$0.value.isEmpty })
    }

    /// `text` with each module the writer requires (`entities.X`, `routes_generated`) under `modulePrefix`:
    /// the writer spells them all through ``LuaEntityModule/requireExpression(_:)`` and the header, so the text is its own.
    private func prefixed(_ text: String) -> String {
        guard !modulePrefix.isEmpty else { return text }
        return text.replacing("require(\"entities.", with: "require(\"\(modulePrefix)entities.")
            .replacing("require(\"\(Self.moduleName)\")", with: "require(\"\(modulePrefix)\(Self.moduleName)\")")
    }

    private func header() -> [String] {
        var lines = [
            "-- \(Self.fileName): generated by `\(LuaSyntax.comment(command))`. Do not edit:",
            "-- every import rewrites it. Change the Swift and import again; the team's",
            "-- own Lua goes in app.lua and entities/ (an import never overwrites those).",
            "-- app.lua uses it as: routes = require(\"\(Self.moduleName)\")",
            "-- Read from:",
        ]
        lines += files.map { "--   \(LuaSyntax.comment($0))" }
        if !fingerprints.isEmpty {
            lines += [
                "-- A route with something left out carries its Swift's fingerprint (a hash of the",
                "-- tokens of its declaration, spacing and comments aside): --check says when it",
                "-- changes, since the Lua written by hand for that route may need the same change.",
            ]
        }
        return lines
    }

    private struct RouteBlock {
        var lines: [String]
        var leftOut: [LeftOut]
        var translated: Bool
        /// Why it was not translated.
        var reason: String?
    }

    private func routeBlock(_ route: RouteDefinition, keys: RouteKeys, translation: inout LuaTranslation) -> RouteBlock {
        translation.routeLocation = route.location
        translation.leftOut = []
        translation.notes = []
        let field = keys.expression(route.name)!
        let head = ["-- route \(LuaSyntax.comment(route.name))" + (route.location.map { " (\($0))" } ?? "")]
            + (fingerprints[route.name].map { [Self.fingerprintPrefix + $0] } ?? [])
        func comments(_ items: [LeftOut]) -> [String] { items.inFileOrder.map { "-- left out (\($0.location)): \(LuaSyntax.comment($0.reason))" } }
        var lines = head + comments(route.leftOut)
        translation.routeKey = keys.keys[route.name] ?? route.memberName
        let saved = (translation.required, translation.inlineModules, translation.closureModules)
        do {
            let expression = try translation.destination(route.destination)
            lines += translation.notes.map { "-- \(LuaSyntax.comment($0))" }
            lines += LuaTranslation.wrap("\(field) = ", expression, "")
            return RouteBlock(lines: lines, leftOut: translation.leftOut, translated: true)
        } catch let failure as Untranslatable {
            (translation.required, translation.inlineModules, translation.closureModules) = saved
            var leftOut: [LeftOut] = []
            var reason = failure.reason
            if case .leftOut(let item) = route.destination, route.leftOut.contains(item) {
                reason = item.reason
            } else {
                let place = failure.location ?? route.location ?? SourceLocation(file: "?", line: 0)
                let item = LeftOut(location: place, reason: failure.reason)
                // The route's own left-outs and the writer's, in line order and once each.
                if !route.leftOut.contains(item) { leftOut.append(item) }
                lines = head + comments(route.leftOut + leftOut)
            }
            lines.append("-- \(field) = … -- not translated: write this route in app.lua")
            return RouteBlock(lines: lines, leftOut: leftOut, translated: false, reason: reason)
        } catch {
            return RouteBlock(lines: lines + ["-- \(field) = … -- not translated: \(error)"], leftOut: [], translated: false, reason: "\(error)")
        }
    }
}
