import RouterCore
import Spelling

/// One view controller line of UIKit's `_printHierarchy` output:
///
/// ```
///    |    | <MyApp.ProductViewController 0x7fa1d2809a00>, state: appeared, view: <UIView 0x7fa1d2c0b2a0>
///    + <UINavigationController 0x…>, state: appeared, view: <UILayoutContainerView 0x…>, presented with: <_UIPageSheetPresentationController 0x…>
/// ```
///
/// The root has no marker; each level below adds `   | ` and the last
/// marker says how the controller hangs from the one above: `|` a child,
/// `+` presented by it. Addresses are optional (snapshot tools strip them).
public struct CapturedLine: Hashable, Sendable {
    /// How a controller hangs from the line above it.
    public enum Relation: Hashable, Sendable {
        /// The first line: the window's root controller.
        case root
        /// `|`: a child of the controller one level up.
        case child
        /// `+`: presented by the controller one level up.
        case presented
    }

    /// The line's number in the capture (1-based).
    public let number: Int
    /// How many markers precede the controller (0 for the root).
    public let depth: Int
    public let relation: Relation
    /// The class as captured, module included (`MyApp.ProductViewController`).
    public let className: String
    public let state: AppearanceState
    public let view: CapturedView
    /// The presentation controller's class after `presented with:`, for a presented controller.
    public let presentationController: String?

    public init(
        number: Int, depth: Int, relation: Relation, className: String, state: AppearanceState, view: CapturedView,
        presentationController: String?
    ) {
        self.number = number
        self.depth = depth
        self.relation = relation
        self.className = className
        self.state = state
        self.view = view
        self.presentationController = presentationController
    }

    /// The line `text` (number `number` of `file`) read as a controller; nil
    /// for what surrounds `_printHierarchy`'s output in a debugger session
    /// (blank lines, `(lldb)` prompts, the `▿ Optional<Any>` header Swift's
    /// `po` adds); anything else is an error naming the line.
    public static func parse(_ text: Substring, number: Int, file: String) throws(HierarchyImportIssue) -> CapturedLine? {
        var rest = text.drop { $0 == " " || $0 == "\t" }
        while let last = rest.last, last == "\r" || last == " " || last == "\t" { rest = rest.dropLast() }
        if rest.isEmpty || rest.hasPrefix("(lldb)") || rest.hasPrefix("▿") { return nil }
        if rest.hasPrefix("- some : ") { rest = rest.dropFirst("- some : ".count) }
        var markers: [Character] = []
        var statedDepth: Int?
        while true {
            while let first = rest.first, first == "|" || first == "+" {
                markers.append(first)
                rest = rest.dropFirst().drop { $0 == " " || $0 == "\t" }
            }
            // The compact form `tree --format uikit` prints past its indented levels: `[level 51]`.
            guard statedDepth == nil, rest.hasPrefix("[level "), let close = rest.firstIndex(of: "]"),
                let level = Int(rest[rest.index(rest.startIndex, offsetBy: 7)..<close]), level > markers.count, level <= 1_000_000
            else { break }
            statedDepth = level
            rest = rest[rest.index(after: close)...].drop { $0 == " " || $0 == "\t" }
        }
        let issue = { (cause: String, fix: String) in HierarchyImportIssue(file: file, line: number, cause: cause, fix: fix) }
        if markers.dropLast().contains("+") {
            throw issue("'+' comes last among a line's markers (it marks the presented controller itself)",
                        "keep the line's markers as the debugger printed them: '   |' per level, then '   +' before a presented controller")
        }
        if rest.hasSuffix("presented with: (null)") {
            // What swift-snapshot-testing's `.hierarchy` records once its test window is gone.
            throw issue("a controller printed as presented by nothing (`presented with: (null)`): _printHierarchy was called on a controller "
                + "that no window holds, so nothing in the capture is on screen",
                "capture the key window's hierarchy while it is on screen: `expr -l objc -O -- [UIViewController _printHierarchy]`")
        }
        guard let match = rest.wholeMatch(of: Self.pattern) else {
            throw issue("not a view controller line of _printHierarchy (`<Class 0x…>, state: appeared, view: <UIView 0x…>`, "
                + "with `, presented with: <…>` for a presented controller)",
                "delete the line, or paste the debugger's output of `expr -l objc -O -- [UIViewController _printHierarchy]` as it printed it")
        }
        let stateName = String(match.output.2)
        guard let state = AppearanceState(rawValue: stateName) else {
            let names = AppearanceState.allCases.map(\.rawValue)
            throw issue("unknown state '\(stateName)'\(Suggestion.phrase(for: stateName, among: names))",
                        "UIKit's states are \(names.joined(separator: ", "))")
        }
        let view: CapturedView = match.output.3.map { .loaded(className: String($0), inWindow: match.output.4 == nil) } ?? .notLoaded
        let relation: Relation = markers.last.map { $0 == "+" ? .presented : .child } ?? .root
        let presenter = match.output.5.map(String.init)
        if relation == .presented, presenter == nil {
            throw issue("a controller marked '+' (presented) without `, presented with: <…>`",
                        "paste the line whole, or mark it '|' if it is a child")
        }
        if relation != .presented, let presenter {
            throw issue("a controller presented with \(presenter) is marked '\(markers.last.map(String.init) ?? "nothing")' instead of '+'",
                        "paste the line's markers as the debugger printed them")
        }
        return CapturedLine(
            number: number, depth: statedDepth ?? markers.count, relation: relation, className: String(match.output.1), state: state, view: view,
            presentationController: presenter)
    }

    /// `<Class[ 0x…]>, state: S, view: (view not loaded)|<View[ 0x…]>[ not in the window][, presented with: <P[ 0x…]>]`;
    /// an address may follow a colon (`<UILayoutContainerView: 0x…>`), as recent iOS versions print views.
    nonisolated(unsafe) private static let pattern =
        /<([^\s<>,:]+):?(?: 0x[0-9A-Fa-f]+)?>, state: ([A-Za-z]+), view:\s+(?:\(view not loaded\)|<([^\s<>,:]+):?(?: 0x[0-9A-Fa-f]+)?>( not in the window)?)(?:, presented with: <([^\s<>,:]+):?(?: 0x[0-9A-Fa-f]+)?>)?/
}
