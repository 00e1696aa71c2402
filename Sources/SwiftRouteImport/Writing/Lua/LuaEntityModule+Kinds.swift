import RouteSpec

/// What each kind of entity is, in the words its module's header says them.
extension LuaEntityModule {
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
        case .factoryConfiguration: return "a factory's configuration"
        }
    }

    static func shape(_ kind: EntityKind) -> String {
        switch kind {
        case .interceptor: return "{ intercept = function(context) }: true to let the navigation go on, or false and why"
        case .contextTask: return "{ perform = function(vc, context) }, which sets up the screen found or built"
        case .postTask: return "{ perform = function(vc, context, stack) }, run once the navigation succeeded"
        case .finder: return "{ is_target = function(vc, context) }: whether vc is the screen wanted"
        case .factory: return "{ build = function(context) }: the node built"
        case .containerFactory: return "{ configure = function(container) } or {}: configure runs on each container built, once it holds its children"
        case .action: return "{ perform = function(vc, existing) }, which puts vc in place (see app.ops)"
        case .containerAction: return "{ embed = function(vc, children) }: the container's new list of children"
        case .contextTransformer: return "{ transform = function(context) }: the context the next step is given"
        case .switchResolver: return "{ resolve = function(context) }: a route's key in routes_generated.lua (or a destination), or nil for no case"
        case .switchCondition: return "{ holds = function(context) }: whether the case's destination is taken"
        case .dismissalTask: return "{ dismiss = function(vc, context, animated) }: how vc is dismissed when app.dismiss(vc) asks it"
        case .windowProvider: return "{ window = name }: the window's name (nil: the key window)"
        case .factoryConfiguration: return "{ configure = function(container) }, run on each container the factory builds"
        }
    }

    static func use(_ kind: EntityKind, _ module: String) -> String {
        switch kind {
        case .interceptor: return "route.interceptor(\(module))"
        case .contextTask: return "route.context_task(\(module))"
        case .postTask: return "route.post_task(\(module))"
        case .finder: return "route.finder { is_target = \(module) }"
        case .factory: return "route.factory { build = \(module) }"
        case .containerFactory: return "route.container_factory(class, { configuration = \(module) })"
        case .action: return "route.action(\(module))"
        case .containerAction: return "route.container_action(class, \(module))"
        case .contextTransformer: return ":adapting_context(\(module))"
        case .switchResolver: return "a case of route.switch() (\(module)), the route its key names"
        case .switchCondition: return ":add_case { when = \(module), from = destination }"
        case .dismissalTask: return "route.dismissal_task(\(module))"
        case .windowProvider: return "route.general.root { window = \(module) }"
        case .factoryConfiguration: return "route.navigation_factory { configuration = \(module) } (or another built-in factory's)"
        }
    }

    static func defaultBehaviour(_ kind: EntityKind) -> String {
        switch kind {
        case .interceptor: return "lets every navigation through"
        case .contextTask, .postTask: return "does nothing"
        case .finder: return "finds nothing (its step always builds)"
        case .factory: return "builds a node of the step's class"
        case .containerFactory: return "leaves the container as built (the actions put its children in)"
        case .action, .containerAction: return "fails: say where the screen goes"
        case .contextTransformer: return "passes the context through"
        case .switchResolver: return "chooses no case"
        case .switchCondition: return "holds for no context (the case is never taken)"
        case .dismissalTask: return "fails: say how the screen is dismissed (app.back(), for one)"
        case .windowProvider: return "gives the key window"
        case .factoryConfiguration: return "leaves the container as built"
        }
    }
}
