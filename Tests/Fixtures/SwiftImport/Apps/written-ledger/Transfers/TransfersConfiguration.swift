import RouteComposer
import UIKit

/// A transfer's form, pushed where a navigation stack is, or in a new one.
class TransfersConfiguration {
    static func transfer(payeeId: String) -> LedgerDestination {
        let transferScreen = StepAssembly(finder: ClassFinder<TransferViewController, String>(options: .currentAllStack),
                                          factory: ClassFactory(action: NavigationControllerFactory.PushToNavigation()))
            .add(TransferContextTask())
            .add(LedgerAnalyticsInterceptor())
            .add(LedgerAnalyticsPostAction())
            .from(SwitchAssembly()
                .addCase { (destination: LedgerDestination) in
                    destination.context == nil ? nil : LedgerConfiguration.step(for: LedgerTarget.cards)
                }
                .addCase(when: ClassFinder<UINavigationController, Any>(options: .currentVisibleOnly))
                .assemble(default: {
                    ChainAssembly()
                        .from(NavigationControllerStep(action: GeneralAction.PresentModally()))
                        .from(LedgerConfiguration.step(for: LedgerTarget.rates))
                        .assemble()
                }))
            .assemble()
        return LedgerDestination(finalStep: transferScreen, context: payeeId, ["payee": payeeId])
    }
}
