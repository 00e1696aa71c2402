import RouteSpec
import Testing

/// What cannot be translated is listed at its line with a reason naming the construct, never dropped or guessed.
@Suite struct LeftOutReaderTests {
    @Test func aComputedFinderAndAnUnknownMethod() throws {
        let spec = ReaderFixture.read("""
            let screen = StepAssembler<AViewController, Any?>()
                .finder(makeFinder())
                .factory(.classFactory)
                .logging(true)
                .from(.current)
                .assemble()
            """)
        let route = try #require(spec.route(named: "screen"))
        #expect(route.leftOut == [
            LeftOut(location: SourceLocation(file: "App.swift", line: 2), reason: "`makeFinder()`: a finder computed at run time"),
            LeftOut(location: SourceLocation(file: "App.swift", line: 4), reason: ".logging(true): a method the reader does not know in a chain"),
        ])
        guard case .chain(let chain) = route.destination else { throw ReaderTestFailure() }
        #expect(chain.first.finder == nil && chain.first.factory?.kind == "ClassFactory")
    }

    @Test func aConditionalAssemblyLeavesTheRouteOut() throws {
        let spec = ReaderFixture.read("""
            enum Screens {
                static var login: DestinationStep<LoginViewController, Any?> {
                    if Flags.newLogin {
                        return StepAssembler<LoginViewController, Any?>().finder(.classFinder).factory(.classFactory).from(.current).assemble()
                    }
                    return StepAssembler<LoginViewController, Any?>().finder(.classFinder).factory(.nilFactory).from(.current).assemble()
                }
                static func pick(_ fast: Bool) -> DestinationStep<AViewController, Any?> {
                    fast ? Screens.a : Screens.b
                }
            }
            """)
        let login = try #require(spec.route(named: "Screens.login"))
        #expect(login.leftOut.map(\.location.line) == [3])
        #expect(login.leftOut.first?.reason.hasSuffix("a statement that decides the route at run time") == true)
        #expect(login.destination == .leftOut(login.leftOut[0]))
        #expect(login.viewControllerType == "LoginViewController")
        let pick = try #require(spec.route(named: "Screens.pick"))
        #expect(pick.leftOut == [LeftOut(location: SourceLocation(file: "App.swift", line: 9),
                                         reason: "`fast ? Screens.a : Screens.b`: a conditional assembly, the route is chosen at run time")])
    }

    @Test func aClosureArgumentIsLeftOutAndTheRestKept() throws {
        let spec = ReaderFixture.read("""
            let screen = StepAssembler<AViewController, Any?>()
                .finder(.classFinder)
                .factory(.classFactory(nibName: "A", configuration: { $0.title = "A" }))
                .from(.current)
                .assemble()
            """)
        let route = try #require(spec.route(named: "screen"))
        guard case .chain(let chain) = route.destination else { throw ReaderTestFailure() }
        // The `configuration:` closure is also kept as written, for the Lua writer's configuration option.
        #expect(chain.first.factory?.arguments == [SourceArgument(label: "nibName", value: "\"A\""),
                                                   SourceArgument(label: "configuration", value: "{ $0.title = \"A\" }")])
        #expect(route.leftOut == [LeftOut(location: SourceLocation(file: "App.swift", line: 3),
                                          reason: "`configuration:` closure of `ClassFactory`: its logic must be written in Lua")])
    }

    @Test func anActionWithoutAnOriginIsLeftOut() throws {
        let spec = ReaderFixture.read("""
            let screen = StepAssembler<AViewController, Any?>().finder(.classFinder).factory(.classFactory)
                .using(.push)
                .assemble()
            """)
        #expect(spec.route(named: "screen")?.leftOut == [LeftOut(location: SourceLocation(file: "App.swift", line: 2),
                                                                 reason: ".using(.push) has no `.from(…)` after it: the action is dropped")])
    }

    @Test func aFileThatDoesNotParseIsLeftOutAtItsLine() {
        let spec = ReaderFixture.read("""
            enum Screens {
                static let a = StepAssembler<AViewController, Any?>().finder(.classFinder).factory(.classFactory).from(.current).assemble()
                static let b = StepAssembler<BViewController, Any?>(.finder(
            }
            """, path: "Broken.swift")
        #expect(spec.leftOut.count == 1)
        #expect(spec.leftOut.first?.location.file == "Broken.swift")
        #expect(spec.leftOut.first.map { (3...4).contains($0.location.line) } == true)
        #expect(spec.leftOut.first?.reason.contains("the file does not parse here") == true)
        #expect(spec.route(named: "Screens.a") != nil)
    }

    @Test func aReferenceSeveralTypesDeclareIsLeftOut() throws {
        let spec = ReaderFixture.read("""
            enum A { static let home = StepAssembler<HomeViewController, Any?>().finder(.classFinder).factory(.nilFactory).from(.root).assemble() }
            enum B { static let home = StepAssembler<HomeViewController, Any?>().finder(.classFinder).factory(.nilFactory).from(.root).assemble() }
            let child = StepAssembler<ChildViewController, Any?>().finder(.classFinder).factory(.classFactory)
                .using(.push).from(settings.home).assemble()
            """)
        let route = try #require(spec.route(named: "child"))
        #expect(route.leftOut == [LeftOut(location: SourceLocation(file: "App.swift", line: 4),
                                          reason: "`settings.home`: names a route several types declare (A.home, B.home)")])
    }

    @Test func aBuiltInsTrailingClosureIsLeftOut() throws {
        let spec = ReaderFixture.read("""
            let screen = StepAssembler<AViewController, Any?>()
                .finder(.classFinder)
                .factory(.build { AViewController(context: $0) })
                .from(.current)
                .assemble()
            """)
        let route = try #require(spec.route(named: "screen"))
        guard case .chain(let chain) = route.destination else { throw ReaderTestFailure() }
        #expect(chain.first.factory?.kind == "InlineFactory" && chain.first.factory?.className == "AViewController")
        #expect(route.leftOut == [LeftOut(location: SourceLocation(file: "App.swift", line: 3),
                                          reason: "the closure of `InlineFactory`: its logic must be written in Lua")])
    }

    @Test func anAssemblyTheReaderDoesNotKnowIsARouteLeftOut() throws {
        let spec = ReaderFixture.read("""
            enum Cities {
                static var list = ContainerDestinationAssembly<UISplitViewController, Int?>(from: city)
                    .inside()
                    .assemble()
                static let factory = CompleteFactoryAssembly(factory: TabBarControllerFactory()).assemble()
            }
            """)
        let route = try #require(spec.route(named: "Cities.list"))
        #expect(spec.routes.count == 1)
        #expect(route.destination == .leftOut(LeftOut(location: SourceLocation(file: "App.swift", line: 2),
            reason: "`ContainerDestinationAssembly<UISplitViewController, Int?>…`: an expression the reader does not follow as a step or a route")))
    }

    @Test func namesThatLeadBackToThemselvesStop() throws {
        let spec = ReaderFixture.read("""
            enum Loop {
                static func first() -> TabsFactory { second() }
                static func second() -> TabsFactory { first() }
                static let a = StepAssembler<AViewController, Any?>().finder(.classFinder).factory(first()).from(b).assemble()
                static let b: DestinationStep<UIViewController, Any?> = c
                static let c: DestinationStep<UIViewController, Any?> = b
            }
            """)
        let route = try #require(spec.route(named: "Loop.a"))
        #expect(route.leftOut.contains { $0.reason.hasSuffix("names that lead back to themselves, or nest deeper than the reader follows") })
        #expect(spec.route(named: "Loop.b")?.destination == .route(RouteReference(name: "Loop.c")))
    }
}
