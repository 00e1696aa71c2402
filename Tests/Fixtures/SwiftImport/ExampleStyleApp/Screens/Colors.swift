import RouteComposer
import UIKit

/// Fills itself with the colour its context names (a hex string such as "#FF0000").
final class ColorViewController: UIViewController {}

/// Finds a colour screen already showing, anywhere in the stacks.
struct ColorViewControllerFinder: StackIteratingFinder {
    typealias ViewController = ColorViewController
    typealias Context = String

    let iterator: StackIterator = DefaultStackIterator(options: .currentAllStack)

    func isTarget(_ viewController: ColorViewController, with context: String) -> Bool {
        viewController.view.tag == context.hashValue
    }
}

/// Builds a colour screen for a context.
struct ColorViewControllerFactory: Factory {
    typealias ViewController = ColorViewController
    typealias Context = String

    func build(with context: String) throws -> ColorViewController {
        let screen = ColorViewController()
        screen.view.tag = context.hashValue
        return screen
    }
}
