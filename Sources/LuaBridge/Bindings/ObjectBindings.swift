import LuaKit

/// `B.objects`: the kinds of Swift objects Lua wraps (one Lua class each)
/// with how messages name them, a function's parameter count (a method's
/// arity), and releasing an object once Lua has collected its wrapper.
enum ObjectBindings {
    static func group(objects: ObjectRegistry) -> BindingGroup {
        BindingGroup("objects", [
            LuaFunction("kinds") { _ in
                [.list(ObjectKind.allCases.map { .string($0.rawValue) }), .list(ObjectKind.allCases.map { .string($0.displayName) })]
            },
            LuaFunction("parameters") { args in [.integer(Int64(args.parameterCount(1)))] },
            LuaFunction("release") { args in
                if let handle = try? args.integer(1) { objects.remove(handle) }
                return []
            },
        ])
    }
}
