import LuaBridge

/// Coverage as a worker sends it to its supervisor after each request: a
/// line of its own on the channel, not JSON (a JSON message costs a decoder's
/// set-up, and a test's coverage travels with every test), marked by its
/// first byte; in it, one record per item (its non-zero counts only) and per
/// file of line hits.
enum CoverageWire {
    private static let separator: Character = "\u{1F}"
    private static let recordSeparator: Character = "\u{1E}"
    /// The first byte of a coverage line (a JSON message starts with `{`).
    static let mark: UInt8 = 0x01

    /// The channel line carrying `coverage`, newline included.
    static func line(_ coverage: RouteCoverage) -> [UInt8] {
        var bytes = [mark]
        bytes += Array(encode(coverage).joined(separator: String(recordSeparator)).utf8)
        bytes.append(0x0A)
        return bytes
    }

    /// The coverage a channel line carries (without its newline), nil when it is not a coverage line or is damaged.
    static func coverage(fromLine line: [UInt8], project: String) -> RouteCoverage? {
        guard line.first == mark else { return nil }
        var coverage = RouteCoverage(project: project)
        var items: [CoverageItem] = []
        // Items, the bulk of a test's line, are read from the bytes; the rest as text.
        var others: [String] = []
        for record in line.dropFirst().split(separator: 0x1E, omittingEmptySubsequences: true) {
            guard record.first == UInt8(ascii: "i") else {
                others.append(String(decoding: record, as: UTF8.self))
                continue
            }
            let fields = record.split(separator: 0x1F, omittingEmptySubsequences: false)
            guard fields.count == 5, let kind = CoverageKind(rawValue: text(fields[1])) else { return nil }
            var counts: [String: Int] = [:]
            for pair in fields[4].split(separator: UInt8(ascii: ",")) {
                guard let equals = pair.lastIndex(of: UInt8(ascii: "=")), let count = number(pair[pair.index(after: equals)...]) else { return nil }
                counts[text(pair[..<equals]), default: 0] += count
            }
            let location = fields[3].first == UInt8(ascii: "@") ? text(fields[3].dropFirst()) : nil
            items.append(CoverageItem(kind: kind, name: text(fields[2]), location: location, counts: counts))
        }
        coverage.add(items)
        if !others.isEmpty {
            guard let rest = decode(others, project: project) else { return nil }
            coverage.merge(rest)
        }
        return coverage
    }

    /// A field's text, unescaped.
    private static func text(_ bytes: ArraySlice<UInt8>) -> String {
        let text = String(decoding: bytes, as: UTF8.self)
        return bytes.contains(0x25) ? unescape(text) : text
    }

    /// A count written in decimal digits.
    private static func number(_ bytes: ArraySlice<UInt8>) -> Int? {
        guard !bytes.isEmpty, bytes.count < 19 else { return nil }
        var value = 0
        for byte in bytes {
            guard byte >= 0x30, byte <= 0x39 else { return nil }
            value = value * 10 + Int(byte - 0x30)
        }
        return value
    }

    /// `coverage` as strings.
    static func encode(_ coverage: RouteCoverage) -> [String] {
        var out: [String] = []
        for item in coverage.items {
            let counts = item.counts.filter { $0.value != 0 }.map { "\(escape($0.key))=\($0.value)" }.joined(separator: ",")
            out.append(join(["i", item.kind.rawValue, item.name, item.location.map { "@" + $0 } ?? "-", counts]))
        }
        for file in coverage.lines ?? [] { out.append(join(["l", file.file, hits(file)])) }
        for load in coverage.loading ?? [] {
            out.append(join(["L", load.flowFile] + load.files.flatMap { [$0.file, hits($0)] }))
        }
        if coverage.lines != nil, coverage.lines?.isEmpty == true, coverage.loading?.isEmpty != false { out.append("n") }
        return out
    }

    /// The coverage `lines` encode, of `project`; nil when they are not coverage.
    static func decode(_ lines: [String], project: String) -> RouteCoverage? {
        var coverage = RouteCoverage(project: project)
        for line in lines {
            let fields = line.split(separator: separator, omittingEmptySubsequences: false).map { unescape(String($0)) }
            switch fields.first {
            case "i":
                guard fields.count == 5, let kind = CoverageKind(rawValue: fields[1]) else { return nil }
                var counts: [String: Int] = [:]
                for pair in fields[4].split(separator: ",") {
                    let parts = pair.split(separator: "=", maxSplits: 1)
                    guard parts.count == 2, let count = Int(parts[1]) else { return nil }
                    counts[String(parts[0])] = count
                }
                let location = fields[3].hasPrefix("@") ? String(fields[3].dropFirst()) : nil
                coverage.add([CoverageItem(kind: kind, name: fields[2], location: location, counts: counts)])
            case "l":
                guard fields.count == 3, let hits = hits(fields[2]) else { return nil }
                coverage.add(lines: [FileLineCoverage(file: fields[1], hits: hits)])
            case "L":
                guard fields.count >= 2, fields.count % 2 == 0 else { return nil }
                var files: [FileLineCoverage] = []
                for index in stride(from: 2, to: fields.count, by: 2) {
                    guard let hits = hits(fields[index + 1]) else { return nil }
                    files.append(FileLineCoverage(file: fields[index], hits: hits))
                }
                coverage.add(loading: [LoadLineCoverage(flowFile: fields[1], files: files)])
            case "n": coverage.add(lines: [])
            default: return nil
            }
        }
        return coverage
    }

    private static func hits(_ file: FileLineCoverage) -> String {
        file.hits.sorted { $0.key < $1.key }.map { "\($0.key):\($0.value)" }.joined(separator: ",")
    }

    private static func hits(_ text: String) -> [Int: Int]? {
        var hits: [Int: Int] = [:]
        for pair in text.split(separator: ",") {
            let parts = pair.split(separator: ":")
            guard parts.count == 2, let line = Int(parts[0]), let count = Int(parts[1]) else { return nil }
            hits[line, default: 0] += count
        }
        return hits
    }

    private static func join(_ fields: [String]) -> String { fields.map(escape).joined(separator: String(separator)) }

    private static func escape(_ text: String) -> String {
        guard text.utf8.contains(where: { $0 == 0x25 || $0 == 0x1F || $0 == 0x1E || $0 == 0x0A }) else { return text }
        var out = ""
        for character in text {
            switch character {
            case "%": out += "%25"
            case separator: out += "%1F"
            case recordSeparator: out += "%1E"
            case "\n": out += "%0A"
            default: out.append(character)
            }
        }
        return out
    }

    private static func unescape(_ text: String) -> String {
        guard text.utf8.contains(0x25) else { return text }
        var out = ""
        var rest = Substring(text)
        while let percent = rest.firstIndex(of: "%") {
            out += rest[..<percent]
            let code = rest[percent...].prefix(3)
            switch code {
            case "%25": out += "%"
            case "%1F": out.append(separator)
            case "%1E": out.append(recordSeparator)
            case "%0A": out += "\n"
            default: out += code
            }
            rest = rest[percent...].dropFirst(code.count)
        }
        return out + rest
    }
}
