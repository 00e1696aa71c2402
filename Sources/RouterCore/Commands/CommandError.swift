/// Why an imperative command or a gesture cannot be carried out.
public enum CommandError: Error, Equatable, CustomStringConvertible {
    case emptyWindow
    case noNavigationController(String)
    case nothingToGoBackTo(String)
    case notFound(String)
    case notInBackStack(String)
    case noBackButton(String)
    case notSwipeDismissible(String, reason: String)
    /// No tab bar holds the top screen; the second is a presented screen
    /// covering one, when that is why.
    case noTabBar(String, coveredBy: String? = nil)

    public var description: String {
        switch self {
        case .emptyWindow: return "the key window has no root"
        case .noNavigationController(let top): return "\(top) is not inside a navigation controller"
        case .nothingToGoBackTo(let top): return "there is nothing to go back to from \(top)"
        case .notFound(let what): return "no \(what) in the app"
        case .notInBackStack(let what): return "no \(what) in the back stack"
        case .noBackButton(let top): return "\(top) shows no back button (it is the first screen of its stack)"
        case let .notSwipeDismissible(node, reason): return "\(node) cannot be swiped down: \(reason)"
        case let .noTabBar(top, covered?):
            return "no tab bar on the way to \(top): \(covered) is presented over the tab bar; dismiss it first (app.swipe_down(), or a navigation)"
        case .noTabBar(let top, nil): return "no tab bar on the way to \(top)"
        }
    }
}
