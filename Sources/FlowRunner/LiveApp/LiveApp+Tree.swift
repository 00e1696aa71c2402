import HierarchyImport
import LuaBridge
import RouterCore

extension LiveApp {
    /// The app tree's compact text form (``AppTree/text(showIDs:excerpts:)``), node ids shown when `ids`.
    public func treeText(ids: Bool) -> String { session.tree.text(showIDs: ids, excerpts: true) }

    /// The key window in UIKit's `_printHierarchy` format, without addresses.
    public var uikitHierarchy: String { session.tree.uikitHierarchy() }

    /// The app tree as a picture.
    public var treeDiagram: Diagram { Diagram(tree: session.tree) }
}

extension FlowError {
    /// Whether the script could not even run (unreadable or not compiling).
    var isLoadProblem: Bool {
        switch self {
        case .unreadable, .syntax: return true
        case .failed: return false
        }
    }
}
