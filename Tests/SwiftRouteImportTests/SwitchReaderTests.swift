import RouteSpec
import Testing

/// `SwitchAssembly`: its cases in order, the app's closures as entities named after the route, the default.
@Suite struct SwitchReaderTests {
    @Test func casesFindersResolversAndTheDefault() throws {
        let spec = ReaderFixture.read("""
            enum Screens {
                static let home = StepAssembler<HomeViewController, Any?>().finder(.classFinder).factory(.nilFactory).from(.root).assemble()
                static let detail = StepAssembler<DetailViewController, Int>()
                    .finder(.classWithContextFinder)
                    .factory(.classFactory)
                    .using(.push)
                    .from(SwitchAssembly<UINavigationController, Int>()
                        .addCase(from: ClassFinder<UINavigationController, Int>(options: .currentVisibleOnly))
                        .addCase(when: .classFinder, from: home.expectingContainer())
                        .addCase { context in context > 3 ? home.expectingContainer() : nil }
                        .assemble(default: ChainAssembly.from(NavigationControllerStep<UINavigationController, Int>())
                            .using(.present)
                            .from(.current)
                            .assemble()))
                    .assemble()
            }
            """)
        let route = try #require(spec.route(named: "Screens.detail"))
        guard case .chain(let chain) = route.destination, case .destination(.switch(let choice)) = chain.links.first?.origin else {
            throw ReaderTestFailure()
        }
        #expect(choice.viewControllerType == "UINavigationController" && choice.contextType == "Int")
        #expect(choice.location == SourceLocation(file: "App.swift", line: 7))
        #expect(choice.cases.map(\.location?.line) == [8, 9, 10])
        #expect(choice.cases[0].condition == .from(FinderSpec(kind: "ClassFinder", className: "UINavigationController", contextType: "Int",
                                                              options: ["currentVisibleOnly"], location: SourceLocation(file: "App.swift", line: 8))))
        #expect(choice.cases[0].destination == nil)
        #expect(choice.cases[1].condition == .when(FinderSpec(kind: "ClassFinder", className: "UINavigationController", contextType: "Int",
                                                              location: SourceLocation(file: "App.swift", line: 9))))
        #expect(choice.cases[1].destination == .route(RouteReference(name: "Screens.home", expectingContainer: true)))
        #expect(choice.cases[2].condition == .resolver(EntityUse(type: "ScreensDetailCase3", custom: true, location: SourceLocation(file: "App.swift", line: 10))))
        guard case .chain(let fallback) = choice.defaultDestination else { throw ReaderTestFailure() }
        #expect(fallback.first.kind == .navigationController && fallback.links.map { $0.action?.name } == ["GeneralAction.presentModally"])
        // Made from the closure: its location is the closure's, and it says so.
        #expect(spec.entities == [EntityDeclaration(name: "ScreensDetailCase3", kind: .switchResolver, location: SourceLocation(file: "App.swift", line: 10),
                                                    closureOf: "`.addCase { context in … }`")])
        #expect(route.leftOut.count == 1 && route.leftOut[0].location.line == 10)
        #expect(route.leftOut[0].reason.contains("resolver `ScreensDetailCase3`"))
    }

    @Test func aSwitchAsARouteWithoutADefault() {
        let spec = ReaderFixture.read("""
            let choose = SwitchAssembly<UIViewController, Any?>()
                .addCase(from: ClassFinder<UINavigationController, Any?>())
                .assemble()
            """)
        guard case .switch(let choice) = spec.route(named: "choose")?.destination else {
            Issue.record("not a switch")
            return
        }
        #expect(choice.cases.count == 1 && choice.defaultDestination == nil)
        #expect(spec.route(named: "choose")?.viewControllerType == "UIViewController")
    }
}

