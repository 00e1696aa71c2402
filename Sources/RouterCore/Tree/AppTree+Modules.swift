/// Modules of classes (``ClassRegistry/module(of:)``), for UIKit's format.
extension AppTree {
    /// Records that the class `name` belongs to the Swift module `module`;
    /// ``uikitHierarchy`` prints it `Module.Name`. An error for a class not
    /// defined or a module that is no identifier.
    public func setModule(_ module: String, ofClass name: String) throws(TreeError) {
        let id = try classID(named: name)
        guard ClassRegistry.isValidModule(module) else { throw .invalidClassName("\(module).\(name)") }
        classes.setModule(module, of: id)
    }

    /// The class name of a node as the runtime prints it, module included when known.
    public func qualifiedClassName(of id: NodeID) -> String { classes.qualifiedName(of: self[id].classID) }
}
