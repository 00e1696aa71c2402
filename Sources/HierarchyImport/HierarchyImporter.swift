import Formats
import RouterCore
import Spelling

/// Turns a captured hierarchy into a ``LaunchDescription``: classes named
/// and defined, containers recognised, the selected tab and each
/// presentation's style read, and every line's state checked against what
/// the simulator would show. What cannot be mapped is refused with its line.
///
/// A class the app defines already (in ``classes``) is taken as it is.
/// Another is defined: as the options say, else as a subclass of the UIKit
/// container its name ends with (`…NavigationController`,
/// `…TabBarController`, `…SplitViewController`, a mangled name demangled;
/// ``ClassNaming``), else, when a line of it holds children, as a custom
/// container that holds and shows them all (``RouterCore/EmbeddingContainerAdapter``;
/// a note says so, but for UIKit's and SwiftUI's own such controllers),
/// else as a plain screen. Each class's Swift module is kept in the
/// description's ``LaunchDescription/modules``.
public struct HierarchyImporter: Sendable {
    public var options: HierarchyImportOptions
    /// The classes the app defines already.
    public var classes: ClassRegistry

    public init(options: HierarchyImportOptions = HierarchyImportOptions(), classes: ClassRegistry = ClassRegistry()) {
        self.options = options
        self.classes = classes
    }

    /// Reads `text` (named `file` in messages) and imports it.
    public func launchDescription(text: String, file: String) throws(HierarchyImportIssue) -> LaunchDescription {
        try launchDescription(of: CapturedHierarchy(text: text, file: file))
    }

    /// The launch tree `capture` describes; the first problem found is thrown.
    public func launchDescription(of capture: CapturedHierarchy) throws(HierarchyImportIssue) -> LaunchDescription {
        var run = ImportRun(capture: capture, options: options, classes: classes)
        try run.nameClasses()
        let root = try run.entry(0)
        try StateCheck(capture: capture, names: run.names, embedding: run.embedding).check(root)
        run.warnAboutStates()
        return LaunchDescription(file: capture.file, classes: run.definitions, root: root, warnings: run.warnings, modules: run.modules)
    }
}

/// One import's work: the names and kinds found so far, the warnings.
private struct ImportRun {
    let capture: CapturedHierarchy
    let options: HierarchyImportOptions
    let classes: ClassRegistry
    /// The simulated class name of each line.
    var names: [String] = []
    var kinds: [String: ContainerKind?] = [:]
    var definitions: [ClassDefinition] = []
    var warnings: [HierarchyImportIssue] = []
    /// The Swift module each class was captured with, by simulated name.
    var modules: [String: String] = [:]
    /// Classes imported as containers that hold and show all their children.
    var embedding: Set<String> = []
    /// For each class some line of which holds children, the first child's line number.
    private var firstChildLine: [String: Int] = [:]

    init(capture: CapturedHierarchy, options: HierarchyImportOptions, classes: ClassRegistry) {
        self.capture = capture
        self.options = options
        self.classes = classes
    }

    /// UIKit's classes, which every app has.
    static let builtInClasses: Set = [ClassRegistry.viewController, ClassRegistry.navigationController, ClassRegistry.tabBarController, ClassRegistry.splitController]

    func issue(_ line: Int?, _ cause: String, _ fix: HierarchyImportFix) -> HierarchyImportIssue {
        HierarchyImportIssue(file: capture.file, line: line, cause: cause, advice: fix)
    }

    /// Names every line's class, refusing two captured classes that would share a name.
    mutating func nameClasses() throws(HierarchyImportIssue) {
        var firstSeen: [String: CapturedLine] = [:]
        let simulated = capture.lines.map { ClassNaming.simulatedName(of: $0.className, keepingModule: options.keepsModules) }
        for (index, name) in simulated.enumerated().reversed() {
            if let first = capture.children(of: index).first { firstChildLine[name] = capture.lines[first].number }
        }
        for (line, name) in zip(capture.lines, simulated) {
            guard ClassRegistry.isValidName(name) else {
                throw issue(line.number, "'\(name.excerpt())' cannot name a class: it has control characters or blanks in it", "the line was garbled: capture again")
            }
            names.append(name)
            if !options.keepsModules, let module = ClassNaming.module(of: line.className) { modules[name] = module }
            if let earlier = firstSeen[name] {
                if earlier.className != line.className {
                    throw issue(line.number, "\(earlier.className) (line \(earlier.number)) and \(line.className) are both \(name) once their modules are dropped",
                                "keep the modules: \(keepModules: ())")
                }
                continue
            }
            firstSeen[name] = line
            kinds[name] = try kind(of: name, captured: line.className, line: line.number)
        }
    }

