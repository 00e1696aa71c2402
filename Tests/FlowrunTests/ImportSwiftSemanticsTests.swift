import Foundation
import Testing

/// `flowrun import-swift` where a trial found it reading the Swift wrongly: an
/// entity module handed to another type, code under `#if false` taken as live,
/// arguments to the app's own entities dropped, a huge chain not counted.
@Suite("flowrun import-swift: what the Swift means")
struct ImportSwiftSemanticsTests: ImportSwiftScratch {
    func write(_ swift: String, in folder: FlowFolder) throws {
        try (Self.head + swift).write(to: folder.url.appendingPathComponent("App/Routes.swift"), atomically: true, encoding: .utf8)
    }

    static func tasks(_ names: [String]) -> String {
        let declared = names.map { name -> String in
            let task = "struct \(name.split(separator: ".").last!): ContextTask { func perform(on viewController: AVC, with context: Any?) throws {} }"
            return name.contains(".") ? "enum \(name.split(separator: ".")[0]) { \(task) }" : task
        }
        let adding = names.map { ".adding(\($0)())\n        " }.joined()
        return declared.joined(separator: "\n") + "\nenum Conf {\n    static let a = \(step("AVC", adding + ".using(.present)\n        .from(.current)"))\n}\n"
    }

    @Test("a type keeps the module whose first line names it when another type is removed; the unused module warned of is the removed type's")
    func stableModules() throws {
        let app = try folder(Self.tasks(["Flow.Task", "Flow_Task", "Flow_Task_2"]))
        let first = try run(["App"], in: app)
        #expect(first.status == 0, "\(first.stderr)")
        #expect(first.stdout.contains("Flow.Task is written as entities/Flow_Task_3.lua"), "\(first.stdout)")
        let header = try #require(read("entities/Flow_Task_2.lua", in: app)?.split(separator: "\n").first)
        let filled = "\(header)\nreturn { perform = function(vc) vc.removed = true end }\n"
        try filled.write(to: app.url.appendingPathComponent("entities/Flow_Task_2.lua"), atomically: true, encoding: .utf8)
        try write(Self.tasks(["Flow.Task", "Flow_Task"]), in: app)
        let check = try run(["App", "--check"], in: app)
        let again = try run(["App"], in: app)
        #expect(again.status == 0, "\(again.stderr)")
        let lua = try #require(read("routes_generated.lua", in: app))
        #expect(lua.contains("require(\"entities.Flow_Task_3\").perform"), "\(lua)")
        #expect(!lua.contains("entities.Flow_Task_2\""), "\(lua)")
        #expect(again.stderr.contains("warning: entities/Flow_Task_2.lua: no route uses this type any more"), "\(again.stderr)")
        #expect(!again.stderr.contains("Flow_Task_3.lua: no route"), "\(again.stderr)")
        #expect(read("entities/Flow_Task_2.lua", in: app) == filled)
        // The type removed changes the generated file (its class is gone), so --check saw it; the module did not move.
        #expect(check.status == 1, "\(check.stdout)\(check.stderr)")
        #expect(try run(["App", "--check"], in: app).status == 0)
    }

    @Test("a new type whose own module's first line names another type takes a module of its own, never the other's logic")
    func moduleNamingAnother() throws {
        let app = try folder(Self.tasks(["Flow.Task", "Flow_Task"]))
        #expect(try run(["App"], in: app).status == 0)
        #expect(read("entities/Flow_Task_2.lua", in: app)?.hasPrefix("-- Flow_Task_2 (the Swift type Flow.Task): ") == true)
        try write(Self.tasks(["Flow.Task", "Flow_Task", "Flow_Task_2"]), in: app)
        let again = try run(["App"], in: app)
        #expect(again.status == 0, "\(again.stderr)")
        let lua = try #require(read("routes_generated.lua", in: app))
        #expect(lua.contains("require(\"entities.Flow_Task_2\").perform"), "\(lua)")
        #expect(lua.contains("require(\"entities.Flow_Task_2_2\").perform"), "\(lua)")
        #expect(again.stdout.contains("Flow_Task_2 is written as entities/Flow_Task_2_2.lua"), "\(again.stdout)")
        #expect(read("entities/Flow_Task_2_2.lua", in: app)?.hasPrefix("-- Flow_Task_2_2 (the Swift type Flow_Task_2): ") == true)
    }

