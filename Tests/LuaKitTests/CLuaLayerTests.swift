import Foundation
import Testing

/// CLua's C files form layers, in the order `Sources/CLua/CLuaHost.h`
/// lists them: a file calls only functions of the files above it (so
/// they cannot call each other in a cycle), and includes the internal
/// header of each file whose internal functions it calls. Read from the
/// sources as text: a call is a `clua_` name followed by `(` outside
/// comments and strings.
@Suite("CLua's layers")
struct CLuaLayerTests {
    static let folder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources/CLua")

    /// A C file's text without comments, string and character literals.
    static func code(_ text: String) -> String {
        var out = ""
        var chars = text.makeIterator()
        var previous: Character = " "
        while let c = chars.next() {
            if c == "*" && previous == "/" {
                out.removeLast()
                var last: Character = " "
                while let d = chars.next(), !(last == "*" && d == "/") { last = d }
                previous = " "
                continue
            }
            if c == "/" && previous == "/" {
                out.removeLast()
                while let d = chars.next(), d != "\n" {}
                out.append("\n")
                previous = " "
                continue
            }
            if c == "\"" || c == "'" {
                var escaped = false
                while let d = chars.next(), escaped || d != c { escaped = !escaped && d == "\\" }
                out.append(contentsOf: "\(c)\(c)")
                previous = " "
                continue
            }
            out.append(c)
            previous = c
        }
        return out
    }

    static func matches(_ pattern: String, in text: String, options: NSRegularExpression.Options = []) -> [(whole: NSRange, name: String)] {
        let regex = try! NSRegularExpression(pattern: pattern, options: options)
        let whole = NSRange(text.startIndex..., in: text)
        return regex.matches(in: text, range: whole).map { ($0.range, (text as NSString).substring(with: $0.range(at: 1))) }
    }

    /// The functions a file defines outside `static`: a top-level line
    /// naming `clua_…(` whose body begins before any `;`.
    static func definitions(in code: String) -> Set<String> {
        var names: Set<String> = []
        for (range, name) in matches(#"^(?!static\b)[A-Za-z_][^\n(]*?\b(clua_\w+)\("#, in: code, options: .anchorsMatchLines) {
            let after = (code as NSString).substring(from: range.location + range.length)
            let brace = after.firstIndex(of: "{"), semicolon = after.firstIndex(of: ";")
            if let brace, semicolon.map({ brace < $0 }) ?? true { names.insert(name) }
        }
        return names
    }

    struct Layers {
        var order: [String]
        var code: [String: String]
        var includes: [String: Set<String>]
        var definer: [String: String]
        /// The functions each internal header (X.h beside X.c) declares.
        var declared: [String: Set<String>]
    }

    /// The layers as `files` (name -> text; nil: as the folder holds them) have them.
    static func layers(_ files: [String: String]? = nil) throws -> Layers {
        let texts = try files ?? Dictionary(uniqueKeysWithValues: FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasSuffix(".c") || $0.hasSuffix(".h") }
            .map { ($0, try String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8)) })
        let host = try #require(texts["CLuaHost.h"])
        let order = matches(#"^ \*   (CLua\w+\.c) "#, in: host, options: .anchorsMatchLines).map(\.name)
        var layers = Layers(order: order, code: [:], includes: [:], definer: [:], declared: [:])
        for (file, text) in texts where file.hasSuffix(".c") {
            let code = code(text)
            layers.code[file] = code
            layers.includes[file] = Set(matches(#"#include "(\w+)\.h""#, in: text).map { $0.name + ".c" })
            for name in definitions(in: code) { layers.definer[name] = file }
        }
        for (file, text) in texts where file.hasSuffix(".h") && texts[file.dropLast(2) + ".c"] != nil {
            layers.declared[file.dropLast(2) + ".c"] = Set(matches(#"\b(clua_\w+)\("#, in: code(text)).map(\.name))
        }
        return layers
    }

    /// What is wrong with the layers: each call that goes up (or across to
    /// a file not in the order), or to an internal function without its header.
    static func problems(_ layers: Layers) -> [String] {
        var problems: [String] = []
        let position = Dictionary(uniqueKeysWithValues: layers.order.enumerated().map { ($1, $0) })
        for file in layers.code.keys.sorted() where position[file] == nil {
            problems.append("\(file) is not in the order CLuaHost.h lists")
        }
        for (file, code) in layers.code.sorted(by: { $0.key < $1.key }) {
            let called = Set(matches(#"\b(clua_\w+)\s*\("#, in: code).map(\.name))
            for name in called.sorted() {
                guard let callee = layers.definer[name], callee != file else { continue }
                if let above = position[callee], let here = position[file], above > here {
                    problems.append("\(file) calls \(name) of \(callee), listed after it in CLuaHost.h: a call back up the layers (a cycle)")
                }
                if layers.declared[callee]?.contains(name) == true, layers.includes[file]?.contains(callee) != true {
                    problems.append("\(file) calls \(name) of \(callee) without including \(callee.dropLast(2)).h")
                }
            }
            for included in (layers.includes[file] ?? []).sorted() where layers.code[included] != nil && included != file {
                if let above = position[included], let here = position[file], above > here {
                    problems.append("\(file) includes the header of \(included), listed after it in CLuaHost.h")
                }
            }
        }
        return problems
    }

    @Test("every C file calls only into the files above it, through their headers")
    func layered() throws {
        let layers = try Self.layers()
        #expect(layers.order.count == layers.code.count, "\(layers.order) vs \(layers.code.keys.sorted())")
        #expect(layers.definer["clua_where"] == "CLuaWhere.c" && layers.definer["clua_open"] == "CLuaOpen.c", "\(layers.definer)")
        #expect(Self.problems(layers) == [])
    }

    @Test("a call back up the layers is found")
    func backCall() throws {
        let where_ = try String(contentsOf: Self.folder.appendingPathComponent("CLuaWhere.c"), encoding: .utf8)
        let backCall = where_ + "\nint clua_back_call(clua_host *h) { return clua_innermost_running(h) != NULL; }\n"
        var files = try Dictionary(uniqueKeysWithValues: FileManager.default.contentsOfDirectory(atPath: Self.folder.path)
            .filter { $0.hasSuffix(".c") || $0.hasSuffix(".h") }
            .map { ($0, try String(contentsOf: Self.folder.appendingPathComponent($0), encoding: .utf8)) })
        files["CLuaWhere.c"] = backCall
        let problems = Self.problems(try Self.layers(files))
        #expect(problems.contains { $0.hasPrefix("CLuaWhere.c calls clua_innermost_running of CLuaWatchdog.c") && $0.hasSuffix("(a cycle)") }, "\(problems)")
        #expect(problems.contains("CLuaWhere.c calls clua_innermost_running of CLuaWatchdog.c without including CLuaWatchdog.h"), "\(problems)")
    }
}
