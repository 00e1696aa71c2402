import RouteComposer
import UIKit

/// The harbour's tab bar with its two tabs, each in a navigation stack.
struct HarbourTabsFactory: Factory {
    typealias ViewController = HarbourTabBarController
    typealias Context = BerthContext?

    func build(with context: BerthContext?) throws -> HarbourTabBarController {
        let berths = BerthsViewController()
        berths.context = context
        let weather = WeatherViewController()
        let tabs = HarbourTabBarController()
        tabs.viewControllers = [berths, weather].map { UINavigationController(rootViewController: $0) }
        return tabs
    }
}
