import RouteComposer
import UIKit

/// The payees, for the signed-in customer: the saved ones or the recent ones.
class PayeesConfiguration {
    static let payeesScreen = StepAssembly(finder: ClassFinder<PayeesViewController, PayeesList>(),
                                           factory: StoryboardFactory(storyboardName: "Payees",
                                                                      action: NavigationControllerFactory.PushToNavigation()))
        .add(SignInInterceptor())
        .add(PayeesContextTask())
        .add(LedgerAnalyticsInterceptor())
        .add(LedgerAnalyticsPostAction())
        .from(NavigationControllerStep(action: GeneralAction.PresentModally()))
        .from(CurrentViewControllerStep())
        .assemble()

    static func saved() -> LedgerDestination {
        LedgerDestination(finalStep: payeesScreen, context: PayeesList.saved)
    }

    static func recent() -> LedgerDestination {
        LedgerDestination(finalStep: payeesScreen, context: PayeesList.recent)
    }
}
