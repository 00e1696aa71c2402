import Formats

/// A ``Diagram`` drawn as SVG by flowrun itself, from its ``DiagramLayout``:
/// no Graphviz, no external font or style sheet, and the same bytes for
/// the same diagram.
///
/// Boxes are rectangles (rounded ones for `.rounded`, a box with pointed
/// ends for `.diamond`), an emphasised box drawn with a thick border, a
/// tinted fill and bold text; arrows are solid, or dashed, with their labels
/// on a light background; a cluster is a titled frame round its boxes.
/// Text is escaped for XML and stripped of control characters.
extension Diagram {
    /// The diagram as a standalone SVG document titled `title`.
    public func svg(title: String) -> String {
        SVGWriter(layout: DiagramLayout(self)).document(title: title)
    }
}

/// Writes a laid-out diagram as SVG elements.
struct SVGWriter {
    let layout: DiagramLayout
    private static let fontFamily = "'DejaVu Sans Mono', Menlo, Consolas, 'Liberation Mono', monospace"

    func document(title: String) -> String {
        let n = SVGText.number
        var out = [
            ##"<?xml version="1.0" encoding="UTF-8"?>"##,
            ##"<svg xmlns="http://www.w3.org/2000/svg" width="\##(n(layout.width))" height="\##(n(layout.height))" viewBox="0 0 \##(n(layout.width)) \##(n(layout.height))" font-family="\##(Self.fontFamily)" font-size="\##(n(DiagramLayout.fontSize))">"##,
            "<title>\(XMLText.escaped(SVGText.visible(title)))</title>",
            "<defs>",
            ##"<marker id="arrowhead" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="9" markerHeight="9" markerUnits="userSpaceOnUse" orient="auto"><path d="M0,0 L10,5 L0,10 z" fill="#4a5568"/></marker>"##,
            ##"<marker id="arrowhead-light" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="9" markerHeight="9" markerUnits="userSpaceOnUse" orient="auto"><path d="M0,0 L10,5 L0,10 z" fill="#8a9bb0"/></marker>"##,
            "</defs>",
            ##"<rect x="0" y="0" width="\##(n(layout.width))" height="\##(n(layout.height))" fill="#ffffff"/>"##,
        ]
        out.reserveCapacity(layout.boxes.count * 4 + layout.arrows.count * 2 + 16)
        for cluster in layout.clusters { out += self.cluster(cluster) }
        for arrow in layout.arrows { out.append(line(arrow)) }
        for box in layout.boxes { out += self.box(box) }
        for arrow in layout.arrows { out += label(arrow) }
        out.append("</svg>")
        return out.joined(separator: "\n") + "\n"
    }

    private func cluster(_ cluster: DiagramLayout.PlacedCluster) -> [String] {
        let n = SVGText.number, f = cluster.frame
        return [
            ##"<rect x="\##(n(f.x))" y="\##(n(f.y))" width="\##(n(f.width))" height="\##(n(f.height))" rx="8" fill="#f5f7fa" stroke="#8796a8" stroke-dasharray="6 3"/>"##,
            ##"<text x="\##(n(f.x + 10))" y="\##(n(f.y + 17))" font-weight="bold" fill="#2d3748" xml:space="preserve">\##(XMLText.escaped(DiagramLayout.cut(SVGText.visible(cluster.title))))</text>"##,
        ]
    }

