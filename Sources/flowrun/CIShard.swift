import FlowRunner

/// The part of the suite a CI system's parallel jobs give this job, read
/// from the variables CircleCI, Buildkite and GitLab CI set (Bazel's are
/// ``BazelTest``'s): each system counts its jobs from 0, but GitLab from 1.
struct CIShard {
    /// The shard, and the variables that gave it ("CIRCLE_NODE_INDEX/CIRCLE_NODE_TOTAL").
    let shard: Shard
    let source: String

    /// A CI system's pair of variables.
    struct System {
        let name: String
        let index: String
        let total: String
        /// The index of the first job: 0, or 1 for GitLab.
        let base: Int
    }

    static let systems = [
        System(name: "CircleCI", index: "CIRCLE_NODE_INDEX", total: "CIRCLE_NODE_TOTAL", base: 0),
        System(name: "Buildkite", index: "BUILDKITE_PARALLEL_JOB", total: "BUILDKITE_PARALLEL_JOB_COUNT", base: 0),
        System(name: "GitLab CI", index: "CI_NODE_INDEX", total: "CI_NODE_TOTAL", base: 1),
    ]

    /// The shard `environment` asks for: nil when no system runs jobs in
    /// parallel (a total of 1, as CircleCI sets without parallelism, is none).
    /// Values that name no shard, and two systems that disagree, are errors.
    static func find(in environment: [String: String]) throws(ExitFailure) -> CIShard? {
        var found: [CIShard] = []
        for system in systems {
            let total = environment[system.total].flatMap { $0.isEmpty ? nil : $0 }
            let index = environment[system.index].flatMap { $0.isEmpty ? nil : $0 }
            // GitLab sets CI_NODE_TOTAL=1, and no index, for a job that is not parallel.
            guard total != nil || index != nil, !(total == "1" && index == nil) else { continue }
            func shown(_ name: String, _ value: String?) -> String {
                value ?? (environment[name] == nil ? "(unset)" : "(empty)")
            }
            let pair = "\(system.index)=\(shown(system.index, index)) and \(system.total)=\(shown(system.total, total))"
            guard let total, let count = Int(total), count >= 1, let index, let position = Int(index),
                  (system.base..<(count + system.base)).contains(position), let shard = Shard("\(position - system.base + 1)/\(count)") else {
                let range = system.base == 0 ? "from 0 to the total less one" : "from 1 to the total"
                throw ExitFailure(code: .scriptError, message: "flowrun: \(system.name)'s \(pair) do not name a shard (the index counts \(range)); "
                    + "set both, or neither to run the whole suite")
            }
            if count > 1 { found.append(CIShard(shard: shard, source: "\(system.index)/\(system.total)")) }
        }
        guard let first = found.first else { return nil }
        if let other = found.first(where: { $0.shard != first.shard }) {
            throw ExitFailure(code: .scriptError, message: "flowrun: \(first.source) choose shard \(first.shard) but \(other.source) choose shard \(other.shard): "
                + "unset the variables of the CI system that does not run this job, or give --shard k/n")
        }
        return CIShard(shard: first.shard, source: found.map(\.source).joined(separator: " and "))
    }
}
