import RouteSpec
import Testing

/// The app's own interceptors, tasks, finders and factories: kinds, declarations, quoted Lua; RouteComposer's are not entities.
@Suite struct EntityReaderTests {
    @Test func tasksAreSortedByTheProtocolTheirDeclarationConformsTo() throws {
        let spec = ReaderFixture.read("""
            final class Gate: RoutingInterceptor {}
            struct Fill<VC: UIViewController>: ContextTask {}
            struct Track: PostRoutingTask {}
            let screen = StepAssembler<AViewController, Any?>().finder(.classFinder).factory(.classFactory)
                .adding(Gate())
                .adding(Fill<AViewController>())
                .adding(Track())
                .adding(RememberPostTask())
                .adding(ContextSettingTask())
                .adding(NavigationDelayingInterceptor(strategy: .wait))
                .adding(Unknown())
                .from(.current).assemble()
            struct Unknown: Equatable {}
            """)
        guard case .chain(let chain) = try #require(spec.route(named: "screen")).destination else { throw ReaderTestFailure() }
        #expect(chain.first.interceptors.map(\.type) == ["Gate", "NavigationDelayingInterceptor"])
        #expect(chain.first.interceptors.map(\.custom) == [true, false])
        #expect(chain.first.interceptors[1].arguments == [SourceArgument(label: "strategy", value: ".wait")])
        #expect(chain.first.contextTasks.map(\.type) == ["Fill", "ContextSettingTask"])
        #expect(chain.first.contextTasks[0].genericArguments == ["AViewController"])
        #expect(chain.first.postTasks.map(\.type) == ["Track", "RememberPostTask"])
        #expect(spec.entities == [
            EntityDeclaration(name: "Gate", kind: .interceptor, location: SourceLocation(file: "App.swift", line: 1)),
            EntityDeclaration(name: "Fill", kind: .contextTask, location: SourceLocation(file: "App.swift", line: 2)),
            EntityDeclaration(name: "Track", kind: .postTask, location: SourceLocation(file: "App.swift", line: 3)),
            EntityDeclaration(name: "RememberPostTask", kind: .postTask, location: nil),
        ])
        #expect(spec.route(named: "screen")?.leftOut.map(\.location.line) == [11])
        #expect(spec.route(named: "screen")?.leftOut.first?.reason.contains("`Unknown` is not declared in the files read as an interceptor or a task") == true)
    }

    @Test func inlineClosuresAreTheAppsToWriteInLua() throws {
        let spec = ReaderFixture.read("""
            let screen = StepAssembler<AViewController, Any?>().finder(.classFinder).factory(.classFactory)
                .adding(InlineInterceptor { _ in print("before") })
                .from(.current).assemble()
            """)
        guard case .chain(let chain) = try #require(spec.route(named: "screen")).destination else { throw ReaderTestFailure() }
        #expect(chain.first.interceptors == [EntityUse(type: "InlineInterceptor", custom: true, location: SourceLocation(file: "App.swift", line: 2))])
        #expect(spec.entities.isEmpty)
        #expect(spec.route(named: "screen")?.leftOut == [LeftOut(location: SourceLocation(file: "App.swift", line: 2),
                                                                 reason: "the closure of `InlineInterceptor`: its logic must be written in Lua")])
    }

    @Test func shorthandsTheAppDeclaresResolveToItsTypes() throws {
        let spec = ReaderFixture.read("""
            class ColourFinder: StackIteratingFinder {}
            extension Finder where Self == ColourFinder { static var colourFinder: ColourFinder { ColourFinder() } }
            class ColourFactory: Factory {}
            extension ColourFactory { static func colourFactory(tint: Int) -> ColourFactory { ColourFactory() } }
            let screen = StepAssembler<ColourViewController, String>().finder(.colourFinder).factory(.colourFactory(tint: 3))
                .using(.push).from(.navigationController).using(.present).from(.current).assemble()
            """)
        guard case .chain(let chain) = try #require(spec.route(named: "screen")).destination else { throw ReaderTestFailure() }
        #expect(chain.first.finder == FinderSpec(kind: "ColourFinder", custom: true, location: SourceLocation(file: "App.swift", line: 5)))
        #expect(chain.first.factory == FactorySpec(kind: "ColourFactory", className: "ColourViewController", custom: true,
                                                   arguments: [SourceArgument(label: "tint", value: "3")],
                                                   location: SourceLocation(file: "App.swift", line: 5)))
        #expect(spec.entities.map(\.name) == ["ColourFinder", "ColourFactory"])
        #expect(spec.entities.map(\.kind) == [.finder, .factory])
    }

    @Test func anExportedStubsQuotedLuaIsItsImplementation() {
        let spec = ReaderFixture.read("""
            /// Lua (app.lua:87), the behaviour to implement:
            /// ```lua
            /// function(vc, colour)
            ///   vc.colour = colour
            /// end
            /// ```
            struct PaintTask: ContextTask {}
            /// An interceptor with no quoted Lua.
            struct Gate: RoutingInterceptor {}
            let screen = StepAssembler<AViewController, String>().finder(.classFinder).factory(.classFactory)
                .adding(PaintTask()).adding(Gate())
                .from(.current).assemble()
            """)
        #expect(spec.entities == [
            EntityDeclaration(name: "PaintTask", kind: .contextTask, location: SourceLocation(file: "App.swift", line: 7),
                              luaImplementation: "function(vc, colour)\n  vc.colour = colour\nend"),
            EntityDeclaration(name: "Gate", kind: .interceptor, location: SourceLocation(file: "App.swift", line: 9)),
        ])
    }

    @Test func aCompleteFactoryWithTheAppsContainerFactory() throws {
        let spec = ReaderFixture.read("""
            struct DeckFactory: SimpleContainerFactory {}
            let deck = StepAssembler<DeckViewController, Any?>().finder(.classFinder)
                .factory(CompleteFactoryAssembly(factory: DeckFactory())
                    .with(ClassFactory<CardViewController, Any?>(), using: DeckAction(), adapting: CardContext())
                    .assemble())
                .from(.current).assemble()
            """)
        guard case .chain(let chain) = try #require(spec.route(named: "deck")).destination else { throw ReaderTestFailure() }
        let factory = try #require(chain.first.factory)
        #expect(factory.kind == "CompleteFactory" && !factory.custom)
        #expect(factory.arguments == [SourceArgument(label: "factory", value: "DeckFactory()")])
        #expect(factory.children.map(\.factory.className) == ["CardViewController"])
        #expect(factory.children.map { $0.action?.name } == ["DeckAction"])
        #expect(factory.children.map { $0.adaptingContext?.type } == ["CardContext"])
        #expect(spec.entities.map(\.name) == ["DeckFactory", "DeckAction", "CardContext"])
        #expect(spec.entities.map(\.kind) == [.containerFactory, .containerAction, .contextTransformer])
    }
}
