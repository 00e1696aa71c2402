import LuaKit

/// `B.environment`: the variables a session's flows may read (`env(name)`),
/// given by the program running them, never the process's own.
enum EnvironmentBindings {
    static func group(environment: [String: String]) -> BindingGroup {
        BindingGroup("environment", [
            LuaFunction("variable") { args in
                [environment[try args.string(1)].map { .string($0) } ?? .nil]
            },
            LuaFunction("names") { _ in
                [.list(environment.keys.sorted().map { .string($0) })]
            },
        ])
    }
}
