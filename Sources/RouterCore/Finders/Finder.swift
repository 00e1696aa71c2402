/// Finds the node a step stands for, if it is already in the app
/// (RouteComposer's `Finder`). Finding nothing means the step must be built.
public protocol Finder: CustomStringConvertible {
    /// The node for `context`, or `nil` when there is none yet.
    func findViewController(with context: Value?, in tree: AppTree) throws -> NodeID?
}
