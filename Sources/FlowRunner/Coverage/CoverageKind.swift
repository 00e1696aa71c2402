/// What a coverage item is: a route of the link table, a destination, one
/// of its steps, an interceptor, a task, a screen class, the app's open-URL
/// handler. Each kind has its outcomes (what can happen to such an item)
/// and says which of them make it covered.
public enum CoverageKind: String, Sendable, Codable, CaseIterable, Comparable {
    case link
    case linkTable = "link table"
    case urlHandler = "url handler"
    case destination
    case step
    case interceptor
    case contextTask = "context task"
    case postTask = "post task"
    case screen

    /// Every outcome an item of this kind counts, in the order reports show them.
    public var outcomes: [String] {
        switch self {
        case .link: return ["landed", "refused", "failed", "pending"]
        case .linkTable: return ["routed", "unmatched", "invalid", "converter", "redirect_loop", "too_many_redirects"]
        case .urlHandler: return ["passed", "rewrote", "refused", "failed"]
        case .destination: return ["landed", "failed", "pending"]
        case .step: return ["found", "built", "integrated"]
        case .interceptor: return ["allowed", "refused", "waited", "failed"]
        case .contextTask: return ["ran", "failed"]
        case .postTask: return ["ran", "failed"]
        case .screen: return ["shown"]
        }
    }

    /// The outcomes whose absence the summary names for an item that is
    /// covered ("interceptor login.require_user never refused"); the others
    /// (a failure, a wait) are counted but never asked for.
    public var expectedOutcomes: [String] {
        switch self {
        case .link: return ["landed"]
        case .linkTable: return ["routed", "unmatched"]
        case .urlHandler: return ["passed", "rewrote", "refused"]
        case .interceptor: return ["allowed", "refused"]
        case .destination: return ["landed"]
        case .step, .contextTask, .postTask, .screen: return []
        }
    }

    /// What an item never covered "never" did: "never opened: shop://cart".
    public var neverVerb: String {
        switch self {
        case .link: return "opened"
        case .linkTable, .urlHandler: return "asked"
        case .destination: return "navigated to"
        case .step: return "reached"
        case .interceptor, .contextTask, .postTask: return "ran"
        case .screen: return "shown"
        }
    }

    /// The kind's name in the plural, for the summary's table.
    public var plural: String {
        switch self {
        case .link: return "links"
        case .linkTable: return "link table"
        case .urlHandler: return "url handler"
        case .destination: return "destinations"
        case .step: return "steps"
        case .interceptor: return "interceptors"
        case .contextTask: return "context tasks"
        case .postTask: return "post tasks"
        case .screen: return "screens"
        }
    }

    /// Whether ``RouteCoverage/routeFigure`` (what `--coverage-min` checks) counts items of this kind.
    public var isRoute: Bool { self == .link || self == .destination }

    public static func < (a: CoverageKind, b: CoverageKind) -> Bool {
        allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
    }
}
