import RouterCore

extension FlowSession {
    /// Who hears what the flows do (see ``FlowObserver``); nil, the
    /// default, costs nothing. Setting it replaces the one before.
    public var observer: (any FlowObserver)? {
        get { observerHeld }
        set {
            observerHeld = newValue
            router.observer = newValue
            links.observer = newValue
            navigator.observer = newValue
            tree.appearanceObserver = newValue.map { observer in { [weak observer] name in observer?.appeared(name) } }
        }
    }
}
