import RouteSpec
import Testing

/// RouteComposer's actions, shorthand and spelled out, read as the model spells them.
@Suite struct ActionReaderTests {
    /// The action of `expression` in a one-link chain.
    private func action(_ expression: String, declarations: String = "") throws -> (ActionSpec?, RouteSpec) {
        let spec = ReaderFixture.read("""
            \(declarations)
            let screen = StepAssembler<AViewController, Any?>().finder(.classFinder).factory(.classFactory)
                .using(\(expression))
                .from(.current).assemble()
            """)
        guard case .chain(let chain) = try #require(spec.route(named: "screen")).destination else { throw ReaderTestFailure() }
        return (chain.links.first?.action, spec)
    }

    @Test(arguments: [
        (".push", "UINavigationController.push"), (".pushAsRoot", "UINavigationController.pushAsRoot"),
        (".pushReplacingLast", "UINavigationController.pushReplacingLast"), ("UINavigationController.push()", "UINavigationController.push"),
        (".present", "GeneralAction.presentModally"), ("GeneralAction.presentModally()", "GeneralAction.presentModally"),
        (".replaceRoot", "GeneralAction.replaceRoot"), ("GeneralAction.replaceRoot()", "GeneralAction.replaceRoot"),
        (".nilAction", "GeneralAction.nilAction"), ("GeneralAction.nilAction()", "GeneralAction.nilAction"),
        (".addTab", "UITabBarController.add"), ("UITabBarController.add(at: 0, replacing: true)", "UITabBarController.add"),
        (".setAsMaster", "UISplitViewController.setAsMaster"), (".pushToDetails", "UISplitViewController.pushToDetails"),
        ("UISplitViewController.pushOnToDetails()", "UISplitViewController.pushOnToDetails"),
    ])
    func builtInActionsAreSpelledOut(written: String, name: String) throws {
        let (action, _) = try action(written)
        #expect(action?.name == name && action?.custom == false && action?.containerClass == nil)
    }

    @Test func argumentsAreKeptAsWritten() throws {
        let (action, _) = try action(".present(startingFrom: .topmostParent, presentationStyle: .overCurrentContext, transitioningDelegate: delegate)")
        #expect(action?.arguments == [SourceArgument(label: "startingFrom", value: ".topmostParent"),
                                      SourceArgument(label: "presentationStyle", value: ".overCurrentContext"),
                                      SourceArgument(label: "transitioningDelegate", value: "delegate")])
        #expect(action?.location == SourceLocation(file: "App.swift", line: 3))
    }

    @Test func aSubclassActionNamesItsContainerClass() throws {
        let (action, _) = try action("ShopNavigationController.push()", declarations: "class ShopNavigationController: UINavigationController {}")
        #expect(action == ActionSpec(name: "UINavigationController.push", containerClass: "ShopNavigationController",
                                     location: SourceLocation(file: "App.swift", line: 3)))
    }

    @Test func wrappersKeepTheActionTheyWrap() throws {
        let (wrapped, _) = try action("CATransaction.wrap(.push)")
        #expect(wrapped?.name == "CATransaction.wrap" && wrapped?.wrapped.map(\.name) == ["UINavigationController.push"])
        let (delayed, _) = try action("DispatchQueue.delay(.present, for: .seconds(1))")
        #expect(delayed?.name == "DispatchQueue.delay" && delayed?.wrapped.map(\.name) == ["GeneralAction.presentModally"])
        #expect(delayed?.arguments == [SourceArgument(label: "for", value: ".seconds(1)")])
    }

    @Test func theAppsOwnActionIsAnEntity() throws {
        let (action, spec) = try action(".slideIn", declarations: """
            struct SlideIn: ContainerAction {}
            extension SlideIn { static var slideIn: SlideIn { SlideIn() } }
            """)
        #expect(action?.name == "SlideIn" && action?.custom == true)
        #expect(spec.entities == [EntityDeclaration(name: "SlideIn", kind: .containerAction, location: SourceLocation(file: "App.swift", line: 1))])
    }

    @Test func aComputedActionIsLeftOut() throws {
        let (action, spec) = try action("transition(for: style)")
        #expect(action == nil)
        #expect(spec.route(named: "screen")?.leftOut == [LeftOut(location: SourceLocation(file: "App.swift", line: 3),
                                                                 reason: "`transition(for: style)`: an action computed at run time")])
    }
}
