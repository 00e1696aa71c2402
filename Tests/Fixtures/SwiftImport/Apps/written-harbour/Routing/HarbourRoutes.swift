import QuartzCore
import RouteComposer
import UIKit

/// The marina app's destinations: the sign-in stack, the harbour's tabs and
/// the booking sheet over them.
enum HarbourRoutes {

    /// Sign-in, at the root of a navigation stack the app's own factory builds.
    static let signIn: DestinationStep<SignInViewController, Any?> = {
        let stack = SingleContainerStep(finder: NilFinder(), factory: HarbourNavigationFactory<Any?>())
        return StepAssembly(finder: ClassFinder(options: .fullStack),
                            factory: ClassFactory<SignInViewController, Any?>())
            .adding(InlineContextTask { (screen: SignInViewController, _: Any?) in
                screen.title = "Sign in"
            })
            .using(UINavigationController.push())
            .from(stack)
            .using(GeneralAction.replaceRoot())
            .assemble(from: GeneralStep.current())
    }()

    /// Registration, pushed onto the sign-in stack.
    static let register: DestinationStep<RegisterViewController, Any?> = {
        StepAssembly(finder: NilFinder(), factory: ClassFactory<RegisterViewController, Any?>())
            .using(UINavigationController.push())
            .assemble(from: HarbourRoutes.signIn.expectingContainer())
    }()

    /// The harbour's tabs, built with their screens by the app's factory.
    static var harbourTabs: DestinationStep<HarbourTabBarController, BerthContext?> {
        StepAssembly(finder: ClassWithContextFinder<HarbourTabBarController, BerthContext?>(),
                     factory: HarbourTabsFactory())
            .adding(ContextSettingTask())
            .using(CATransaction.wrap(UINavigationController.push()))
            .from(NavigationControllerStep())
            .using(CATransaction.wrap(GeneralAction.replaceRoot()))
            .from(GeneralStep.current())
            .assemble()
    }

    /// The berths tab: the tab bar's factory builds it, so it is only found.
    static var berths: DestinationStep<BerthsViewController, BerthContext?> {
        StepAssembly(finder: ClassWithContextFinder<BerthsViewController, BerthContext?>(),
                     factory: NilFactory())
            .from(harbourTabs)
            .assemble()
    }

    /// A berth's booking, over the berths.
    static var bookingSheet: DestinationStep<BookingViewController, BerthContext?> {
        StepAssembly(finder: ClassWithContextFinder<BookingViewController, BerthContext?>(),
                     factory: ClassFactory<BookingViewController, BerthContext?>())
            .adding(ContextSettingTask())
            .using(GeneralAction.presentModally(presentationStyle: .overCurrentContext,
                                                transitionStyle: .crossDissolve))
            .from(berths)
            .assemble()
    }
}
