import RouteComposer
import UIKit

/// The ledger app: its main screens are built at launch and registered by
/// target, in RouteComposer's pre-1.0 API (a factory given its action,
/// `.add(…)`, `RootViewControllerStep()`, `CurrentViewControllerStep()`).
@UIApplicationMain
class AppDelegate: UIResponder, UIApplicationDelegate {

    var window: UIWindow?

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        // The tab bar, the window's root.
        let overviewScreen = StepAssembly(finder: ClassFinder<UITabBarController, Any?>(),
                                          factory: StoryboardFactory(storyboardName: "Overview",
                                                                     action: GeneralAction.ReplaceRoot()))
            .add(LedgerAnalyticsInterceptor())
            .add(LedgerAnalyticsPostAction())
            .from(RootViewControllerStep())
            .assemble()
        LedgerConfiguration.register(screen: overviewScreen, for: LedgerTarget.overview)

        // The cards tab.
        let cardsScreen = StepAssembly(finder: ClassFinder<CardsViewController, Any?>(), factory: NilFactory())
            .add(LedgerAnalyticsInterceptor())
            .add(LedgerAnalyticsPostAction())
            .from(overviewScreen)
            .assemble()
        LedgerConfiguration.register(screen: cardsScreen, for: LedgerTarget.cards)

        // The savings tab.
        let savingsScreen = StepAssembly(finder: ClassFinder<SavingsViewController, Any?>(), factory: NilFactory())
            .add(LedgerAnalyticsInterceptor())
            .add(LedgerAnalyticsPostAction())
            .from(overviewScreen)
            .assemble()
        LedgerConfiguration.register(screen: savingsScreen, for: LedgerTarget.savings)

        // Exchange rates, presented over whatever is on screen.
        let ratesScreen = StepAssembly(finder: ClassFinder<RatesViewController, Any?>(),
                                       factory: StoryboardFactory(storyboardName: "Rates",
                                                                  action: GeneralAction.PresentModally()))
            .add(LedgerAnalyticsInterceptor())
            .add(LedgerAnalyticsPostAction())
            .from(CurrentViewControllerStep())
            .assemble()
        LedgerConfiguration.register(screen: ratesScreen, for: LedgerTarget.rates)

        // A card's limits, for the signed-in customer, over the cards.
        let limitsScreen = StepAssembly(finder: ClassFinder<LimitsViewController, Any?>(),
                                        factory: ClassFactory(action: NavigationControllerFactory.PushToNavigation()))
            .add(LedgerAnalyticsInterceptor())
            .add(LedgerAnalyticsPostAction())
            .add(SignInInterceptor())
            .from(cardsScreen)
            .assemble()
        LedgerConfiguration.register(screen: limitsScreen, for: LedgerTarget.limits)

        // The branch map, pushed over the rates.
        let branchesScreen = StepAssembly(finder: ClassFinder<BranchesViewController, Any?>(),
                                          factory: ClassFactory(action: NavigationControllerFactory.PushToNavigation()))
            .add(LedgerAnalyticsInterceptor())
            .add(LedgerAnalyticsPostAction())
            .from(ratesScreen)
            .assemble()
        LedgerConfiguration.register(screen: branchesScreen, for: LedgerTarget.branches)

        // A branch's opening hours, over the map.
        let hoursScreen = StepAssembly(finder: ClassFinder<HoursViewController, Any?>(),
                                       factory: ClassFactory(action: GeneralAction.PresentModally()))
            .add(SignInInterceptor())
            .add(LedgerAnalyticsInterceptor())
            .add(LedgerAnalyticsPostAction())
            .from(branchesScreen)
            .assemble()
        LedgerConfiguration.register(screen: hoursScreen, for: LedgerTarget.hours)

        // The onboarding, the window's root until it is done.
        let onboardingScreen = StepAssembly(finder: ClassFinder<OnboardingViewController, Any?>(),
                                            factory: StoryboardFactory(storyboardName: "Onboarding",
                                                                       action: GeneralAction.ReplaceRoot()))
            .add(LedgerAnalyticsInterceptor())
            .add(LedgerAnalyticsPostAction())
            .from(RootViewControllerStep())
            .assemble()
        LedgerConfiguration.register(screen: onboardingScreen, for: LedgerTarget.onboarding)

        return true
    }
}
