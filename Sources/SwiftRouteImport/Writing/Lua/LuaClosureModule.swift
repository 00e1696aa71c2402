import RouteSpec

/// A module the Lua writer gives a closure of RouteComposer's where flowrun
/// takes a function that is no entity of the app's: a
/// `DismissalMethodProvidingContextTask`'s `dismissalBlock`, a built-in
/// factory's `configuration`. Like an inline entity's, it is the route's own
/// (`colorScreen_DismissalMethodProvidingContextTask`), written once and then the team's.
struct LuaClosureModule: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        /// `route.dismissal_task(m.dismiss)`: how the screen is dismissed (see app.dismiss).
        case dismissal
        /// A built-in factory's `configuration = m.configure`, run on each node built.
        case configuration
    }

    var kind: Kind
    /// The Swift type the closure is given to (`DismissalMethodProvidingContextTask`, `NavigationControllerFactory`).
    var owner: String
    /// Where the closure is written.
    var location: SourceLocation?

    /// The module's field the Lua uses.
    var field: String {
        switch kind {
        case .dismissal: return "dismiss"
        case .configuration: return "configure"
        }
    }

    /// What `routes_generated.lua` takes from the module named `name`.
    func value(_ name: String) -> String { LuaEntityModule.requireExpression(name) + "." + field }

    /// The module's text.
    func text(name: String) -> String {
        let place = location.map { "written at \($0)" } ?? "where the route is written"
        let value = value(name)
        var lines = [
            "-- \(name): the closure given to \(owner) in the app's Swift (\(place)).",
            "-- This file is yours: flowrun import-swift never overwrites it.",
        ]
        switch kind {
        case .dismissal:
            let todo = LuaSyntax.string("\(name) (\(LuaEntityModule.path(of: name))): write how the screen is dismissed")
            lines += [
                "-- It returns { dismiss = function(vc, context, animated) }: how vc is dismissed when app.dismiss(vc) asks it.",
                "-- routes_generated.lua uses it as route.dismissal_task(\(value)).",
                "-- By default it fails: say how the screen is dismissed (app.back(), for one).",
                "return {",
                "  dismiss = function(vc, context, animated) -- luacheck: no unused",
                "    error(\(todo), 2)",
                "  end,",
                "}",
            ]
        case .configuration:
            lines += [
                "-- It returns { configure = function(node) }, run on each node the factory builds.",
                "-- routes_generated.lua uses it as the factory's option { configuration = \(value) }.",
                "-- By default it does nothing.",
                "return {",
                "  configure = function(node) end, -- luacheck: no unused",
                "}",
            ]
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
