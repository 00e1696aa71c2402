import RouterCore

/// A capture in the form it is compared with the simulated tree
/// (``AppTree/uikitHierarchy(views:)`` with `views: false`): no addresses,
/// no views, classes named as an import names them, states as their
/// transitions end, and each presentation controller as the one the
/// simulator prints for its style.
extension CapturedHierarchy {
    /// The comparison form; a custom presentation controller no option names is an error with its line.
    public func comparisonText(options: HierarchyImportOptions = HierarchyImportOptions()) throws(HierarchyImportIssue) -> String {
        var out: [String] = []
        for line in lines {
            var controller: String?
            if let presenter = line.presentationController {
                guard let style = PresentationControllerClass.style(of: presenter, options: options) else {
                    throw HierarchyImportIssue(
                        file: file, line: line.number, cause: "\(presenter) is a custom presentation controller, so the presentation style it stands for is unknown",
                        advice: "name its style: \(style: presenter, PresentationStyle.overFullScreen.rawValue)")
                }
                controller = PresentationControllerClass.className(for: style)
            }
            out.append(UIKitHierarchyLine.text(
                depth: line.depth, presented: line.relation == .presented,
                className: ClassNaming.simulatedName(of: line.className, keepingModule: options.keepsModules),
                state: line.state.settled, view: nil, presentationController: controller))
        }
        return out.joined(separator: "\n")
    }
}
