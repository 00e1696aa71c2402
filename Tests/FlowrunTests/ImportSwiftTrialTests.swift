import Foundation
import Testing

/// `flowrun import-swift` as a new user and an attacker tried it: paths of one
/// character, file names that would end a Lua comment, paths that depend on the
/// folder the command runs in, empty and broken input, hand-edited markers,
/// `--out` inside a project that has its model already.
@Suite("flowrun import-swift: a new user's and an attacker's trial")
struct ImportSwiftTrialTests {
    static let screens = """
        import UIKit
        class HomeViewController: UIViewController {}
        class LoginViewController: UIViewController {}

        """

    static let routes = """
        import RouteComposer
        import UIKit

        struct LoginInterceptor: RoutingInterceptor {
            func perform(with context: Any?, completion: @escaping (RoutingResult) -> Void) {
                completion(.success)
            }
        }

        enum Conf {
            static let home = StepAssembly(
                finder: ClassFinder<HomeViewController, Any?>(),
                factory: ClassFactory<HomeViewController, Any?>())
                .using(GeneralAction.presentModally())
                .from(GeneralStep.current())
                .assemble()

            static let login = StepAssembly(
                finder: ClassFinder<LoginViewController, Any?>(),
                factory: ClassFactory<LoginViewController, Any?>())
                .adding(LoginInterceptor())
                .using(GeneralAction.presentModally())
                .from(GeneralStep.current())
                .assemble()
        }

        """

    func app(_ files: [String: String] = [:], prefix: String = "") throws -> FlowFolder {
        try FlowFolder([prefix + "App/Screens/Screens.swift": Self.screens, prefix + "App/Routes.swift": Self.routes].merging(files) { $1 })
    }

    func run(_ arguments: [String], in folder: FlowFolder, at sub: String? = nil) throws -> FlowrunProcess {
        let place = sub.map { folder.url.appendingPathComponent($0) } ?? folder.url
        return try FlowrunProcess.run(["import-swift"] + arguments, in: place)
    }

    func read(_ path: String, in folder: FlowFolder) -> String? {
        try? String(contentsOf: folder.url.appendingPathComponent(path), encoding: .utf8)
    }

    @Test("--out of one character, or a new folder in a new folder: made, never a trap")
    func shortOutFolders() throws {
        let folder = try app()
        for out in ["o", "q/new"] {
            let result = try run(["App", "--out", out], in: folder)
            #expect(!result.wasSignalled && result.status == 0, "\(out): \(result.status) \(result.stderr)")
            #expect(read("\(out)/routes_generated.lua", in: folder) != nil, "\(out)")
            #expect(read("\(out)/entities/LoginInterceptor.lua", in: folder) != nil, "\(out)")
        }
    }

    @Test("a file name with a line break is written out in every comment, the JSON and the console: no Lua runs from it")
    func fileNamesCannotInjectLua() throws {
        let name = "App/x\nerror(\"PWNED\") --.swift"
        let folder = try FlowFolder([name: Self.screens + Self.routes])
        let result = try run(["App"], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        let generated = try #require(read("routes_generated.lua", in: folder))
        let stub = try #require(read("entities/LoginInterceptor.lua", in: folder))
        for text in [generated, stub, result.stdout, result.stderr] {
            #expect(!text.split(separator: "\n").contains { $0.hasPrefix("error(") }, "\(text)")
        }
        #expect(generated.contains(#"-- route Conf.login (App/x\u{a}error("PWNED") --.swift:"#), "\(generated)")
        #expect(generated.contains(#"--   App/x\u{a}error("PWNED") --.swift"#), "\(generated)")
        #expect(stub.contains(#"App/x\u{a}error("PWNED") --.swift:"#), "\(stub)")
        let check = try run(["App", "--check"], in: folder)
        #expect(check.status == 0, "\(check.stderr)")
        let json = try run(["App", "--json"], in: folder)
        #expect(json.stdout.contains(#"App/x\\u{a}error"#), "\(json.stdout)")
    }

    @Test("paths are recorded from the --out folder: the same bytes from the project or its parent, and --check agrees")
    func pathsFromTheOutFolder() throws {
        let folder = try app(["myapp/app.lua": "routes = require(\"routes_generated\")\n"], prefix: "myapp/")
        #expect(try run(["App", "--out", "."], in: folder, at: "myapp").status == 0)
        let inside = try #require(read("myapp/routes_generated.lua", in: folder))
        let check = try run(["myapp/App", "--check", "--out", "myapp"], in: folder)
        #expect(check.status == 0, "\(check.stderr)")
        #expect(check.stdout.contains("is in step with the Swift (2 routes translated)"), "\(check.stdout)")
        #expect(try run(["myapp/App", "--out", "myapp"], in: folder).status == 0)
        #expect(read("myapp/routes_generated.lua", in: folder) == inside)
        #expect(inside.contains("-- route Conf.home (App/Routes.swift:11)"), "\(inside)")
    }

    @Test("no route found: exit 1, nothing written or replaced, and what was read")
    func noRouteFound() throws {
        let folder = try app()
        #expect(try run(["App"], in: folder).status == 0)
        let good = try #require(read("routes_generated.lua", in: folder))
        let empty = try run(["App/Screens"], in: folder)
        #expect(empty.status == 1)
        #expect(empty.stderr.contains("error: no RouteComposer route found in the 1 Swift file read (2 classes declared); nothing was written"),
                "\(empty.stderr)")
        #expect(read("routes_generated.lua", in: folder) == good)
        let bare = try FlowFolder(["S/A.swift": "import UIKit\nclass AViewController: UIViewController {}\n"])
        let none = try run(["S", "--out", "o"], in: bare)
        #expect(none.status == 1 && !none.wasSignalled, "\(none.stderr)")
        #expect(read("o/routes_generated.lua", in: bare) == nil)
    }

