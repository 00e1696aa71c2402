import LuaKit
import RouterCore

/// `B.router`: `router:add`, `router:navigate`, the routers that wrap it,
/// and what a navigation object reads (its state as a record, its trace).
enum RouterBindings {
    /// How many routers a flow may nest around its router.
    static let deepestWrapper = 64

    static func group(objects: ObjectRegistry, navigator: FlowNavigator) -> BindingGroup {
        let router = navigator.router
        /// Argument `i`: the router a wrapper goes around, the flow's (nil) or
        /// another wrapper. A wrapper's navigate calls the one it wraps, so
        /// nesting is bounded, well below what the stack holds.
        func innerRouter(_ args: LuaStack, _ i: Int) throws -> any Router {
            guard !args.isNil(i) else { return router }
            let inner = try objects.get(args, i, "a router (router, or one from route.global_interceptor_router…)", as: (any Router).self)
            if let wrapper = inner as? any RouterWrapper, wrapper.depth >= RouterBindings.deepestWrapper {
                throw args.badArgument(i, "routers around routers nest \(RouterBindings.deepestWrapper) deep at most, and this one is that deep already")
            }
            return inner
        }
        return BindingGroup("router", [
            LuaFunction("router_add") { args in
                switch objects.kind(args, 1) {
                case .interceptor?: router.add(try objects.get(args, 1, "", as: (any RoutingInterceptor).self))
                case .contextTask?: router.add(try objects.get(args, 1, "", as: (any ContextTask).self))
                case .postTask?: router.add(try objects.get(args, 1, "", as: (any PostRoutingTask).self))
                default: throw TaskArgument.error(args, 1, kind: objects.kind(args, 1))
                }
                return []
            },
            LuaFunction("navigate", raw: { args, results in
                let destination = try objects.get(args, 1, "a destination (from :assemble())", as: DestinationStep.self)
                switch try navigator.navigate(to: destination, with: try args.value(2), location: args.callerLocation(), animated: args.isNil(3) || args.boolean(3)) {
                case .started(let number): results.append(Int64(number))
                case .busy(let refusal): throw LuaArgumentError(message: refusal.message)
                }
            }),
            // Routers around the flow's one (RouteComposer's GlobalInterceptorRouter and SingleNavigationRouter)
            LuaFunction("global_interceptor_router") { args in
                objects.give(GlobalInterceptorRouter(router: try innerRouter(args, 1)), .router)
            },
            LuaFunction("single_navigation_router") { args in
                var lock = SingleNavigationLock()
                if !args.isNil(2) { lock = try objects.get(args, 2, "a lock (from route.single_navigation_lock())", as: SingleNavigationLock.self) }
                return objects.give(SingleNavigationRouter(router: try innerRouter(args, 1), lock: lock), .router)
            },
            LuaFunction("single_navigation_lock") { _ in objects.give(SingleNavigationLock(), .lock) },
            LuaFunction("lock_in_progress") { args in
                [.boolean(try objects.get(args, 1, "a lock", as: SingleNavigationLock.self).isNavigationInProgress)]
            },
            LuaFunction("router_add_global") { args in
                guard let wrapper = try objects.get(args, 1, "a router", as: (any Router).self) as? GlobalInterceptorRouter else {
                    throw LuaArgumentError(message: "add_global is a global interceptor router's (route.global_interceptor_router): "
                        + "give this router's navigations interceptors with :adding on their steps, or router:add")
                }
                wrapper.addGlobal(try objects.get(args, 2, "an interceptor", as: (any RoutingInterceptor).self))
                return []
            },
            LuaFunction("wrapper_navigate", raw: { args, results in
                let wrapper = try objects.get(args, 1, "a router", as: (any Router).self)
                let destination = try objects.get(args, 2, "a destination (from :assemble())", as: DestinationStep.self)
                switch try navigator.navigate(to: destination, with: try args.value(3), location: args.callerLocation(), via: wrapper,
                                              animated: args.isNil(4) || args.boolean(4)) {
                case .started(let number): results.append(Int64(number))
                case .busy(let refusal): throw LuaArgumentError(message: refusal.message)
                }
            }),
            LuaFunction("navigation_field", raw: { args, results in
                let number = Int(try args.integer(1))
                guard let record = navigator.log.record(number) else {
                    throw LuaArgumentError(message: "navigation \(number) is too old: only the last \(NavigationLog.kept) are kept")
                }
                let name = try args.string(2)
                // A third argument, true, peeks: showing a navigation is not reading it.
                if !args.boolean(3),
                   NavigationState.tells(name, isPending: record.result == nil, failedInCode: NavigationRecord.isCodeFailure(record.failureKind)) {
                    record.examined = true
                }
                if name == "waiting" {
                    results.append(record.result == nil ? navigator.waiting(navigation: number).map { .string($0) } ?? .nil : .nil)
                } else {
                    results.append(NavigationState.field(name, of: record))
                }
            }),
            LuaFunction("navigation_trace") { args in
                let number = Int(try args.integer(1))
                if let trace = navigator.log.record(number)?.currentTrace { return [.string(trace.description)] }
                guard number == navigator.log.count, let trace = router.lastTrace else {
                    throw LuaArgumentError(message: "only the last navigation's trace is kept, and those of navigations that waited for an interceptor")
                }
                return [.string(trace.description)]
            },
            LuaFunction("last_trace") { _ in [router.lastTrace.map { .string($0.description) } ?? .nil] },
            LuaFunction("last_failed_step") { _ in
                guard let entry = router.lastTrace?.entries.first(where: \.failed) else { return [.nil] }
                return [.string("\(entry.kind.rawValue): \(entry.text)")]
            },
        ])
    }
}
