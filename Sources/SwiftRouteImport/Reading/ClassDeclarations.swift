import RouteSpec

/// The view-controller classes the files declare: every class whose chain of
/// superclasses, across all files read, reaches one of UIKit's view controllers.
enum ClassDeclarations {
    /// UIKit's and SwiftUI's view-controller classes, and the kind each one is.
    static let uiKitKinds: [String: ClassKind] = [
        "UIViewController": .screen, "UITableViewController": .screen, "UICollectionViewController": .screen,
        "UIHostingController": .screen, "UIPageViewController": .screen, "UIAlertController": .screen,
        "UIActivityViewController": .screen, "UIImagePickerController": .screen, "UIDocumentPickerViewController": .screen,
        "UIReferenceLibraryViewController": .screen, "UIInputViewController": .screen, "UISearchController": .screen,
        "UINavigationController": .navigation, "UITabBarController": .tabBar, "UISplitViewController": .split,
    ]

    /// RouteComposer's protocols a container of the app's own conforms to.
    static let customContainerProtocols: Set<String> = ["ContainerViewController", "CustomContainerViewController"]

    /// The classes of `index` that are view controllers, in file and source order.
    static func read(_ index: DeclarationIndex) -> [ClassDeclaration] {
        index.classOrder.compactMap { name in
            guard let declaration = index.types[name], let superclass = declaration.inherited.first,
                  let kind = kind(of: name, index: index) else { return nil }
            return ClassDeclaration(name: name, superclass: superclass, kind: kind, location: declaration.location)
        }
    }

    /// What `name` is, or nil when its chain does not reach a UIKit view controller.
    static func kind(of name: String, index: DeclarationIndex) -> ClassKind? {
        var current = name
        var seen: Set<String> = []
        var custom = false
        while seen.insert(current).inserted {
            if let uiKit = uiKitKinds[current] { return custom ? .customContainer : uiKit }
            guard let declaration = index.types[current], declaration.isClass, let superclass = declaration.inherited.first else { return nil }
            if declaration.inherited.contains(where: customContainerProtocols.contains) { custom = true }
            current = superclass
        }
        return nil
    }
}
