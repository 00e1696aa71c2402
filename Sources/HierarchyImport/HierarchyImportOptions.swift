import RouterCore

/// How an import names classes and reads what the capture alone cannot say.
public struct HierarchyImportOptions: Hashable, Sendable {
    /// Keeps Swift's module prefix (`MyApp.ProductViewController`); by
    /// default it is dropped (`ProductViewController`), as an app
    /// definition names its classes.
    public var keepsModules = false
    /// Superclasses of classes the capture holds, by class name (with or
    /// without the module): `UINavigationController`, `UITabBarController`
    /// or `UISplitViewController` for a subclass of a UIKit container whose
    /// name does not say so, `UIViewController` for a plain screen whose name
    /// looks like a container's, any class the app defines, or
    /// ``customContainer`` for a container defined with an adapter.
    public var containers: [String: String] = [:]
    /// Presentation styles by presentation controller class (with or without
    /// the module), for custom presentation controllers.
    public var styles: [String: PresentationStyle] = [:]

    /// What ``containers`` says of a custom container (one defined with an adapter).
    public static let customContainer = "custom"

    public init(keepsModules: Bool = false, containers: [String: String] = [:], styles: [String: PresentationStyle] = [:]) {
        self.keepsModules = keepsModules
        self.containers = containers
        self.styles = styles
    }
}
