import LuaKit
import RouterCore

extension RouteVocabulary {
    /// `B.route`, interceptors, context tasks and post tasks: written in Lua, and the extras.
    var taskBindings: BindingGroup {
        BindingGroup("route", [
            LuaFunction("interceptor") { args in
                var interceptor = LuaInterceptor(function: try args.reference(1, of: .function), host: host, waits: waits, description: args.entityName("interceptor", definitionAt: 2))
                interceptor.preparation = try preparation(args, 4, of: interceptor.description)
                return objects.give(interceptor, .interceptor)
            },
            LuaFunction("context_task") { args in
                var task = LuaContextTask(function: try args.reference(1, of: .function), host: host, description: args.entityName("context task", definitionAt: 2))
                task.preparation = try preparation(args, 4, of: task.description)
                return objects.give(task, .contextTask)
            },
            LuaFunction("post_task") { args in
                let description = args.entityName("post task", definitionAt: 2)
                let task = LuaPostTask(
                    function: try args.reference(1, of: .function), host: host, description: description,
                    report: navigator.postTaskFailure(of: description, host: host))
                return objects.give(task, .postTask)
            },
            LuaFunction("delaying_interceptor") { args in
                let given = try args.optionalString(1) ?? "abort"
                guard let strategy = NavigationDelayingInterceptor.Strategy(rawValue: given) else {
                    throw LuaArgumentError(message: "unknown strategy '\(given.excerpt())'\(Suggestion.phrase(for: given, among: ["wait", "abort"])): "
                        + "a navigation delaying interceptor waits (\"wait\") or aborts (\"abort\")")
                }
                return objects.give(NavigationDelayingInterceptor(strategy: strategy), .interceptor)
            },
            LuaFunction("context_setting_task") { args in
                guard let check = try preparation(args, 1, of: args.entityName("check_compatibility", definitionAt: 1)) else {
                    return objects.give(ContextSettingTask(), .contextTask)
                }
                return objects.give(ContextSettingTask(checkCompatibility: check.check), .contextTask)
            },
            LuaFunction("dismissal_task") { args in
                let method = try args.reference(1, of: .function)
                let name = args.entityName("dismissal method", definitionAt: 2)
                let task = DismissalMethodProvidingContextTask(dismissalBlock: { [host] node, context, animated, completion in
                    do {
                        try host.call(method, [.integer(node.handle), LuaValue(context), .boolean(animated)], name: name)
                        completion(.success)
                    } catch {
                        completion(.failure(.compositionFailed(.init("the dismissal method failed", underlyingError: error))))
                    }
                }, methodName: name)
                return objects.give(task, .contextTask)
            },
        ])
    }
}
