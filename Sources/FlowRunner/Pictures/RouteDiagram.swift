import DeepLinks
import RouterCore

extension Diagram {
    /// The route configuration: each named destination, then its steps from
    /// the screen wanted back to its origin, each step with its finder,
    /// factory, interceptors and tasks, and the action joining it to the
    /// next as the arrow's label. Chains that end the same way share those
    /// boxes, so the picture shows where they join.
    public init(destinations: [(name: String, destination: DestinationStep)]) {
        self.init(destinations: destinations, links: nil)
    }

    /// The route configuration as ``init(destinations:)`` draws it, with the
    /// app's link table: the table, each of its patterns in declaration
    /// order with an arrow to the destination it leads to (to that
    /// destination's name when it has one, else to its steps), and the
    /// app's open-URL handler, `urlHandler` (its name), which sees every
    /// link before the table does.
    ///
    /// A destination is drawn once, with all its names (sorted), whatever
    /// names it and however many links lead to it; destinations with the
    /// same steps are one destination.
    public init(destinations: [(name: String, destination: DestinationStep)], links: DeepLinkTable?, urlHandler: String? = nil) {
        self.init()
        var known: [String: String] = [:]  // a chain's rest → its box

        /// The box for `chain[position...]`, drawn once per distinct rest.
        func box(_ chain: [RoutingStep], from position: Int) -> String {
            let key = Self.key(chain[position...])
            if let id = known[key] { return id }
            let id = "s\(known.count + 1)"
            known[key] = id
            let step = chain[position]
            var shape: Shape = .box
            let lines: [String]
            switch step {
            case .base(let base): lines = Self.lines(of: base)
            case .general(let general): lines = ["\(general)"]; shape = .rounded
            case .converting(let transformer): lines = ["adapting context", "\(transformer)"]
            case .switcher(let switcher): lines = ["\(switcher)"] + switcher.caseDescriptions.map { "case: \($0)" }; shape = .diamond
            }
            boxes.append(Box(id: id, lines: lines, shape: shape))
            if position + 1 < chain.count {
                var arrow = Arrow(from: id, to: box(chain, from: position + 1))
                if case .base(let base) = step, let action = base.action { arrow.label = "\(action)" }
                arrows.append(arrow)
            }
            if case .switcher(let switcher) = step, let fallback = switcher.defaultDestination, !fallback.chain.isEmpty {
                arrows.append(Arrow(from: id, to: box(fallback.chain, from: 0), label: "default", dashed: true))
            }
            return id
        }

        // Each destination once, with every name it has.
        var groups: [(names: [String], chain: [RoutingStep])] = [], groupOf: [String: Int] = [:]
        for entry in destinations {
            let chain = entry.destination.chain, key = Self.key(chain[...])
            if let group = groupOf[key] {
                if !groups[group].names.contains(entry.name) { groups[group].names.append(entry.name) }
            } else {
                groupOf[key] = groups.count
                groups.append(([entry.name], chain))
            }
        }
        var named: [String: String] = [:]  // a chain → its name's box
        for (index, group) in groups.enumerated() {
            var name = Box(id: "d\(index + 1)", lines: group.names.sorted())
            name.emphasised = true
            name.shape = .rounded
            boxes.append(name)
            named[Self.key(group.chain[...])] = name.id
            if !group.chain.isEmpty { arrows.append(Arrow(from: name.id, to: box(group.chain, from: 0))) }
        }

        guard let links else { return }
        let routes = links.routes.routes
        var table = Box(id: "linktable", lines: ["link table: \(routes.count) route\(routes.count == 1 ? "" : "s")", "redirect limit \(links.redirectLimit)"])
        table.shape = .rounded
        boxes.append(table)
        if let urlHandler {
            boxes.append(Box(id: "urlhandler", lines: [urlHandler], shape: .diamond))
            arrows.append(Arrow(from: "urlhandler", to: table.id, label: "sees every link first", dashed: true))
        }
        var unnamed = 0
        for (index, route) in routes.enumerated() {
            let id = "l\(index + 1)"
            boxes.append(Box(id: id, lines: [route.pattern.text]))
            arrows.append(Arrow(from: table.id, to: id))
            let chain = route.target.destination.chain, key = Self.key(chain[...])
            let target: String
            if let name = named[key] {
                target = name
            } else if !chain.isEmpty {
                target = box(chain, from: 0)
            } else {
                unnamed += 1
                target = "e\(unnamed)"
                boxes.append(Box(id: target, lines: ["empty destination"], shape: .rounded))
                named[key] = target
            }
            arrows.append(Arrow(from: id, to: target))
        }
    }

    /// What identifies a chain of steps (a destination, or the rest of one).
    private static func key(_ steps: ArraySlice<RoutingStep>) -> String {
        steps.map(Self.key).joined(separator: " ← ")
    }

    /// What identifies a step (its description and action).
    private static func key(_ step: RoutingStep) -> String {
        switch step {
        case .base(let base): return lines(of: base).joined(separator: "|") + "|" + (base.action.map { "\($0)" } ?? "")
        case .general(let general): return "\(general)"
        case .converting(let transformer): return "adapting \(transformer)"
        case .switcher(let switcher): return "\(switcher) " + switcher.caseDescriptions.joined(separator: ",")
        }
    }

    private static func lines(of step: BaseStep) -> [String] {
        var lines: [String] = []
        if let finder = step.finder { lines.append("find: \(finder)") }
        if let factory = step.factory { lines.append("build: \(factory)") }
        lines += step.interceptors.map { "interceptor: \($0)" }
        lines += step.contextTasks.map { "context task: \($0)" }
        lines += step.postTasks.map { "post task: \($0)" }
        return lines.isEmpty ? ["empty step"] : lines
    }
}
