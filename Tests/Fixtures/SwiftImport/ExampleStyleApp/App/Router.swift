import RouteComposer
import UIKit

extension UIViewController {
    /// The app's one router: a navigation asked for while another runs waits for it.
    static let router: Router = {
        var router = DefaultRouter()
        router.add(NavigationDelayingInterceptor(strategy: .wait))
        return router
    }()
}
