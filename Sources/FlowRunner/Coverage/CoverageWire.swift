import LuaBridge
import RouterCore

/// Coverage as a worker sends it to its supervisor after each request (a
/// ``CoverageHandover``): a frame of its own on the channel (see
/// ``WorkerFrame``), not JSON (a JSON message costs a decoder's set-up, and
/// a test's coverage travels with every test). Its payload is records of
/// fields, each field's separators escaped as %XX: the first item
/// number (`h`), each item newly numbered (`d`: kind, name, location), each
/// count (`c`: item number, outcome, times; 0 times for an item listed
/// only), and per file of line hits (`l`, `L`, `n`).
enum CoverageWire {
    private static let separator: Character = "\u{1F}"
    private static let recordSeparator: Character = "\u{1E}"

    /// Appends the frame carrying `handover` to `bytes`.
    static func append(_ handover: CoverageHandover, to bytes: inout [UInt8]) {
        WorkerFrame.append(.coverage, to: &bytes) { appendPayload(handover, to: &$0) }
    }

    /// The payload of the frame carrying `handover`.
    static func payload(_ handover: CoverageHandover) -> [UInt8] {
        var bytes: [UInt8] = []
        appendPayload(handover, to: &bytes)
        return bytes
    }

    private static func appendPayload(_ handover: CoverageHandover, to bytes: inout [UInt8]) {
        bytes += [UInt8(ascii: "h"), 0x1F]
        bytes.reserveCapacity(bytes.count + 64 + 24 * handover.counts.count)
        bytes.appendDecimal(handover.firstNumber)
        for key in handover.keys {
            bytes.append(0x1E)
            bytes += join(["d", key.kind.rawValue, key.name, key.location.map { "@" + $0 } ?? "-"]).utf8
        }
        for count in handover.counts {
            bytes += [0x1E, UInt8(ascii: "c"), 0x1F]
            bytes.appendDecimal(count.number)
            bytes.append(0x1F)
            bytes += escape(count.outcome).utf8
            bytes.append(0x1F)
            bytes.appendDecimal(count.times)
        }
        for record in lineRecords(handover.lines) {
            bytes.append(0x1E)
            bytes += record.utf8
        }
    }

    /// The handover a frame's payload carries, nil when it is damaged.
    static func handover(fromPayload payload: [UInt8], project: String) -> CoverageHandover? {
        var handover = CoverageHandover(firstNumber: -1, keys: [], counts: [], lines: RouteCoverage(project: project))
        // Counts, the bulk of a test's payload, are read in place; the rest as text.
        var others: [String] = []
        var fields: [ArraySlice<UInt8>] = []
        var start = 0
        while start < payload.count {
            let end = payload[start...].firstIndex(of: 0x1E) ?? payload.count
            defer { start = end + 1 }
            guard start < end else { continue }
            fields.removeAll(keepingCapacity: true)
            var field = start
            for index in start..<end where payload[index] == 0x1F {
                fields.append(payload[field..<index])
                field = index + 1
            }
            fields.append(payload[field..<end])
            switch payload[start] {
            case UInt8(ascii: "c"):
                guard fields.count == 4, let item = Int(decimal: fields[1]), let times = Int(decimal: fields[3]) else { return nil }
                handover.counts.append(CoverageTally.Count(number: item, outcome: text(fields[2]), times: times))
            case UInt8(ascii: "d"):
                guard fields.count == 4, let kind = CoverageKind(rawValue: text(fields[1])) else { return nil }
                let location = fields[3].first == UInt8(ascii: "@") ? text(fields[3].dropFirst()) : nil
                handover.keys.append(CoverageItem.Key(kind: kind, name: text(fields[2]), location: location))
            case UInt8(ascii: "h"):
                guard fields.count == 2, let first = Int(decimal: fields[1]) else { return nil }
                handover.firstNumber = first
            default:
                others.append(String(decoding: payload[start..<end], as: UTF8.self))
            }
        }
        guard handover.firstNumber >= 0 else { return nil }
        if !others.isEmpty {
            guard let lines = lines(fromRecords: others, project: project) else { return nil }
            handover.lines = lines
        }
        return handover
    }

    /// A field's text, unescaped.
    private static func text(_ bytes: ArraySlice<UInt8>) -> String {
        let text = String(decoding: bytes, as: UTF8.self)
        return bytes.contains(0x25) ? unescape(text) : text
    }

    /// The Lua lines of `coverage` (its items are not written) as records.
    private static func lineRecords(_ coverage: RouteCoverage) -> [String] {
        var out: [String] = []
        for file in coverage.lines ?? [] { out.append(join(["l", file.file, hits(file)])) }
        for load in coverage.loading ?? [] {
            out.append(join(["L", load.flowFile] + load.files.flatMap { [$0.file, hits($0)] }))
        }
        if coverage.lines != nil, coverage.lines?.isEmpty == true, coverage.loading?.isEmpty != false { out.append("n") }
        return out
    }

    /// The Lua lines `records` carry (``lineRecords(_:)``), as coverage of `project` without items; nil when they are not such records.
    private static func lines(fromRecords records: [String], project: String) -> RouteCoverage? {
        var coverage = RouteCoverage(project: project)
        for record in records {
            let fields = record.split(separator: separator, omittingEmptySubsequences: false).map { unescape(String($0)) }
            switch fields.first {
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
