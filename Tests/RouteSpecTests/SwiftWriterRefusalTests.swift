import RouteSpec
import Testing

/// What RouteComposer cannot express is refused at its line, never invented.
@Suite struct SwiftWriterRefusalTests {
    typealias F = SwiftWriterFixtures

    private let circle = F.route("circle", "CircleViewController", F.step("CircleViewController"),
                                 [ChainLink(action: F.present, origin: F.current)], line: 1)

    private func refusals(_ route: RouteDefinition) -> [LeftOut] {
        SwiftRouteWriter.write(RouteSpec(routes: [circle, route])).refused
    }

    @Test func aDestinationLeftOutGivesNoTextUnlessWrittenAnywayThenAComment() {
        let closure = LeftOut(location: F.at(3), reason: "an origin computed by a Lua function")
        let home = RouteDefinition(name: "home", location: F.at(2), viewControllerType: nil, contextType: nil,
                                   destination: .leftOut(closure), leftOut: [closure])
        let spec = RouteSpec(routes: [home, circle])
        let refused = SwiftRouteWriter.write(spec)
        #expect(refused.text.isEmpty)
        #expect(refused.refused == [closure])
        let anyway = SwiftRouteWriter.write(spec, options: SwiftExportOptions(writeAnyway: true))
        #expect(anyway.refused == [closure])
        #expect(anyway.text.contains("""
                // home is not written:
                // left out (app.lua:3): an origin computed by a Lua function

                /// `circle` (app.lua:1)
                static var circle:
            """))
    }

    @Test func anActionRouteComposerDoesNotHaveIsRefusedAtItsLine() {
        let route = F.route("card", "CardViewController", F.step("CardViewController"),
                            [ChainLink(action: ActionSpec(name: "Lua.teleport", location: F.at(9)), origin: F.current)], line: 8)
        #expect(refusals(route) == [LeftOut(location: F.at(9),
                                            reason: "an action RouteComposer does not have (`Lua.teleport`): mark it as the app's own, or use a built-in action")])
    }

    @Test func anArgumentAnActionDoesNotTakeIsRefusedAtTheRoutesLineWhenTheActionHasNone() {
        let route = F.route("card", "CardViewController", F.step("CardViewController"),
                            [ChainLink(action: F.action("GeneralAction.presentModally", [SourceArgument(label: "style", value: ".sheet")]), origin: F.current)],
                            line: 8)
        #expect(refusals(route) == [LeftOut(location: F.at(8), reason: "`style:` is not an argument of RouteComposer's `GeneralAction.presentModally`")])
    }

    @Test func aFinderWithoutAClassIsRefused() {
        let unnamed = StepSpec(kind: .singleStep, finder: FinderSpec(kind: "ClassFinder", location: F.at(12)), factory: FactorySpec(kind: "NilFactory"))
        let route = F.route("card", "CardViewController", F.step("CardViewController"),
                            [ChainLink(action: F.push, origin: .step(unnamed)), ChainLink(action: F.present, origin: F.current)], line: 11)
        // Neither the finder nor the factory names the class the step finds and builds.
        #expect(refusals(route).map(\.location) == [F.at(11), F.at(12)])
        #expect(refusals(route).map { $0.reason.prefix(29) } == ["a NilFactory without a class:", "a ClassFinder without a class"])
    }

    @Test func aChainThatDoesNotSayWhereItStartsIsRefused() {
        let route = F.route("card", "CardViewController", F.step("CardViewController"),
                            [ChainLink(action: F.push, origin: F.navigation, location: F.at(15))], line: 14)
        #expect(refusals(route) == [LeftOut(location: F.at(15),
                                            reason: "a chain that does not say where it starts: RouteComposer's last `.from(…)` is a GeneralStep or another destination")])
    }

    @Test func aRouteTheModelDoesNotDefineIsRefused() {
        let route = F.route("card", "CardViewController", F.step("CardViewController"),
                            [ChainLink(action: F.push, origin: .destination(.route(RouteReference(name: "nowhere"))))], line: 16)
        #expect(refusals(route) == [LeftOut(location: F.at(16), reason: "a route `nowhere` the model does not define")])
    }

    @Test func eachConstructRouteComposerCannotTakeIsRefusedWithItsReason() {
        let screen = F.step("CardViewController")
        let cases: [(links: [ChainLink], first: StepSpec, reason: String)] = [
            ([ChainLink(action: nil, origin: F.current)], screen,
             "a step with no action: RouteComposer needs `.using(…)` here (only a NilFactory's step has none)"),
            ([ChainLink(action: F.present, origin: F.current), ChainLink(action: F.present, origin: F.current)], screen,
             "a `.from(…)` after the chain has reached where it starts: RouteComposer ends a chain at a GeneralStep or another destination"),
            ([ChainLink(action: F.present, origin: F.current)], F.step("CardViewController", factory: "StoryboardFactory"),
             "a StoryboardFactory without its storyboard: RouteComposer's needs `name:`"),
            ([ChainLink(action: F.present, origin: F.current)],
             StepSpec(kind: .stepAssembly, finder: FinderSpec(kind: "InstanceFinder", className: "CardViewController"),
                      factory: FactorySpec(kind: "NilFactory", className: "CardViewController")),
             "an InstanceFinder without its instance: RouteComposer's needs `instance:`"),
            ([ChainLink(action: F.present, origin: F.current)], StepSpec(kind: .stepAssembly, finder: F.classFinder("CardViewController")),
             "a step without its factory: RouteComposer's StepAssembly needs both"),
            ([ChainLink(action: F.push, origin: .destination(.switch(SwitchSpec(cases: [], defaultDestination: nil))))], screen,
             "a switch whose view controller the model does not say: RouteComposer's SwitchAssembly is typed with it"),
            ([ChainLink(action: F.action("CATransaction.wrap"), origin: F.current)], screen, "`CATransaction.wrap` without the one action it wraps"),
            ([ChainLink(action: F.action("DispatchQueue.delay", [SourceArgument(label: "seconds", value: "soon")], wrapped: [F.present]), origin: F.current)],
             screen, "`DispatchQueue.delay` for soon seconds: give a number of seconds"),
        ]
        for (links, first, reason) in cases {
            #expect(refusals(F.route("card", "CardViewController", first, links, line: 30)) == [LeftOut(location: F.at(30), reason: reason)])
        }
    }

    @Test func aContainerActionOnAContainerTheModelDoesNotSayIsRefusedAtItsDeclaration() {
        let route = F.route("card", "CardViewController", F.step("CardViewController"),
                            [ChainLink(action: ActionSpec(name: "Embed", custom: true), origin: F.current)], line: 2)
        let spec = RouteSpec(routes: [route], entities: [EntityDeclaration(name: "Embed", kind: .containerAction, location: F.at(7))])
        let written = SwiftRouteWriter.write(spec, options: SwiftExportOptions(writeAnyway: true))
        let reason = "the app's own container action `Embed` on a container the model does not say: RouteComposer types it with its container class"
        #expect(written.refused == [LeftOut(location: F.at(7), reason: reason)])
        #expect(written.text.hasSuffix("}\n\n// left out (app.lua:7): \(reason)\n"))
    }

    @Test func anEntityTheModelDoesNotDeclareIsRefused() {
        let route = F.route("card", "CardViewController", F.step("CardViewController", interceptors: [EntityUse(type: "Gate", custom: true)]),
                            [ChainLink(action: F.present, origin: F.current)], line: 40)
        #expect(refusals(route) == [LeftOut(location: F.at(40), reason: "the app's own `Gate` the model does not declare: no stub can be written for it")])
    }

    @Test func anEntityWithoutASwiftTypeNameIsRefusedAtItsUseAndDeclaration() {
        let route = F.route("card", "CardViewController", F.step("CardViewController", interceptors: [EntityUse(type: "login.require_user", custom: true)]),
                            [ChainLink(action: F.present, origin: F.current)], line: 41)
        let spec = RouteSpec(routes: [route], entities: [EntityDeclaration(name: "login.require_user", kind: .interceptor, location: F.at(3, "login.lua"))])
        let reason = "the app's own `login.require_user` has no Swift type name: name it as a Swift type (letters, digits, `_`)"
        #expect(SwiftRouteWriter.write(spec).refused == [LeftOut(location: F.at(41), reason: reason), LeftOut(location: F.at(3, "login.lua"), reason: reason)])
    }

    @Test func whatNoRouteOwnsIsRefusedAndCommentedAtTheTop() {
        let parse = LeftOut(location: F.at(1, "links.lua"), reason: "a file that does not run")
        let written = SwiftRouteWriter.write(RouteSpec(routes: [circle], leftOut: [parse]), options: SwiftExportOptions(writeAnyway: true))
        #expect(written.refused == [parse])
        #expect(written.text.contains("import UIKit\n\n// left out (links.lua:1): a file that does not run\n\n@MainActor\n"))
    }
}

/// Member names, the configuration's name, and the same bytes every time.
@Suite struct SwiftWriterNamingTests {
    typealias F = SwiftWriterFixtures

    @Test func routesSharingAMemberNameAreQualifiedByTheirTypeAndReferencesFollow() {
        let product = F.route("ProductConfiguration.productScreen", "ProductViewController", F.step("ProductViewController"),
                              [ChainLink(action: F.present, origin: F.current)], line: 1)
        let wish = F.route("WishList.productScreen", "WishViewController", F.step("WishViewController"),
                           [ChainLink(action: F.push, origin: .destination(.route(RouteReference(name: "ProductConfiguration.productScreen"))))], line: 2)
        let keyword = F.route("default", "HomeViewController", F.step("HomeViewController"), [ChainLink(action: F.present, origin: F.current)], line: 3)
        let options = SwiftExportOptions(configurationName: "ShopConfiguration", project: "shop", writeAnyway: false)
        let text = SwiftRouteWriter.write(RouteSpec(routes: [product, wish, keyword]), options: options).text
        #expect(text.contains("enum ShopConfiguration {\n"))
        #expect(text.contains("    static var ProductConfiguration_productScreen: DestinationStep<ProductViewController, Any?> {\n"))
        #expect(text.contains("    static var WishList_productScreen: DestinationStep<WishViewController, Any?> {\n"))
        #expect(text.contains("            .from(ProductConfiguration_productScreen)\n"))
        #expect(text.contains("    static var `default`: DestinationStep<HomeViewController, Any?> {\n"))
        #expect(text == SwiftRouteWriter.write(RouteSpec(routes: [product, wish, keyword]), options: options).text)
        let spaced = SwiftRouteWriter.write(RouteSpec(routes: [product]), options: SwiftExportOptions(configurationName: "Shop Routes"))
        #expect(spaced.text.isEmpty)
        #expect(spaced.refused.map(\.reason) == ["`Shop Routes` is not a Swift type name: name the configuration with letters, digits and `_`"])
    }

    @Test func aRouteKeyThatIsNotASwiftIdentifierIsRefusedAtItsLineWithAName() {
        let spaced = F.route("a b", "CircleViewController", F.step("CircleViewController"), [ChainLink(action: F.present, origin: F.current)], line: 7)
        let digit = F.route("1x", "CircleViewController", F.step("CircleViewController"), [ChainLink(action: F.present, origin: F.current)], line: 8)
        let written = SwiftRouteWriter.write(RouteSpec(routes: [spaced, digit]))
        #expect(written.text.isEmpty)
        #expect(written.refused.map { "\($0.location): \($0.reason)" } == [
            "app.lua:7: the route key `a b` is not a Swift identifier: name the route with a letter or `_`, then letters, digits and `_` (routes.a_b = …)",
            "app.lua:8: the route key `1x` is not a Swift identifier: name the route with a letter or `_`, then letters, digits and `_` (routes._1x = …)",
        ])
        let unicode = F.route("écran", "CircleViewController", F.step("CircleViewController"), [ChainLink(action: F.present, origin: F.current)], line: 9)
        #expect(SwiftRouteWriter.write(RouteSpec(routes: [unicode])).refused.isEmpty)
    }
}
