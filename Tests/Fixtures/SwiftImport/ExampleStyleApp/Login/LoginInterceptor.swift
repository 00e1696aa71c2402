import RouteComposer
import UIKit

/// Whether someone logged in; the login screen sets it.
@MainActor var isLoggedIn = false

/// Lets a navigation through once someone is logged in, showing the login screen first when nobody is.
final class LoginInterceptor<Context>: RoutingInterceptor {
    func perform(with context: Context, completion: @escaping (RoutingResult) -> Void) {
        guard !isLoggedIn else {
            completion(.success)
            return
        }
        let login = LoginConfiguration.login()
        UIViewController.router.commitNavigation(to: login, with: nil, animated: true) { result in
            completion(isLoggedIn ? .success : .failure(RoutingError.generic(.init("nobody logged in"))))
        }
    }
}
