/// Where each box, arrow label and cluster frame of a ``Diagram`` goes, for
/// flowrun's own SVG (``Diagram/svg(title:)``): a layered layout, top down.
///
/// - Boxes are sized from their lines with a monospace font metric
///   (``characterWidth`` a character, ``lineHeight`` a line); a line longer
///   than ``maximumLineLength`` characters, or lines past
///   ``maximumLineCount``, are cut and say so (`…`).
/// - A box's layer is the longest path of arrows leading to it, so every
///   arrow points down (arrows closing a cycle excepted); each box hangs
///   under the box of the nearest layer pointing at it, in arrow order, and
///   the boxes hanging under one are centred under it, each given the width
///   of what hangs under it, so nothing overlaps.
/// - The boxes of a cluster (a window) sit side by side, away from other
///   clusters, and are framed with the cluster's title above them.
///
/// Linear in boxes and arrows, and iterative: a 2,000-box tree is laid out
/// in milliseconds and a tree thousands deep cannot overflow the stack.
/// The same diagram always gives the same layout.
public struct DiagramLayout: Sendable {
    /// A rectangle, from its top left corner.
    public struct Frame: Sendable, Equatable {
        public var x: Double
        public var y: Double
        public var width: Double
        public var height: Double

        /// The centre, across.
        public var midX: Double { x + width / 2 }
        /// The bottom edge.
        public var maxY: Double { y + height }
    }

    /// A box placed: the box (one the diagram's arrows name without
    /// defining is drawn with its id as its only line), the lines shown
    /// (cut when too long), its frame and layer.
    public struct PlacedBox: Sendable {
        public let box: Diagram.Box
        public let lines: [String]
        public let frame: Frame
        public let layer: Int
    }

    /// An arrow placed: its ends (indices in ``boxes``), the label shown and
    /// where its centre goes; whether it points down a layer along the
    /// boxes' tree (drawn straight), else it is drawn curved.
    public struct PlacedArrow: Sendable {
        public let arrow: Diagram.Arrow
        public let from: Int
        public let to: Int
        public let label: String?
        public let labelCentre: (x: Double, y: Double)?
        public let isTreeArrow: Bool
    }

    /// A cluster's frame, title included, and its title.
    public struct PlacedCluster: Sendable {
        public let title: String
        public let frame: Frame
    }

    public private(set) var boxes: [PlacedBox] = []
    public private(set) var arrows: [PlacedArrow] = []
    public private(set) var clusters: [PlacedCluster] = []
    /// The size of the whole picture, margins included.
    public private(set) var width: Double = 0
    public private(set) var height: Double = 0

    // Metrics, in pixels: a 12 px monospace font, whose characters are 0.6 em wide.
    public static let fontSize = 12.0
    public static let characterWidth = 7.25
    public static let lineHeight = 16.0
    public static let labelFontSize = 11.0
    public static let labelCharacterWidth = 6.65
    public static let labelHeight = 15.0
    public static let maximumLineLength = 100
    public static let maximumLineCount = 40
    static let paddingX = 10.0
    static let paddingY = 7.0
    static let horizontalGap = 24.0
    static let layerGap = 64.0
    static let margin = 16.0
    static let clusterPadding = 14.0
    static let clusterTitleHeight = 18.0
    /// Where a tree arrow's label sits: this fraction of the way up from the box it points at.
    static let labelPosition = 0.3

