import RouteComposer
import UIKit

/// The app's navigation stacks: a plain UINavigationController with the
/// harbour's bar style.
struct HarbourNavigationFactory<C>: ContainerFactory {
    typealias ViewController = UINavigationController
    typealias Context = C

    func build(with context: C, integrating coordinator: ChildCoordinator) throws -> UINavigationController {
        let navigationController = UINavigationController()
        navigationController.navigationBar.prefersLargeTitles = true
        if !coordinator.isEmpty {
            navigationController.viewControllers = try coordinator.build(integrating: navigationController.viewControllers)
        }
        return navigationController
    }
}
