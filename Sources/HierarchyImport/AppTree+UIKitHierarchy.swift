import RouterCore

/// The key window's hierarchy in the format of UIKit's `_printHierarchy`,
/// without addresses, so that a state captured on a device and a simulated
/// one compare line by line:
///
/// ```
/// <UITabBarController>, state: appeared, view: <UILayoutContainerView>
///    | <UINavigationController>, state: appeared, view: <UILayoutContainerView>
///    |    | <HomeViewController>, state: appeared, view: <UIView>
///    | <UINavigationController>, state: disappeared, view: <UILayoutContainerView> not in the window
///    |    | <SettingsViewController>, state: disappeared, view: <UIView> not in the window
///    + <CartViewController>, state: appeared, view: <UIView>, presented with: <_UIPageSheetPresentationController>
/// ```
///
/// A node on screen is `appeared`, any other `disappeared` (transitions
/// are shown as they end: a modal being dismissed is left out). The simulator has no views: a built-in
/// container's view is `UILayoutContainerView`, any other `UIView`, and a
/// node off screen has its view `not in the window` (never `not loaded`).
/// Contexts and properties have no place in the format.
extension AppTree {
    /// The hierarchy, `_printHierarchy`'s way, each class with the module it
    /// was captured with (``AppTree/setModule(_:ofClass:)``); `views: false`
    /// leaves the `view:` fields and the modules out (the form captures are
    /// compared in, which names classes as an import does).
    public func uikitHierarchy(views: Bool = true) -> String {
        guard let root = keyRoot else { return "" }
        let shown = Set(onScreenNodes(excludingDismissing: true))
        var lines: [String] = []
        var pending = [(root, 0)]
        while let (id, depth) = pending.popLast() {
            let node = self[id]
            let onScreen = shown.contains(id)
            let viewClass = node.kind.map { $0 == .custom ? "UIView" : "UILayoutContainerView" } ?? "UIView"
            lines.append(UIKitHierarchyLine.text(
                depth: depth, presented: node.presenterNode != nil, className: views ? qualifiedClassName(of: id) : className(of: id),
                state: onScreen ? .appeared : .disappeared,
                view: views ? "<\(viewClass)>" + (onScreen ? "" : " not in the window") : nil,
                presentationController: node.presentationStyle.map(PresentationControllerClass.className)))
            // Children first, then the presented node: pushed in reverse. A
            // modal being dismissed is left out, as it will be when that ends.
            if let presented = node.presentedNode, self[presented].transition != .beingDismissed { pending.append((presented, depth + 1)) }
            for child in node.children.reversed() { pending.append((child, depth + 1)) }
        }
        return lines.joined(separator: "\n")
    }
}
