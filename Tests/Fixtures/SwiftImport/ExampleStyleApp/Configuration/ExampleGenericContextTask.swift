import RouteComposer
import UIKit

/// Run on every screen a route reaches: logs which screen got which context.
struct ExampleGenericContextTask<Screen: UIViewController, Context>: ContextTask {
    typealias ViewController = Screen

    func perform(on viewController: Screen, with context: Context) throws {
        print("\(String(describing: type(of: viewController))) got \(String(describing: context))")
    }
}