    @Test("a class a route names but no file declares: a warning naming it and its first route, and the fix")
    func undeclaredClasses() throws {
        let folder = try app(["App/Screens/Screens.swift": "import UIKit\nclass HomeViewController: UIViewController {}\n"])
        let result = try run(["App"], in: folder)
        #expect(result.status == 0)
        #expect(result.stderr.contains("warning: 1 class named by a route is declared in no file read"), "\(result.stderr)")
        #expect(result.stderr.contains("import the files declaring them too\n  LoginViewController (first named by route Conf.login)"),
                "\(result.stderr)")
    }

    @Test("a Swift file that does not parse, or is not UTF-8: its error first, exit 1, nothing written")
    func brokenSwift() throws {
        let folder = try app(["App/Broken.swift": "import UIKit\nclass Broken: UIViewController {\n  func f( {\n"])
        let result = try run(["App"], in: folder)
        #expect(result.status == 1)
        #expect(result.stderr.hasPrefix("error: App/Broken.swift:"), "\(result.stderr)")
        #expect(result.stderr.contains("nothing was written"), "\(result.stderr)")
        #expect(read("routes_generated.lua", in: folder) == nil)
        #expect(result.stdout.isEmpty, "\(result.stdout)")

        let latin = try app()
        try Data("import UIKit\n// caf".utf8 + [0xE9] + Data("\n".utf8)).write(to: latin.url.appendingPathComponent("App/Latin.swift"))
        let bytes = try run(["App"], in: latin)
        #expect(bytes.status == 1)
        #expect(bytes.stderr.contains("error: App/Latin.swift:2: not UTF-8 at byte 19"), "\(bytes.stderr)")
        #expect(read("routes_generated.lua", in: latin) == nil)
    }

    @Test("a hand-edited or deleted route marker is said as such, not as a route missing")
    func editedMarker() throws {
        let folder = try app()
        #expect(try run(["App"], in: folder).status == 0)
        let file = folder.url.appendingPathComponent("routes_generated.lua")
        let generated = try String(contentsOf: file, encoding: .utf8)
        for edit in ["-- route Conf.login_edited (App/Routes.swift:18)", "-- the login"] {
            let edited = generated.replacingOccurrences(of: "-- route Conf.login (App/Routes.swift:18)", with: edit)
            #expect(edited != generated)
            try edited.write(to: file, atomically: true, encoding: .utf8)
            let check = try run(["App", "--check"], in: folder)
            #expect(check.status == 1)
            #expect(check.stderr.contains("drift: route Conf.login: its marker comment (-- route Conf.login (…)) was changed by hand"),
                    "\(edit): \(check.stderr)")
            #expect(!check.stderr.contains("added in the Swift"), "\(check.stderr)")
            #expect(check.stderr.contains("1 difference:"), "\(check.stderr)")
        }
    }

    @Test("--out inside a project that has its generated model: a warning that the new one has fresh default stubs")
    func outInsideAProjectWithAModel() throws {
        let folder = try app(["app.lua": "routes = require(\"routes_generated\")\n"])
        let first = try run(["App"], in: folder)
        #expect(first.status == 0)
        #expect(!first.stderr.contains("already has"), "\(first.stderr)")
        let second = try run(["App", "--out", "flows"], in: folder)
        #expect(second.status == 0)
        #expect(second.stderr.contains("warning: the project at this folder already has routes_generated.lua and entities/"), "\(second.stderr)")
        #expect(second.stderr.contains("a default interceptor lets everything through"), "\(second.stderr)")
    }

    @Test("one route is one route: singular and plural right in the summary and --check")
    func singularCounts() throws {
        let one = try FlowFolder(["App/R.swift": """
            import RouteComposer
            import UIKit
            class HomeViewController: UIViewController {}
            enum Conf {
                static let home = StepAssembly(
                    finder: ClassFinder<HomeViewController, Any?>(),
                    factory: ClassFactory<HomeViewController, Any?>())
                    .using(GeneralAction.presentModally())
                    .from(GeneralStep.current())
                    .assemble()
            }

            """])
        let result = try run(["App", "--out", "o\nx"], in: one)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("In all: 1 route found, 1 translated to Lua, 0 entity stubs (0 written now), 0 constructs left out."),
                "\(result.stdout)")
        #expect(result.stdout.contains("Wrote o\\u{a}x/routes_generated.lua"), "\(result.stdout)")
        #expect(result.stderr.contains("warning: o\\u{a}x is not in a flowrun project"), "\(result.stderr)")
        let check = try run(["App", "--out", "o\nx", "--check"], in: one)
        #expect(check.stdout.contains("o\\u{a}x/routes_generated.lua is in step with the Swift (1 route translated)."), "\(check.stdout)")
    }
}
