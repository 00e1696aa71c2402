import DynamicValue
import RouterCore

/// A ``LinkNavigator`` over a ``Router``: numbers the navigations it starts,
/// runs the virtual clock until each ends or is left waiting for an
/// interceptor, and keeps the results of the last ``keptNavigations``. One
/// navigation at a time: while one runs, or one is left waiting, a link is
/// busy (a redirect asked for by the waiting one's interceptor is not).
public final class RouterLinkNavigator: LinkNavigator {
    /// How many navigations keep their results.
    public static let keptNavigations = 64

    public let router: any Router
    /// Whether navigations animate.
    public var animated: Bool
    /// How many navigations it started.
    public private(set) var count = 0
    /// The navigation left waiting for an interceptor, if any.
    public private(set) var waiting: Int?
    private var running = false
    private var results: [Int: RoutingResult] = [:]

    public init(router: any Router, animated: Bool = true) {
        self.router = router
        self.animated = animated
    }

    public func navigate(to destination: DestinationStep, with context: Value?, for request: LinkNavigationRequest) -> LinkNavigationStart {
        if !request.isRedirect {
            if running { return .busy("another navigation is running; open the link once it has finished") }
            if let waiting, results[waiting] == nil {
                return .busy("navigation \(waiting) is still waiting for an interceptor; let it finish (or fail) before opening a link")
            }
        }
        count += 1
        let number = count
        results[number - Self.keptNavigations] = nil
        let wasRunning = running
        running = true
        router.commitNavigation(to: destination, with: context, animated: animated) { [weak self] result in
            self?.results[number] = result
        }
        router.tree.clock.run { results[number] != nil }
        running = wasRunning
        if !request.isRedirect { waiting = results[number] == nil ? number : nil }
        return .started(number)
    }

    public func result(ofNavigation number: Int) -> RoutingResult? { results[number] }
}
