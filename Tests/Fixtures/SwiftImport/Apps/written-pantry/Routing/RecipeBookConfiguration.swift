import RouteComposer
import UIKit

/// The printed recipe book, a container the book kit provides: its pages
/// are shown by the kit's own factory and action.
enum RecipeBookConfiguration {

    /// The book in a navigation stack, presented over the current screen.
    static var bookContainer: DestinationStep<RecipeBookController, Any?> {
        StepAssembly(finder: ClassFinder<RecipeBookController, Any?>(),
                     factory: RecipeBookFactory(delegate: RecipeBookHandler.shared))
            .using(UINavigationController.push())
            .from(NavigationControllerStep())
            .using(GeneralAction.presentModally())
            .from(GeneralStep.current())
            .assemble()
    }

    /// The book's pages, the book's first child.
    static var pages: DestinationStep<PagesViewController, Any?> {
        StepAssembly(finder: ClassFinder<PagesViewController, Any?>(),
                     factory: PagesFactory(delegate: RecipeBookHandler.shared))
            .using(RecipeBookFactory<Any?>.ReplaceRoot())
            .from(bookContainer.expectingContainer())
            .assemble()
    }

    /// One page, pushed over the pages.
    static var page: DestinationStep<PageViewController, String> {
        StepAssembly(finder: ClassFinder<PageViewController, String>(),
                     factory: PageFactory(delegate: RecipeBookHandler.shared))
            .using(UINavigationController.push())
            .from(pages.expectingContainer())
            .assemble()
    }

    /// The page `pageId`.
    static func page(pageId: String) -> PantryDestination<PageViewController, String> {
        PantryDestination(step: page, context: pageId)
    }
}
