/// Why an imperative command or a gesture cannot be carried out.
public enum CommandError: Error, Equatable, CustomStringConvertible {
    case emptyWindow
    case noNavigationController(String)
    case nothingToGoBackTo(String)
    case notFound(String)
    case notInBackStack(String)
    case noBackButton(String)
    case notSwipeDismissible(String, reason: String)
    case noTabBar(String)

    public var description: String {
        switch self {
        case .emptyWindow: return "the key window has no root"
        case .noNavigationController(let top): return "\(top) is not inside a navigation controller"
        case .nothingToGoBackTo(let top): return "there is nothing to go back to from \(top)"
        case .notFound(let what): return "no \(what) in the app"
        case .notInBackStack(let what): return "no \(what) in the back stack"
        case .noBackButton(let top): return "\(top) shows no back button (it is the first screen of its stack)"
        case let .notSwipeDismissible(node, reason): return "\(node) cannot be swiped down: \(reason)"
        case .noTabBar(let top): return "no tab bar on the way to \(top)"
        }
    }
}
