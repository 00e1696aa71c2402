import DeepLinks
@testable import LuaBridge
@testable import RouterCore
import Testing

/// Messages and journal entries quote user data as excerpts, so a huge URL
/// or name makes a small message.
@Suite("Bounded messages: user data is quoted as an excerpt")
struct BoundedMessageTests {
    /// A session whose link table has `count` routes, each rejecting most URLs in a different way.
    static func session(routes count: Int) throws -> FlowSession {
        let session = try FlowSession()
        try session.run(source: """
            app.class("ProductViewController")
            local product = route.step { finder = route.class_finder("ProductViewController"), factory = route.class_factory("ProductViewController") }
              :using(route.general.present_modally()):from(route.general.current()):assemble()
            local links = route.links()
            local shapes = { "shop://p%d/:id<int>", "shop://product/x%d", "shop://product/:id<int>/n%d", "shop://product?n%d<int>", "*://product/:a/:b/:c%d" }
            for i = 1, \(count) do links:add(shapes[i % #shapes + 1]:format(i), product) end
            app.links(links)
            """, chunkName: "routes.lua")
        return session
    }

    @Test("short text is unchanged; long text keeps its first 200 characters, then … and its size")
    func excerpt() {
        #expect("shop://product/42".excerpt() == "shop://product/42")
        let long = String(repeating: "é", count: 1_000)
        #expect(long.excerpt() == String(repeating: "é", count: 200) + "… (2000 bytes)")
        #expect(String(repeating: "ab", count: 100).excerpt() == String(repeating: "ab", count: 100))
        #expect(["a", String(repeating: "b", count: 300), "c"].excerpt(joinedBy: "/") == "a/" + String(repeating: "b", count: 198) + "… (304 bytes)")
        #expect(["a", "b"].excerpt(joinedBy: "/") == "a/b")
    }

    @Test("the unmatched message for a 1 MB URL against 500 routes is small, and the journal's step too")
    func hugeURL() throws {
        let session = try Self.session(routes: 500)
        let url = "shop://product/" + String(repeating: "x", count: 1 << 20) + "/" + String(repeating: "y", count: 1 << 10) + "?n3=" + String(repeating: "z", count: 1 << 12)
        let opening = try session.openURL(url)
        #expect(opening.kind == .failed(.unmatched))
        let message = try #require(opening.error)
        #expect(message.utf8.count < 64 * 1024)
        #expect(message.hasPrefix("no route matches shop://product/xxxx"))
        #expect(message.contains("… (\(url.utf8.count) bytes)"))
        #expect(message.hasSuffix("and 480 more routes)"))
        let step = try #require(session.journal.last)
        #expect(step.text.utf8.count < 1024 && (step.failure?.utf8.count ?? 0) < 64 * 1024)
    }

    @Test("a URL that is not one, a huge class name, and a rejection quoting a huge segment are excerpts")
    func otherMessages() throws {
        let huge = String(repeating: "q", count: 100_000)
        #expect(throws: DeepLinkError.self) { try DeepLinkURL(parsing: huge) }
        do { _ = try DeepLinkURL(parsing: huge) } catch { #expect(error.description.utf8.count < 400) }
        #expect(TreeError.unknownClass(huge).description.utf8.count < 400)
        let pattern = try URLPattern("shop://product/:id<int>/:kind<uuid>")
        guard case .rejected(let why) = try pattern.match(try DeepLinkURL(parsing: "shop://product/\(huge)")) else {
            Issue.record("it matched")
            return
        }
        #expect(why.utf8.count < 400)
        guard case .rejected(let left) = try URLPattern("shop://product").match(try DeepLinkURL(parsing: "shop://product/\(huge)/\(huge)")) else {
            Issue.record("it matched")
            return
        }
        #expect(left.utf8.count < 400 && left.contains("(200001 bytes)"))

        #expect(throws: DeepLinkError.self) { try URLPattern("shop://x/:\(huge)>") }
        do { _ = try URLPattern("shop://x/:\(huge)>") } catch { #expect(error.description.utf8.count < 600) }
        let tree = AppTree()
        try tree.defineClass(huge)
        #expect(tree.describe(try tree.makeNode(huge)).utf8.count < 400)

        let session = try FlowSession()
        #expect(throws: FlowError.self) { try session.run(source: "app.push((\"Q\"):rep(100000))", chunkName: "flow.lua") }
        let step = try #require(session.journal.last)
        #expect(step.text.utf8.count < 400 && (step.failure?.utf8.count ?? 0) < 1_000)
    }
}
