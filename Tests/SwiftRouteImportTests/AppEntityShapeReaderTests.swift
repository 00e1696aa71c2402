import RouteSpec
import Testing

/// What an app's own finder or factory declares about itself: a
/// `StackIteratingFinder`'s search, a container factory's container class.
@Suite struct AppEntityShapeReaderTests {
    @Test func aStackIteratingFindersIteratorGivesItsSearch() throws {
        let spec = ReaderFixture.read("""
            class ColourFinder: StackIteratingFinder {
                typealias ViewController = ColourViewController
                let iterator: StackIterator = DefaultStackIterator(options: .currentAllStack, startingPoint: .root,
                                                                   windowProvider: RouteComposerDefaults.shared.windowProvider)
            }
            let screen = StepAssembler<ColourViewController, String>().finder(ColourFinder()).factory(.classFactory)
                .using(.push).from(.navigationController).using(.present).from(.current).assemble()
            """)
        guard case .chain(let chain) = try #require(spec.route(named: "screen")).destination else { throw ReaderTestFailure() }
        #expect(chain.first.finder?.options == ["currentAllStack"])
        #expect(chain.first.finder?.startingPoint == "root")
        #expect(spec.route(named: "screen")?.leftOut == [])
    }

    @Test func olderFindersGiveTheirSearchAsProperties() throws {
        let spec = ReaderFixture.read("""
            class ColourFinder: StackIteratingFinder {
                var options: SearchOptions { [.current, .visible] }
            }
            let screen = StepAssembler<ColourViewController, String>().finder(ColourFinder()).factory(.classFactory)
                .using(.push).from(.navigationController).using(.present).from(.current).assemble()
            """)
        guard case .chain(let chain) = try #require(spec.route(named: "screen")).destination else { throw ReaderTestFailure() }
        #expect(chain.first.finder?.options == ["current", "visible"])
        #expect(chain.first.finder?.startingPoint == nil)
    }

    @Test func aSearchTheSourceComputesIsLeftOutAtItsLine() throws {
        let spec = ReaderFixture.read("""
            class ColourFinder: StackIteratingFinder {
                let iterator: StackIterator = Settings.shared.iterator
            }
            let screen = StepAssembler<ColourViewController, String>().finder(ColourFinder()).factory(.classFactory)
                .using(.push).from(.navigationController).using(.present).from(.current).assemble()
            """)
        guard case .chain(let chain) = try #require(spec.route(named: "screen")).destination else { throw ReaderTestFailure() }
        #expect(chain.first.finder?.options == nil)
        let leftOut = try #require(spec.route(named: "screen")?.leftOut.first)
        #expect(leftOut.location == SourceLocation(file: "App.swift", line: 2))
        #expect(leftOut.reason.contains("`ColourFinder`'s stack iterator is not a `DefaultStackIterator(…)`"))
    }

    @Test func aContainerFactoryBuildsItsViewControllerTypeAlias() throws {
        let spec = ReaderFixture.read("""
            class FrameController: UIViewController {}
            class FrameFactory<C>: SimpleContainerFactory {
                typealias ViewController = FrameController
                typealias Context = C
            }
            let frame = StepAssembler<FrameController, Any?>().finder(.classFinder).factory(FrameFactory())
                .using(.present).from(.current).assemble()
            """)
        guard case .chain(let chain) = try #require(spec.route(named: "frame")).destination else { throw ReaderTestFailure() }
        #expect(chain.first.factory?.className == "FrameController")
        #expect(spec.entities.map(\.kind) == [.containerFactory])
    }
}
