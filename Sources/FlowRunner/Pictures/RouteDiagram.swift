import RouterCore

extension Diagram {
    /// The route configuration: each named destination, then its steps from
    /// the screen wanted back to its origin, each step with its finder,
    /// factory, interceptors and tasks, and the action joining it to the
    /// next as the arrow's label. Chains that end the same way share those
    /// boxes, so the picture shows where they join.
    public init(destinations: [(name: String, destination: DestinationStep)]) {
        self.init()
        var known: [String: String] = [:]  // a chain's rest → its box

        /// The box for `chain[position...]`, drawn once per distinct rest.
        func box(_ chain: [RoutingStep], from position: Int) -> String {
            let key = chain[position...].map(Self.key).joined(separator: " ← ")
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

        for (index, entry) in destinations.enumerated() {
            var name = Box(id: "d\(index + 1)", lines: [entry.name])
            name.emphasised = true
            name.shape = .rounded
            boxes.append(name)
            if !entry.destination.chain.isEmpty { arrows.append(Arrow(from: name.id, to: box(entry.destination.chain, from: 0))) }
        }
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
