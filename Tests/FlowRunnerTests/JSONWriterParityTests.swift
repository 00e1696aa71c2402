import Formats
import Foundation
import Testing
@testable import FlowRunner

/// The JSON report, coverage files and worker messages, written by
/// Formats' encoder, are what Foundation's `JSONEncoder` wrote: the same bytes.
@Suite("JSON written by JSONTextEncoder: the bytes JSONEncoder wrote")
struct JSONWriterParityTests {
    static let hostile = ["plain", "", "a/b\\c\"d", "</script><!--", "line\nbreak\r\ttab\u{8}\u{C}", "\u{0}\u{1}\u{1F}\u{7F}", "é e\u{301} 漢字 🧭", "\u{2028}\u{FFFF}"]

    private static func run() -> SuiteRun {
        let file = FlowFile(path: "/p/</script>.lua", displayPath: "a/</script>.lua", appDefinition: nil)
        var run = SuiteRun()
        for (index, text) in hostile.enumerated() {
            let test = TestCase(file: file, index: index, groups: [text], name: text, tags: [text, "t"], skipReason: nil, isOnly: false, location: "x:\(index)")
            let steps = [TestStep(kind: .expectation, text: text, passed: index % 2 == 0, location: text, failure: text, trace: text)]
            run.results.append(TestResult(test: test, status: index % 2 == 0 ? .passed : .failed, milliseconds: Double(index) * 1.0625 + 0.1, message: text,
                                          location: text, steps: steps, earlierSteps: index, tree: text, ending: index == 3 ? .outOfMemory : nil, output: text))
        }
        run.milliseconds = 1e20
        return run
    }

    private static func foundation(snakeCase: Bool) -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        if snakeCase { encoder.keyEncodingStrategy = .convertToSnakeCase }
        return encoder
    }

    @Test("the JSON report, with and without timings")
    func report() throws {
        for shown in [false, true] {
            let text = JSONReport.render(Self.run(), timings: Timings(shown: shown))
            let expected = try Self.foundation(snakeCase: true).encode(JSONReport.document(Self.run(), timings: Timings(shown: shown)))
            #expect(text == String(decoding: expected, as: UTF8.self) + "\n")
            #expect(try JSONDocument.parse(text).member("tests")?.value.elements?.count == Self.hostile.count)
        }
    }

    @Test("coverage files, items, counts and lines with hostile names")
    func coverage() throws {
        let items = Self.hostile.enumerated().map { index, text in
            CoverageItem(kind: CoverageKind.allCases[index % CoverageKind.allCases.count], name: text, location: index % 3 == 0 ? nil : text, counts: [text: index, "b\(text)": 1])
        }
        let coverage = RouteCoverage(project: "</p>", items: items, lines: [FileLineCoverage(file: "a/<b>.lua", hits: [3: 1, 1: 9, 20: 0])])
        let expected = String(decoding: try Self.foundation(snakeCase: false).encode(coverage), as: UTF8.self) + "\n"
        #expect(CoverageJSON.render(coverage) == expected)
        #expect(CoverageJSON.render(RouteCoverage(project: "")) == String(decoding: try Self.foundation(snakeCase: false).encode(RouteCoverage(project: "")), as: UTF8.self) + "\n")
    }

    @Test("worker messages are one frame each and read back as they were")
    func workerMessages() throws {
        let run = Self.run()
        let replies: [WorkerReply] = [.warning("a\nb</x>"), .loading, .started, .collected(run.results.map(\.test)), .loadFailed("é\u{0}"),
                                      .overtime(where: nil, seconds: 0.25, closing: true), .overtime(where: "x/y", seconds: 3, closing: false)]
            + run.results.map { .finished($0) }
        for reply in replies {
            let frame = WorkerWire.encode(reply)
            let payload = frame.dropFirst(WorkerFrame.headerSize)
            let length = frame.dropFirst().prefix(4).reduce(0) { $0 << 8 | Int($1) }
            #expect(frame.first == WorkerFrame.Kind.message.rawValue && length == payload.count)
            let read = try JSONDecoder().decode(WorkerReply.self, from: Data(payload))
            let written = try JSONTextEncoder(options: .sortedKeys).encode(reply), rewritten = try JSONTextEncoder(options: .sortedKeys).encode(read)
            #expect(written == rewritten)
            let foundation = JSONEncoder()
            foundation.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
            #expect(written == Array(try foundation.encode(reply)))
        }
    }
}
