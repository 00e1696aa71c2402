/// A picture as boxes and arrows, written out as Graphviz DOT, Mermaid, or
/// SVG drawn by flowrun itself (``svg(title:)``, laid out by ``DiagramLayout``).
public struct Diagram: Sendable, Equatable {
    public struct Box: Sendable, Equatable {
        public let id: String
        /// Lines of the label.
        public let lines: [String]
        public var emphasised = false
        public var shape: Shape = .box
    }

    public enum Shape: Sendable, Equatable { case box, rounded, diamond }

    public struct Arrow: Sendable, Equatable {
        public let from: String
        public let to: String
        public var label: String?
        public var dashed = false
    }

    /// A group of boxes drawn together (a window).
    public struct Cluster: Sendable, Equatable {
        public let title: String
        public let boxes: [String]
    }

    public var boxes: [Box] = []
    public var arrows: [Arrow] = []
    public var clusters: [Cluster] = []

    public init() {}

    /// Each box by its id (the first, as a search in order would find), for
    /// clusters to look their boxes up in constant time.
    private var firstBoxByID: [String: Box] {
        var byID: [String: Box] = [:]
        for box in boxes where byID[box.id] == nil { byID[box.id] = box }
        return byID
    }

    /// Graphviz DOT, top to bottom.
    public func dot(name: String) -> String {
        var out = ["digraph \(quoted(name)) {", "  rankdir=TB;", "  node [shape=box, fontname=\"Helvetica\", fontsize=11];", "  edge [fontname=\"Helvetica\", fontsize=10];"]
        let clustered = Set(clusters.flatMap(\.boxes)), byID = firstBoxByID
        for (index, cluster) in clusters.enumerated() {
            out.append("  subgraph cluster_\(index) {")
            out.append("    label=\(quoted(cluster.title));")
            for id in cluster.boxes { if let box = byID[id] { out.append("    " + dotBox(box)) } }
            out.append("  }")
        }
        for box in boxes where !clustered.contains(box.id) { out.append("  " + dotBox(box)) }
        for arrow in arrows {
            var attributes: [String] = []
            if let label = arrow.label { attributes.append("label=\(quoted(label))") }
            if arrow.dashed { attributes.append("style=dashed") }
            out.append("  \(arrow.from) -> \(arrow.to)" + (attributes.isEmpty ? "" : " [\(attributes.joined(separator: ", "))]") + ";")
        }
        out.append("}")
        return out.joined(separator: "\n") + "\n"
    }

    private func dotBox(_ box: Box) -> String {
        var attributes = ["label=\(quoted(box.lines.joined(separator: "\n")))"]
        switch box.shape {
        case .box: break
        case .rounded: attributes.append("style=rounded")
        case .diamond: attributes.append("shape=diamond")
        }
        if box.emphasised { attributes.append("penwidth=2") }
        return "\(box.id) [\(attributes.joined(separator: ", "))];"
    }

    /// Mermaid flowchart, top down.
    public func mermaid() -> String {
        var out = ["flowchart TD"]
        let clustered = Set(clusters.flatMap(\.boxes)), byID = firstBoxByID
        for (index, cluster) in clusters.enumerated() {
            out.append("  subgraph cluster\(index) [\(mermaidText(cluster.title))]")
            for id in cluster.boxes { if let box = byID[id] { out.append("    " + mermaidBox(box)) } }
            out.append("  end")
        }
        for box in boxes where !clustered.contains(box.id) { out.append("  " + mermaidBox(box)) }
        for arrow in arrows {
            let line = arrow.dashed ? "-.->" : "-->"
            out.append("  \(arrow.from) \(line)" + (arrow.label.map { "|\(mermaidText($0))|" } ?? "") + " \(arrow.to)")
        }
        let emphasised = boxes.filter(\.emphasised).map(\.id)
        if !emphasised.isEmpty {
            out.append("  classDef emphasised stroke-width:3px")
            out.append("  class \(emphasised.joined(separator: ",")) emphasised")
        }
        return out.joined(separator: "\n") + "\n"
    }

    private func mermaidBox(_ box: Box) -> String {
        let label = "\"" + box.lines.map(mermaidEscaped).joined(separator: "<br/>") + "\""
        switch box.shape {
        case .box: return "\(box.id)[\(label)]"
        case .rounded: return "\(box.id)(\(label))"
        case .diamond: return "\(box.id){\(label)}"
        }
    }

    /// Text in a Mermaid label: quoted, with quotes as entities.
    private func mermaidText(_ text: String) -> String { "\"" + mermaidEscaped(text) + "\"" }

    /// Text Mermaid shows as it is: it reads labels as HTML, so `<int>` would
    /// vanish and `<!--` hide the rest; its entity codes stand for them
    /// (`#` first, which starts one), and line breaks become spaces.
    private func mermaidEscaped(_ text: String) -> String {
        var out = ""
        for character in text {
            switch character {
            case "#": out += "#35;"
            case "\"": out += "#quot;"
            case "<": out += "#lt;"
            case ">": out += "#gt;"
            case "&": out += "#amp;"
            case "\n", "\r": out += " "
            default: out.append(character)
            }
        }
        return out
    }

    private func quoted(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"").replacingOccurrences(of: "\n", with: "\\n") + "\""
    }
}
