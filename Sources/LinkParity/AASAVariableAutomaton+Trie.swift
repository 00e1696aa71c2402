extension AASAVariableAutomaton {
    /// The values' trie, with characters compared as they are or folded to lowercase.
    struct Trie: Sendable {
        struct Edge: Hashable, Sendable {
            let node: Int32
            let key: String
        }

        /// By node: its child through `?` and through `*` (-1: none).
        private(set) var anyChild: [Int32] = [-1]
        private(set) var starChild: [Int32] = [-1]
        /// By node: whether a value ends there.
        private(set) var accepts = [false]
        /// By node: whether it is reached through `*`, so it stays on any character.
        private(set) var loops = [false]
        private(set) var edges: [Edge: Int32] = [:]
        let folded: Bool

        /// The trie of `values`; nil when it would have more than `mostNodes` nodes.
        init?(_ values: [String], folded: Bool, mostNodes: Int) {
            self.folded = folded
            for value in values {
                var node: Int32 = 0
                for character in value {
                    guard accepts.count <= mostNodes else { return nil }
                    switch character {
                    // `**` is `*`: a node reached through `*` takes it already.
                    case "*" where loops[Int(node)]: continue
                    case "*":
                        if starChild[Int(node)] < 0 { starChild[Int(node)] = add(loops: true) }
                        node = starChild[Int(node)]
                    case "?":
                        if anyChild[Int(node)] < 0 { anyChild[Int(node)] = add(loops: false) }
                        node = anyChild[Int(node)]
                    default:
                        let edge = Edge(node: node, key: key(character))
                        if let next = edges[edge] {
                            node = next
                        } else {
                            let next = add(loops: false)
                            edges[edge] = next
                            node = next
                        }
                    }
                }
                accepts[Int(node)] = true
            }
            guard accepts.count <= mostNodes else { return nil }
        }

        var nodeCount: Int { accepts.count }

        /// What a character is compared by.
        func key(_ character: Character) -> String { folded ? character.lowercased() : String(character) }

        private mutating func add(loops: Bool) -> Int32 {
            anyChild.append(-1)
            starChild.append(-1)
            accepts.append(false)
            self.loops.append(loops)
            return Int32(accepts.count - 1)
        }
    }
}
