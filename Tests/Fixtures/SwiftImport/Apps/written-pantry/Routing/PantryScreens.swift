import RouteComposer
import UIKit

/// The pantry app's main screens, in RouteComposer 2.0's style: each a
/// `StepAssembly` of a `ClassFinder` and a factory, then `.using`/`.from`.
class PantryScreens {

    /// The tab bar from the storyboard, made the window's root.
    var homeScreen: DestinationStep<PantryTabBarController, Any?> {
        StepAssembly(finder: ClassFinder<PantryTabBarController, Any?>(options: .current, startingPoint: .root),
                     factory: StoryboardFactory(name: "PantryTabs"))
            .adding(PantryAnalyticsInterceptor())
            .adding(PantryAnalyticsPostTask())
            .using(GeneralAction.replaceRoot(animationOptions: .transitionCrossDissolve))
            .from(GeneralStep.root())
            .assemble()
    }

    /// The shopping list tab: the storyboard builds it, so it is only found.
    var shoppingListScreen: DestinationStep<ShoppingListViewController, Any?> {
        StepAssembly(finder: ClassFinder<ShoppingListViewController, Any?>(), factory: NilFactory())
            .adding(SignInInterceptor())
            .adding(PantryContextTask<ShoppingListViewController, Any?>())
            .from(homeScreen)
            .assemble()
    }

    /// A kitchen timer over whatever is on screen, closed by its own button.
    var timerScreen: DestinationStep<TimerViewController, Any?> {
        StepAssembly(finder: ClassFinder<TimerViewController, Any?>(), factory: ClassFactory<TimerViewController, Any?>())
            .adding(DismissalMethodProvidingContextTask(dismissalBlock: { context, animated, completion in
                UIApplication.shared.keyWindow?.rootViewController?.dismiss(animated: animated) { completion(.success) }
            }))
            .using(UINavigationController.push())
            .from(NavigationControllerStep())
            .using(GeneralAction.presentModally())
            .from(GeneralStep.current())
            .assemble()
    }

    /// The pantry's shelves, in a navigation stack the shelf kit's factory builds.
    var shelvesScreen: DestinationStep<ShelvesViewController, Any?> {
        StepAssembly(finder: ClassFinder<ShelvesViewController, Any?>(), factory: ClassFactory<ShelvesViewController, Any?>())
            .using(UINavigationController.push())
            .from(SingleContainerStep(finder: NilFinder(), factory: ShelfKitNavigationFactory<Any?>()))
            .using(GeneralAction.presentModally())
            .from(GeneralStep.current())
            .assemble()
    }

    /// A shelf's jars, pushed onto the shelves.
    var jarsScreen: DestinationStep<JarsViewController, Any?> {
        StepAssembly(finder: ClassFinder<JarsViewController, Any?>(), factory: ClassFactory<JarsViewController, Any?>())
            .using(UINavigationController.push())
            .from(shelvesScreen.expectingContainer())
            .assemble()
    }

    /// A jar's label, pushed onto its shelf's jars.
    var labelScreen: DestinationStep<LabelViewController, Any?> {
        StepAssembly(finder: ClassFinder<LabelViewController, Any?>(), factory: ClassFactory<LabelViewController, Any?>())
            .using(UINavigationController.push())
            .from(jarsScreen.expectingContainer())
            .assemble()
    }

    /// The welcome card, presented over the current screen.
    var welcomeScreen: DestinationStep<WelcomeViewController, Any?> {
        StepAssembly(finder: ClassFinder<WelcomeViewController, Any?>(),
                     factory: StoryboardFactory(name: "Welcome", identifier: "WelcomeViewController"))
            .adding(PantryAnalyticsInterceptor())
            .using(GeneralAction.presentModally(presentationStyle: .overFullScreen))
            .from(GeneralStep.current())
            .assemble()
    }

    /// The seasonal screen, pushed in a navigation stack of its own.
    var seasonScreen: DestinationStep<SeasonViewController, Any?> {
        StepAssembly(finder: ClassFinder<SeasonViewController, Any?>(), factory: ClassFactory<SeasonViewController, Any?>())
            .adding(PantryAnalyticsPostTask())
            .using(UINavigationController.push())
            .from(NavigationControllerStep())
            .using(GeneralAction.presentModally())
            .from(GeneralStep.current())
            .assemble()
    }
}

/// The same seasonal screen for the tablet, where it replaces the root.
class TabletPantryScreens: PantryScreens {
    override var seasonScreen: DestinationStep<SeasonViewController, Any?> {
        StepAssembly(finder: ClassFinder<SeasonViewController, Any?>(), factory: ClassFactory<SeasonViewController, Any?>())
            .using(GeneralAction.replaceRoot())
            .from(GeneralStep.root())
            .assemble()
    }
}
