/// Writes one line in the format of UIKit's `_printHierarchy`, without
/// addresses: the form `flowrun tree --format uikit` prints, and the form
/// a capture and the simulated tree are compared in.
public enum UIKitHierarchyLine {
    /// The line of a controller `depth` levels below the root: `   | ` a
    /// level, the last one `   + ` for a presented controller. `view` is
    /// left out when nil (the comparison form); `presentationController`
    /// follows a presented controller.
    public static func text(
        depth: Int, presented: Bool, className: String, state: AppearanceState, view: String?, presentationController: String?
    ) -> String {
        var line = depth == 0 ? "" : String(repeating: "   | ", count: depth - 1) + (presented ? "   + " : "   | ")
        line += "<\(className)>, state: \(state.rawValue)"
        if let view { line += ", view: \(view)" }
        if let presentationController { line += ", presented with: <\(presentationController)>" }
        return line
    }
}
