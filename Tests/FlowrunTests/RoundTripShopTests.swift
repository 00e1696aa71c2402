import Foundation
import Testing

/// The round trip through the executables: `flowrun export-swift` on a copy
/// of the shop, `flowrun import-swift` of that Swift into the copy, whose
/// routes section (from `routes = {}` to the deep links) becomes
/// `routes = require("routes_generated")`, line numbers kept.
@Suite("Round trip: the shop through export-swift and import-swift")
struct RoundTripShopTests {
    /// A copy of the shop, round-tripped; the folder is removed when it goes.
    final class Copy: Sendable {
        let url: URL
        init() throws {
            url = FileManager.default.temporaryDirectory.appendingPathComponent("flowrun-roundtrip-\(UUID().uuidString)")
            try FileManager.default.copyItem(at: FlowrunProcess.repositoryRoot.appendingPathComponent("scripts/examples/shop"), to: url)
        }
        deinit { try? FileManager.default.removeItem(at: url) }
    }

    /// The copy's app.lua with its routes section replaced by the generated module, padded to keep its lines.
    static func requireGeneratedRoutes(in folder: URL) throws {
        let file = folder.appendingPathComponent("app.lua")
        var lines = try String(contentsOf: file, encoding: .utf8).components(separatedBy: "\n")
        let start = try #require(lines.firstIndex(of: "routes = {}"))
        let end = try #require(lines.firstIndex { $0.hasPrefix("-- Deep links") })
        lines.replaceSubrange(start..<end, with: ["routes = require(\"routes_generated\")"] + Array(repeating: "", count: end - start - 1))
        try lines.joined(separator: "\n").write(to: file, atomically: true, encoding: .utf8)
    }

    @Test("every route and the team's entities come back by name, each stub the Lua the Swift quotes")
    func routesAndEntities() throws {
        let copy = try Copy()
        let export = try FlowrunProcess.run(["export-swift", "--out", "Routes.swift"], in: copy.url)
        #expect(export.status == 0, "\(export.stderr)")
        let imported = try FlowrunProcess.run(["import-swift", "Routes.swift", "--out", "."], in: copy.url)
        #expect(imported.status == 0, "\(imported.stderr)")
        let generated = try String(contentsOf: copy.url.appendingPathComponent("routes_generated.lua"), encoding: .utf8)
        for key in ExportSwiftTests.shopRoutes { #expect(generated.contains("\nroutes.\(key) = "), "routes.\(key)") }
        let entity = { (name: String) in try String(contentsOf: copy.url.appendingPathComponent("entities/\(name).lua"), encoding: .utf8) }
        #expect(try entity("SwatchContextTask").contains("function(vc, colour) vc.colour = colour end"))
        #expect(try entity("LoginRequireUserInterceptor").contains("require(\"login\").require_user"))
    }

    @Test("the round-tripped shop exported again: the same routes and the same types, each quoting its module's Lua")
    func exportedAgain() throws {
        let copy = try Copy()
        let first = try FlowrunProcess.run(["export-swift", "--out", "Routes.swift"], in: copy.url)
        #expect(first.status == 0, "\(first.stderr)")
        _ = try FlowrunProcess.run(["import-swift", "Routes.swift", "--out", "."], in: copy.url)
        try Self.requireGeneratedRoutes(in: copy.url)
        let again = try FlowrunProcess.run(["export-swift"], in: copy.url)
        #expect(again.status == 0, "\(again.stderr)")
        #expect(again.stderr.isEmpty)
        let before = try String(contentsOf: copy.url.appendingPathComponent("Routes.swift"), encoding: .utf8)
        let declared = { (text: String, prefix: String) in
            text.split(separator: "\n").filter { $0.hasPrefix(prefix) }.map { $0.dropFirst(prefix.count).prefix { $0.isLetter || $0.isNumber || $0 == "_" } }.sorted()
        }
        #expect(declared(again.stdout, "    static var ") == declared(before, "    static var "))
        #expect(declared(again.stdout, "struct ") == declared(before, "struct "))
        #expect(again.stdout.contains("/// Lua (entities/SwatchDismissalTask.lua:6), the behaviour to implement:\n/// ```lua\n/// function() app.back() end\n"))
    }

    @Test("the shop's suite on the round-tripped model prints what it prints on the shop (--no-timings)")
    func sameSuite() throws {
        let copy = try Copy()
        _ = try FlowrunProcess.run(["export-swift", "--out", "Routes.swift"], in: copy.url)
        _ = try FlowrunProcess.run(["import-swift", "Routes.swift", "--out", "."], in: copy.url)
        try Self.requireGeneratedRoutes(in: copy.url)
        let original = try FlowrunProcess.run(["test", "--no-timings", "scripts/examples/shop"])
        let roundTripped = try FlowrunProcess.run(["test", "--no-timings", "."], in: copy.url)
        #expect(original.status == 0)
        // The product switch's `{ when = function, from = destination }` case, the
        // dismissal task and the login module's interceptor survive as themselves.
        #expect(roundTripped.stdout == original.stdout)
        #expect(roundTripped.status == original.status)
    }
}
