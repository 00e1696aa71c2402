import LuaKit
import RouterCore

/// For a Swift program that embeds LuaBridge: routes built in Swift handed
/// to Lua, and routing logic written in a Lua module plugged into routes
/// built in Swift.
///
///     let session = try FlowSession(tree: tree, router: router,
///                                   options: FlowSessionOptions(installsExpectations: false))
///     let profile = StepAssembly(finder: ClassFinder("ProfileViewController"), factory: ClassFactory("ProfileViewController"))
///         .adding(try session.interceptor(module: "policies", function: "require_login"))
///         .using(NavigationControllerActions.push())
///         .from(GeneralStep.custom(using: ClassFinder("UINavigationController")))
///         .assemble()
///     try session.expose(profile, as: "profile")   // Lua: router:navigate(profile)
///
/// The module's function is looked up (`require(module)[function]`) each
/// time the route runs, so ``reload(module:)`` swaps the behaviour while
/// the module's state stays, and a call already running (an interceptor
/// waiting for a login) finishes on the old code. The routing types
/// returned call into this session's host: once the session has ended they
/// fail ("… cannot run: its Lua session has ended").
extension FlowSession {
    /// The Lua function the flow API checks its option tables with, for Lua
    /// an embedder loads to check its own the same way:
    /// `check_options(value, name, n, schema[, level])` returns `value` (an
    /// empty table for nil) or raises at `level` (default 3: the caller of
    /// the function taking the options) on an unknown option, with the
    /// nearest known one, or on a value of another shape. `schema` maps each
    /// option to a Lua type (`"string"`), types joined by `" or "`,
    /// `"strings"` for a list of strings, or `"any"`; `n` is the options'
    /// argument position.
    public var optionChecker: LuaReference {
        get throws(LuaError) { try exports[.checkOptions] }
    }

    /// The did-you-mean of flowrun's messages, for an embedder's own:
    /// `suggest(word, candidate...)` returns the candidate `word` is most
    /// likely a misspelling of (an edit or two away, or a prefix), or nil.
    public var suggester: LuaReference {
        get throws(LuaError) { try exports[.suggest] }
    }

    /// Makes `destination` the Lua global `name`: a destination object that
    /// `router:navigate`, `links:add` and `:adapting_context` take.
    public func expose(_ destination: DestinationStep, as name: String) throws(LuaError) {
        let handle = objects.insert(destination, kind: .destination)
        do {
            let wrapped = try host.call(try exports[.wrap], [.integer(handle), .string(ObjectKind.destination.rawValue)], name: "exposing \(name)") {
                $0.luaValue(1)
            }
            try host.globals.set(name, wrapped)
        } catch {
            objects.remove(handle)
            throw error
        }
    }

    /// An interceptor that calls `require(module)[function](context)`, as
    /// `route.interceptor` does: it returns true, or false and a reason, and
    /// may wait first (`route.wait`, `route.wait_until`, `route.redirect`).
    public func interceptor(module: String, function: String) throws(LuaError) -> any RoutingInterceptor {
        LuaInterceptor(
            function: try moduleFunction(.interceptor, module, function), host: host, waits: waits,
            description: "Lua interceptor (\(module).\(function))")
    }

    /// A finder that calls `require(module)[function](context)`, which
    /// returns a node or nil, as `route.finder { find = … }` does.
    public func finder(module: String, function: String) throws(LuaError) -> any Finder {
        LuaFinder(function: try moduleFunction(.finder, module, function), host: host, nodes: nodes, description: "Lua finder (\(module).\(function))")
    }

    /// A context task that calls `require(module)[function](node, context)`.
    public func contextTask(module: String, function: String) throws(LuaError) -> any ContextTask {
        LuaContextTask(function: try moduleFunction(.contextTask, module, function), host: host, description: "Lua context task (\(module).\(function))")
    }

    /// A post-routing task that calls `require(module)[function](node,
    /// context, routing_stack)`. Its error is thrown by the flow's action
    /// that finished the navigation (``settle()`` for one that waited); in a
    /// navigation started on the router from Swift, it is a warning of the host.
    public func postTask(module: String, function: String) throws(LuaError) -> any PostRoutingTask {
        let description = "Lua post task (\(module).\(function))"
        return LuaPostTask(
            function: try moduleFunction(.postTask, module, function), host: host, description: description,
            report: navigator.postTaskFailure(of: description, host: host))
    }

    /// Lets the app settle, as a flow's `app.settle()` does: interceptors
    /// waiting for a condition that now holds go on (a Swift program calls
    /// this after changing what they wait for), and transitions under way
    /// finish on the virtual clock. Their errors are thrown here.
    public func settle() throws(FlowError) {
        do {
            try waits.afterAction()
        } catch {
            throw .failed(error)
        }
        tree.clock.runUntilIdle()
    }

    /// The prelude's caller of `require(module)[function]` for Lua code of `kind`.
    private func moduleFunction(_ kind: ObjectKind, _ module: String, _ function: String) throws(LuaError) -> LuaReference {
        let caller = try host.call(
            try exports[.moduleFunction], [.string(kind.rawValue), .string(module), .string(function)], name: "binding \(module).\(function)"
        ) { $0.luaValue(1) }
        guard case .reference(let reference) = caller else { throw LuaError(kind: .runtime, message: "no caller for \(module).\(function)") }
        return reference
    }
}
