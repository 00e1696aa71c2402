import LuaKit
import RouterCore

extension RouteVocabulary {
    /// `B.route`, single and container steps: `:adding` an interceptor, a
    /// context task or a post task, as RouteComposer's `SingleStep.adding(_:)`.
    var intermediateStepBindings: BindingGroup {
        BindingGroup("route", [
            LuaFunction("intermediate_adding") { args in
                let step = try objects.get(args, 1, "a single step", as: (any IntermediateStep).self)
                let added: TaskedIntermediateStep
                switch objects.kind(args, 2) {
                case .interceptor?: added = step.adding(try objects.get(args, 2, "", as: (any RoutingInterceptor).self))
                case .contextTask?: added = step.adding(try objects.get(args, 2, "", as: (any ContextTask).self))
                case .postTask?: added = step.adding(try objects.get(args, 2, "", as: (any PostRoutingTask).self))
                default: throw TaskArgument.error(args, 2, kind: objects.kind(args, 2))
                }
                return objects.give(added, .intermediate)
            },
        ])
    }
}
