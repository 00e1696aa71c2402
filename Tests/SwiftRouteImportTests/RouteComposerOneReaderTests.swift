import RouteSpec
import Testing

/// RouteComposer 1's (0.9's) ways of declaring routes: properties given
/// their assembly in `init`, screens built as a launch function's `let`s,
/// functions returning the app's `RoutingDestination`.
@Suite struct RouteComposerOneReaderTests {
    static let source = """
        class ExampleDestination: RoutingDestination {
            let finalStep: RoutingStep
            init(finalStep: RoutingStep, context: Any? = nil, _ analyticParameters: Parameters? = nil) { self.finalStep = finalStep }
        }
        class CitiesConfiguration {
            static let shared = CitiesConfiguration()
            private let city: RoutingStep
            private init() {
                city = StepAssembly(finder: ClassFinder<UISplitViewController, Any?>(), factory: NilFactory())
                    .assemble()
            }
            static func cities(_ parameters: Parameters? = nil) -> ExampleDestination {
                return ExampleDestination(finalStep: shared.city, context: nil, parameters)
            }
        }
        class AppDelegate {
            private func configure() {
                let homeScreen = StepAssembly(finder: ClassFinder<UITabBarController, Any?>(), factory: NilFactory())
                    .assemble()
                ExampleConfiguration.register(screen: homeScreen, for: ExampleTarget.home)
            }
        }
        """

    @Test func eachWayIsARouteAtItsLine() {
        let spec = ReaderFixture.read(Self.source)
        #expect(spec.routes.map(\.name).sorted() == ["AppDelegate.homeScreen", "CitiesConfiguration.cities", "CitiesConfiguration.city"])
        #expect(spec.route(named: "CitiesConfiguration.city")?.location?.line == 9)
        #expect(spec.route(named: "AppDelegate.homeScreen")?.location?.line == 18)
        #expect(spec.route(named: "CitiesConfiguration.cities")?.location?.line == 12)
    }

    @Test func whatADestinationCarriesBesidesItsContextIsLeftOutSayingSo() throws {
        let spec = ReaderFixture.read(Self.source)
        let leftOut = try #require(spec.route(named: "CitiesConfiguration.cities")?.leftOut)
        #expect(leftOut.map(\.reason) == ["`parameters`: what `ExampleDestination` carries besides its step and context has no place in the Lua model"])
        #expect(leftOut.map(\.location.line) == [13])
    }
}
