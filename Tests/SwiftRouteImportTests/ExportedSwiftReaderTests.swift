import RouteSpec
import Testing

/// Swift in the shape `flowrun export-swift` writes (one `AppConfiguration` enum, fully typed RouteComposer
/// calls, a stub per entity quoting its Lua) reads back into the routes and entities it was written from.
@Suite struct ExportedSwiftReaderTests {
    static let exported = """
        import RouteComposer
        import UIKit

        @MainActor
        enum AppConfiguration {

            /// `home` (app.lua:5)
            static var home: DestinationStep<UITabBarController, Any?> {
                StepAssembly(finder: ClassFinder<UITabBarController, Any?>(), factory: StoryboardFactory<UITabBarController, Any?>(name: "TabBar"))
                    .using(CATransaction.wrap(GeneralAction.replaceRoot(animationOptions: .transitionFlipFromLeft)))
                    .from(GeneralStep.root())
                    .assemble()
            }

            /// `default` (app.lua:9)
            static var `default`: DestinationStep<CircleViewController, Any?> {
                StepAssembly(finder: ClassFinder<CircleViewController, Any?>(), factory: NilFactory<CircleViewController, Any?>())
                    .adding(Paint<CircleViewController, Any?>())
                    .from(home.expectingContainer())
                    .assemble()
            }

            /// `colour` (app.lua:14)
            static var colour: DestinationStep<ColorViewController, String> {
                StepAssembly(finder: ClassFinder<ColorViewController, String>(), factory: ClassFactory<ColorViewController, String>())
                    .using(ExampleNavigationController.push())
                    .from(SingleContainerStep(finder: NilFinder<ExampleNavigationController, String>(), factory: NavigationControllerFactory<ExampleNavigationController, String>()))
                    .using(DispatchQueue.delay(GeneralAction.presentModally(), for: .milliseconds(250)))
                    .from(`default`.expectingContainer())
                    .assemble()
            }

            /// `tabs` (app.lua:20)
            static var tabs: DestinationStep<UITabBarController, Any?> {
                ChainAssembly.from(TabBarControllerStep<UITabBarController, Any?>()
                    .adding(Paint<UITabBarController, Any?>()))
                    .using(UITabBarController.add(at: 0, replacing: true))
                    .from(GeneralStep.custom(using: ClassFinder<UITabBarController, Any?>()))
                    .assemble()
            }

        }

        /// Lua (app.lua:30), the behaviour to implement:
        /// ```lua
        /// function(vc, context)
        /// \tvc.painted = true
        ///
        /// end
        /// ```
        struct Paint<VC: UIViewController, C>: ContextTask {

            typealias ViewController = VC
            typealias Context = C

            func perform(on viewController: ViewController, with context: Context) throws {
                throw RoutingError.generic(.init("Paint is not implemented: implement it as the Lua above says"))
            }

        }
        """

    @Test func routesAndEntitiesReadBack() throws {
        let spec = ReaderFixture.read(Self.exported, path: "AppConfiguration.swift")
        #expect(spec.routes.map(\.memberName) == ["home", "default", "colour", "tabs"])
        #expect(spec.everythingLeftOut.isEmpty)
        guard case .chain(let circle) = spec.route(named: "AppConfiguration.default")?.destination,
              case .chain(let colour) = spec.route(named: "AppConfiguration.colour")?.destination,
              case .chain(let tabs) = spec.route(named: "AppConfiguration.tabs")?.destination else { throw ReaderTestFailure() }
        #expect(circle.first.factory?.kind == "NilFactory" && circle.first.contextTasks.map(\.type) == ["Paint"])
        #expect(circle.links.map(\.origin) == [.destination(.route(RouteReference(name: "AppConfiguration.home", expectingContainer: true)))])
        #expect(colour.links.map { $0.action?.name } == ["UINavigationController.push", "DispatchQueue.delay"])
        #expect(colour.links[1].origin == .destination(.route(RouteReference(name: "AppConfiguration.default", expectingContainer: true))))
        #expect(tabs.first.kind == .tabBarController && tabs.first.contextTasks.map(\.type) == ["Paint"])
        #expect(tabs.links.first?.action?.arguments == [SourceArgument(label: "at", value: "0"), SourceArgument(label: "replacing", value: "true")])
        #expect(spec.entities == [EntityDeclaration(name: "Paint", kind: .contextTask, location: SourceLocation(file: "AppConfiguration.swift", line: 51),
                                                    luaImplementation: "function(vc, context)\n\tvc.painted = true\n\nend")])
    }

    @Test func quotedLuaHoldingAFenceIsReadToTheLongerFenceClosingIt() throws {
        let fenced = Self.exported.replacingOccurrences(of: "/// ```lua\n", with: "/// ````lua\n")
            .replacingOccurrences(of: "/// ```\nstruct Paint", with: "/// ```\n/// ````\nstruct Paint")
        let spec = ReaderFixture.read(fenced, path: "AppConfiguration.swift")
        #expect(spec.entities.first?.luaImplementation == "function(vc, context)\n\tvc.painted = true\n\nend\n```")
    }
}
