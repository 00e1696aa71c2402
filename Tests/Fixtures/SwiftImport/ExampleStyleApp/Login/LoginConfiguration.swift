import RouteComposer
import UIKit

enum LoginConfiguration {
    /// The login screen, in the navigation stack its storyboard holds, over the window's topmost screen.
    static func login() -> DestinationStep<LoginViewController, Any?> {
        let stack = SingleStep(finder: NilFinder(), factory: StoryboardFactory<UINavigationController, Any?>(name: "Login"))
        return StepAssembly(finder: ClassFinder<LoginViewController, Any?>(), factory: NilFactory())
            .from(stack)
            .using(GeneralAction.presentModally(
                startingFrom: .custom(RouteComposerDefaults.shared.windowProvider.window?.topmostViewController),
                presentationStyle: .overCurrentContext))
            .from(GeneralStep.current())
            .assemble()
    }
}
