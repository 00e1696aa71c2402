import RouterCore

/// How a captured class becomes a simulated one: its name (the Swift
/// module dropped or kept) and, for a class the app does not define yet,
/// the UIKit container its name says it subclasses.
public enum ClassNaming {
    /// The class's name in the simulator: `MyApp.ProductViewController`
    /// becomes `ProductViewController` unless `keepingModule`. Only the
    /// first component goes (`MyApp.Outer.Inner` is `Outer.Inner`);
    /// Objective-C names and mangled Swift names (`_TtC5MyApp…`) stay.
    public static func simulatedName(of captured: String, keepingModule: Bool) -> String {
        guard !keepingModule, let module = module(of: captured) else { return captured }
        return String(captured.dropFirst(module.count + 1))
    }

    /// The Swift module prefix of a class name, if it has one.
    public static func module(of name: String) -> String? {
        guard let dot = name.firstIndex(of: "."), dot != name.startIndex, name.index(after: dot) != name.endIndex else { return nil }
        let module = name[..<dot]
        guard let first = module.first, first == "_" || first.isLetter,
              module.allSatisfy({ $0 == "_" || $0.isLetter || $0.isNumber })
        else { return nil }
        return String(module)
    }

    /// Name endings that say a class subclasses a UIKit container.
    public static let containerSuffixes: [(suffix: String, superclass: String)] = [
        ("NavigationController", ClassRegistry.navigationController),
        ("TabBarController", ClassRegistry.tabBarController),
        ("SplitViewController", ClassRegistry.splitController),
    ]

    /// UIKit's own subclasses of its containers whose names do not end as ``containerSuffixes``.
    public static let uikitContainerSubclasses = [
        "UIImagePickerController": ClassRegistry.navigationController,
        "UIVideoEditorController": ClassRegistry.navigationController,
    ]

    /// The UIKit container a class not defined yet most likely subclasses,
    /// from its (simulated) name; nil for a plain screen.
    public static func guessedSuperclass(of name: String) -> String? {
        if let known = uikitContainerSubclasses[name] { return known }
        return containerSuffixes.first { name.hasSuffix($0.suffix) }?.superclass
    }
}