    /// The arrow's line: straight down its tree, else curved (out to the right when it points up or sideways).
    private func line(_ placed: DiagramLayout.PlacedArrow) -> String {
        let n = SVGText.number
        let a = layout.boxes[placed.from].frame, b = layout.boxes[placed.to].frame
        let path: String
        if placed.from == placed.to {
            let x = a.x + a.width, y = a.y + a.height / 2
            path = "M\(n(x)),\(n(y - 6)) C\(n(x + 36)),\(n(y - 24)) \(n(x + 36)),\(n(y + 24)) \(n(x)),\(n(y + 6))"
        } else if layout.boxes[placed.to].layer <= layout.boxes[placed.from].layer {
            let sx = a.x + a.width, sy = a.y + a.height / 2, tx = b.x + b.width, ty = b.y + b.height / 2
            let bend = max(sx, tx) + 40
            path = "M\(n(sx)),\(n(sy)) C\(n(bend)),\(n(sy)) \(n(bend)),\(n(ty)) \(n(tx)),\(n(ty))"
        } else if placed.isTreeArrow {
            path = "M\(n(a.midX)),\(n(a.maxY)) L\(n(b.midX)),\(n(b.y))"
        } else {
            let bend = DiagramLayout.layerGap / 2
            path = "M\(n(a.midX)),\(n(a.maxY)) C\(n(a.midX)),\(n(a.maxY + bend)) \(n(b.midX)),\(n(b.y - bend)) \(n(b.midX)),\(n(b.y))"
        }
        let dash = placed.arrow.dashed ? ##" stroke-dasharray="7 4""## : ""
        // Arrows off the boxes' tree (to a box shared, or back up) are lighter, so the tree reads first.
        let ink = placed.isTreeArrow ? ##"stroke="#4a5568" stroke-width="1.3""## : ##"stroke="#8a9bb0" stroke-width="1.1""##
        let head = placed.isTreeArrow ? "arrowhead" : "arrowhead-light"
        return ##"<path d="\##(path)" fill="none" \##(ink)\##(dash) marker-end="url(#\##(head))"/>"##
    }

    private func box(_ placed: DiagramLayout.PlacedBox) -> [String] {
        let n = SVGText.number, f = placed.frame, box = placed.box
        let fill: String
        switch (box.emphasised, box.shape) {
        case (true, _): fill = "#fff3bf"
        case (false, .box): fill = "#ffffff"
        case (false, .rounded): fill = "#ebf4ff"
        case (false, .diamond): fill = "#fdf6e3"
        }
        let stroke = box.emphasised ? ##"stroke="#1a202c" stroke-width="2.6""## : ##"stroke="#4a5568" stroke-width="1.2""##
        var out: [String] = []
        switch box.shape {
        case .box, .rounded:
            let radius = box.shape == .rounded ? 10.0 : 2.0
            out.append(##"<rect x="\##(n(f.x))" y="\##(n(f.y))" width="\##(n(f.width))" height="\##(n(f.height))" rx="\##(n(radius))" fill="\##(fill)" \##(stroke)/>"##)
        case .diamond:
            let point = f.height / 2, middle = f.y + f.height / 2
            let corners = [(f.x, middle), (f.x + point, f.y), (f.x + f.width - point, f.y), (f.x + f.width, middle), (f.x + f.width - point, f.maxY), (f.x + point, f.maxY)]
            out.append(##"<polygon points="\##(corners.map { "\(n($0.0)),\(n($0.1))" }.joined(separator: " "))" fill="\##(fill)" \##(stroke)/>"##)
        }
        let weight = box.emphasised ? ##" font-weight="bold""## : ""
        for (number, text) in placed.lines.enumerated() {
            let baseline = f.y + DiagramLayout.paddingY + DiagramLayout.lineHeight * Double(number) + 12
            out.append(##"<text x="\##(n(f.midX))" y="\##(n(baseline))" text-anchor="middle" fill="#1a202c"\##(weight) xml:space="preserve">\##(XMLText.escaped(text))</text>"##)
        }
        return out
    }

    private func label(_ placed: DiagramLayout.PlacedArrow) -> [String] {
        guard let text = placed.label, let centre = placed.labelCentre else { return [] }
        let n = SVGText.number
        let width = Double(text.count) * DiagramLayout.labelCharacterWidth + 8, height = DiagramLayout.labelHeight
        return [
            ##"<rect x="\##(n(centre.x - width / 2))" y="\##(n(centre.y - height / 2))" width="\##(n(width))" height="\##(n(height))" rx="3" fill="#ffffff" fill-opacity="0.9"/>"##,
            ##"<text x="\##(n(centre.x))" y="\##(n(centre.y + 4))" text-anchor="middle" font-size="\##(n(DiagramLayout.labelFontSize))" fill="#2d3748" xml:space="preserve">\##(XMLText.escaped(text))</text>"##,
        ]
    }
}