    @Test("a module whose first line the team rewrote stays its type's: only the importer's own line names a type")
    func rewrittenHeader() throws {
        let app = try folder(Self.tasks(["Flow_Task"]))
        #expect(try run(["App"], in: app).status == 0)
        try "-- TODO: ask the backend\nreturn { perform = function() end }\n"
            .write(to: app.url.appendingPathComponent("entities/Flow_Task.lua"), atomically: true, encoding: .utf8)
        let again = try run(["App"], in: app)
        #expect(again.status == 0, "\(again.stderr)")
        #expect(try #require(read("routes_generated.lua", in: app)).contains("require(\"entities.Flow_Task\").perform"))
        #expect(!again.stdout.contains("is written as"), "\(again.stdout)")
    }

    @Test("code under #if false or #if 0 is not read and is listed as left out; the #else after it is read")
    func ifFalse() throws {
        let app = try folder("""
            #if false
            class DeadVC: UIViewController {}
            enum Dead {
                static let gone = \(Self.step("DeadVC"))
            }
            #else
            enum Live {
                static let here = \(Self.step("AVC"))
            }
            #endif
            #if 0
            enum Zero { static let zero = \(Self.step("BVC")) }
            #endif
            """)
        let result = try run(["App", "--strict"], in: app)
        #expect(result.status == 1, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.contains("App/Routes.swift:6: inside `#if false` (lines 6–"), "\(result.stdout)")
        #expect(result.stdout.contains("App/Routes.swift:26: inside `#if 0` (lines 26–"), "\(result.stdout)")
        #expect(result.stdout.contains("Routes: 1 found, 1 translated"), "\(result.stdout)")
        let lua = try #require(read("routes_generated.lua", in: app))
        #expect(!lua.contains("DeadVC") && !lua.contains("routes.gone") && !lua.contains("routes.zero"), "\(lua)")
        #expect(lua.contains("routes.here = "), "\(lua)")
        #expect(!lua.contains("`#else`/`#elseif`"), "\(lua)")
    }

    @Test("an #if whose condition no build can make true (false && DEBUG, !true, false || 0) is never read; the #else after it is")
    func constantConditions() throws {
        let app = try folder("""
            enum Conf {
            #if (false)
                static let ghost1 = \(Self.step("AVC"))
            #elseif false && DEBUG
                static let ghost2 = \(Self.step("AVC"))
            #elseif !true || (false || 0)
                static let ghost3 = \(Self.step("AVC"))
            #else
                static let live = \(Self.step("BVC"))
            #endif
            #if true || DEBUG
                static let always = \(Self.step("CVC"))
            #endif
            }
            """)
        let result = try run(["App"], in: app)
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        let lua = try #require(read("routes_generated.lua", in: app))
        #expect(!lua.contains("routes.ghost"), "\(lua)")
        #expect(lua.contains("routes.live = ") && lua.contains("routes.always = "), "\(lua)")
        #expect(!result.stdout.contains("route Conf.always is inside"), "\(result.stdout)")
        #expect(!result.stdout.contains("`#else`/`#elseif` clause"), "\(result.stdout)")
    }

    @Test("an argument to the app's own type is quoted on one line, by its tokens: a multi-line string reaches no console line, reformatting is no drift")
    func argumentsOnOneLine() throws {
        let tail = ".adding(WeirdInter<Any?>(text: \"\"\"\n    a\n    ]] os.exit(9) --[[\n    \"\"\", strict:   true))\n        .using(.present)\n        .from(.current)"
        let declared = "struct WeirdInter<C>: RoutingInterceptor { init(text: String, strict: Bool) {} }\n"
        let app = try folder(declared + "enum Conf { static let a = \(Self.step("AVC", tail)) }\n")
        let result = try run(["App"], in: app)
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        let line = try #require(result.stdout.split(separator: "\n").first { $0.contains("of `WeirdInter`") }, "\(result.stdout)")
        #expect(line.contains("os.exit(9)") && line.contains("strict: true"), "\(line)")
        #expect(!result.stdout.contains("\n    ]] os.exit"), "\(result.stdout)")
        try write(declared + "enum Conf { static let a = \(Self.step("AVC", tail.replacingOccurrences(of: "strict:   true", with: "strict: /* x */ true"))) }\n", in: app)
        let check = try run(["App", "--check"], in: app)
        #expect(check.status == 0, "reformatting an argument is not drift: \(check.stdout)\(check.stderr)")
    }

