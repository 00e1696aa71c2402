import LuaKit
import RouterCore

/// `B.spelling`: "did you mean" for the prelude's checks of option tables,
/// the same suggestion Swift gives for class names and configuration keys,
/// what a nil argument's message adds, and the module an unset global is
/// most likely meant to be.
enum SpellingBindings {
    /// `modules`: the project's modules, as `require` names them (read only when asked).
    static func group(modules: @escaping @Sendable () -> [String]) -> BindingGroup { BindingGroup("spelling", [
        .suggestion(),
        LuaFunction("nil_hint") { _ in [.string(LuaStack.nilHint)] },
        // The one project module whose file is named `name` (support.steps for steps), if any.
        LuaFunction("module_named") { args in
            let name = try args.string(1)
            let named = modules().filter { $0.split(separator: ".").last.map(String.init) == name }
            return [named.count == 1 ? .string(named[0]) : .nil]
        },
    ]) }
}
