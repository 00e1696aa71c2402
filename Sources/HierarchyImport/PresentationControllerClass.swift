import RouterCore

/// The presentation controller classes UIKit names after `presented with:`,
/// and the simulator's presentation style each stands for.
public enum PresentationControllerClass {
    /// UIKit's presentation controllers and their styles.
    public static let styles: [(className: String, style: PresentationStyle)] = [
        ("_UIFullscreenPresentationController", .fullScreen),
        ("_UIPageSheetPresentationController", .pageSheet),
        ("_UIFormSheetPresentationController", .formSheet),
        ("_UICurrentContextPresentationController", .currentContext),
        ("_UIOverFullscreenPresentationController", .overFullScreen),
        ("_UIOverCurrentContextPresentationController", .overCurrentContext),
        ("UIPopoverPresentationController", .popover),
        // iOS 15's public sheet class: a sheet, read as a page sheet.
        ("UISheetPresentationController", .pageSheet),
        // UIAlertController's own: an alert leaves its presenter on screen.
        ("_UIAlertControllerPresentationController", .overFullScreen),
    ]

    /// The style `className` stands for: UIKit's own, else what `options`
    /// name for it (by its name with or without the module); nil for a
    /// custom presentation controller no option names.
    public static func style(of className: String, options: HierarchyImportOptions) -> PresentationStyle? {
        if let known = styles.first(where: { $0.className == className }) { return known.style }
        return options.styles[className] ?? options.styles[ClassNaming.simulatedName(of: className, keepingModule: false)]
    }

    /// The class UIKit presents `style` with: what the simulator prints.
    /// `automatic` is what UIKit makes of it for a plain controller, a page sheet.
    public static func className(for style: PresentationStyle) -> String {
        switch style {
        case .fullScreen: return "_UIFullscreenPresentationController"
        case .pageSheet, .automatic: return "_UIPageSheetPresentationController"
        case .formSheet: return "_UIFormSheetPresentationController"
        case .currentContext: return "_UICurrentContextPresentationController"
        case .overFullScreen: return "_UIOverFullscreenPresentationController"
        case .overCurrentContext: return "_UIOverCurrentContextPresentationController"
        case .popover: return "UIPopoverPresentationController"
        }
    }
}
