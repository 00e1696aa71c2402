import RouterCore

/// Writes one line in the format of UIKit's `_printHierarchy`, without
/// addresses: the form `flowrun tree --format uikit` prints, and the form
/// a capture and the simulated tree are compared in.
public enum UIKitHierarchyLine {
    /// The line of a controller `depth` levels below the root: `   | ` a
    /// level, the last one `   + ` for a presented controller (past
    /// ``AppTree/indentedLevels`` levels, the line says its level instead of
    /// indenting further, as the compact text form does). `view` is
    /// left out when nil (the comparison form); `presentationController`
    /// follows a presented controller.
    public static func text(
        depth: Int, presented: Bool, className: String, state: AppearanceState, view: String?, presentationController: String?
    ) -> String {
        let levels = min(depth, AppTree.indentedLevels)
        var line = depth == 0 ? "" : String(fullIndent.utf8.prefix(5 * (levels - 1)))! + (depth > levels ? "[level \(depth)] " : "")
        if depth > 0 { line += presented ? "   + " : "   | " }
        line += "<\(className)>, state: \(state.rawValue)"
        if let view { line += ", view: \(view)" }
        if let presentationController { line += ", presented with: <\(presentationController)>" }
        return line
    }

    private static let fullIndent = String(repeating: "   | ", count: AppTree.indentedLevels)
}
