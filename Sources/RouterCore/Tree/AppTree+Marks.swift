extension AppTree {
    /// Each mark the text form writes in parentheses after a node's class,
    /// in its order: `selected` (a tab bar's shown tab), `collapsed` (a
    /// split), its transition (`being presented`…) and its movement. The
    /// text form, pictures and diagrams all mark nodes with these.
    public func forEachMark(of id: NodeID, _ body: (String) -> Void) {
        if isSelectedTab(id) { body("selected") }
        if self[id].kind == .split, self[id].isCollapsed { body("collapsed") }
        if let state = self[id].transition, state != .changingChildren { body(state.rawValue) }
        if let movement = self[id].movement { body(movement.rawValue) }
    }
}
