import RouteComposer
import UIKit

/// The recipes carrying a tag ("vegan", "quick"…): found by the tag they
/// show, built for it by the app's own finder and factory.
enum TagConfiguration {
    static var tagScreen: DestinationStep<TagViewController, String> {
        StepAssembly(finder: TagFinder(), factory: TagFactory())
            .adding(PantryContextTask<TagViewController, String>())
            .using(UINavigationController.push())
            .from(NavigationControllerStep())
            .using(GeneralAction.presentModally())
            .from(GeneralStep.current())
            .assemble()
    }
}

/// The tag screen already showing the tag asked for.
struct TagFinder: StackIteratingFinder {
    typealias ViewController = TagViewController
    typealias Context = String

    let iterator: StackIterator = DefaultStackIterator()

    func isTarget(_ viewController: TagViewController, with context: String) -> Bool {
        viewController.tag == context
    }
}

/// A tag screen for the tag asked for.
struct TagFactory: Factory {
    typealias ViewController = TagViewController
    typealias Context = String

    func build(with context: String) throws -> TagViewController {
        TagViewController(tag: context)
    }
}
