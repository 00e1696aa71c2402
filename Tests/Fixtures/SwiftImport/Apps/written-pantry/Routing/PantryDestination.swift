import RouteComposer
import UIKit

/// Where a deep link or a button takes the cook: a step with the context
/// the screen needs (a recipe's id, the menu's week).
struct PantryDestination<ViewController: UIViewController, Context> {
    let step: DestinationStep<ViewController, Context>
    let context: Context

    init(step: DestinationStep<ViewController, Context>, context: Context) {
        self.step = step
        self.context = context
    }
}