    /// The container kind of a class, defining it when the app does not.
    private mutating func kind(of name: String, captured: String, line: Int) throws(HierarchyImportIssue) -> ContainerKind? {
        let option = options.containers[captured] ?? options.containers[name]
        if let id = classes.id(of: name) {
            let sameCustom = option == HierarchyImportOptions.customContainer && classes.containerKind(of: id) == .custom
            if let option, !sameCustom, option != classes.superclass(of: id).map(classes.name) {
                warnings.append(issue(line, "the containers option makes \(name) a subclass of \(option), but the app defines it already, as a subclass of \(classes.superclass(of: id).map(classes.name) ?? "nothing"): the app's class is used",
                                      "leave \(name) out of the option"))
            }
            return classes.containerKind(of: id)
        }
        if option == HierarchyImportOptions.customContainer {
            definitions.append(ClassDefinition(name: name, superclass: nil, line: line))
            return .custom
        }
        if option == nil, ClassNaming.guessedSuperclass(of: name) == nil, let child = firstChildLine[name] {
            // A class holding children that nothing names: a container that shows them all, UIKit's default.
            definitions.append(ClassDefinition(name: name, superclass: nil, line: line, embedsChildren: true))
            embedding.insert(name)
            if !ClassNaming.isKnownEmbeddingContainer(name) {
                warnings.append(issue(line, "\(name) holds child controllers (from line \(child)): imported as a custom container that holds and shows them all, "
                                          + "as UIKit leaves the children a controller embeds",
                                      "if it shows them another way, define it with app.container_class and pass \(container: name, HierarchyImportOptions.customContainer), "
                                          + "or name the UIKit container it is: \(container: name, ClassRegistry.navigationController)"))
            }
            return .custom
        }
        let superclass = option ?? ClassNaming.guessedSuperclass(of: name) ?? ClassRegistry.viewController
        guard let parent = classes.id(of: superclass) else {
            throw issue(nil, "the containers option makes \(name) a subclass of \(superclass), a class the app does not define\(Suggestion.phrase(for: superclass, among: classes.allNames))",
                        "name UINavigationController, UITabBarController, UISplitViewController, UIViewController, a class the app defines, or \"\(HierarchyImportOptions.customContainer)\"")
        }
        // The app's own classes only: every `…ViewController` is near UIKit's `UIViewController`.
        if let near = ClassNaming.nearName(to: name, among: classes.allNames.filter { !Self.builtInClasses.contains($0) }) {
            warnings.append(issue(line, "\(name) is a class the app does not define, so it is defined here; the app has \(near), a near name",
                                  "if the capture means \(near), correct the capture (or the app's class)"))
        }
        definitions.append(ClassDefinition(name: name, superclass: superclass, line: line))
        return classes.containerKind(of: parent)
    }

    /// The entry of line `index`, with what it holds and presents.
    mutating func entry(_ index: Int) throws(HierarchyImportIssue) -> LaunchEntry {
        let line = capture.lines[index], name = names[index]
        let kind = kinds[name] ?? nil
        var entry = LaunchEntry(className: name, kind: kind, line: line.number)
        let children = capture.children(of: index)
        if let first = children.first, kind == nil {
            let last = capture.lines[lastLine(under: index)].number
            throw issue(line.number, "\(name) holds child controllers (from line \(capture.lines[first].number)), but to the simulator it is a plain screen, and only containers hold children",
                        "if it is a container, say which: a UIKit container's subclass with \(container: name, ClassRegistry.navigationController), "
                        + "a container with an adapter with app.container_class in the app definition (and \(container: name, HierarchyImportOptions.customContainer)); else delete \(Self.lines(capture.lines[first].number, last))")
        }
        for child in children {
            if kind == .navigation, kinds[names[child]] == .navigation, !(child == children.last && isSplitsOnlyChild(index)) {
                let uikits = [name, names[child]].filter { $0 == ClassRegistry.navigationController }
                // The class whose kind was guessed from its name, not UIKit's own.
                let guessed = names[child] == ClassRegistry.navigationController ? name : names[child]
                if uikits.count == 2 {
                    throw issue(capture.lines[child].number, "a UINavigationController inside the navigation stack of another (line \(line.number)), which UIKit only does in a collapsed split view, and this one is in none",
                                "the capture was edited or garbled: capture again, or delete \(Self.lines(capture.lines[child].number, capture.lines[lastLine(under: child)].number))")
                }
                throw issue(capture.lines[child].number, "\(names[child]) is a navigation controller inside the navigation stack \(name) (line \(line.number)), which UIKit refuses",
                            "if \(guessed) is no navigation controller, say so: \(container: guessed, ClassRegistry.viewController)")
            }
            entry.children.append(try self.entry(child))
        }
        if kind == .tabBar, !children.isEmpty { entry.selected = try selectedTab(of: index, children: children) }
        if kind == .split { Self.separateCollapsedDetails(of: &entry) }
        if let presented = capture.presented(by: index) {
            entry.presented = LaunchPresentation(entry: try self.entry(presented), style: try style(of: presented, presenter: index))
        }
        return entry
    }

