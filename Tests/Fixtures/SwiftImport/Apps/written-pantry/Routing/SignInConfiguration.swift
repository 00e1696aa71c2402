import RouteComposer
import UIKit

/// Signing in: a form sheet holding a navigation stack.
enum SignInConfiguration {
    static let signIn = StepAssembly(finder: ClassFinder<SignInViewController, Any?>(),
                                     factory: StoryboardFactory(name: "SignIn", identifier: "SignInViewController"))
        .using(UINavigationController.push())
        .from(NavigationControllerStep())
        .using(GeneralAction.presentModally(presentationStyle: .formSheet))
        .from(GeneralStep.current())
        .assemble()
}
