import RouteSpec

/// The Lua module of an app's own entity (`entities/<Type>.lua`): written
/// once by the importer and then the team's, never overwritten.
///
/// flowrun's `require` takes a module that returns a table, so each module
/// returns one, holding the function (or value) its kind needs under one
/// field; what `routes_generated.lua` uses is that field:
///
/// | kind | field (default) | used as |
/// | --- | --- | --- |
/// | interceptor | `intercept(context)` → `true` (lets through), or `false, why` | `route.interceptor(m.intercept)` |
/// | context task | `perform(vc, context)` (does nothing) | `route.context_task(m.perform)` |
/// | post task | `perform(vc, context, stack)` (does nothing) | `route.post_task(m.perform)` |
/// | finder | `is_target(vc, context)` → `false` (finds nothing); optional `search`, `start` | `route.finder { is_target = m.is_target }` |
/// | factory | `build(context)` → `app.make("Class")` | `route.factory { build = m.build }` |
/// | container factory of a known class | `configure(container)`, optional (none: nothing to set up) | `route.container_factory("Class", { configuration = m.configure })` |
/// | container factory, class unknown | `build(context)` (fails until written) | `route.factory { build = m.build }` |
/// | action | `perform(vc, existing)` (fails until written) | `route.action(m.perform)` |
/// | container action | `embed(vc, children)` → the new children (fails until written) | `route.container_action("Class", m.embed)` |
/// | context transformer | `transform(context)` → the context (passes it through) | `:adapting_context(m.transform)` |
/// | switch resolver | `resolve(context)` → a route's key or destination, or nil (no case) | a `switch:add_case` function |
/// | switch condition | `holds(context)` → `false` (the case is never taken) | `:add_case { when = m.holds, from = destination }` |
/// | dismissal task | `dismiss(vc, context, animated)` (fails until written) | `route.dismissal_task(m.dismiss)` |
/// | window provider | `window`: the window's name, nil for the key window | `route.general.root { window = m.window }` |
///
/// A finder whose Swift gives its search (a `StackIteratingFinder`'s
/// `DefaultStackIterator(options:startingPoint:)`, or its `options` and
/// `startingPoint`) is written with them, `route.finder { is_target = m.is_target,
/// search = m.search or "current_all_stack", start = m.start or "root" }`: the
/// module's `search` and `start` fields, when it gives them, override the Swift's.
/// A container factory's class is its `ViewController` type alias; the
/// container is built as a node of that class (declared with `app.container_class`).
///
/// When the entity carries its Lua (``EntityDeclaration/luaImplementation``,
/// an expression) the field is that expression instead of the default.
public enum LuaEntityModule {
    /// `entities/LoginInterceptor.lua`, relative to the project.
    public static func path(of name: String) -> String { "entities/\(moduleName(name)).lua" }

    /// `require("entities.LoginInterceptor")`.
    public static func requireExpression(_ name: String) -> String { "require(\(LuaSyntax.string("entities.\(moduleName(name))")))" }

    /// The module's name for a type's: a nested type's dots (`Factory.ReplaceRoot`) and
    /// generic brackets would be folders or bad file names, so each such character is `_`.
    public static func moduleName(_ name: String) -> String {
        String(name.map { $0.isLetter || $0.isNumber || $0 == "_" ? $0 : "_" })
    }

    /// The field of the module a kind's use takes.
    public static func field(_ kind: EntityKind) -> String {
        switch kind {
        case .interceptor: return "intercept"
        case .contextTask, .postTask, .action: return "perform"
        case .finder: return "is_target"
        case .factory: return "build"
        case .containerFactory, .factoryConfiguration: return "configure"
        case .containerAction: return "embed"
        case .contextTransformer: return "transform"
        case .switchResolver: return "resolve"
        case .switchCondition: return "holds"
        case .dismissalTask: return "dismiss"
        case .windowProvider: return "window"
        }
    }

    /// What `routes_generated.lua` takes from the module: `require("entities.LoginInterceptor").intercept`.
    public static func value(_ name: String, _ kind: EntityKind) -> String {
        requireExpression(name) + "." + field(kind)
    }

