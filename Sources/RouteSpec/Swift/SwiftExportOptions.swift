/// How ``SwiftRouteWriter`` writes a model as RouteComposer Swift.
public struct SwiftExportOptions: Hashable, Sendable {
    /// The configuration type holding one `static var` destination per route.
    public var configurationName: String
    /// What the model was made from, named in the header (`scripts/examples/shop`).
    public var project: String
    /// Write the Swift even when something is refused: each refused route or
    /// stub is then a `// left out (<file>:<line>): <reason>` comment where it
    /// would have gone. Without it, a model with refusals gives no text.
    public var writeAnyway: Bool

    public init(configurationName: String = "AppConfiguration", project: String = "a Lua model", writeAnyway: Bool = false) {
        self.configurationName = configurationName
        self.project = project
        self.writeAnyway = writeAnyway
    }
}
