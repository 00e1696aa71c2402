import RouteSpec

/// Why a route could not be written as Lua: it becomes a commented-out stub.
struct Untranslatable: Error {
    var reason: String
    var location: SourceLocation?
}

/// One route's Lua as it is written: an expression's lines, and the
/// comments and notes met on the way.
struct LuaTranslation {
    let spec: RouteSpec
    let keys: RouteKeys
    /// Routes already written (a route used before it is written, or stubbed, cannot be used).
    var written: Set<String> = []
    /// Where the route being written is, for what has no place of its own.
    var routeLocation: SourceLocation?
    /// What was not modelled in a route that is still written (arguments, tasks).
    var leftOut: [LeftOut] = []
    /// Comments for the route's head (context types with no Lua kind, storyboard names).
    var notes: [String] = []
    /// The app's own entities the Lua requires, with the kind their use gives.
    var required: [String: EntityKind] = [:]
    /// The class each custom factory's first use builds.
    var factoryClasses: [String: String] = [:]
    /// The Lua each app's container factory is first written as (`route.navigation_factory(…)`), by its Swift name.
    var containerFactoryUses: [String: String] = [:]
    /// The key of the route being written.
    var routeKey = ""
    /// The modules of RouteComposer's inline entities (a closure each), by name, with the closure's place.
    var inlineModules: [String: SourceLocation?] = [:]
    /// The RouteComposer type each inline module's closure is given to (`InlineInterceptor`), by module name.
    var inlineTypes: [String: String] = [:]
    /// The modules of closures flowrun takes as a function of no entity kind (a dismissal method, a configuration), by name.
    var closureModules: [String: LuaClosureModule] = [:]

    /// The module of each app type, two types never sharing one.
    let moduleNames: EntityModuleNames

    /// `existingModules`: the modules already in the project's `entities/`, each with the type its header names.
    init(spec: RouteSpec, keys: RouteKeys, existingModules: [String: String] = [:]) {
        self.spec = spec
        self.keys = keys
        moduleNames = EntityModuleNames(spec.entities.map(\.name), existing: existingModules)
    }

    static let indent = "  "

    /// `prefix` + `lines` + `suffix`, the lines after the first indented one step more.
    static func wrap(_ prefix: String, _ lines: [String], _ suffix: String) -> [String] {
        guard var first = lines.first else { return [prefix + suffix] }
        first = prefix + first
        if lines.count == 1 { return [first + suffix] }
        var out = [first] + lines.dropFirst().dropLast().map { indent + $0 }
        out.append(indent + lines[lines.count - 1] + suffix)
        return out
    }

    mutating func note(_ text: String) {
        if !notes.contains(text) { notes.append(text) }
    }

    mutating func leave(_ reason: String, at location: SourceLocation?) -> String {
        let place = location ?? routeLocation ?? SourceLocation(file: "?", line: 0)
        let item = LeftOut(location: place, reason: reason)
        if !leftOut.contains(item) { leftOut.append(item) }
        return "-- left out (\(place)): \(LuaSyntax.comment(reason))"
    }

    func fail(_ reason: String, _ location: SourceLocation?) -> Untranslatable {
        Untranslatable(reason: reason, location: location ?? routeLocation)
    }

    /// What the Lua takes from the entity's module (`require("entities.Name").intercept`), noting the entity.
    mutating func module(_ name: String, _ kind: EntityKind) -> String {
        let declared = spec.entities.first { $0.name == name }?.kind
        let name = moduleNames.module(name)
        if required[name] == nil { required[name] = declared ?? kind }
        return LuaEntityModule.value(name, required[name]!)
    }

    /// The module a use takes: its type's, or for RouteComposer's inline
    /// entities (`InlineInterceptor { … }`, a closure each) one of the route's
    /// own (`productScreen_InlineInterceptor`), so that two closures are never one module.
    mutating func moduleName(_ use: EntityUse) -> String {
        let bare = use.type.hasPrefix("RouteComposer.") ? String(use.type.dropFirst("RouteComposer.".count)) : use.type
        // RouteComposer's own closures are never an app type, even when the reader declared them.
        guard bare.hasPrefix("Inline"), bare != use.type || declaredKind(use.type) == nil else { return use.type }
        return routeModuleName(bare, at: use.location)
    }

    /// A module of the route's own for a closure given to `type`: `productScreen_InlineFactory`, then `…_2`.
    mutating func routeModuleName(_ type: String, at location: SourceLocation?) -> String {
        var name = "\(routeKey)_\(type)"
        var count = 2
        // Nor an app type's module (`struct productScreen_InlineFactory`).
        while inlineModules[name] != nil || closureModules[name] != nil
            || spec.entities.contains(where: { LuaEntityModule.moduleName($0.name) == name }) || moduleNames.isTaken(name) {
            name = "\(routeKey)_\(type)_\(count)"
            count += 1
        }
        inlineModules[name] = location
        inlineTypes[name] = type
        return name
    }

    /// What the Lua takes from a closure's module of the route's own (`require("entities.colorScreen_…").dismiss`).
    mutating func closureModule(_ kind: LuaClosureModule.Kind, owner: String, at location: SourceLocation?) -> String {
        let name = routeModuleName(owner, at: location)
        inlineModules[name] = nil
        let module = LuaClosureModule(kind: kind, owner: owner, location: location)
        closureModules[name] = module
        return module.value(name)
    }

    /// The kind the spec declares an entity with.
    func declaredKind(_ name: String) -> EntityKind? { spec.entities.first { $0.name == name }?.kind }

    /// The Lua context kind of `swiftType`, noting a type Lua cannot check.
    mutating func contextKind(_ swiftType: String?) -> String? {
        guard let swiftType else { return nil }
        if let kind = LuaContextKind.kind(of: swiftType) { return kind }
        if swiftType.filter({ !$0.isWhitespace }) != "Any?" {
            note("context \(swiftType): a Swift type with no Lua kind, so the context is not checked")
        }
        return nil
    }
}
