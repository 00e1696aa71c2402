import RouteComposer
import UIKit

/// The routes every configuration of the app shares; the star screen is the one they differ on.
protocol ExampleScreenConfiguration {
    var starScreen: DestinationStep<StarViewController, Any?> { get }
}

/// The configuration in use; the square screen's switch swaps it.
enum ConfigurationHolder {
    static var configuration: ExampleScreenConfiguration = ExampleConfiguration()
}

/// Presents screens over others with a blurred background.
let transitionController = BlurredBackgroundTransitions()

final class BlurredBackgroundTransitions: NSObject, UIViewControllerTransitioningDelegate {}

extension ExampleScreenConfiguration {
    /// The tab bar, from its storyboard, as the window's root.
    var homeScreen: DestinationStep<UITabBarController, Any?> {
        StepAssembly(finder: ClassFinder<UITabBarController, Any?>(options: .current, startingPoint: .root),
                     factory: StoryboardFactory(name: "TabBar"))
            .using(CATransaction.wrap(GeneralAction.replaceRoot(animationOptions: .transitionFlipFromLeft)))
            .from(GeneralStep.root())
            .assemble()
    }

    /// The first tab's first screen.
    var circleScreen: DestinationStep<CircleViewController, Any?> {
        StepAssembly(finder: ClassFinder<CircleViewController, Any?>(), factory: NilFactory())
            .adding(ExampleGenericContextTask<CircleViewController, Any?>())
            .from(homeScreen)
            .assemble()
    }

    /// The second tab.
    var squareScreen: DestinationStep<SquareViewController, Any?> {
        StepAssembly(finder: ClassFinder<SquareViewController, Any?>(), factory: NilFactory())
            .adding(ExampleGenericContextTask<SquareViewController, Any?>())
            .from(homeScreen)
            .assemble()
    }

    /// A colour, in a navigation stack of the app's own, presented over whatever shows.
    var colorScreen: DestinationStep<ColorViewController, String> {
        StepAssembly(finder: ColorViewControllerFinder(), factory: ColorViewControllerFactory())
            .adding(DismissalMethodProvidingContextTask(dismissalBlock: { context, animated, completion in
                UIViewController.router.commitNavigation(to: GeneralStep.current(), with: context, animated: animated, completion: completion)
            }))
            .adding(ExampleGenericContextTask<ColorViewController, String>())
            .using(ExampleNavigationController.push())
            .from(SingleContainerStep(finder: NilFinder(), factory: NavigationControllerFactory<ExampleNavigationController, String>()))
            .using(GeneralAction.presentModally())
            .from(GeneralStep.current())
            .assemble()
    }

    /// A tab added to a new tab bar pushed onto the colour's stack.
    var routingSupportScreen: DestinationStep<RoutingRuleSupportViewController, String> {
        StepAssembly(finder: ClassFinder<RoutingRuleSupportViewController, String>(options: .currentAllStack),
                     factory: StoryboardFactory(name: "TabBar", identifier: "RoutingRuleSupportViewController"))
            .adding(ExampleGenericContextTask<RoutingRuleSupportViewController, String>())
            .using(UITabBarController.add())
            .from(TabBarControllerStep())
            .using(UINavigationController.push())
            .from(colorScreen.expectingContainer())
            .assemble()
    }

    /// Pushed onto the circle's stack once logged in.
    var figuresScreen: DestinationStep<FiguresViewController, Any?> {
        StepAssembly(finder: ClassFinder<FiguresViewController, Any?>(),
                     factory: StoryboardFactory(name: "TabBar", identifier: "FiguresViewController"))
            .adding(LoginInterceptor<Any?>())
            .adding(ExampleGenericContextTask<FiguresViewController, Any?>())
            .using(CATransaction.wrap(UINavigationController.push()))
            .from(circleScreen.expectingContainer())
            .assemble()
    }

    /// A second level of modal, over the routing-support tab, with a blurred background.
    var secondModalScreen: DestinationStep<SecondModalLevelViewController, String> {
        StepAssembly(finder: ClassFinder<SecondModalLevelViewController, String>(),
                     factory: StoryboardFactory(name: "TabBar", identifier: "SecondModalLevelViewController"))
            .adding(ExampleGenericContextTask<SecondModalLevelViewController, String>())
            .using(UINavigationController.push())
            .from(NavigationControllerStep())
            .using(GeneralAction.presentModally(startingFrom: .topmostParent,
                                                presentationStyle: .overCurrentContext,
                                                transitioningDelegate: transitionController))
            .from(routingSupportScreen)
            .assemble()
    }

    /// The prompt the app starts on, as the window's root.
    var welcomeScreen: DestinationStep<PromptViewController, Any?> {
        StepAssembly(finder: ClassFinder<PromptViewController, Any?>(), factory: StoryboardFactory(name: "PromptScreen"))
            .adding(ExampleGenericContextTask<PromptViewController, Any?>())
            .using(GeneralAction.replaceRoot())
            .from(GeneralStep.root())
            .assemble()
    }

    /// A product pushed over the figures.
    var figuresAndProductScreen: DestinationStep<ProductViewController, ProductContext> {
        StepAssembly(finder: ClassWithContextFinder<ProductViewController, ProductContext>(),
                     factory: StoryboardFactory(name: "TabBar", identifier: "ProductViewController"))
            .adding(ContextSettingTask())
            .using(UINavigationController.push())
            .from(figuresScreen.expectingContainer())
            .assemble()
    }

    /// A SwiftUI view, in its hosting controller, pushed onto the circle's stack.
    var swiftUIScreen: DestinationStep<UIViewController, String> {
        StepAssembly(finder: UIHostingControllerWithContextFinder<SwiftUIContentView>(),
                     factory: UIHostingControllerWithContextFactory<SwiftUIContentView>())
            .adding(ExampleGenericContextTask<UIHostingController<SwiftUIContentView>, String>())
            .adding(ContextSettingTask())
            .using(UINavigationController.push())
            .from(circleScreen.expectingContainer())
            .assemble()
    }
}

/// The star is a tab of its own.
struct ExampleConfiguration: ExampleScreenConfiguration {
    var starScreen: DestinationStep<StarViewController, Any?> {
        StepAssembly(finder: ClassFinder<StarViewController, Any?>(options: .currentAllStack), factory: ClassFactory())
            .adding(LoginInterceptor<Any?>())
            .adding(ExampleGenericContextTask<StarViewController, Any?>())
            .using(UITabBarController.add())
            .from(homeScreen)
            .assemble()
    }
}

/// The star is pushed onto the circle's stack.
struct AlternativeExampleConfiguration: ExampleScreenConfiguration {
    var starScreen: DestinationStep<StarViewController, Any?> {
        StepAssembly(finder: ClassFinder<StarViewController, Any?>(options: .currentAllStack), factory: ClassFactory())
            .adding(LoginInterceptor<Any?>())
            .adding(ExampleGenericContextTask<StarViewController, Any?>())
            .using(UINavigationController.push())
            .from(circleScreen.expectingContainer())
            .assemble()
    }
}
