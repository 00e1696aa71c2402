import RouteComposer
import UIKit

/// The accounts: a split view of the list and the account chosen. Its steps
/// are properties the initialiser assigns.
class AccountsConfiguration {

    static let shared = AccountsConfiguration()

    let accounts: RoutingStep
    let accountsList: RoutingStep
    let accountDetails: RoutingStep

    private init() {
        accounts = ContainerStepAssembly(finder: ClassFinder<UISplitViewController, Any?>(),
                                         factory: SplitControllerFactory(action: GeneralAction.PresentModally()))
            .add(SignInInterceptor())
            .from(RootViewControllerStep())
            .assemble()

        accountsList = StepAssembly(finder: ClassFinder<AccountsListViewController, String?>(),
                                    factory: StoryboardFactory(storyboardName: "Accounts",
                                                               action: SplitControllerFactory.SetAsMasterController()))
            .add(LedgerAnalyticsInterceptor())
            .add(AccountsListContextTask())
            .add(LedgerAnalyticsPostAction())
            .from(accounts)
            .assemble()

        accountDetails = StepAssembly(finder: ClassFinder<AccountDetailViewController, String>(),
                                      factory: StoryboardFactory(storyboardName: "Accounts", viewControllerID: "AccountDetail",
                                                                 action: SplitControllerFactory.PushToDetailsAction()))
            .add(LedgerAnalyticsInterceptor())
            .add(AccountDetailContextTask())
            .add(LedgerAnalyticsPostAction())
            .from(accountsList)
            .assemble()
    }

    static func accountsList(accountId: String? = nil) -> LedgerDestination {
        LedgerDestination(finalStep: shared.accountsList, context: accountId, ["account": accountId ?? "none"])
    }

    static func accountDetail(accountId: String) -> LedgerDestination {
        LedgerDestination(finalStep: shared.accountDetails, context: accountId, ["account": accountId])
    }
}
