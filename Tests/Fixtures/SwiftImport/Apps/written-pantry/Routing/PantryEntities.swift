import RouteComposer
import UIKit

/// Records the screen a cook reaches (the analytics of every route).
struct PantryAnalyticsInterceptor: RoutingInterceptor {
    func perform(with context: Any?, completion: @escaping (RoutingResult) -> Void) {
        PantryAnalytics.shared.record("navigating")
        completion(.success)
    }
}

/// Marks the screen reached once it is on screen.
struct PantryAnalyticsPostTask: PostRoutingTask {
    func perform(on viewController: UIViewController, with context: Any?, routingStack: [UIViewController]) {
        PantryAnalytics.shared.record(String(describing: type(of: viewController)))
    }
}

/// Gives any pantry screen the context it is reached with.
struct PantryContextTask<ViewController: UIViewController, Context>: ContextTask {
    func perform(on viewController: ViewController, with context: Context) throws {
        (viewController as? ContextReceiving)?.receive(context)
    }
}

/// Asks the cook to sign in before the shopping list or the menu.
struct SignInInterceptor: RoutingInterceptor {
    func perform(with context: Any?, completion: @escaping (RoutingResult) -> Void) {
        PantrySession.shared.signedIn ? completion(.success) : completion(.failure(RoutingError.generic(.init("signed out"))))
    }
}

/// The menu's week, chosen when the menu is reached.
struct MenuWeekTask: ContextTask {
    func perform(on viewController: MenuViewController, with context: MenuWeek) throws {
        viewController.week = context
    }
}
