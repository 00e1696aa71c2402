import RouteComposer
import UIKit

/// Records where the customer goes.
class LedgerAnalyticsInterceptor: RoutingInterceptor {
    func execute(for destination: LedgerDestination, completion: @escaping (_: InterceptorResult) -> Void) {
        LedgerAnalytics.shared.track(destination.analyticParameters ?? [:])
        completion(.success)
    }
}

/// Records the screen the customer reached.
class LedgerAnalyticsPostAction: PostRoutingTask {
    func execute(on viewController: UIViewController, for destination: LedgerDestination, routingStack: [UIViewController]) {
        LedgerAnalytics.shared.track(["screen": String(describing: type(of: viewController))])
    }
}

/// Asks the customer to sign in first.
class SignInInterceptor: RoutingInterceptor {
    func execute(for destination: LedgerDestination, completion: @escaping (_: InterceptorResult) -> Void) {
        LedgerSession.shared.signedIn ? completion(.success) : completion(.failure("signed out"))
    }
}
