import RouteSpec
import Testing

/// Step assemblies as routes: where routes are declared, what their finders and factories are, how chains link.
@Suite struct AssemblyReaderTests {
    private func chain(_ spec: RouteSpec, _ name: String) throws -> StepChain {
        let route = try #require(spec.route(named: name))
        guard case .chain(let chain) = route.destination else { throw ReaderTestFailure() }
        return chain
    }

    @Test func aStepAssemblyWithTypedFinderAndFactory() throws {
        let spec = ReaderFixture.read("""
            enum Screens {
                static let product = StepAssembly(
                    finder: ClassFinder<ProductViewController, ProductContext>(options: [.current, .visible], startingPoint: .topmost),
                    factory: ClassFactory<ProductViewController, ProductContext>(nibName: "Product"))
                    .using(UINavigationController.pushAsRoot())
                    .from(GeneralStep.current())
                    .assemble()
            }
            """)
        let route = try #require(spec.route(named: "Screens.product"))
        #expect(route.location == SourceLocation(file: "App.swift", line: 2))
        #expect(route.viewControllerType == "ProductViewController" && route.contextType == "ProductContext")
        let chain = try chain(spec, "Screens.product")
        #expect(chain.first.kind == .stepAssembly)
        #expect(chain.first.finder == FinderSpec(kind: "ClassFinder", className: "ProductViewController", contextType: "ProductContext",
                                                 options: ["current", "visible"], startingPoint: "topmost",
                                                 location: SourceLocation(file: "App.swift", line: 3)))
        #expect(chain.first.factory == FactorySpec(kind: "ClassFactory", className: "ProductViewController", contextType: "ProductContext",
                                                   arguments: [SourceArgument(label: "nibName", value: "\"Product\"")],
                                                   location: SourceLocation(file: "App.swift", line: 4)))
        #expect(chain.links == [ChainLink(action: ActionSpec(name: "UINavigationController.pushAsRoot", location: SourceLocation(file: "App.swift", line: 5)),
                                          origin: .general(GeneralOrigin(kind: .current)), location: SourceLocation(file: "App.swift", line: 6))])
        #expect(route.leftOut.isEmpty && spec.leftOut.isEmpty)
    }

    @Test func routesAreFoundWhereverTheyAreDeclared() {
        let spec = ReaderFixture.read("""
            let topLevel = StepAssembler<AViewController, Any?>().finder(.classFinder).factory(.classFactory).using(.push).from(.navigationController).using(.present).from(.current).assemble()
            struct Holder {
                var instance: DestinationStep<BViewController, Any?> {
                    StepAssembler<BViewController, Any?>().finder(.classFinder).factory(.nilFactory).from(topLevel).assemble()
                }
                static func function() -> DestinationStep<CViewController, Any?> {
                    return StepAssembler<CViewController, Any?>().finder(.classFinder).factory(.nilFactory).from(Self.instanceish).assemble()
                }
                func destination() -> Destination<BViewController, Any?> { Destination(to: instance) }
                static let notARoute = 3
            }
            protocol Screens {}
            extension Screens {
                var fromExtension: DestinationStep<DViewController, Any?> {
                    StepAssembler<DViewController, Any?>().finder(.classFinder).factory(.nilFactory).assemble(from: Holder.function())
                }
            }
            """)
        #expect(spec.routes.map(\.name) == ["topLevel", "Holder.instance", "Holder.function", "Holder.destination", "Screens.fromExtension"])
        #expect(spec.routes.map { $0.location?.line } == [1, 3, 6, 9, 14])
        #expect(spec.routes.map(\.viewControllerType) == ["AViewController", "BViewController", "CViewController", "BViewController", "DViewController"])
        #expect(spec.route(named: "Holder.destination")?.destination == .route(RouteReference(name: "Holder.instance")))
        guard case .chain(let instance) = spec.route(named: "Holder.instance")?.destination,
              case .chain(let fromExtension) = spec.route(named: "Screens.fromExtension")?.destination else {
            Issue.record("not chains")
            return
        }
        #expect(instance.links.map(\.origin) == [.destination(.route(RouteReference(name: "topLevel")))])
        #expect(fromExtension.links.map(\.origin) == [.destination(.route(RouteReference(name: "Holder.function")))])
        // `Self.instanceish` names no route: left out where it is written.
        #expect(spec.route(named: "Holder.function")?.leftOut.map(\.location.line) == [7])
    }

    @Test func aChainWrittenAsAnOriginIsFlattenedIntoTheLinks() throws {
        let spec = ReaderFixture.read("""
            enum Screens {
                static let cart = StepAssembler<CartViewController, Any?>()
                    .finder(.classFinder)
                    .factory(.classFactory)
                    .using(.push)
                    .from(ChainAssembly.from(NavigationControllerStep<ShopNavigationController, Any?>())
                        .using(.present(presentationStyle: .formSheet))
                        .from(.current)
                        .assemble())
                    .assemble()
            }
            """)
        let chain = try chain(spec, "Screens.cart")
        #expect(chain.links.map { $0.action?.name } == ["UINavigationController.push", "GeneralAction.presentModally"])
        #expect(chain.links[0].origin == .step(StepSpec(kind: .navigationController, className: "ShopNavigationController", contextType: "Any?",
                                                        location: SourceLocation(file: "App.swift", line: 6))))
        #expect(chain.links[1].action?.arguments == [SourceArgument(label: "presentationStyle", value: ".formSheet")])
        #expect(chain.links[1].origin == .general(GeneralOrigin(kind: .current)))
    }

    @Test func aRouteUsedAsAnOriginKeepsItsAdaptations() throws {
        let spec = ReaderFixture.read("""
            enum Home {
                static let tabs = StepAssembler<UITabBarController, Any?>().finder(.classFinder).factory(.nilFactory).from(.root).assemble()
            }
            enum Screens {
                static let list = StepAssembler<ListViewController, Int>()
                    .finder(.classWithContextFinder(options: .currentAllStack))
                    .factory(.storyboardFactory(name: "Main", identifier: "List"))
                    .using(.addTab(at: 1))
                    .from(Home.tabs.adaptingContext(using: IntToAny()).expectingContainer())
                    .assemble()
            }
            """)
        let chain = try chain(spec, "Screens.list")
        #expect(chain.first.finder?.kind == "ClassWithContextFinder" && chain.first.finder?.options == ["currentAllStack"])
        #expect(chain.first.factory?.kind == "StoryboardFactory" && chain.first.factory?.className == "ListViewController")
        #expect(chain.links[0].action == ActionSpec(name: "UITabBarController.add", arguments: [SourceArgument(label: "at", value: "1")],
                                                    location: SourceLocation(file: "App.swift", line: 8)))
        #expect(chain.links[0].origin == .destination(.route(RouteReference(
            name: "Home.tabs", expectingContainer: true,
            adaptingContext: EntityUse(type: "IntToAny", custom: true, location: SourceLocation(file: "App.swift", line: 9))))))
        #expect(spec.entities == [EntityDeclaration(name: "IntToAny", kind: .contextTransformer, location: nil)])
    }

    @Test func generalStepsAndContainerSteps() throws {
        let spec = ReaderFixture.read("""
            let a = StepAssembler<AViewController, Any?>().finder(.classFinder).factory(.classFactory)
                .using(.setAsMaster).from(.splitController)
                .using(.presentModally()).from(GeneralStep.custom(using: PresentingFinder(startingPoint: .topmost)))
                .assemble()
            let b = StepAssembler<BViewController, Any?>().finder(.nilFinder).factory(.nilFactory)
                .from(GeneralStep.root(windowProvider: SceneWindowProvider()))
                .assemble()
            """)
        let a = try chain(spec, "a")
        #expect(a.links.map { $0.action?.name } == ["UISplitViewController.setAsMaster", "GeneralAction.presentModally"])
        #expect(a.links[0].origin == .step(StepSpec(kind: .splitController, contextType: "Any?", location: SourceLocation(file: "App.swift", line: 2))))
        #expect(a.links[1].origin == .general(GeneralOrigin(kind: .custom, finder: FinderSpec(
            kind: "PresentingFinder", contextType: "Any?", startingPoint: "topmost", location: SourceLocation(file: "App.swift", line: 3)))))
        let b = try chain(spec, "b")
        #expect(b.first.finder?.kind == "NilFinder" && b.first.finder?.className == nil)
        #expect(b.links[0].origin == .general(GeneralOrigin(kind: .root, windowProvider: EntityUse(
            type: "SceneWindowProvider", custom: true, location: SourceLocation(file: "App.swift", line: 6)))))
        #expect(spec.entities.map(\.kind) == [.windowProvider])
    }
}
