/// Why the flow cannot start a navigation now: a typed "busy".
enum NavigationRefusal: Error, Equatable {
    /// A navigation runs, and this one would come from inside it (an
    /// interceptor, a context task or a post task): it would change the tree
    /// under the one running.
    case running
    /// A navigation waits for an interceptor: it must end first. Said with
    /// what started it and where, and what it waits for.
    case waiting(name: String, location: String?, waiting: String?)

    /// The words the flow sees.
    var message: String {
        switch self {
        case .running:
            return "router:navigate was called while another navigation is running (from an interceptor, a context task or a post task); navigate once the first one has finished"
        case .waiting(let name, let location, let waiting):
            return "\(name)\(location.map { " started at \($0)" } ?? "") is still pending: "
                + (waiting ?? "an interceptor is waiting") + "; let it finish (or fail) before navigating again"
        }
    }
}

/// How asking for a navigation went: started (its number), or refused.
enum NavigationStart: Equatable {
    case started(Int)
    case busy(NavigationRefusal)
}
