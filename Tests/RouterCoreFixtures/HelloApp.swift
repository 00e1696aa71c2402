import RouterCore

/// The hello app: a tab bar holding two navigation stacks.
public struct HelloApp {
    public let tree = AppTree()
    public let tabBar: NodeID
    public let homeStack: NodeID
    public let settingsStack: NodeID
    public let home: NodeID
    public let settings: NodeID

    public init() throws {
        for name in ["HomeViewController", "SettingsViewController", "ProductViewController"] {
            try tree.defineClass(name)
        }
        let window = tree.makeWindow(named: "main")
        tabBar = try tree.makeNode("UITabBarController")
        homeStack = try tree.makeNode("UINavigationController")
        settingsStack = try tree.makeNode("UINavigationController")
        home = try tree.makeNode("HomeViewController")
        settings = try tree.makeNode("SettingsViewController")
        try tree.setChildren([home], of: homeStack)
        try tree.setChildren([settings], of: settingsStack)
        try tree.setChildren([homeStack, settingsStack], of: tabBar)
        try tree.setRoot(tabBar, of: window)
    }

    /// The README's product step: push into the visible navigation stack,
    /// with the context stored as a property.
    /// `start` is where the search for the visible stack starts (the topmost node by default).
    public func productStep(from start: StartingPoint = .topmost, extra: (StepAssembly) -> StepAssembly = { $0 }) -> DestinationStep {
        extra(
            StepAssembly(finder: ClassFinder("ProductViewController"), factory: ClassFactory("ProductViewController"))
                .adding(InlineContextTask { node, context, tree in try tree.setProperty("product_id", to: context, of: node) })
        )
        .using(NavigationControllerActions.push())
        .from(GeneralStep.custom(using: ClassFinder("UINavigationController", options: .currentVisibleOnly, startingPoint: start)))
        .assemble()
    }
}
