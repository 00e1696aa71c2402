import Formats
import RouteSpec
import SwiftRouteImport
import Testing

@Suite("RouteSpec as JSON")
struct JSONWriterTests {
    let document: JSONDocument

    init() throws {
        document = try JSONDocument.parse(RouteSpecJSON.text(ShopSpec.spec))
    }

    func keys(_ value: JSONDocument?) -> [String] { value?.members?.map(\.key) ?? [] }
    func string(_ value: JSONDocument?, _ key: String) -> String? { value?.member(key)?.value.string }

    @Test("the top level: routes, classes, entities, links, left_out, in that order")
    func topLevel() {
        #expect(keys(document) == ["routes", "classes", "entities", "links", "left_out"])
        #expect(document.member("left_out")?.value.elements?.compactMap { string($0, "reason") }
            == ["the file does not parse", "a finder computed by a closure"])
        let scheme = document.member("links")?.value.member("schemes")?.value.elements?.first
        #expect(string(scheme, "value") == "shop")
        #expect(scheme?.member("line")?.value.number?.text == "20")
    }

    @Test("a route: the issue's members, Swift spellings, null where the source does not say")
    func route() throws {
        let routes = try #require(document.member("routes")?.value.elements)
        let product = routes[0]
        #expect(keys(product) == ["name", "file", "line", "view_controller", "context", "step", "finder", "factory", "interceptors",
                                  "context_tasks", "post_tasks", "chain", "destination", "left_out"])
        #expect(string(product, "name") == "ShopConfiguration.product")
        let finder = product.member("finder")?.value
        #expect(string(finder, "kind") == "ClassFinder")
        #expect(string(finder, "class") == "ProductViewController")
        #expect(string(finder, "context") == "String")
        #expect(finder?.member("options")?.value.isNull == true)
        #expect(product.member("interceptors")?.value.elements?.compactMap(\.string) == ["LoginInterceptor"])
        let link = product.member("chain")?.value.elements?.first
        #expect(string(link, "action") == "UINavigationController.push")
        #expect(string(link?.member("from")?.value, "route") == "ShopConfiguration.cart")
        let cart = routes[1]
        let cartChain = cart.member("chain")?.value.elements ?? []
        #expect(cartChain.compactMap { $0.member("from")?.value.string } == ["NavigationControllerStep", "GeneralStep.current"])
        #expect(string(cartChain.last, "action") == "GeneralAction.presentModally")
        let secret = routes[2]
        #expect(secret.member("finder")?.value.isNull == true)
        #expect(string(secret.member("destination")?.value.member("left_out")?.value, "reason") == "a finder computed by a closure")
        let home = routes[3]
        let firstCase = home.member("destination")?.value.member("switch")?.value.member("cases")?.value.elements?.first
        #expect(string(firstCase, "case") == "from")
        #expect(firstCase?.member("finder")?.value.member("options")?.value.elements?.compactMap(\.string) == ["currentVisibleOnly"])
    }

    @Test("classes and entities")
    func declarations() {
        let classes = document.member("classes")?.value.elements ?? []
        #expect(classes.compactMap { string($0, "kind") } == ["screen", "screen", "navigation", "custom_container"])
        let entities = document.member("entities")?.value.elements ?? []
        #expect(entities.compactMap { string($0, "kind") } == ["interceptor", "context_task", "finder"])
        #expect(entities[0].member("lua")?.value.isNull == true)
        #expect(string(entities[1], "lua") == "function(vc, id) vc.product_id = id end")
    }

    @Test("left_out also lists what a writer could not translate: one list, by file and line, each once")
    func writerLeftOut() throws {
        let writer = LuaRoutesWriter(command: "flowrun import-swift Shop", files: []).write(ShopSpec.spec)
        #expect(!writer.leftOut.isEmpty)
        let extra = LeftOut(location: SourceLocation(file: "Shop/A.swift", line: 3), reason: "the writer's")
        let text = RouteSpecJSON.text(ShopSpec.spec, alsoLeftOut: writer.leftOut + [extra] + ShopSpec.spec.everythingLeftOut)
        let listed = try JSONDocument.parse(text).member("left_out")?.value.elements?.compactMap { item -> LeftOut? in
            guard let file = string(item, "file"), let line = item.member("line")?.value.number.flatMap({ Int($0.text) }),
                  let reason = string(item, "reason") else { return nil }
            return LeftOut(location: SourceLocation(file: file, line: line), reason: reason)
        }
        let expected = Set(ShopSpec.spec.everythingLeftOut + writer.leftOut + [extra])
            .sorted { ($0.location, $0.reason) < ($1.location, $1.reason) }
        #expect(listed == expected)
        #expect(listed?.first == extra)
    }

    @Test("the same bytes every time")
    func deterministic() {
        #expect(RouteSpecJSON.text(ShopSpec.spec) == RouteSpecJSON.text(ShopSpec.spec))
    }
}
