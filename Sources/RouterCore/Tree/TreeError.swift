import Formats

/// A change the simulated UIKit refuses, or a lookup that cannot be answered.
///
/// Each case reads as a sentence naming the nodes involved.
public enum TreeError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A class no one defined; `nearest` is the defined class it is likely a typo of.
    case unknownClass(String, nearest: String? = nil)
    case invalidClassName(String)
    case classRedefined(String, was: String, now: String)
    case containerSubclass(String, String)
    case unknownNode(NodeID)
    case unknownWindow(String)
    case alreadyHasParent(String, parent: String)
    case alreadyPresented(String)
    case alreadyPresenting(String, presenting: String)
    case notInWindowHierarchy(String)
    case navigationInNavigation(String, into: String)
    case notAContainer(String)
    case wrongContainer(String, expected: String)
    case notContained(String, in: String)
    case indexOutOfRange(Int, count: Int, in: String)
    case wouldCreateCycle(String, into: String)
    case isWindowRoot(String)
    case nothingPresented(String)
    case transitionInProgress(String)
    /// A change while changes are refused (``AppTree/refusingChanges(_:_:)``), and why.
    case changeRefused(String)
    /// A push onto a collapsed split's primary stack, whose top is the details stack.
    case collapsedDetails(String, stack: String, details: String)

    public var description: String {
        switch self {
        case let .unknownClass(name, nearest?): return "unknown class '\(name.excerpt())' (did you mean '\(nearest)'? or define it with app.class first)"
        case .unknownClass(let name, nil): return "unknown class '\(name.excerpt())' (define it with app.class first)"
        case .invalidClassName(let name):
            return "'\(name.excerpt())' is not a valid class name: a class is named as in Swift, in one word (MyScreenViewController)"
        case let .classRedefined(name, was, now):
            return "class '\(name.excerpt())' is already defined as a subclass of \(was), not \(now)"
        case let .containerSubclass(name, superclass):
            return "class '\(name.excerpt())' cannot be a custom container: its superclass \(superclass) is already a container"
        case .unknownNode(let id): return "no node \(id) in the app tree"
        case .unknownWindow(let name): return "no window named '\(name.excerpt())'"
        case let .alreadyHasParent(node, parent): return "\(node) already has a parent (\(parent))"
        case .alreadyPresented(let node): return "\(node) is already presented"
        case let .alreadyPresenting(node, presenting): return "\(node) is already presenting \(presenting)"
        case .notInWindowHierarchy(let node): return "\(node) is not in the window hierarchy"
        case let .navigationInNavigation(node, into):
            return "cannot push navigation controller \(node) into navigation controller \(into)"
        case .notAContainer(let node): return "\(node) is not a container"
        case let .wrongContainer(node, expected): return "\(node) is not a \(expected)"
        case let .notContained(child, container): return "\(child) is not contained in \(container)"
        case let .indexOutOfRange(index, count, node): return "index \(index) is out of range for \(node), which has \(count)"
        case let .wouldCreateCycle(node, into): return "cannot add \(node) into its own descendant \(into)"
        case .isWindowRoot(let node): return "\(node) is the root of a window"
        case .nothingPresented(let node): return "\(node) presents nothing"
        case .transitionInProgress(let node): return "a transition is already running on \(node)"
        case .changeRefused(let reason): return "cannot change the app while \(reason)"
        case let .collapsedDetails(node, stack, details):
            return "cannot push \(node) onto \(stack): a collapsed split shows its details stack \(details) on top of it; push onto \(details) instead"
        }
    }
}
