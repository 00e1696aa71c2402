/// The values of one substitution variable of an `apple-app-site-association`
/// file as one automaton: a trie of the values (in a value too, `?` is any
/// one character and `*` any run), compiled once and shared by every
/// pattern that uses the variable. At a `$(name)`, it is run once from all
/// the positions the pattern may have reached there, so neither the values
/// nor their combinations are ever copied into the patterns.
struct AASAVariableAutomaton: Sendable {
    let exact: Trie
    let folded: Trie
    /// The most nodes a use of the variable may hold at once: with no
    /// wildcard in its values, its longest value's length and one (each
    /// start holds one node, and a start older than the longest value has
    /// none left), else every node.
    let width: Int
    /// Its trie's nodes: what compiling it costs (folding case only merges nodes).
    var size: Int { exact.nodeCount }

    /// The automaton of `values`; nil when its trie would have more than
    /// `mostNodes` nodes (it is not built further).
    init?(values: [String], mostNodes: Int = .max) {
        guard let exact = Trie(values, folded: false, mostNodes: mostNodes), let folded = Trie(values, folded: true, mostNodes: mostNodes) else { return nil }
        self.exact = exact
        self.folded = folded
        let literal = values.allSatisfy { !$0.contains("*") && !$0.contains("?") }
        width = literal ? (values.map(\.count).max() ?? 0) + 1 : exact.nodeCount
    }

    /// The nodes held at one position, each once.
    private struct Frontier {
        var nodes: [Int32] = []
        var seen = Set<Int32>()
        var accepts = false

        /// Adds `node` and the node its `*` reaches without reading a character.
        mutating func add(_ node: Int32, in trie: Trie) {
            insert(node, in: trie)
            let star = trie.starChild[Int(node)]
            if star >= 0 { insert(star, in: trie) }
        }

        private mutating func insert(_ node: Int32, in trie: Trie) {
            guard seen.insert(node).inserted else { return }
            nodes.append(node)
            if trie.accepts[Int(node)] { accepts = true }
        }

        mutating func clear() {
            nodes.removeAll(keepingCapacity: true)
            seen.removeAll(keepingCapacity: true)
            accepts = false
        }
    }

    /// Adds to `ends` every position where some value, started at one of
    /// `starts`, ends in `text`.
    func advance(
        from starts: PositionSet, over text: [Character], caseSensitive: Bool, into ends: inout PositionSet, limit: inout LinkTimeLimit
    ) throws(LinkTimeLimit.Exceeded) {
        let trie = caseSensitive ? exact : folded
        guard var position = starts.next(from: 0) else { return }
        var current = Frontier(), next = Frontier()
        while true {
            if starts.contains(position) { current.add(0, in: trie) }
            if current.accepts { ends.insert(position) }
            guard position < text.count else { return }
            if current.nodes.isEmpty {
                // Nothing under way: on to the next start.
                guard let start = starts.next(from: position + 1) else { return }
                position = start
                continue
            }
            let key = trie.key(text[position])
            for node in current.nodes {
                if trie.loops[Int(node)] { next.add(node, in: trie) }
                if let child = trie.edges[Trie.Edge(node: node, key: key)] { next.add(child, in: trie) }
                let any = trie.anyChild[Int(node)]
                if any >= 0 { next.add(any, in: trie) }
            }
            try limit.spend(current.nodes.count + 1)
            swap(&current, &next)
            next.clear()
            position += 1
        }
    }
}
