import RouteComposer
import UIKit

/// The week's menu, for the signed-in cook, reached for this week or the next.
enum MenuConfiguration {
    static var menuScreen: DestinationStep<MenuViewController, MenuWeek> {
        StepAssembly(finder: ClassWithContextFinder<MenuViewController, MenuWeek>(),
                     factory: StoryboardFactory(name: "Menu"))
            .adding(SignInInterceptor())
            .adding(MenuWeekTask())
            .adding(PantryAnalyticsPostTask())
            .using(UINavigationController.push())
            .from(NavigationControllerStep())
            .using(GeneralAction.presentModally())
            .from(GeneralStep.current())
            .assemble()
    }

    static func thisWeek() -> PantryDestination<MenuViewController, MenuWeek> {
        PantryDestination(step: menuScreen, context: MenuWeek.current)
    }

    static func nextWeek() -> PantryDestination<MenuViewController, MenuWeek> {
        PantryDestination(step: menuScreen, context: MenuWeek.next)
    }
}
