import Foundation
import Testing

/// docs/Architecture.md is the package's map: every target it names, what
/// each may import, checked against `Package.swift` and against the
/// imports of every source file, so that neither can drift from it.
@Suite("The architecture as documented")
struct ArchitectureTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let package = PackageMap(manifest: (try? String(contentsOf: root.appendingPathComponent("Package.swift"), encoding: .utf8)) ?? "")
    static let map = DocumentedMap(markdown: (try? String(contentsOf: root.appendingPathComponent("docs/Architecture.md"), encoding: .utf8)) ?? "")

    /// Modules of the toolchain and the system, which any target may import.
    static let systemModules: Set<String> = ["Foundation", "FoundationXML", "FoundationEssentials", "Glibc", "Musl", "Darwin", "Dispatch", "Synchronization"]

    /// The package's own targets that are part of the product (not tests, not the build plugin's).
    static var productTargets: [PackageMap.Target] {
        package.targets.filter { $0.kind == "target" || $0.kind == "executableTarget" || $0.kind == "systemLibrary" }
            .filter { !$0.path.hasPrefix("Tests/") && !["embed-lua", "embedding-example", "flowrun-bench", "CLuaBenchmarks"].contains($0.name) }
    }

    @Test("the map names every target of the package, and what each may import is what Package.swift gives it")
    func mapMatchesPackage() {
        #expect(!Self.productTargets.isEmpty && !Self.map.rows.isEmpty, "Package.swift or docs/Architecture.md was not read")
        #expect(Set(Self.map.rows.keys) == Set(Self.productTargets.map(\.name)),
                "docs/Architecture.md names \(Set(Self.map.rows.keys).symmetricDifference(Self.productTargets.map(\.name)).sorted()) unlike Package.swift")
        for target in Self.productTargets {
            #expect(Self.map.rows[target.name] == target.dependencies,
                    "\(target.name): docs/Architecture.md says it may import \(Self.map.rows[target.name]?.sorted() ?? []), Package.swift gives \(target.dependencies.sorted())")
        }
    }

    @Test("every Swift file imports only what its target may import, and RouterCore imports no Foundation")
    func importsFollowTheMap() throws {
        let own = Set(Self.package.targets.map(\.name))
        for target in Self.package.targets where target.kind != "systemLibrary" {
            for file in try Self.swiftFiles(in: target.path) {
                for module in try Self.imports(of: file) where !Self.systemModules.contains(module) || target.name == "RouterCore" {
                    let allowed = target.dependencies.contains(module) || (!own.contains(module) && target.kind == "testTarget") || module == "Testing"
                        || (target.kind == "plugin" && module == "PackagePlugin")
                    #expect(allowed, "\(file) imports \(module), which \(target.name) may not (Package.swift and docs/Architecture.md say what it may)")
                }
            }
        }
    }

    @Test("of the package's targets, the command line imports FlowRunner only")
    func commandLineIsThin() {
        let own = Set(Self.package.targets.map(\.name))
        let imported = Self.package["flowrun"]?.dependencies.filter { own.contains($0) } ?? []
        #expect(imported == ["FlowRunner"], "flowrun depends on \(imported.sorted())")
    }

    /// The starter project and the API's annotations are files `flowrun init` writes for users, not sources.
    @Test("no C or Lua source file is longer than 700 lines")
    func filesStaySmall() throws {
        let sources = Self.root.appendingPathComponent("Sources")
        let files = FileManager.default.enumerator(atPath: sources.path)?.compactMap { $0 as? String } ?? []
        for file in files where (file.hasSuffix(".c") || file.hasSuffix(".h") || file.hasSuffix(".lua")) && !file.hasPrefix("FlowRunner/Templates/") {
            let text = try String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8)
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false).count
            #expect(lines <= 700, "Sources/\(file) has \(lines) lines: split it by job")
        }
    }

    static func swiftFiles(in folder: String) throws -> [String] {
        let base = root.appendingPathComponent(folder)
        let found = FileManager.default.enumerator(atPath: base.path)?.compactMap { $0 as? String } ?? []
        return found.filter { $0.hasSuffix(".swift") && !$0.hasPrefix("Lua/") }.map { "\(folder)/\($0)" }.sorted()
    }

    /// The modules a Swift file imports (`import X`, `@testable import X`, `import struct X.Y`).
    static func imports(of file: String) throws -> [String] {
        let text = try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)
        return text.split(separator: "\n").compactMap { line -> String? in
            let words = line.split(separator: " ").filter { !$0.hasPrefix("@") && !["public", "internal", "package", "private", "fileprivate"].contains($0) }
            guard words.first == "import", words.count >= 2 else { return nil }
            let name = words.count >= 3 && ["struct", "class", "enum", "protocol", "func", "var", "let", "typealias"].contains(words[1]) ? words[2] : words[1]
            return String(name.split(separator: ".").first ?? name)
        }
    }
}

/// Speed bought with unchecked exclusivity says which benchmark figure buys it.
@Suite("Unchecked exclusivity")
struct UncheckedExclusivityTests {
    @Test("each @exclusivity(unchecked) names, just above it, a figure flowrun-bench prints")
    func namesItsFigure() throws {
        let root = ArchitectureTests.root
        let bench = try ArchitectureTests.swiftFiles(in: "Sources/flowrun-bench")
            .map { try String(contentsOf: root.appendingPathComponent($0), encoding: .utf8) }.joined()
        for folder in ["Sources"] {
            let files = FileManager.default.enumerator(atPath: root.appendingPathComponent(folder).path)?.compactMap { $0 as? String } ?? []
            for file in files where file.hasSuffix(".swift") {
                let lines = try String(contentsOf: root.appendingPathComponent("\(folder)/\(file)"), encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
                for (index, line) in lines.enumerated() where line.contains("@exclusivity(unchecked)") {
                    let above = index > 0 ? lines[index - 1] : ""
                    let figure = above.firstMatch(of: /Exclusivity unchecked for `([a-z_]+)\.([a-z_0-9]+)`/)
                    let printed = figure.map { bench.contains("\"\($0.2)\"") || bench.contains("\($0.1).\($0.2)") } ?? false
                    #expect(printed, "\(folder)/\(file):\(index + 1): @exclusivity(unchecked) without the line above naming the scripts/bench figure it is for (/// Exclusivity unchecked for `group.figure`.)")
                }
            }
        }
    }
}
