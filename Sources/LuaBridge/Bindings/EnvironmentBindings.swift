import LuaKit

/// `B.environment`: the variables a session's flows may read (`env(name)`),
/// given by the program running them, never the process's own.
enum EnvironmentBindings {
    /// `processNames`: the names (never the values) of the process's own
    /// variables, only to say that a defaulted read most likely meant one.
    static func group(environment: [String: String], processNames: [String], host: LuaHost) -> BindingGroup {
        BindingGroup("environment", [
            LuaFunction("variable") { args in
                [environment[try args.string(1)].map { .string($0) } ?? .nil]
            },
            LuaFunction("names") { _ in
                [.list(environment.keys.sorted().map { .string($0) })]
            },
            // env(name, default) about to return its default: a warning when `name` is most likely a misspelt
            // variable that is given, or one set only in the process's environment, which flows do not see.
            LuaFunction("defaulted") { args in
                let name = try args.string(1)
                let at = args.callerLocation().map { "\($0): " } ?? ""
                if let near = Suggestion.nearest(to: name, among: environment.keys.sorted()) {
                    host.warn("\(at)env(\"\(name)\", …) returns its default: no variable '\(name)' is given, but '\(near)' is (did you mean '\(near)'?)")
                } else if let near = processNames.contains(name) ? name : Suggestion.nearest(to: name, among: processNames),
                    abs(near.count - name.count) <= 1 {  // one letter off, not a prefix (HOME for HOME_PAGE)
                    host.warn("\(at)env(\"\(name)\", …) returns its default: '\(near)' is set in flowrun's own environment, which flows do not read"
                        + "\(near == name ? "" : " (did you mean '\(near)'?)"); give it to them with --env \(near)=VALUE or in \"env\" of flowrun.json")
                }
                return []
            },
        ])
    }
}
