import RouterCore

/// Checks a capture's `state:` fields against the launch tree imported from
/// it: every controller the simulator would show must be captured appeared
/// (or appearing), every other disappeared (or disappearing). A capture that
/// disagrees was edited or caught mid-transition, and importing it would
/// silently start elsewhere than the device was.
///
/// What is shown follows the simulator: the layers from the last
/// presentation that hides its presenter (full screen, current context) up;
/// in each, a navigation stack's top, a tab bar's selected tab, every column
/// of a split view (a collapsed one's details stack, on top of its primary one). A custom container's children depend on its adapter,
/// so what is under one is not checked.
struct StateCheck {
    let capture: CapturedHierarchy
    /// The simulated class name of each line.
    let names: [String]
    /// Classes imported as containers that show all their children.
    let embedding: Set<String>
    /// The index of each line in the capture, by its number.
    private let indices: [Int: Int]

    init(capture: CapturedHierarchy, names: [String], embedding: Set<String> = []) {
        self.capture = capture
        self.names = names
        self.embedding = embedding
        indices = Dictionary(uniqueKeysWithValues: capture.lines.enumerated().map { ($1.number, $0) })
    }

    func check(_ root: LaunchEntry) throws(HierarchyImportIssue) {
        var layers: [(entry: LaunchEntry, style: PresentationStyle?)] = [(root, nil)]
        while let presented = layers.last?.entry.presented { layers.append((presented.entry, presented.style)) }
        let firstShown = layers.indices.dropFirst().last { !(layers[$0].style?.keepsPresenterVisible ?? true) } ?? 0
        for (index, layer) in layers.enumerated() {
            let why = index >= firstShown
                ? (index == 0 ? "the window's root is on screen" : "it is the presentation on top, or one a sheet or popover leaves on screen")
                : "the \(layers[firstShown].style?.rawValue ?? "") presentation of \(layers[firstShown].entry.className) (line \(layers[firstShown].entry.line)) covers it"
            try visit(layer.entry, shown: index >= firstShown, why: why)
        }
    }

    /// Checks `entry` (`shown` when the simulator would show it, nil when
    /// unknown) and what it holds.
    private func visit(
        _ entry: LaunchEntry, shown: Bool?, why: String, coveredBy cover: (name: String, line: Int)? = nil, fix: HierarchyImportFix? = nil
    ) throws(HierarchyImportIssue) {
        let line = capture.lines[indices[entry.line]!]
        if let shown, (line.state.settled == .appeared) != shown {
            let cause = shown
                ? "\(entry.className) is captured \(line.state.rawValue), but imported it is on screen: \(why)"
                : "\(entry.className) is captured \(line.state.rawValue), but imported it is not on screen: \(why)"
            throw HierarchyImportIssue(file: capture.file, line: entry.line, cause: cause,
                                       advice: fix ?? "the capture contradicts itself (edited, or taken mid-transition): capture again once the screen is still")
        }
        if line.state == .appeared, line.view == .notLoaded {
            throw HierarchyImportIssue(file: capture.file, line: entry.line, cause: "\(entry.className) is appeared with its view not loaded, which UIKit never shows",
                                       fix: "the line was edited or garbled: capture again")
        }
        let onScreen = shown ?? false
        let shownPositions = entry.kind?.shownPositions(count: entry.children.count, selected: entry.selected ?? -1)
        for (position, child) in entry.children.enumerated() {
            let shownChild = shownPositions?.contains(position) ?? false
            switch entry.kind {
            case .navigation?:
                let top = shownChild && cover == nil
                try visit(child, shown: shown.map { $0 && top },
                          why: top ? (onScreen ? "it is the top of the navigation stack on line \(entry.line), which is on screen" : "its navigation stack (line \(entry.line)) is not on screen")
                                   : cover.map { "the collapsed split's details stack \($0.name) (line \($0.line)) is on top of it" }
                                       ?? "it is below the top of the navigation stack on line \(entry.line)")
            case .tabBar?:
                let selected = shownChild
                try visit(child, shown: shown.map { $0 && selected },
                          why: selected ? (onScreen ? "it is the selected tab of the tab bar on line \(entry.line), which is on screen" : "its tab bar (line \(entry.line)) is not on screen")
                                        : "it is not the selected tab of the tab bar on line \(entry.line)")
            case .split? where entry.collapsed:
                // The details stack (the second child) covers the primary stack's own screens.
                try visit(child, shown: shown, why: onScreen ? "the split view on line \(entry.line) is on screen" : "its split view (line \(entry.line)) is not on screen",
                          coveredBy: position == 0 ? entry.children.last.map { ($0.className, $0.line) } : nil)
            case .split?:
                try visit(child, shown: shown,
                          why: onScreen ? "a split view shows all its columns in the simulator (a collapsed split is not imported), and the one on line \(entry.line) is on screen"
                                        : "its split view (line \(entry.line)) is not on screen")
            case .custom? where embedding.contains(entry.className):
                try visit(child, shown: shown,
                          why: onScreen ? "the custom container \(entry.className) (line \(entry.line)) is on screen, and the import makes it show all its children, as UIKit leaves embedded children"
                                        : "its container \(entry.className) (line \(entry.line)) is not on screen",
                          fix: "if \(entry.className) shows its children another way, define it with app.container_class and pass \(container: entry.className, HierarchyImportOptions.customContainer)")
            case .custom?, nil:
                try visit(child, shown: nil, why: "")
            }
        }
    }
}
