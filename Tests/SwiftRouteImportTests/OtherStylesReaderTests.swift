import RouteSpec
import Testing

/// Forms other apps write their configurations in: untyped `StepAssembly`, `ChainAssembly()`, closures returning
/// destinations, `guard #available`, factories from functions, subclasses the files do not declare.
@Suite struct OtherStylesReaderTests {
    private func chain(_ spec: RouteSpec, _ name: String) throws -> StepChain {
        guard case .chain(let chain) = try #require(spec.route(named: name)).destination else { throw ReaderTestFailure() }
        return chain
    }

    @Test func anUntypedStepAssemblyTakesTheDeclaredTypes() throws {
        let spec = ReaderFixture.read("""
            protocol Screens {}
            extension Screens {
                var main: DestinationStep<MainViewController, Any?> {
                    StepAssembly(finder: ClassFinder(options: .fullStack), factory: ClassFactory())
                        .using(AppTabBarController.add())
                        .from(tabs)
                        .assemble()
                }
                var tabs: DestinationStep<AppTabBarController, Any?> {
                    StepAssembly(finder: ClassFinder<AppTabBarController, Any?>(), factory: CompleteFactoryAssembly(factory: TabBarControllerFactory())
                        .with(Self.firstTab(), using: AppTabBarController.add())
                        .assemble())
                        .using(GeneralAction.replaceRoot())
                        .from(GeneralStep.root())
                        .assemble()
                }
                static func firstTab() -> CompleteFactory<NavigationControllerFactory<UINavigationController, Any?>> {
                    CompleteFactoryAssembly(factory: NavigationControllerFactory())
                        .with(InlineFactory(viewController: HomeViewController()), using: UINavigationController.pushAsRoot())
                        .assemble()
                }
            }
            """)
        let main = try chain(spec, "Screens.main")
        #expect(main.first.finder?.className == "MainViewController" && main.first.finder?.options == ["fullStack"])
        #expect(main.first.factory?.className == "MainViewController")
        #expect(main.links.first?.action == ActionSpec(name: "UITabBarController.add", containerClass: "AppTabBarController",
                                                       location: SourceLocation(file: "App.swift", line: 5)))
        let tabs = try chain(spec, "Screens.tabs")
        let child = try #require(tabs.first.factory?.children.first)
        #expect(child.factory.arguments == [SourceArgument(label: "factory", value: "NavigationControllerFactory()")])
        #expect(child.action?.containerClass == "AppTabBarController")
        #expect(child.factory.children.map(\.factory.kind) == ["InlineFactory"])
        #expect(child.factory.children.map(\.factory.className) == ["HomeViewController"])
        #expect(child.factory.children.map { $0.action?.name } == ["UINavigationController.pushAsRoot"])
        #expect(spec.routes.filter { !$0.leftOut.isEmpty }.isEmpty)
    }

    @Test func chainAssemblyInstancesAndClosuresThatReturnADestination() throws {
        let spec = ReaderFixture.read("""
            enum Screens {
                static func navigation<T>(context: T.Type) -> DestinationStep<AppNavigationController, T> {
                    SwitchAssembly<AppNavigationController, T>()
                        .addCase(expecting: ClassFinder<AppNavigationController, T>(options: .visible))
                        .addCase(when: Session.isAdmin, from: adminNavigation())
                        .assemble(default: {
                            return ChainAssembly()
                                .from(SingleContainerStep(finder: NilFinder(), factory: NavigationControllerFactory<AppNavigationController, T>()))
                                .using(GeneralAction.presentModally())
                                .from(GeneralStep.current())
                                .assemble()
                        })
                }
                static func adminNavigation() -> DestinationStep<AppNavigationController, Any?> {
                    StepAssembly(finder: ClassFinder<AppNavigationController, Any?>(), factory: NilFactory()).from(GeneralStep.root()).assemble()
                }
            }
            """)
        let route = try #require(spec.route(named: "Screens.navigation"))
        guard case .switch(let choice) = route.destination else { throw ReaderTestFailure() }
        #expect(choice.cases.count == 2)
        #expect(choice.cases[0].condition == .from(FinderSpec(kind: "ClassFinder", className: "AppNavigationController", contextType: "T",
                                                              options: ["visible"], location: SourceLocation(file: "App.swift", line: 4))))
        #expect(choice.cases[1].condition == .when(FinderSpec(kind: "ScreensNavigationCase2", contextType: "T", custom: true,
                                                              location: SourceLocation(file: "App.swift", line: 5))))
        #expect(choice.cases[1].destination == .route(RouteReference(name: "Screens.adminNavigation")))
        guard case .chain(let fallback) = choice.defaultDestination else { throw ReaderTestFailure() }
        #expect(fallback.first.kind == .singleContainerStep && fallback.first.factory?.className == "AppNavigationController")
        #expect(fallback.links.map(\.origin) == [.general(GeneralOrigin(kind: .current))])
        #expect(route.leftOut.map(\.reason) == ["the condition `Session.isAdmin` of `.addCase(when:from:)`: its logic must be written in Lua, "
            + "in the finder `ScreensNavigationCase2` (it finds something when the case applies)"])
    }

    @Test func aGuardAvailableReadsTheNewerRoute() throws {
        let spec = ReaderFixture.read("""
            enum Screens {
                static var profile: DestinationStep<UIViewController, ProfileContext> {
                    guard #available(iOS 13.0, *) else {
                        return legacyProfile.unsafelyRewrapped()
                    }
                    return StepAssembly(finder: UIHostingControllerWithContextFinder<ProfileView>(), factory: UIHostingControllerWithContextFactory())
                        .using(GeneralAction.replaceRoot())
                        .from(GeneralStep.root())
                        .assemble().unsafelyRewrapped()
                }
                static func anyProfile() -> AnyDestination {
                    Destination(to: profile, with: ProfileContext()).unwrapped()
                }
            }
            """)
        let profile = try chain(spec, "Screens.profile")
        #expect(profile.first.finder?.kind == "UIHostingControllerWithContextFinder")
        #expect(profile.first.finder?.className == "UIHostingController<ProfileView>")
        #expect(spec.route(named: "Screens.profile")?.leftOut.map(\.location.line) == [3])
        let any = try #require(spec.route(named: "Screens.anyProfile"))
        #expect(any.destination == .route(RouteReference(name: "Screens.profile")))
        #expect(any.viewControllerType == nil && any.leftOut.map(\.location.line) == [12])
    }

    @Test func theAppsOwnDestinationWrapperAndContainerStepAssembly() throws {
        let spec = ReaderFixture.read("""
            class AppDestination<VC: UIViewController, C> {
                let step: DestinationStep<VC, C>
                let context: C
                init(step: DestinationStep<VC, C>, context: C) { self.step = step; self.context = context }
                func unwrapped() -> AppDestination<UIViewController, Any?> { AppDestination<UIViewController, Any?>(step: step.unsafelyRewrapped(), context: context) }
            }
            struct Gallery {
                private static let container = ContainerStepAssembly(
                        finder: ClassFinder<GalleryContainer, Any?>(),
                        factory: GalleryContainerFactory(delegate: Handler.shared))
                        .using(UINavigationController.push())
                        .from(SingleContainerStep(finder: NilFinder(), factory: AppNavigationFactory()))
                        .using(GeneralAction.presentModally())
                        .from(GeneralStep.current())
                        .assemble()
                static func images() -> AppDestination<ImagesViewController, Any?> {
                    let images = StepAssembly(finder: ClassFinder(), factory: ImagesFactory())
                        .using(GalleryContainerFactory<Any?>.ReplaceRoot())
                        .from(container)
                        .assemble()
                    return AppDestination(step: images, context: nil)
                }
                static func image(_ id: String) -> AppDestination<ImageViewController, String> {
                    AppDestination(step: StepAssembly(finder: ClassFinder(), factory: ImageFactory()).using(.push).from(.navigationController).using(.present).from(.current).assemble(),
                                   context: id)
                }
            }
            """)
        #expect(spec.routes.map(\.name) == ["Gallery.container", "Gallery.images", "Gallery.image"])
        #expect(spec.route(named: "Gallery.container")?.viewControllerType == "GalleryContainer")
        let images = try chain(spec, "Gallery.images")
        #expect(images.first.finder?.className == "ImagesViewController")
        #expect(images.links.map(\.origin) == [.destination(.route(RouteReference(name: "Gallery.container")))])
        #expect(spec.route(named: "Gallery.images")?.leftOut.isEmpty == true)
        #expect(spec.route(named: "Gallery.image")?.leftOut.map(\.reason) == [
            "`context: id`: the context a destination carries is the flow's to pass when it navigates",
        ])
        #expect(spec.entities.map(\.name) == ["GalleryContainerFactory", "AppNavigationFactory", "ImagesFactory", "GalleryContainerFactory.ReplaceRoot",
                                              "ImageFactory"])
        #expect(spec.entities.map(\.kind) == [.containerFactory, .containerFactory, .factory, .containerAction, .factory])
    }
}
