import RouteComposer
import UIKit

/// Builds the book kit's container, its pages given by the factories routed into it.
struct RecipeBookFactory<Context>: ContainerFactory {
    typealias ViewController = RecipeBookController

    weak var delegate: RecipeBookHandler?

    func build(with context: Context, integrating coordinator: ChildCoordinator) throws -> RecipeBookController {
        let book = RecipeBookController()
        book.delegate = delegate
        book.pages = try coordinator.build(with: context)
        return book
    }

    /// Puts a page first in the book, in place of the pages it had.
    struct ReplaceRoot: ContainerAction {
        func perform(with viewController: UIViewController, on existingController: RecipeBookController,
                     animated: Bool, completion: @escaping (RoutingResult) -> Void) {
            existingController.pages = [viewController]
            completion(.success)
        }
    }
}

/// The list of the book's pages.
struct PagesFactory: Factory {
    weak var delegate: RecipeBookHandler?

    func build(with context: Any?) throws -> PagesViewController {
        PagesViewController(delegate: delegate)
    }
}

/// One of the book's pages.
struct PageFactory: Factory {
    weak var delegate: RecipeBookHandler?

    func build(with context: String) throws -> PageViewController {
        PageViewController(pageId: context, delegate: delegate)
    }
}