    /// The module's text. `buildsClass` is the class a factory's default builds (nil: it says so when called).
    /// `closureOf`: the RouteComposer type (`InlineInterceptor`) whose closure, at the entity's location, the module stands for.
    /// `usedAs`: the Lua `routes_generated.lua` writes the use as, when it is not the kind's usual one
    /// (an app's container factory written as `route.navigation_factory(…)`).
    public static func text(of entity: EntityDeclaration, buildsClass: String? = nil, closureOf owner: String? = nil, usedAs: String? = nil) -> String {
        if entity.kind == .containerFactory && buildsClass == nil {
            return text(of: EntityDeclaration(name: entity.name, kind: .factory, location: entity.location, luaImplementation: entity.luaImplementation,
                                               closureOf: entity.closureOf), closureOf: owner)
        }
        let place = entity.location.map { "declared at \($0)" } ?? "no file read declares it"
        let head = (owner ?? entity.closureOf).map { owner in
            "\(noun(entity.kind)): the closure given to \(owner) in the app's Swift (\(entity.location.map { "written at \($0)" } ?? "where the route is written"))"
        } ?? "\(noun(entity.kind)) of the app's Swift (\(place))"
        var lines = [
            "-- \(entity.name): \(head).",
            "-- This file is yours: flowrun import-swift never overwrites it.",
            "-- It returns \(shape(entity.kind)).",
            "-- routes_generated.lua uses it as \(usedAs ?? use(entity.kind, value(entity.name, entity.kind))).",
        ]
        if let lua = entity.luaImplementation {
            lines.append("-- Its Lua, as the Swift stub quotes it:")
            let table = lua.trimmingSpaces.hasPrefix("{") && (entity.kind == .finder || entity.kind == .factory || entity.kind == .containerFactory)
            lines.append(table ? "return \(lua)" : "return { \(field(entity.kind)) = \(lua) }")
        } else {
            let factory = entity.kind == .factory || entity.kind == .containerFactory
            lines.append(factory && buildsClass == nil ? "-- By default it fails: no file read says which class it builds."
                : "-- By default it \(defaultBehaviour(entity.kind)).")
            lines.append(contentsOf: body(entity, buildsClass: buildsClass))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func body(_ entity: EntityDeclaration, buildsClass: String?) -> [String] {
        let todo = LuaSyntax.string("\(entity.name) (\(path(of: entity.name))): write what it does")
        switch entity.kind {
        case .interceptor: return ["return {", "  intercept = function(context) -- luacheck: no unused", "    return true", "  end,", "}"]
        case .contextTask: return ["return {", "  perform = function(vc, context) end, -- luacheck: no unused", "}"]
        case .postTask: return ["return {", "  perform = function(vc, context, stack) end, -- luacheck: no unused", "}"]
        case .finder: return ["return {", "  is_target = function(vc, context) return false end, -- luacheck: no unused", "}"]
        case .containerFactory:
            return ["return {", "  -- configure = function(container) end, -- runs on each container built, once it holds its children", "}"]
        case .factory:
            let make = buildsClass.map { "return app.make(\(LuaSyntax.string($0)))" } ?? "error(\(todo), 2)"
            return ["return {", "  build = function(context) -- luacheck: no unused", "    \(make)", "  end,", "}"]
        case .action: return ["return {", "  perform = function(vc, existing) -- luacheck: no unused", "    error(\(todo), 2)", "  end,", "}"]
        case .containerAction: return ["return {", "  embed = function(vc, children) -- luacheck: no unused", "    error(\(todo), 2)", "  end,", "}"]
        case .contextTransformer: return ["return {", "  transform = function(context) return context end,", "}"]
        case .switchResolver: return ["return {", "  resolve = function(context) return nil end, -- luacheck: no unused", "}"]
        case .switchCondition: return ["return {", "  holds = function(context) return false end, -- luacheck: no unused", "}"]
        case .dismissalTask:
            return ["return {", "  dismiss = function(vc, context, animated) -- luacheck: no unused", "    error(\(todo), 2)", "  end,", "}"]
        case .windowProvider: return ["return {", "  window = nil, -- the key window", "}"]
        case .factoryConfiguration: return ["return {", "  configure = function(container) end, -- luacheck: no unused", "}"]
        }
    }
}
