import RouteComposer
import UIKit

/// The statements, shown in the statement kit's own container.
class StatementsConfiguration {
    static var statementsContainer = ContainerStepAssembly(finder: ClassFinder(),
                                                           factory: StatementKitFactory(delegate: StatementsHandler.shared,
                                                                                        action: NavigationControllerFactory.PushToNavigation()))
        .from(NavigationControllerStep(action: GeneralAction.PresentModally()))
        .from(CurrentViewControllerStep())
        .assemble()

    static var statements = StepAssembly(finder: ClassFinder(),
                                         factory: StatementsFactory(delegate: StatementsHandler.shared,
                                                                    action: StatementKitFactory.ReplaceRoot()))
        .from(statementsContainer)
        .assemble()

    static var statement = StepAssembly(finder: ClassFinder(),
                                        factory: StatementFactory(delegate: StatementsHandler.shared,
                                                                  action: NavigationControllerFactory.PushToNavigation()))
        .from(statements)
        .assemble()

    static func statement(statementId: String) -> LedgerDestination {
        LedgerDestination(finalStep: statement, context: statementId)
    }
}
