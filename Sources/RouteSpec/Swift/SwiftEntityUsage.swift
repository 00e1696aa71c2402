/// One use of an app's own entity: where it is and the types it meets there.
struct SwiftEntityUsage: Hashable, Sendable {
    var name: String
    /// The view controller (a task's, a finder's, a factory's, a container action's), nil where none applies.
    var viewController: String?
    /// The context, or a transformer's source context.
    var context: String?
    /// A transformer's target context.
    var target: String?
    /// Generic arguments the source writes at this use.
    var genericArguments: [String]
}
