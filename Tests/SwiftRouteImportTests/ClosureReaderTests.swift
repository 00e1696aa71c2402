import RouteSpec
import Testing

/// Closures flowrun gives a Lua function of their own, SwiftUI's hosting controllers, and the class
/// an app's own factory builds, as the reader keeps them for the Lua writer.
@Suite("Reading closures, SwiftUI and what a factory builds")
struct ClosureReaderTests {
    func firstStep(_ source: String, _ name: String = "screen") throws -> (StepSpec, RouteDefinition) {
        let route = try #require(ReaderFixture.read(source).route(named: name))
        guard case .chain(let chain) = route.destination else { throw ReaderTestFailure() }
        return (chain.first, route)
    }

    @Test func aCompleteFactorysContainerConfigurationIsKeptOnTheCompleteFactory() throws {
        let (step, route) = try firstStep("""
            let screen = StepAssembler<UITabBarController, Any?>()
                .finder(.nilFinder)
                .factory(CompleteFactoryAssembly(factory: TabBarControllerFactory<UITabBarController, Any?>(configuration: { $0.title = "T" }))
                    .with(ClassFactory<AViewController, Any?>())
                    .assemble())
                .from(.current)
                .assemble()
            """)
        #expect(step.factory?.kind == "CompleteFactory")
        #expect(step.factory?.arguments.last == SourceArgument(label: "configuration", value: "{ $0.title = \"T\" }"))
        #expect(route.leftOut.map(\.reason) == ["`configuration:` closure of `TabBarControllerFactory`: its logic must be written in Lua"])
    }

    @Test func aHostingControllerFactoryBuildsTheHostingControllerOfItsView() throws {
        let (step, _) = try firstStep("""
            let screen = StepAssembler<UIHostingController<ProfileView>, String>()
                .finder(UIHostingControllerWithContextFinder<ProfileView>())
                .factory(UIHostingControllerFactory<ProfileView, String> { ProfileView(name: $0) })
                .from(.current)
                .assemble()
            """)
        #expect(step.finder?.className == "UIHostingController<ProfileView>")
        #expect(step.factory?.className == "UIHostingController<ProfileView>")
        #expect(step.factory?.contextType == "String")
    }

    @Test func theAppsOwnFactoryBuildsTheStepsClassWhenTheStepSaysIt() throws {
        let (step, _) = try firstStep("""
            let screen = StepAssembler<ColorViewController, String>()
                .finder(ColorViewControllerFinder())
                .factory(ColorViewControllerFactory())
                .from(.current)
                .assemble()
            """)
        #expect(step.factory?.custom == true)
        #expect(step.factory?.className == "ColorViewController")
    }
}

extension ClosureReaderTests {
    @Test func aFunctionGivenByNameWhereAClosureGoesIsKeptAndLeftOut() throws {
        let (step, route) = try firstStep("""
            let screen = StepAssembler<AViewController, String>()
                .finder(.classFinder)
                .factory(ClassFactory<AViewController, String>(configuration: setUp))
                .adding(DismissalMethodProvidingContextTask<AViewController, String>(dismissalBlock: close))
                .from(.current)
                .assemble()
            """)
        #expect(step.factory?.arguments == [SourceArgument(label: "configuration", value: "setUp")])
        #expect(step.contextTasks.first?.arguments == [SourceArgument(label: "dismissalBlock", value: "close")])
        #expect(route.leftOut.map(\.reason) == [
            "`configuration: setUp` of `ClassFactory`: a function of the app's, its logic must be written in Lua",
            "`dismissalBlock: close` of `DismissalMethodProvidingContextTask`: a function of the app's, its logic must be written in Lua",
        ])
    }
}