    /// Lays `diagram` out.
    public init(_ diagram: Diagram) {
        // The boxes, then one for each id an arrow names that no box has.
        var all = diagram.boxes
        var index: [String: Int] = [:]
        for (position, box) in all.enumerated() where index[box.id] == nil { index[box.id] = position }
        for arrow in diagram.arrows {
            for id in [arrow.from, arrow.to] where index[id] == nil {
                index[id] = all.count
                all.append(Diagram.Box(id: id, lines: [id]))
            }
        }
        let count = all.count
        let edges = diagram.arrows.map { (from: index[$0.from]!, to: index[$0.to]!) }
        var outgoing = Array(repeating: [Int](), count: count), incoming = Array(repeating: [Int](), count: count)
        for (number, edge) in edges.enumerated() where edge.from != edge.to {
            outgoing[edge.from].append(number)
            incoming[edge.to].append(number)
        }

        // Layers: the longest path to each box (Kahn's order; a cycle is broken at its first box).
        var layer = Array(repeating: 0, count: count), placed = Array(repeating: false, count: count)
        var waiting = incoming.map(\.count), queue: [Int] = [], head = 0, next = 0
        for box in 0..<count where waiting[box] == 0 { queue.append(box) }
        var done = 0
        while done < count {
            if head == queue.count {
                // Only boxes in a cycle are left: the first of them starts.
                while placed[next] { next += 1 }
                queue.append(next)
            }
            let box = queue[head]
            head += 1
            guard !placed[box] else { continue }
            placed[box] = true
            done += 1
            layer[box] = incoming[box].reduce(0) { deepest, edge in
                let from = edges[edge].from
                return placed[from] && from != box ? max(deepest, layer[from] + 1) : deepest
            }
            for edge in outgoing[box] {
                let to = edges[edge].to
                guard !placed[to] else { continue }
                waiting[to] -= 1
                if waiting[to] == 0 { queue.append(to) }
            }
        }

        // A box nothing points at goes down to just above what it points at
        // (a destination no link leads to sits by its steps, not at the top).
        for box in 0..<count where incoming[box].isEmpty && !outgoing[box].isEmpty {
            layer[box] = (outgoing[box].map { layer[edges[$0].to] }.min() ?? 1) - 1
        }

        // The tree the boxes hang in: each under a box one layer up pointing
        // at it, the first that nothing points at, else the first.
        var parentEdge = Array(repeating: -1, count: count), children = Array(repeating: [Int](), count: count)
        for box in 0..<count {
            let above = incoming[box].filter { layer[edges[$0].from] == layer[box] - 1 }
            parentEdge[box] = above.first { incoming[edges[$0].from].isEmpty } ?? above.first ?? -1
        }
        for (number, edge) in edges.enumerated() where parentEdge[edge.to] == number { children[edge.from].append(edge.to) }

        // Sizes, and the lines shown.
        var lines: [[String]] = [], sizes: [(width: Double, height: Double)] = []
        for box in all {
            var shown = box.lines.prefix(Self.maximumLineCount).map { Self.cut(SVGText.visible($0)) }
            if box.lines.count > Self.maximumLineCount { shown.append("… \(box.lines.count - Self.maximumLineCount) more lines") }
            if shown.isEmpty { shown = [""] }
            lines.append(shown)
            let longest = Double(shown.map(\.count).max() ?? 0)
            var width = max(40, longest * Self.characterWidth + 2 * Self.paddingX)
            let height = Double(shown.count) * Self.lineHeight + 2 * Self.paddingY
            if box.shape == .diamond { width += height }
            sizes.append((width, height))
        }
        let labels: [String?] = diagram.arrows.map { $0.label.map { Self.cut(SVGText.visible($0)) } }
        func labelWidth(_ text: String) -> Double { Double(text.count) * Self.labelCharacterWidth + 8 }

        // Each box's slot: as wide as it, its tree arrow's label, and what hangs under it.
        let roots = Self.roots(count: count, parentEdge: parentEdge, clusters: diagram.clusters, index: index)
        var order: [Int] = []  // parents before children
        order.reserveCapacity(count)
        var stack = roots.compactMap(\.box).reversed() as [Int]
        while let box = stack.popLast() {
            order.append(box)
            stack.append(contentsOf: children[box].reversed())
        }
        var slot = Array(repeating: 0.0, count: count)
        for box in order.reversed() {
            let under = children[box].reduce(0.0) { $0 + slot[$1] } + Self.horizontalGap * Double(max(0, children[box].count - 1))
            var width = max(sizes[box].width, under)
            if parentEdge[box] >= 0, let label = labels[parentEdge[box]] {
                width = max(width, labelWidth(label) / (1 - Self.labelPosition) + 6)
            }
            slot[box] = width
        }

        // Layers' tops.
        let layers = (layer.max() ?? -1) + 1
        var layerHeight = Array(repeating: 0.0, count: max(layers, 1))
        for box in 0..<count { layerHeight[layer[box]] = max(layerHeight[layer[box]], sizes[box].height) }
        if count == 0 { layerHeight[0] = 30 }
        let titled = !diagram.clusters.isEmpty
        var layerTop: [Double] = []
        var y = Self.margin + (titled ? Self.clusterPadding + Self.clusterTitleHeight : 0)
        for height in layerHeight {
            layerTop.append(y)
            y += height + Self.layerGap
        }
        let bottom = y - Self.layerGap

        // Across: the roots left to right, a cluster's together and apart from the others'.
        var left = Array(repeating: 0.0, count: count)
        var cursor = Self.margin
        var clusterSpan: [Int: (from: Double, to: Double)] = [:]
        var group = 0
        while group < roots.count {
            let cluster = roots[group].cluster
            var end = group
            while end < roots.count, roots[end].cluster == cluster { end += 1 }
            let members = roots[group..<end].compactMap(\.box)
            let span = members.reduce(0.0) { $0 + slot[$1] } + Self.horizontalGap * Double(max(0, members.count - 1))
            var x = cursor
            if let cluster {
                let title = Double(SVGText.visible(diagram.clusters[cluster].title).count) * Self.characterWidth
                let inner = max(span, title, 60)
                x = cursor + Self.clusterPadding + (inner - span) / 2
                clusterSpan[cluster] = (cursor, cursor + inner + 2 * Self.clusterPadding)
                cursor += inner + 2 * Self.clusterPadding + Self.horizontalGap
            } else {
                cursor += span + Self.horizontalGap
            }
            for box in members {
                left[box] = x
                x += slot[box] + Self.horizontalGap
            }
            group = end
        }
        var frames = Array(repeating: Frame(x: 0, y: 0, width: 0, height: 0), count: count)
        for box in order {
            let centre = left[box] + slot[box] / 2
            frames[box] = Frame(x: centre - sizes[box].width / 2, y: layerTop[layer[box]], width: sizes[box].width, height: sizes[box].height)
            let kids = children[box]
            var start = centre - (kids.reduce(0.0) { $0 + slot[$1] } + Self.horizontalGap * Double(max(0, kids.count - 1))) / 2
            for child in kids {
                left[child] = start
                start += slot[child] + Self.horizontalGap
            }
        }
        boxes = (0..<count).map { PlacedBox(box: all[$0], lines: lines[$0], frame: frames[$0], layer: layer[$0]) }

        // Clusters framed round their boxes.
        var extent: [Int: Frame] = [:]
        var clusterOf: [Int: Int] = [:]
        for (number, cluster) in diagram.clusters.enumerated() {
            for id in cluster.boxes { if let box = index[id], clusterOf[box] == nil { clusterOf[box] = number } }
        }
        for box in 0..<count {
            guard let cluster = clusterOf[box] else { continue }
            let frame = frames[box]
            if var known = extent[cluster] {
                let right = max(known.x + known.width, frame.x + frame.width), lower = max(known.maxY, frame.maxY)
                known.x = min(known.x, frame.x)
                known.y = min(known.y, frame.y)
                known.width = right - known.x
                known.height = lower - known.y
                extent[cluster] = known
            } else {
                extent[cluster] = frame
            }
        }
        for (number, cluster) in diagram.clusters.enumerated() {
            let top = Self.margin
            if let inside = extent[number] {
                let span = clusterSpan[number] ?? (inside.x - Self.clusterPadding, inside.x + inside.width + Self.clusterPadding)
                let from = min(span.from, inside.x - Self.clusterPadding), to = max(span.to, inside.x + inside.width + Self.clusterPadding)
                clusters.append(PlacedCluster(title: cluster.title, frame: Frame(x: from, y: top, width: to - from, height: inside.maxY + Self.clusterPadding - top)))
            } else if let span = clusterSpan[number] {
                let height = Self.clusterTitleHeight + 2 * Self.clusterPadding + 20
                clusters.append(PlacedCluster(title: cluster.title, frame: Frame(x: span.from, y: top, width: span.to - span.from, height: height)))
            }
        }

        // Arrows, and where their labels go.
        for (number, arrow) in diagram.arrows.enumerated() {
            let from = edges[number].from, to = edges[number].to
            let tree = parentEdge[to] == number
            var centre: (x: Double, y: Double)?
            if labels[number] != nil {
                let start = (x: frames[from].midX, y: frames[from].maxY), end = (x: frames[to].midX, y: frames[to].y)
                if tree {
                    let t = Self.labelPosition
                    centre = (end.x + (start.x - end.x) * t, end.y - (end.y - start.y) * t)
                } else if from == to || layer[to] <= layer[from] {
                    let a = frames[from], b = frames[to]
                    centre = (max(a.x + a.width, b.x + b.width) + 30, (a.y + a.height / 2 + b.y + b.height / 2) / 2)
                } else {
                    // Near the box it leaves, on its curve (drawn as the SVG writer draws it):
                    // arrows sharing a target keep their labels apart.
                    let t = min(0.5, 22 / max(1, end.y - start.y)), bend = Self.layerGap / 2, u = 1 - t
                    let x = u * u * u * start.x + 3 * u * u * t * start.x + 3 * u * t * t * end.x + t * t * t * end.x
                    let y = u * u * u * start.y + 3 * u * u * t * (start.y + bend) + 3 * u * t * t * (end.y - bend) + t * t * t * end.y
                    centre = (x, y)
                }
            }
            arrows.append(PlacedArrow(arrow: arrow, from: from, to: to, label: labels[number], labelCentre: centre, isTreeArrow: tree))
        }

        var right = cursor - Self.horizontalGap + Self.margin
        for box in boxes { right = max(right, box.frame.x + box.frame.width + Self.margin) }
        for cluster in clusters { right = max(right, cluster.frame.x + cluster.frame.width + Self.margin) }
        for arrow in arrows {
            if let centre = arrow.labelCentre, let label = arrow.label { right = max(right, centre.x + labelWidth(label) / 2 + Self.margin) }
        }
        width = max(right, 2 * Self.margin + 40)
        height = bottom + Self.margin + (titled ? Self.clusterPadding : 0)
    }

