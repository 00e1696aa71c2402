import RouteSpec
import Testing

/// The example-style app (ExampleStyleApp, the kinds of routes RouteComposer's Example app has) read as a whole:
/// facts checked by reading its configuration files.
@Suite struct ExampleReaderTests {
    /// Read once for all the tests.
    static let example = Result { try ReaderFixture.example() }
    let spec: RouteSpec

    init() throws { spec = try Self.example.get() }

    private func chain(_ name: String) throws -> StepChain {
        let route = try #require(spec.route(named: name))
        guard case .chain(let chain) = route.destination else { Issue.record("\(name) is not a chain"); throw ReaderTestFailure() }
        return chain
    }

    @Test func countsTheRoutesAndWhatTheyLeaveOut() {
        #expect(spec.routes.count == 29)
        #expect(spec.routes.filter { !$0.leftOut.isEmpty }.count == 12)
        #expect(spec.routes.filter { if case .leftOut = $0.destination { true } else { false } }.isEmpty)
        #expect(spec.leftOut.isEmpty)
        #expect(spec.classes.count == 20)
        #expect(spec.entities.count == 12)
    }

    @Test func figuresScreen() throws {
        let route = try #require(spec.route(named: "ExampleScreenConfiguration.figuresScreen"))
        #expect(route.location == SourceLocation(file: "Configuration/ExampleScreenConfiguration.swift", line: 72))
        #expect(route.viewControllerType == "FiguresViewController" && route.contextType == "Any?")
        let chain = try chain(route.name)
        #expect(chain.first.finder == FinderSpec(kind: "ClassFinder", className: "FiguresViewController", contextType: "Any?",
                                                 location: SourceLocation(file: "Configuration/ExampleScreenConfiguration.swift", line: 73)))
        #expect(chain.first.factory?.kind == "StoryboardFactory" && chain.first.factory?.className == "FiguresViewController")
        #expect(chain.first.factory?.arguments == [SourceArgument(label: "name", value: "\"TabBar\""),
                                                   SourceArgument(label: "identifier", value: "\"FiguresViewController\"")])
        #expect(chain.first.interceptors.map(\.type) == ["LoginInterceptor"])
        #expect(chain.first.interceptors.first?.custom == true && chain.first.interceptors.first?.genericArguments == ["Any?"])
        #expect(chain.first.contextTasks.map(\.type) == ["ExampleGenericContextTask"])
        #expect(chain.links.count == 1)
        #expect(chain.links[0].action?.name == "CATransaction.wrap")
        #expect(chain.links[0].action?.wrapped.map(\.name) == ["UINavigationController.push"])
        #expect(chain.links[0].origin == .destination(.route(RouteReference(name: "ExampleScreenConfiguration.circleScreen", expectingContainer: true))))
    }

    @Test func homeScreenReplacesTheRoot() throws {
        let chain = try chain("ExampleScreenConfiguration.homeScreen")
        #expect(chain.first.finder?.options == ["current"] && chain.first.finder?.startingPoint == "root")
        #expect(chain.links.map(\.origin) == [.general(GeneralOrigin(kind: .root))])
        #expect(chain.links[0].action?.wrapped.first?.name == "GeneralAction.replaceRoot")
        #expect(chain.links[0].action?.wrapped.first?.argument("animationOptions") == ".transitionFlipFromLeft")
    }

    @Test func colorScreenUsesTheAppsFinderFactoryAndNavigationController() throws {
        let chain = try chain("ExampleScreenConfiguration.colorScreen")
        #expect(chain.first.finder?.kind == "ColorViewControllerFinder" && chain.first.finder?.custom == true)
        #expect(chain.first.factory?.kind == "ColorViewControllerFactory" && chain.first.factory?.custom == true)
        #expect(chain.first.contextTasks.map(\.type) == ["DismissalMethodProvidingContextTask", "ExampleGenericContextTask"])
        #expect(chain.first.contextTasks.map(\.custom) == [false, true])
        #expect(chain.links.count == 2)
        #expect(chain.links[0].action?.name == "UINavigationController.push")
        #expect(chain.links[0].action?.containerClass == "ExampleNavigationController")
        guard case .step(let container) = chain.links[0].origin else { Issue.record("not a step"); return }
        #expect(container.kind == .singleContainerStep && container.finder?.kind == "NilFinder")
        #expect(container.factory?.kind == "NavigationControllerFactory" && container.factory?.className == "ExampleNavigationController")
        #expect(chain.links[1].action?.name == "GeneralAction.presentModally")
        #expect(chain.links[1].origin == .general(GeneralOrigin(kind: .current)))
        let route = try #require(spec.route(named: "ExampleScreenConfiguration.colorScreen"))
        #expect(route.leftOut.map(\.location.line) == [48])
    }

    @Test func secondModalScreenPresentsWithItsArguments() throws {
        let chain = try chain("ExampleScreenConfiguration.secondModalScreen")
        #expect(chain.links.count == 2)
        #expect(chain.links[0].origin == .step(StepSpec(kind: .navigationController, contextType: "String",
                                                        location: SourceLocation(file: "Configuration/ExampleScreenConfiguration.swift", line: 88))))
        let present = try #require(chain.links[1].action)
        #expect(present.name == "GeneralAction.presentModally")
        #expect(present.argument("startingFrom") == ".topmostParent" && present.argument("presentationStyle") == ".overCurrentContext")
        #expect(present.argument("transitioningDelegate") == "transitionController")
        #expect(chain.links[1].origin == .destination(.route(RouteReference(name: "ExampleScreenConfiguration.routingSupportScreen"))))
    }

    @Test func routingSupportScreenAddsATabThenPushes() throws {
        let chain = try chain("ExampleScreenConfiguration.routingSupportScreen")
        #expect(chain.first.finder?.options == ["currentAllStack"])
        #expect(chain.links.map { $0.action?.name } == ["UITabBarController.add", "UINavigationController.push"])
        #expect(chain.links[0].origin == .step(StepSpec(kind: .tabBarController, contextType: "String",
                                                        location: SourceLocation(file: "Configuration/ExampleScreenConfiguration.swift", line: 65))))
        #expect(chain.links[1].origin == .destination(.route(RouteReference(name: "ExampleScreenConfiguration.colorScreen", expectingContainer: true))))
    }

    @Test func swiftUIScreenKeepsItsDeclaredTypeAndTheAssemblersClass() throws {
        let route = try #require(spec.route(named: "ExampleScreenConfiguration.swiftUIScreen"))
        #expect(route.viewControllerType == "UIViewController")
        let chain = try chain(route.name)
        #expect(chain.first.finder?.kind == "UIHostingControllerWithContextFinder")
        #expect(chain.first.finder?.className == "UIHostingController<SwiftUIContentView>")
        #expect(chain.first.factory?.kind == "UIHostingControllerWithContextFactory")
    }

    @Test func productScreenSwitchesBetweenPresentingPushingAndTheCircleTab() throws {
        let route = try #require(spec.route(named: "ProductConfiguration.productScreen"))
        let chain = try chain(route.name)
        #expect(chain.first.interceptors.map(\.type) == ["InlineInterceptor"] && chain.first.interceptors[0].custom)
        #expect(chain.first.contextTasks.map(\.type) == ["InlineContextTask", "ContextSettingTask"])
        #expect(chain.first.postTasks.map(\.type) == ["InlinePostTask"])
        #expect(route.leftOut.map(\.location.line) == [15, 18, 22, 27])
        guard case .destination(.switch(let choice)) = chain.links.last?.origin else { Issue.record("no switch"); return }
        #expect(choice.viewControllerType == "UINavigationController" && choice.contextType == "ProductContext")
        #expect(choice.cases.count == 2)
        guard case .when(let condition) = choice.cases[0].condition, case .chain(let presenting) = choice.cases[0].destination else {
            Issue.record("first case")
            return
        }
        #expect(condition.kind == "ProductConfigurationProductScreenCase1" && condition.custom)
        #expect(presenting.first.kind == .navigationController)
        #expect(presenting.links.map { $0.action?.name } == ["GeneralAction.presentModally"])
        #expect(presenting.links.map(\.origin) == [.general(GeneralOrigin(kind: .current))])
        guard case .from(let visible) = choice.cases[1].condition else { Issue.record("second case"); return }
        #expect(visible.kind == "ClassFinder" && visible.className == "UINavigationController" && visible.options == ["currentVisibleOnly"])
        #expect(choice.defaultDestination == .route(RouteReference(name: "ExampleScreenConfiguration.circleScreen", expectingContainer: true)))
    }

    @Test func productScreenFromCircleFlattensItsIntermediateSteps() throws {
        let chain = try chain("ProductConfiguration.productScreenFromCircle")
        #expect(chain.links.map { $0.action?.name } == [nil, "UINavigationController.push", "GeneralAction.presentModally",
                                                          "GeneralAction.nilAction", "UINavigationController.push"])
        guard case .step(let single) = chain.links[0].origin else { Issue.record("not a step"); return }
        #expect(single.kind == .singleStep && single.factory?.className == "ProductViewController")
        #expect(single.contextTasks.map(\.type) == ["ContextSettingTask"])
    }

    @Test func citiesAdaptTheirContextsAndNameTheFunctionApart() throws {
        let list = try chain("CitiesConfiguration.citiesList")
        guard case .destination(.route(let city)) = list.links.first?.origin else { Issue.record("no route"); return }
        #expect(city.name == "CitiesConfiguration.city" && city.adaptingContext?.type == "InlineContextTransformer")
        let details = try chain("CitiesConfiguration.cityDetails")
        #expect(details.links.first?.action?.name == "UISplitViewController.pushToDetails")
        guard case .destination(.route(let listed)) = details.links.first?.origin else { Issue.record("no route"); return }
        #expect(listed.name == "CitiesConfiguration.citiesList" && listed.expectingContainer && listed.adaptingContext != nil)
        let function = try #require(spec.route(named: "CitiesConfiguration.citiesList_cityId"))
        #expect(function.destination == .route(RouteReference(name: "CitiesConfiguration.citiesList")))
        #expect(function.leftOut.map(\.location.line) == [41])
    }

    @Test func aCompleteFactoryKeepsItsContainerAndChildren() throws {
        let factory = try #require(try chain("InternalSearchConfiguration.mainScreenFromCircle").first.factory)
        #expect(factory.kind == "CompleteFactory")
        #expect(factory.arguments == [SourceArgument(label: "factory", value: "TabBarControllerFactory<UITabBarController, MainScreenContext>()")])
        #expect(factory.className == "UITabBarController" && factory.contextType == "MainScreenContext")
        #expect(factory.children.map(\.factory.argument) == [
            "NavigationControllerFactory<UINavigationController, MainScreenContext>(configuration: { stack in stack.tabBarItem.title = \"Home\" })",
            "NavigationControllerFactory<UINavigationController, MainScreenContext>()",
        ])
        #expect(factory.children.map { $0.factory.children.map(\.factory.className) } == [["HomeViewController"], ["SettingsViewController"]])
        #expect(factory.contextTasks.map(\.type) == ["InlineContextTask"])
        let home = try chain("InternalSearchConfiguration.home")
        #expect(home.links.map(\.origin) == [.destination(.route(RouteReference(name: "InternalSearchConfiguration.mainScreenFromCircle")))])
    }

    @Test func loginReadsItsLocalStep() throws {
        let chain = try chain("LoginConfiguration.login")
        #expect(chain.first.finder?.className == "LoginViewController" && chain.first.factory?.kind == "NilFactory")
        guard case .step(let single) = chain.links.first?.origin else { Issue.record("not a step"); return }
        #expect(single.factory?.kind == "StoryboardFactory" && single.factory?.className == "UINavigationController")
        #expect(chain.links.last?.action?.argument("presentationStyle") == ".overCurrentContext")
        #expect(chain.links.last?.origin == .general(GeneralOrigin(kind: .current)))
    }

    @Test func imagesUseTheAppsContainerFactoryAndAction() throws {
        let images = try chain("ImagesConfigurationWithLibrary.images")
        #expect(images.first.finder?.className == "ImagesViewController")
        #expect(images.links.first?.action == ActionSpec(name: "CustomContainerFactory.ReplaceRoot", custom: true, location: images.links.first?.action?.location))
        let container = try chain("ImagesConfigurationWithLibrary.imagesContainerStep")
        #expect(container.first.factory?.kind == "CustomContainerFactory")
        #expect(container.first.factory?.arguments == [SourceArgument(label: "delegate", value: "ImagesWithLibraryHandler.shared")])
    }

    @Test func classesKeepTheirHierarchyAndKinds() throws {
        let classes = Dictionary(uniqueKeysWithValues: spec.classes.map { ($0.name, $0) })
        #expect(classes["ExampleNavigationController"]?.kind == .navigation)
        #expect(classes["CustomContainerController"]?.kind == .customContainer)
        #expect(classes["HomeViewController"]?.superclass == "AnyContextCheckingViewController")
        #expect(classes["CitiesTableViewController"]?.superclass == "UITableViewController")
        #expect(classes["LoginInterceptor"] == nil && classes["SceneDelegate"] == nil)
        #expect(classes["FiguresViewController"]?.location == SourceLocation(file: "Screens/ViewControllers.swift", line: 14))
    }

    @Test func entitiesAreTheAppsOwnTypesInOrderOfFirstUse() {
        #expect(spec.entities.map(\.name) == [
            "LoginInterceptor", "CityTableContextTask", "CityDetailContextTask", "ExampleGenericContextTask",
            "ColorViewControllerFinder", "ColorViewControllerFactory", "CustomContainerFactory", "ImagesFactory",
            "CustomContainerFactory.ReplaceRoot", "ImageDetailsFactory", "ProductConfigurationProductScreenCase1", "WishListContextTask",
        ])
        #expect(spec.entities.map(\.kind) == [.interceptor, .contextTask, .contextTask, .contextTask, .finder, .factory, .containerFactory,
                                              .factory, .containerAction, .factory, .finder, .contextTask])
        #expect(spec.entities[0].location == SourceLocation(file: "Login/LoginInterceptor.swift", line: 8))
    }

    @Test func linksComeFromInfoPlist() {
        #expect(spec.links.schemes == [LinkSeeds.Seed(value: "dll", location: SourceLocation(file: "Info.plist", line: 14))])
        #expect(spec.links.hosts.isEmpty)
    }
}

struct ReaderTestFailure: Error {}
