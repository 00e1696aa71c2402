import LuaKit
import RouterCore

/// The class a finder or factory written in Lua says it finds or builds
/// (`route.finder { class = "ColorViewController", … }`,
/// `route.factory { class = …, build = … }`), as a Swift finder's or
/// factory's `ViewController` type says it: what it returns is checked to be
/// of that class or a subclass, and an export types its step with it.
struct StatedClass: Sendable, Equatable {
    let name: String

    /// `node`, when it is of the class; else an error naming the entity, what it gave and the fix.
    func checked(_ node: NodeID, in tree: AppTree, by description: String, _ verb: String) throws -> NodeID {
        if let id = tree.classes.id(of: name), tree.isKind(node, of: id) { return node }
        throw LuaArgumentError(message: "\(description) \(verb) \(tree.describe(node)), and its `class` says \(name): "
            + "return a \(name) (or a subclass), or change `class`")
    }
}
