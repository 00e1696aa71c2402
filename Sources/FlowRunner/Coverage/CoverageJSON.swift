import Foundation
import LuaBridge

/// The JSON form of a run's coverage (`--coverage json=FILE`, read back by
/// `flowrun coverage merge`): keys sorted, items in their order, no
/// timings, so the same suite writes the same bytes.
public enum CoverageJSON {
    /// The coverage as JSON text, ending in a newline.
    public static func render(_ coverage: RouteCoverage) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let data = (try? encoder.encode(coverage)) ?? Data()
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    /// Why a file cannot be read as coverage.
    public struct ReadError: Error, CustomStringConvertible {
        public let description: String
    }

    /// The coverage in `data`, read from `file` (named in errors): refused
    /// when it is not JSON, not flowrun's coverage, or of another version.
    public static func read(_ data: Data, file: String) throws(ReadError) -> RouteCoverage {
        let object: Any
        do {
            object = try JSONSerialization.jsonObject(with: data)
        } catch {
            throw ReadError(description: "\(file): not JSON (\(data.isEmpty ? "the file is empty" : "it does not parse")): a coverage file is what --coverage json=FILE writes")
        }
        guard let fields = object as? [String: Any], fields["format"] as? String == RouteCoverage.formatName else {
            let what = (object as? [String: Any]).map { $0["tests"] != nil && $0["summary"] != nil ? "a test report (--report json), not coverage" : "JSON without \"format\": \"\(RouteCoverage.formatName)\"" } ?? "JSON that is not an object"
            throw ReadError(description: "\(file): not a flowrun coverage file: \(what); a coverage file is what --coverage json=FILE writes")
        }
        guard let version = fields["version"] as? Int, version == RouteCoverage.formatVersion else {
            throw ReadError(description: "\(file): coverage of format version \(fields["version"].map { "\($0)" } ?? "(none)"), but this flowrun reads version \(RouteCoverage.formatVersion): write it again with this flowrun")
        }
        if let items = fields["items"] as? [[String: Any]] {
            for (index, item) in items.enumerated() {
                for (outcome, count) in item["counts"] as? [String: Any] ?? [:] {
                    guard let number = count as? NSNumber, number.doubleValue == number.doubleValue.rounded(),
                          number.doubleValue >= 0, number.doubleValue <= Double(CoverageItem.countLimit) else {
                        throw ReadError(description: "\(file): a damaged coverage file: item \(index + 1)'s count of '\(outcome)' is \(count), not a whole number from 0 to \(CoverageItem.countLimit)")
                    }
                }
                if let kind = item["kind"] as? String, CoverageKind(rawValue: kind) == nil {
                    throw ReadError(description: "\(file): a damaged coverage file: item \(index + 1) is of the kind '\(kind)', which flowrun does not know (kinds: \(CoverageKind.allCases.map(\.rawValue).joined(separator: ", ")))")
                }
            }
        }
        do {
            return try JSONDecoder().decode(RouteCoverage.self, from: data)
        } catch let DecodingError.dataCorrupted(context) {
            throw ReadError(description: "\(file): a damaged coverage file: \(context.debugDescription) (at \(path(context.codingPath)))")
        } catch let DecodingError.keyNotFound(key, context) {
            throw ReadError(description: "\(file): a damaged coverage file: \"\(key.stringValue)\" is missing (at \(path(context.codingPath)))")
        } catch let DecodingError.typeMismatch(_, context), let DecodingError.valueNotFound(_, context) {
            throw ReadError(description: "\(file): a damaged coverage file: \(context.debugDescription) (at \(path(context.codingPath)))")
        } catch {
            throw ReadError(description: "\(file): a damaged coverage file: \(error)")
        }
    }

    private static func path(_ keys: [any CodingKey]) -> String {
        keys.isEmpty ? "the top" : keys.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
    }
}