    @Test("a route read in an #if clause says the condition it was read under; an #if inside a chain is named")
    func ifCondition() throws {
        let app = try folder("""
            enum Conf {
            #if DEBUG
                static let a = \(Self.step("AVC"))
            #endif
                static let b = \(Self.step("BVC", ".using(.present)\n        #if DEBUG\n        .from(.current)\n        #else\n        .from(.root)\n        #endif"))
            }
            """)
        let result = try run(["App", "--strict"], in: app)
        #expect(result.status == 1, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.contains("route Conf.a is inside `#if DEBUG`: read as if `DEBUG` holds"), "\(result.stdout)")
        #expect(result.stdout.contains("`#if DEBUG` inside the chain"), "\(result.stdout)")
        #expect(!result.stdout.contains("an expression the reader does not follow"), "\(result.stdout)")
        #expect(try #require(read("routes_generated.lua", in: app)).contains("routes.a = "))
    }

    @Test("arguments given to an app's own entity are in the JSON and left out: --strict fails, --check sees them added")
    func entityArguments() throws {
        let declaration = """
            struct LoginInterceptor<C>: RoutingInterceptor {
                init(strict: Bool = false) {}
                func perform(with context: C, completion: @escaping (RoutingResult) -> Void) { completion(.success) }
            }

            """
        let app = try folder(declaration + "enum Conf {\n    static let a = \(Self.step("AVC", ".adding(LoginInterceptor<Any?>())\n        .using(.present)\n        .from(.current)"))\n}\n")
        #expect(try run(["App", "--strict"], in: app).status == 0)
        try write(declaration + "enum Conf {\n    static let a = \(Self.step("AVC", ".adding(LoginInterceptor<Any?>(strict: true))\n        .using(.present)\n        .from(.current)"))\n}\n", in: app)
        let check = try run(["App", "--check"], in: app)
        #expect(check.status == 1, "\(check.stdout)\(check.stderr)")
        let strict = try run(["App", "--strict"], in: app)
        #expect(strict.status == 1)
        #expect(strict.stdout.contains("`strict: true` of `LoginInterceptor`: its arguments are not passed to the Lua entity: "
            + "write them in its module in entities/"), "\(strict.stdout)")
        let routes = try #require(try json(run(["App", "--json"], in: app))["routes"] as? [[String: Any]])
        let given = try #require(routes.first?["entity_arguments"] as? [[String: Any]], "\(routes)")
        #expect(given.first?["type"] as? String == "LoginInterceptor")
        #expect((given.first?["arguments"] as? [[String: Any]])?.first?["value"] as? String == "true")
        #expect((given.first?["arguments"] as? [[String: Any]])?.first?["label"] as? String == "strict")
    }

    @Test("a chain too deep to read (20,000 steps) is still a route found (not translated), whether a property's value or a getter's")
    func deepChain() throws {
        // The trial's 20,000 steps: deep enough that even finding the chain's first token would overflow the stack.
        let huge = String(repeating: "        .using(.present)\n        .from(.current)\n", count: 10_000)
        let links = String(repeating: "        .using(.present)\n        .from(.current)\n", count: 1_500)
        let app = try folder("""
            enum Conf {
                static let deep = StepAssembler<AVC, Any?>()
                    .finder(.classFinder)
                    .factory(.classFactory)
            \(huge)        .assemble()
                static var deeper: DestinationStep<AVC, Any?> {
                    StepAssembler<AVC, Any?>()
                    .finder(.classFinder)
                    .factory(.classFactory)
            \(links)        .assemble()
                }
                static let shallow = \(Self.step("BVC"))
            }
            """)
        let result = try run(["App"], in: app)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("Routes: 3 found, 1 translated"), "\(result.stdout)")
        #expect(result.stdout.contains("an expression nested deeper than 2000 levels"), "\(result.stdout)")
        #expect(result.stdout.contains("Conf.deep (App/Routes.swift:7)"), "\(result.stdout)")
        #expect(result.stdout.contains("Conf.deeper (App/Routes.swift:"), "\(result.stdout)")
        #expect(!result.stdout.contains("the route's body has no expression"), "\(result.stdout)")
    }
}
