import LuaKit
import RouterCore

/// `B.spelling`: "did you mean" for the prelude's checks of option tables,
/// the same suggestion Swift gives for class names and configuration keys,
/// and what a nil argument's message adds.
enum SpellingBindings {
    static var group: BindingGroup { BindingGroup("spelling", [
        .suggestion(),
        LuaFunction("nil_hint") { _ in [.string(LuaStack.nilHint)] },
    ]) }
}