/// A resolver as `flowrun export-swift` writes it is read back as the app's own type, with its quoted Lua.
@Suite struct ExportedResolverReaderTests {
    @Test func aResolverTypeCalledInTheClosureIsTheEntity() throws {
        let spec = ReaderFixture.read("""
            /// Lua, the behaviour to implement:
            /// ```lua
            /// function(context) return context.admin and "admin" or nil end
            /// ```
            @MainActor
            struct PickScreen<VC: UIViewController, C> {}
            enum AppConfiguration {
                static var pick: DestinationStep<UIViewController, Any?> {
                    SwitchAssembly<UIViewController, Any?>()
                        .addCase { (context: Any?) in PickScreen<UIViewController, Any?>().resolve(context) }
                        .assemble()
                }
            }
            """)
        let route = try #require(spec.route(named: "AppConfiguration.pick"))
        guard case .switch(let choice) = route.destination else { throw ReaderTestFailure() }
        #expect(choice.cases.map(\.condition) == [.resolver(EntityUse(type: "PickScreen", genericArguments: ["UIViewController", "Any?"], custom: true,
                                                                      location: SourceLocation(file: "App.swift", line: 10)))])
        #expect(route.leftOut.isEmpty)
        #expect(spec.entities == [EntityDeclaration(name: "PickScreen", kind: .switchResolver, location: SourceLocation(file: "App.swift", line: 6),
                                                    luaImplementation: "function(context) return context.admin and \"admin\" or nil end")])
    }
}

/// A switch case's condition and a dismissal task as `flowrun export-swift` writes them (a closure
/// calling the app's own type, whose doc comment quotes its Lua) are read back as that type.
@Suite struct ExportedClosureEntityReaderTests {
    @Test func aConditionTypeCalledInTheWhenClosureIsTheEntityWithItsDestination() throws {
        let spec = ReaderFixture.read("""
            /// Lua, the behaviour to implement:
            /// ```lua
            /// function(product) return product.from_link end
            /// ```
            @MainActor
            struct FromLink {}
            enum AppConfiguration {
                static var home: DestinationStep<HomeViewController, Any?> {
                    StepAssembly(finder: ClassFinder<HomeViewController, Any?>(), factory: ClassFactory<HomeViewController, Any?>())
                        .using(UINavigationController.push()).from(NavigationControllerStep<UINavigationController, Any?>())
                        .using(GeneralAction.presentModally()).from(GeneralStep.current()).assemble()
                }
                static var pick: DestinationStep<UINavigationController, Any?> {
                    SwitchAssembly<UINavigationController, Any?>()
                        .addCase(
                            when: { (context: Any?) in FromLink().holds(context) },
                            from: home.expectingContainer())
                        .assemble()
                }
            }
            """)
        let route = try #require(spec.route(named: "AppConfiguration.pick"))
        guard case .switch(let choice) = route.destination else { throw ReaderTestFailure() }
        #expect(choice.cases.map(\.condition) == [.whenHolds(EntityUse(type: "FromLink", custom: true, location: SourceLocation(file: "App.swift", line: 16)))])
        #expect(choice.cases.first?.destination == .route(RouteReference(name: "AppConfiguration.home", expectingContainer: true)))
        #expect(route.leftOut.isEmpty)
        #expect(spec.entities == [EntityDeclaration(name: "FromLink", kind: .switchCondition, location: SourceLocation(file: "App.swift", line: 6),
                                                    luaImplementation: "function(product) return product.from_link end")])
    }

    @Test func aDismissalTypeCalledInTheDismissalBlockIsADismissalTask() throws {
        let spec = ReaderFixture.read("""
            /// Lua, the behaviour to implement:
            /// ```lua
            /// function() app.back() end
            /// ```
            @MainActor
            struct Closing {}
            enum AppConfiguration {
                static var cart: DestinationStep<CartViewController, Any?> {
                    StepAssembly(finder: ClassFinder<CartViewController, Any?>(), factory: ClassFactory<CartViewController, Any?>())
                        .adding(DismissalMethodProvidingContextTask(dismissalBlock: { viewController, context, animated, completion in
                            Closing().dismiss(viewController, with: context, animated: animated, completion: completion)
                        }))
                        .using(GeneralAction.presentModally())
                        .from(GeneralStep.current())
                        .assemble()
                }
            }
            """)
        let route = try #require(spec.route(named: "AppConfiguration.cart"))
        guard case .chain(let chain) = route.destination else { throw ReaderTestFailure() }
        #expect(chain.first.contextTasks == [EntityUse(type: "Closing", custom: true, location: SourceLocation(file: "App.swift", line: 10))])
        #expect(route.leftOut.isEmpty)
        #expect(spec.entities == [EntityDeclaration(name: "Closing", kind: .dismissalTask, location: SourceLocation(file: "App.swift", line: 6),
                                                    luaImplementation: "function() app.back() end")])
    }
}
