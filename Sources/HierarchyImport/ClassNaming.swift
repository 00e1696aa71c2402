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

    /// Name endings that say a class subclasses a UIKit container
    /// (SwiftUI's own containers end so too: `SwiftUI.UIKitNavigationController`,
    /// `SwiftUI.UIKitTabBarController`, `SwiftUI.NotifyingMulticolumnSplitViewController`).
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

    /// UIKit's and SwiftUI's controllers that hold child controllers in a way
    /// no built-in kind of the simulator has: a page view controller (its
    /// pages on screen), a search controller (its results controller), tvOS's
    /// search container, and SwiftUI's hosting controllers (every class whose
    /// name ends in `HostingController`, `UIHostingController<…>` and its
    /// mangled specialisations included), which hold the UIKit controllers
    /// SwiftUI embeds. Holding children in a capture, they import as custom
    /// containers that show them all (``RouterCore/EmbeddingContainerAdapter``), with no note.
    public static let embeddingContainers: Set = ["UIPageViewController", "UISearchController", "UISearchContainerViewController"]

    /// The UIKit container a class not defined yet most likely subclasses,
    /// from its (simulated) name, demangled when mangled; nil for a plain screen.
    public static func guessedSuperclass(of name: String) -> String? {
        let simple = simpleName(of: name)
        if let known = uikitContainerSubclasses[simple] { return known }
        return containerSuffixes.first { simple.hasSuffix($0.suffix) }?.superclass
    }

    /// Whether `name` (as the simulator names it) is one of UIKit's or
    /// SwiftUI's controllers that hold children their own way (``embeddingContainers``).
    public static func isKnownEmbeddingContainer(_ name: String) -> Bool {
        let simple = simpleName(of: name)
        return embeddingContainers.contains(simple) || simple.hasSuffix("HostingController")
    }

    /// The class's own name, without module or generic arguments: a
    /// mangled name demangled (`_TtGC7SwiftUI19UIHostingControllerV…_` is
    /// `UIHostingController`), `Outer.Inner` its last component.
    public static func simpleName(of name: String) -> String {
        if let demangled = SwiftMangledClassName(name) { return demangled.components.last ?? name }
        return name.split(separator: ".").last.map(String.init) ?? name
    }
}
