import RouteSpec
import SwiftRouteImport
import Testing

/// View-controller classes: the superclass chain across files, the kind it gives, a custom container by conformance.
@Suite struct ClassReaderTests {
    @Test func hierarchiesAcrossFiles() {
        let spec = SwiftRouteReader().read([
            ("A.swift", """
                @MainActor
                final class ShopNavigationController: BaseNavigationController {}
                class ProductViewController: BaseViewController<Product>, ProductShowing {}
                class Helper: NSObject {}
                class Deck: UIViewController {}
                """),
            ("B.swift", """
                class BaseNavigationController: UINavigationController {}
                class BaseViewController<T>: UITableViewController {}
                class Tabs: UITabBarController {}
                class Split: UISplitViewController {}
                extension Deck: ContainerViewController {}
                """),
        ])
        #expect(spec.classes == [
            ClassDeclaration(name: "ShopNavigationController", superclass: "BaseNavigationController", kind: .navigation,
                             location: SourceLocation(file: "A.swift", line: 2)),
            ClassDeclaration(name: "ProductViewController", superclass: "BaseViewController", kind: .screen,
                             location: SourceLocation(file: "A.swift", line: 3)),
            ClassDeclaration(name: "Deck", superclass: "UIViewController", kind: .customContainer, location: SourceLocation(file: "A.swift", line: 5)),
            ClassDeclaration(name: "BaseNavigationController", superclass: "UINavigationController", kind: .navigation,
                             location: SourceLocation(file: "B.swift", line: 1)),
            ClassDeclaration(name: "BaseViewController", superclass: "UITableViewController", kind: .screen, location: SourceLocation(file: "B.swift", line: 2)),
            ClassDeclaration(name: "Tabs", superclass: "UITabBarController", kind: .tabBar, location: SourceLocation(file: "B.swift", line: 3)),
            ClassDeclaration(name: "Split", superclass: "UISplitViewController", kind: .split, location: SourceLocation(file: "B.swift", line: 4)),
        ])
        #expect(spec.routes.isEmpty && spec.leftOut.isEmpty)
    }
}
