import Formats
import Foundation
import LuaBridge

/// The JSON form of a run's coverage (`--coverage json=FILE`, read back by
/// `flowrun coverage merge`): keys sorted, items in their order, no
/// timings, so the same suite writes the same bytes.
public enum CoverageJSON {
    /// The coverage as JSON text, ending in a newline.
    public static func render(_ coverage: RouteCoverage) -> String {
        ((try? JSONTextEncoder(options: [.prettyPrinted, .sortedKeys]).string(coverage)) ?? "") + "\n"
    }

    /// Why a file cannot be read as coverage.
    public struct ReadError: Error, CustomStringConvertible {
        public let description: String
    }

    /// The coverage in `data`, read from `file` (named in errors): refused
    /// when it is not JSON, not flowrun's coverage, or of another version.
    public static func read(_ data: Data, file: String) throws(ReadError) -> RouteCoverage {
        let document: JSONDocument
        do {
            document = try JSONDocument.parse(String(decoding: data, as: UTF8.self))
        } catch {
            let why = data.isEmpty ? "the file is empty" : "\(error.cause), at line \(error.line)"
            throw ReadError(description: "\(file): not JSON (\(why)): a coverage file is what --coverage json=FILE writes")
        }
        guard document.member("format")?.value.string == RouteCoverage.formatName else {
            let what = document.members == nil ? "JSON that is not an object"
                : document.member("tests") != nil && document.member("summary") != nil ? "a test report (--report json), not coverage"
                : "JSON without \"format\": \"\(RouteCoverage.formatName)\""
            throw ReadError(description: "\(file): not a flowrun coverage file: \(what); a coverage file is what --coverage json=FILE writes")
        }
        guard let version = document.member("version")?.value, version.number?.int64 == Int64(RouteCoverage.formatVersion) else {
            let given = document.member("version").map { $0.value.number?.text ?? $0.value.kind } ?? "(none)"
            throw ReadError(description: "\(file): coverage of format version \(given), but this flowrun reads version \(RouteCoverage.formatVersion): write it again with this flowrun")
        }
        if let repeated = document.repeatedKeys.first {
            throw ReadError(description: "\(file): a damaged coverage file: '\(repeated.key.excerpt())' is given twice (at line \(repeated.position.line))")
        }
        for (index, item) in (document.member("items")?.value.elements ?? []).enumerated() {
            for count in item.member("counts")?.value.members ?? [] {
                guard let number = count.value.number, number.isInteger, let value = number.int64, value >= 0, value <= Int64(CoverageItem.countLimit) else {
                    let given = count.value.number?.text ?? count.value.kind
                    throw ReadError(description: "\(file): a damaged coverage file: item \(index + 1)'s count of '\(count.key)' is \(given), not a whole number from 0 to \(CoverageItem.countLimit)")
                }
            }
            if let kind = item.member("kind")?.value.string, CoverageKind(rawValue: kind) == nil {
                throw ReadError(description: "\(file): a damaged coverage file: item \(index + 1) is of the kind '\(kind)', which flowrun does not know (kinds: \(CoverageKind.allCases.map(\.rawValue).joined(separator: ", ")))")
            }
        }
        do {
            return try JSONDocumentDecoder().decode(RouteCoverage.self, from: document)
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
