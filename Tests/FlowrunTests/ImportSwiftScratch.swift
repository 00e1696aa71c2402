import Foundation
import Testing

/// A scratch app of one Swift file (`App/Routes.swift`, three classes and
/// what a test adds) for `flowrun import-swift`, and what the command makes of it.
protocol ImportSwiftScratch {}

extension ImportSwiftScratch {
    static var head: String {
        """
        import RouteComposer
        import UIKit
        class AVC: UIViewController {}
        class BVC: UIViewController {}
        class CVC: UIViewController {}

        """
    }

    /// A route to `type` in the `StepAssembler` shorthand, `tail` its chain.
    static func step(_ type: String, _ tail: String = ".using(.present)\n        .from(.current)") -> String {
        "StepAssembler<\(type), Any?>()\n        .finder(.classFinder)\n        .factory(.classFactory)\n        \(tail)\n        .assemble()"
    }

    func folder(_ swift: String) throws -> FlowFolder { try FlowFolder(["App/Routes.swift": Self.head + swift]) }

    func run(_ arguments: [String], in folder: FlowFolder) throws -> FlowrunProcess {
        try FlowrunProcess.run(["import-swift"] + arguments, in: folder.url)
    }

    func read(_ path: String, in folder: FlowFolder) -> String? {
        try? String(contentsOf: folder.url.appendingPathComponent(path), encoding: .utf8)
    }

    func json(_ result: FlowrunProcess) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any], "\(result.stderr)")
    }
}