    /// Whether line `index` is the one child of a split view: a collapsed
    /// split's primary stack, which may hold the details stack on top (the
    /// one place UIKit nests navigation stacks).
    private func isSplitsOnlyChild(_ index: Int) -> Bool {
        guard let parent = capture.parents[index], capture.lines[index].relation == .child, kinds[names[parent]] == .split else { return false }
        return capture.children(of: parent) == [index]
    }

    /// A split captured collapsed (one primary stack with a details stack on
    /// top) as the split it was before collapsing: primary and details,
    /// marked collapsed.
    private static func separateCollapsedDetails(of split: inout LaunchEntry) {
        guard split.children.count == 1, split.children[0].kind == .navigation, split.children[0].children.count > 1,
            let details = split.children[0].children.last, details.kind == .navigation
        else { return }
        split.children[0].children.removeLast()
        split.children.append(details)
        split.collapsed = true
    }

    /// "line 3", or "lines 3–7".
    private static func lines(_ first: Int, _ last: Int) -> String { first == last ? "line \(first)" : "lines \(first)–\(last)" }

    /// The index of the last line under `index` (its own lines, children and presentations).
    private func lastLine(under index: Int) -> Int {
        var last = index
        while last + 1 < capture.lines.count, capture.lines[last + 1].depth > capture.lines[index].depth { last += 1 }
        return last
    }

    /// The tab that is on screen; the first, with a warning, when the tab bar is not on screen.
    private mutating func selectedTab(of index: Int, children: [Int]) throws(HierarchyImportIssue) -> Int {
        let shown = children.indices.filter { capture.lines[children[$0]].state.settled == .appeared }
        let tabBar = capture.lines[index]
        if shown.count > 1 {
            let numbers = shown.map { "\(capture.lines[children[$0]].number)" }.joined(separator: " and ")
            throw issue(capture.lines[children[shown[1]]].number, "tabs on lines \(numbers) of the tab bar \(names[index]) (line \(tabBar.number)) are both appeared; a tab bar shows one tab",
                        "the capture contradicts itself (edited?): capture again")
        }
        if let only = shown.first { return only }
        if tabBar.state.settled == .appeared {
            throw issue(tabBar.number, "the tab bar \(names[index]) is appeared, but none of its tabs is, so which one is selected is unknown",
                        "the capture contradicts itself (edited?): capture again")
        }
        warnings.append(issue(tabBar.number, "the tab bar \(names[index]) is not on screen, so no tab says which one is selected: the first is taken",
                              "select the tab a flow needs with app.select_tab after launching"))
        return 0
    }

    /// The style of the presentation of line `index` by line `presenter`.
    private func style(of index: Int, presenter: Int) throws(HierarchyImportIssue) -> PresentationStyle {
        let line = capture.lines[index]
        if capture.lines[presenter].relation == .child {
            var outer = presenter
            while let parent = capture.parents[outer], capture.lines[outer].relation == .child { outer = parent }
            throw issue(line.number, "\(names[index]) is presented by \(names[presenter]) (line \(capture.lines[presenter].number)), which is inside the container \(names[outer]) (line \(capture.lines[outer].number)); "
                        + "the simulator presents from the outermost container, as UIKit does unless a controller defines its presentation context",
                        "indent the presentation's lines under \(names[outer])'s line, or delete \(Self.lines(line.number, capture.lines[lastLine(under: index)].number))")
        }
        let controller = line.presentationController ?? ""
        guard let style = PresentationControllerClass.style(of: controller, options: options) else {
            let styles = PresentationStyle.allCases.map(\.rawValue).joined(separator: ", ")
            if let near = Suggestion.nearest(to: controller, among: PresentationControllerClass.styles.map(\.className)) {
                throw issue(line.number, "\(controller) is no presentation controller UIKit has (did you mean \(near)?)",
                            "correct the class name, or if it is the app's own, name its style: \(style: controller, PresentationStyle.pageSheet.rawValue)")
            }
            throw issue(line.number, "\(controller) is a custom presentation controller, so the presentation style it stands for is unknown",
                        "name its style: \(style: controller, PresentationStyle.overFullScreen.rawValue) (the styles are \(styles))")
        }
        return style
    }

    /// Warns of lines read as their transition ends, and of views that contradict their state.
    mutating func warnAboutStates() {
        for (index, line) in capture.lines.enumerated() {
            if line.state.isTransitional {
                warnings.append(issue(line.number, "\(names[index]) was \(line.state.rawValue) (the capture was taken during a transition): read as \(line.state.settled.rawValue)",
                                      "capture again once the screen is still to be sure of it"))
            } else if line.state == .appeared, case .loaded(_, inWindow: false) = line.view {
                warnings.append(issue(line.number, "\(names[index]) is appeared, but its view is not in the window: read as appeared",
                                      "capture again once the screen is still to be sure of it"))
            }
        }
    }
}
