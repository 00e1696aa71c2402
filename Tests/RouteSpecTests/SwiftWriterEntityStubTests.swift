import RouteSpec
import Testing

/// The app's own entities as Swift stubs: the protocol, the types met at the uses, a failing body, the Lua quoted.
@Suite struct SwiftWriterEntityStubTests {
    typealias F = SwiftWriterFixtures

    /// The text after the configuration type: the stubs.
    private func stubs(_ spec: RouteSpec) -> String {
        let text = SwiftRouteWriter.write(spec, options: SwiftExportOptions(writeAnyway: true)).text
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard let end = lines.firstIndex(of: "}") else { return text }
        return lines[(end + 2)...].joined(separator: "\n")
    }

    private func colourRoute(_ name: String, _ className: String, context: String?, task: String = "ColourTask") -> RouteDefinition {
        F.route(name, className, context: context, F.step(className, contextTasks: [EntityUse(type: task, custom: true)]),
                [ChainLink(action: F.present, origin: F.current)])
    }

    @Test func theLuaIsQuotedByteForByteAsTheImporterReadsItBack() {
        let entity = EntityDeclaration(name: "ColourTask", kind: .contextTask, location: F.at(87),
                                       luaImplementation: "function(vc, colour) vc.colour = colour end")
        let spec = RouteSpec(routes: [colourRoute("colour", "ColorViewController", context: "String")], entities: [entity])
        #expect(stubs(spec) == """
            /// Lua (app.lua:87), the behaviour to implement:
            /// ```lua
            /// function(vc, colour) vc.colour = colour end
            /// ```
            struct ColourTask: ContextTask {

                typealias ViewController = ColorViewController
                typealias Context = String

                func perform(on viewController: ViewController, with context: Context) throws {
                    throw RoutingError.generic(.init("ColourTask is not implemented: implement it as the Lua above says"))
                }

            }

            """)
    }

    @Test func aQuoteKeepsEveryLineAndOmitsAnUnknownPlace() {
        let lua = "function(context)\n\treturn login.ok(context)\n\nend"
        #expect(SwiftLuaQuote.lines(quoting: lua, at: nil) == [
            "/// Lua, the behaviour to implement:", "/// ```lua", "/// function(context)", "/// \treturn login.ok(context)", "///", "/// end", "/// ```",
        ])
        #expect(SwiftLuaQuote.lines(quoting: "require(\"login\").require_user", at: F.at(4, "login.lua"))[0]
            == "/// Lua (login.lua:4), the behaviour to implement:")
    }

    @Test func luaHoldingThreeBackticksIsFencedWithALongerRun() {
        #expect(SwiftLuaQuote.lines(quoting: "function() local s = [[ ```` ]] end", at: nil) == [
            "/// Lua, the behaviour to implement:", "/// `````lua", "/// function() local s = [[ ```` ]] end", "/// `````",
        ])
        #expect(SwiftLuaQuote.lines(quoting: "function() local s = \"``\" end", at: nil)[1] == "/// ```lua")
    }

    @Test func aStubIsGenericWhenItsUsesMeetDifferentTypesAndItsUsesSayWhich() {
        let spec = RouteSpec(routes: [colourRoute("colour", "ColorViewController", context: "String"),
                                      colourRoute("circle", "CircleViewController", context: nil)],
                             entities: [EntityDeclaration(name: "ColourTask", kind: .contextTask, location: F.at(3))])
        let text = SwiftRouteWriter.write(spec).text
        #expect(text.contains("            .adding(ColourTask<ColorViewController, String>())\n"))
        #expect(text.contains("            .adding(ColourTask<CircleViewController, Any?>())\n"))
        #expect(text.contains("""
            struct ColourTask<VC: UIViewController, C>: ContextTask {

                typealias ViewController = VC
                typealias Context = C

            """))
    }

    @Test func eachKindConformsToRouteComposersProtocolWithItsRequiredMembers() {
        let expected: [(EntityKind, String, String)] = [
            (.interceptor, "struct E: RoutingInterceptor {", "    func perform(with context: Context, completion: @escaping (RoutingResult) -> Void) {"),
            (.postTask, "struct E: PostRoutingTask {", "        fatalError(\"E is not implemented yet\")"),
            (.finder, "struct E: Finder {", "    func findViewController(with context: Context) throws -> ViewController? {"),
            (.factory, "struct E: Factory {", "    func build(with context: Context) throws -> ViewController {"),
            (.containerFactory, "struct E: ContainerFactory {", "    func build(with context: Context, integrating coordinator: ChildCoordinator) throws -> ViewController {"),
            (.action, "struct E: Action {", "    typealias ViewController = UIViewController"),
            (.contextTransformer, "struct E: ContextTransformer {", "    func transform(_ context: SourceContext) throws -> TargetContext {"),
            (.windowProvider, "struct E: WindowProvider {", "    var window: UIWindow? {"),
            (.switchResolver, "@MainActor\nstruct E {", "    func resolve(_ context: Context) -> DestinationStep<ViewController, Context>? {"),
        ]
        for (kind, declaration, member) in expected {
            let text = stubs(RouteSpec(entities: [EntityDeclaration(name: "E", kind: kind, location: nil)]))
            #expect(text.contains(declaration + "\n"), "\(kind)")
            #expect(text.contains(member + "\n"), "\(kind)")
        }
    }

    @Test func aContainerActionIsTypedWithTheContainerItActsOn() {
        let embed = ActionSpec(name: "Embed", custom: true)
        let route = F.route("card", "CardViewController", F.step("CardViewController"), [
            ChainLink(action: embed, origin: .step(StepSpec(kind: .navigationController, className: "CardNavigationController"))),
            ChainLink(action: F.present, origin: F.current),
        ])
        let spec = RouteSpec(routes: [route], entities: [EntityDeclaration(name: "Embed", kind: .containerAction, location: F.at(7))])
        let written = SwiftRouteWriter.write(spec)
        #expect(written.refused.isEmpty)
        #expect(written.text.contains("            .using(Embed())\n"))
        #expect(written.text.contains("struct Embed: ContainerAction {\n\n    typealias ViewController = CardNavigationController\n"))
    }
}
