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
/// | finder | `is_target(vc, context)` → `false` (finds nothing) | `route.finder { is_target = m.is_target }` |
/// | factory, container factory | `build(context)` → `app.make("Class")` | `route.factory { build = m.build }` |
/// | action | `perform(vc, existing)` (fails until written) | `route.action(m.perform)` |
/// | container action | `embed(vc, children)` → the new children (fails until written) | `route.container_action("Class", m.embed)` |
/// | context transformer | `transform(context)` → the context (passes it through) | `:adapting_context(m.transform)` |
/// | switch resolver | `resolve(context)` → a route's key or destination, or nil (no case) | a `switch:add_case` function |
/// | switch condition | `holds(context)` → `false` (the case is never taken) | `:add_case { when = m.holds, from = destination }` |
/// | dismissal task | `dismiss(vc, context, animated)` (fails until written) | `route.dismissal_task(m.dismiss)` |
/// | window provider | `window`: the window's name, nil for the key window | `route.general.root { window = m.window }` |
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
        case .factory, .containerFactory: return "build"
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
    public static func text(of entity: EntityDeclaration, buildsClass: String? = nil, closureOf owner: String? = nil) -> String {
        let place = entity.location.map { "declared at \($0)" } ?? "no file read declares it"
        let head = owner.map { owner in
            "\(noun(entity.kind)): the closure given to \(owner) in the app's Swift (\(entity.location.map { "written at \($0)" } ?? "where the route is written"))"
        } ?? "\(noun(entity.kind)) of the app's Swift (\(place))"
        var lines = [
            "-- \(entity.name): \(head).",
            "-- This file is yours: flowrun import-swift never overwrites it.",
            "-- It returns \(shape(entity.kind)).",
            "-- routes_generated.lua uses it as \(use(entity.kind, value(entity.name, entity.kind))).",
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

    static func noun(_ kind: EntityKind) -> String {
        switch kind {
        case .interceptor: return "an interceptor"
        case .contextTask: return "a context task"
        case .postTask: return "a post-routing task"
        case .finder: return "a finder"
        case .factory: return "a factory"
        case .containerFactory: return "a container factory"
        case .action: return "an action"
        case .containerAction: return "a container action"
        case .contextTransformer: return "a context transformer"
        case .switchResolver: return "a switch's resolver"
        case .switchCondition: return "a switch case's condition"
        case .dismissalTask: return "a dismissal task"
        case .windowProvider: return "a window provider"
        }
    }

    static func shape(_ kind: EntityKind) -> String {
        switch kind {
        case .interceptor: return "{ intercept = function(context) }: true to let the navigation go on, or false and why"
        case .contextTask: return "{ perform = function(vc, context) }, which sets up the screen found or built"
        case .postTask: return "{ perform = function(vc, context, stack) }, run once the navigation succeeded"
        case .finder: return "{ is_target = function(vc, context) }: whether vc is the screen wanted"
        case .factory, .containerFactory: return "{ build = function(context) }: the node built"
        case .action: return "{ perform = function(vc, existing) }, which puts vc in place (see app.ops)"
        case .containerAction: return "{ embed = function(vc, children) }: the container's new list of children"
        case .contextTransformer: return "{ transform = function(context) }: the context the next step is given"
        case .switchResolver: return "{ resolve = function(context) }: a route's key in routes_generated.lua (or a destination), or nil for no case"
        case .switchCondition: return "{ holds = function(context) }: whether the case's destination is taken"
        case .dismissalTask: return "{ dismiss = function(vc, context, animated) }: how vc is dismissed when app.dismiss(vc) asks it"
        case .windowProvider: return "{ window = name }: the window's name (nil: the key window)"
        }
    }

    static func use(_ kind: EntityKind, _ module: String) -> String {
        switch kind {
        case .interceptor: return "route.interceptor(\(module))"
        case .contextTask: return "route.context_task(\(module))"
        case .postTask: return "route.post_task(\(module))"
        case .finder: return "route.finder { is_target = \(module) }"
        case .factory, .containerFactory: return "route.factory { build = \(module) }"
        case .action: return "route.action(\(module))"
        case .containerAction: return "route.container_action(class, \(module))"
        case .contextTransformer: return ":adapting_context(\(module))"
        case .switchResolver: return "a case of route.switch() (\(module)), the route its key names"
        case .switchCondition: return ":add_case { when = \(module), from = destination }"
        case .dismissalTask: return "route.dismissal_task(\(module))"
        case .windowProvider: return "route.general.root { window = \(module) }"
        }
    }

    static func defaultBehaviour(_ kind: EntityKind) -> String {
        switch kind {
        case .interceptor: return "lets every navigation through"
        case .contextTask, .postTask: return "does nothing"
        case .finder: return "finds nothing (its step always builds)"
        case .factory, .containerFactory: return "builds a node of the step's class"
        case .action, .containerAction: return "fails: say where the screen goes"
        case .contextTransformer: return "passes the context through"
        case .switchResolver: return "chooses no case"
        case .switchCondition: return "holds for no context (the case is never taken)"
        case .dismissalTask: return "fails: say how the screen is dismissed (app.back(), for one)"
        case .windowProvider: return "gives the key window"
        }
    }

    private static func body(_ entity: EntityDeclaration, buildsClass: String?) -> [String] {
        let todo = LuaSyntax.string("\(entity.name) (\(path(of: entity.name))): write what it does")
        switch entity.kind {
        case .interceptor: return ["return {", "  intercept = function(context) -- luacheck: no unused", "    return true", "  end,", "}"]
        case .contextTask: return ["return {", "  perform = function(vc, context) end, -- luacheck: no unused", "}"]
        case .postTask: return ["return {", "  perform = function(vc, context, stack) end, -- luacheck: no unused", "}"]
        case .finder: return ["return {", "  is_target = function(vc, context) return false end, -- luacheck: no unused", "}"]
        case .factory, .containerFactory:
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
        }
    }
}
