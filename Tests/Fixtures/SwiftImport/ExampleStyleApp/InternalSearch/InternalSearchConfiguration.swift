import RouteComposer
import UIKit

/// Which tab of the search demo to show.
enum MainScreenContext {
    case home
    case settings
}

enum InternalSearchConfiguration {
    /// Two tabs, each a navigation stack: home and settings.
    private static let tabs = CompleteFactoryAssembly(factory: TabBarControllerFactory<UITabBarController, MainScreenContext>())
        .with(CompleteFactoryAssembly(factory: NavigationControllerFactory<UINavigationController, MainScreenContext>(configuration: { stack in stack.tabBarItem.title = "Home" }))
            .with(ClassFactory<HomeViewController, MainScreenContext>())
            .assemble())
        .with(CompleteFactoryAssembly(factory: NavigationControllerFactory<UINavigationController, MainScreenContext>())
            .with(ClassFactory<SettingsViewController, MainScreenContext>())
            .assemble())
        .adding(InlineContextTask { (tabs: UITabBarController, _: MainScreenContext) in tabs.viewControllers?.last?.tabBarItem.title = "Settings" })
        .assemble()

    /// The two tabs, always built anew, pushed onto the circle's stack.
    static var mainScreenFromCircle: DestinationStep<UITabBarController, MainScreenContext> {
        StepAssembly(finder: NilFinder(), factory: tabs)
            .adding(InlineContextTask { (tabs: UITabBarController, context: MainScreenContext) in
                tabs.selectedIndex = context == .home ? 0 : 1
            })
            .using(UINavigationController.push())
            .from(ConfigurationHolder.configuration.circleScreen.expectingContainer())
            .assemble()
    }

    static func home() -> Destination<HomeViewController, MainScreenContext> {
        let step = StepAssembly(finder: ClassWithContextFinder<HomeViewController, MainScreenContext>(), factory: NilFactory())
            .from(mainScreenFromCircle)
            .assemble()
        return Destination(to: step, with: .home)
    }

    static func settings() -> Destination<SettingsViewController, MainScreenContext> {
        let step = StepAssembly(finder: ClassWithContextFinder<SettingsViewController, MainScreenContext>(), factory: NilFactory())
            .from(mainScreenFromCircle)
            .assemble()
        return Destination(to: step, with: .settings)
    }
}
