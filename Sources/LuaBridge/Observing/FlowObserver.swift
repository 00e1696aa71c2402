import DeepLinks
import RouterCore

/// What a session tells whoever watches its flows run, beyond the router's
/// own events: screens appearing, links opened, Lua post tasks failing. A
/// runner counts coverage with it; the session itself keeps no count.
///
/// The session holds its observer (``FlowSession/observer``); its router
/// and services hold it weakly. Every method is called on the session's
/// thread, in the order things happen.
public protocol FlowObserver: RoutingObserver {
    /// A screen of class `className` appeared.
    func appeared(_ className: String)
    /// A link was opened (or redirected to), and stands as `opening` says.
    func opened(_ opening: LinkOpening)
    /// The Lua post task `description` failed (its run was heard already).
    func postTaskFailed(_ description: String)
}
