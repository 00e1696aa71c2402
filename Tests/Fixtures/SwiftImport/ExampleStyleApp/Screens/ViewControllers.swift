import UIKit

// The app's screens. Their bodies do not matter to the routes: the importer
// reads a class's name and superclass only.

final class PromptViewController: UIViewController {}

final class CircleViewController: UIViewController {}

final class SquareViewController: UIViewController {}

final class StarViewController: UIViewController {}

final class FiguresViewController: UIViewController {}

final class RoutingRuleSupportViewController: UIViewController {}

final class SecondModalLevelViewController: UIViewController {}

/// The navigation controller the colour screen is pushed into.
final class ExampleNavigationController: UINavigationController {}

/// Shows one child at a time; RouteComposer reaches it as a container of the app's own.
final class CustomContainerController: UIViewController, ContainerViewController {}

final class ImagesViewController: UITableViewController {}

final class ImageDetailsViewController: UIViewController {}

final class CitiesTableViewController: UITableViewController {}

final class CityDetailViewController: UIViewController {}

final class WishListViewController: UITableViewController {}

final class ProductViewController: UIViewController {}

final class LoginViewController: UIViewController {}

/// Checks the context it is asked to show against its own.
class AnyContextCheckingViewController: UIViewController {}

final class HomeViewController: AnyContextCheckingViewController {}

final class SettingsViewController: AnyContextCheckingViewController {}
