/// Text as an SVG picture shows it (escaped by ``XMLText``).
enum SVGText {
    /// `text` without what XML cannot hold or a picture cannot show:
    /// control characters (C0 but tab, line feed and carriage return, which
    /// become spaces; DEL; C1) and the non-characters U+FFFE and U+FFFF are
    /// dropped.
    static func visible(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isControl) else { return text }
        var kept = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x09, 0x0A, 0x0D: kept.append(" ")
            case _ where isControl(scalar): continue
            default: kept.append(scalar)
            }
        }
        return String(kept)
    }

    /// A coordinate with at most one decimal, the same bytes on every machine (no locale, no exponent).
    static func number(_ value: Double) -> String {
        let tenths = Int((value * 10).rounded())
        let whole = abs(tenths) / 10, fraction = abs(tenths) % 10
        return (tenths < 0 ? "-" : "") + (fraction == 0 ? "\(whole)" : "\(whole).\(fraction)")
    }

    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar.value == 0xFFFE || scalar.value == 0xFFFF
    }
}
