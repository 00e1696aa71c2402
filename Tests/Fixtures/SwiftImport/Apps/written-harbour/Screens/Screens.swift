import RouteComposer
import UIKit

/// Which berth a screen shows.
struct BerthContext: Equatable {
    let berth: String
}

final class SignInViewController: UIViewController {}

final class RegisterViewController: UIViewController {}

final class HarbourTabBarController: UITabBarController, ContextChecking {
    var context: BerthContext?
    func isTarget(for context: BerthContext?) -> Bool { self.context == context }
}

final class BerthsViewController: UIViewController, ContextChecking {
    var context: BerthContext?
    func isTarget(for context: BerthContext?) -> Bool { self.context == context }
}

final class BookingViewController: UIViewController, ContextAccepting, ContextChecking {
    var context: BerthContext?
    func setup(with context: BerthContext?) throws { self.context = context }
    func isTarget(for context: BerthContext?) -> Bool { self.context == context }
}

final class WeatherViewController: UIViewController {}

final class SettingsViewController: UIViewController {}

final class HarbourNavigationController: UINavigationController {}
