import RouteComposer
import UIKit

/// The wish list's two tabs.
enum WishListContext {
    case favorites
    case collections
}

/// Selects the tab the context names.
struct WishListContextTask: ContextTask {
    func perform(on viewController: WishListViewController, with context: WishListContext) throws {
        viewController.tableView.tag = context == .favorites ? 0 : 1
    }
}

enum WishListConfiguration {
    /// The wish list, once logged in, in a stack presented as a form sheet.
    static let wishListScreen = StepAssembly(finder: ClassFinder<WishListViewController, WishListContext>(),
                                             factory: StoryboardFactory(name: "TabBar", identifier: "WishListViewController"))
        .adding(LoginInterceptor<WishListContext>())
        .adding(WishListContextTask())
        .using(UINavigationController.push())
        .from(NavigationControllerStep())
        .using(GeneralAction.presentModally(presentationStyle: .formSheet))
        .from(GeneralStep.current())
        .assemble()

    static func favorites() -> Destination<WishListViewController, WishListContext> {
        Destination(to: wishListScreen, with: WishListContext.favorites)
    }

    static func collections() -> Destination<WishListViewController, WishListContext> {
        Destination(to: wishListScreen, with: WishListContext.collections)
    }
}