    /// The boxes nothing hangs them under, grouped by cluster in the
    /// clusters' order (an empty cluster holds a `nil` place), then those
    /// in no cluster; each group in the boxes' order.
    private static func roots(count: Int, parentEdge: [Int], clusters: [Diagram.Cluster], index: [String: Int]) -> [(cluster: Int?, box: Int?)] {
        var clusterOf = Array(repeating: Int?.none, count: count)
        for (number, cluster) in clusters.enumerated() {
            for id in cluster.boxes { if let box = index[id], clusterOf[box] == nil { clusterOf[box] = number } }
        }
        var byCluster = Array(repeating: [Int](), count: clusters.count), loose: [Int] = []
        for box in 0..<count where parentEdge[box] < 0 {
            if let cluster = clusterOf[box] { byCluster[cluster].append(box) } else { loose.append(box) }
        }
        var roots: [(cluster: Int?, box: Int?)] = []
        for (cluster, boxes) in byCluster.enumerated() {
            if boxes.isEmpty { roots.append((cluster, nil)) }
            roots += boxes.map { (cluster, $0) }
        }
        return roots + loose.map { (nil, $0) }
    }

    /// `text` cut to ``maximumLineLength`` characters, ending in `…` when cut.
    static func cut(_ text: String) -> String {
        text.count <= maximumLineLength ? text : String(text.prefix(maximumLineLength - 1)) + "…"
    }
}
