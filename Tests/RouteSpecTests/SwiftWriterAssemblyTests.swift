import RouteSpec
import Testing

/// `CompleteFactoryAssembly` and `SwitchAssembly`, written as RouteComposer's Example writes them.
@Suite struct SwiftWriterAssemblyTests {
    typealias F = SwiftWriterFixtures

    @Test func aCompleteFactoryIsWrittenWithItsChildrenTheirActionsAndItsTasks() {
        let navigation = FactorySpec(kind: "CompleteFactory", className: "UINavigationController", children: [
            FactoryChild(factory: FactorySpec(kind: "ClassFactory", className: "SquareViewController"), action: nil),
        ])
        let tabs = FactorySpec(kind: "CompleteFactory", className: "UITabBarController", children: [
            FactoryChild(factory: FactorySpec(kind: "ClassFactory", className: "CircleViewController"), action: F.action("UITabBarController.add")),
            FactoryChild(factory: navigation, action: F.action("UITabBarController.add", [SourceArgument(label: "at", value: "1")])),
        ], contextTasks: [EntityUse(type: "TabTitles", custom: true)])
        let home = F.route("home", "UITabBarController", StepSpec(kind: .stepAssembly, finder: F.classFinder("UITabBarController"), factory: tabs),
                           [ChainLink(action: F.action("GeneralAction.replaceRoot"), origin: .general(GeneralOrigin(kind: .root)))], line: 5)
        let spec = RouteSpec(routes: [home], entities: [EntityDeclaration(name: "TabTitles", kind: .contextTask, location: F.at(2))])
        #expect(F.body(spec) == """
                /// `home` (app.lua:5)
                static var home: DestinationStep<UITabBarController, Any?> {
                    StepAssembly(
                        finder: ClassFinder<UITabBarController, Any?>(),
                        factory: CompleteFactoryAssembly(factory: TabBarControllerFactory<UITabBarController, Any?>())
                            .with(ClassFactory<CircleViewController, Any?>(), using: UITabBarController.add())
                            .with(
                                CompleteFactoryAssembly(factory: NavigationControllerFactory<UINavigationController, Any?>())
                                    .with(ClassFactory<SquareViewController, Any?>())
                                    .assemble(),
                                using: UITabBarController.add(at: 1))
                            .adding(TabTitles())
                            .assemble())
                        .using(GeneralAction.replaceRoot())
                        .from(GeneralStep.root())
                        .assemble()
                }
            """)
        // The task is added after the last child: RouteComposer types it with that child's class.
        #expect(SwiftRouteWriter.write(spec).text.contains("    typealias ViewController = UINavigationController\n"))
    }

    @Test func aSwitchIsWrittenWithItsCasesAResolverAndItsDefault() {
        let modal = Destination.chain(StepChain(first: StepSpec(kind: .navigationController), links: [ChainLink(action: F.present, origin: F.current)]))
        let choice = SwitchSpec(viewControllerType: "UINavigationController", contextType: "ProductContext", cases: [
            SwitchCase(condition: .when(FinderSpec(kind: "ProductURLFinder", custom: true)), destination: modal),
            SwitchCase(condition: .from(F.classFinder("UINavigationController", options: ["current", "visible"])), destination: nil),
            SwitchCase(condition: .resolver(EntityUse(type: "ProductSwitch", custom: true)), destination: nil),
        ], defaultDestination: .route(RouteReference(name: "circle", expectingContainer: true, adaptingContext: EntityUse(type: "ToCircle", custom: true))))
        let circle = F.route("circle", "CircleViewController", F.step("CircleViewController"), [ChainLink(action: F.present, origin: F.current)])
        let product = F.route("product", "ProductViewController", context: "ProductContext",
                              StepSpec(kind: .stepAssembly, finder: FinderSpec(kind: "ClassWithContextFinder", className: "ProductViewController"),
                                       factory: FactorySpec(kind: "NilFactory"), contextTasks: [EntityUse(type: "ContextSettingTask", custom: false)]),
                              [ChainLink(action: F.push, origin: .destination(.switch(choice)))], line: 20)
        let entities = [EntityDeclaration(name: "ProductURLFinder", kind: .finder, location: nil),
                        EntityDeclaration(name: "ProductSwitch", kind: .switchResolver, location: nil),
                        EntityDeclaration(name: "ToCircle", kind: .contextTransformer, location: nil)]
        let body = F.body(RouteSpec(routes: [circle, product], entities: entities))
        #expect(body.hasSuffix("""
                /// `product` (app.lua:20)
                static var product: DestinationStep<ProductViewController, ProductContext> {
                    StepAssembly(finder: ClassWithContextFinder<ProductViewController, ProductContext>(), factory: NilFactory<ProductViewController, ProductContext>())
                        .adding(ContextSettingTask())
                        .using(UINavigationController.push())
                        .from(SwitchAssembly<UINavigationController, ProductContext>()
                            .addCase(
                                when: ProductURLFinder(),
                                from: ChainAssembly.from(NavigationControllerStep<UINavigationController, ProductContext>())
                                    .using(GeneralAction.presentModally())
                                    .from(GeneralStep.current())
                                    .assemble())
                            .addCase(from: ClassFinder<UINavigationController, ProductContext>(options: [.current, .visible]))
                            .addCase { (context: ProductContext) in ProductSwitch().resolve(context) }
                            .assemble(default: circle.adaptingContext(using: ToCircle()).expectingContainer()))
                        .assemble()
                }
            """))
    }

    @Test func aRouteThatIsAnotherRouteAdaptedIsThatRoutesMember() {
        let circle = F.route("circle", "CircleViewController", F.step("CircleViewController"), [ChainLink(action: F.present, origin: F.current)])
        let alias = RouteDefinition(name: "roundScreen", location: F.at(4), viewControllerType: nil, contextType: nil,
                                    destination: .route(RouteReference(name: "circle", unsafelyRewrapped: true)))
        #expect(F.body(RouteSpec(routes: [circle, alias])).hasSuffix("""
                /// `roundScreen` (app.lua:4)
                static var roundScreen: DestinationStep<CircleViewController, Any?> {
                    circle.unsafelyRewrapped()
                }
            """))
    }
}
