import RouteComposer
import UIKit

/// Signing in, in a navigation stack presented over the current screen.
class SignInConfiguration {
    static func signIn() -> LedgerDestination {
        let signInScreen = StepAssembly(finder: ClassFinder<SignInViewController, Any?>(),
                                        factory: StoryboardFactory(storyboardName: "SignIn",
                                                                   action: NavigationControllerFactory.PushToNavigation()))
            .from(BasicStep(finder: NilFinder<UINavigationController, Any?>(),
                            factory: NavigationControllerFactory(action: GeneralAction.PresentModally())))
            .from(CurrentViewControllerStep())
            .assemble()
        return LedgerDestination(finalStep: signInScreen)
    }
}
