import Foundation
import LuaBridge
import LuaKit
import RouterCore
import TestSupport
import Testing

/// A session rewound to its checkpoint is the session the checkpoint kept:
/// a probe flow sees, prints and does exactly what it does in a session
/// that just ran the app definition, whatever a vandal flow did between.
@Suite("Session checkpoints")
struct SessionCheckpointTests {
    static let shop = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("scripts/examples/shop").path

    /// The shop's app definition run in a new session, in a template place
    /// when `placed` (waiting for one while other tests hold them).
    static func shopSession(placed: Bool) throws -> FlowSession {
        var options = FlowSessionOptions(sandbox: Sandbox(projectRoots: [shop]), memoryLimit: 256 << 20)
        options.recordsTemplate = placed
        let session = try HangGuard.first("a free template place") {
            let tree = FlowSession.emptyApp()
            let session = try FlowSession(tree: tree, router: DefaultRouter(tree: tree), options: options)
            return !placed || session.host.isRecordingTemplate ? session : nil
        }
        try session.run(source: "function fixture() end function state() end", chunkName: "=test API")  // the runner's; the shop declares fixtures and states
        try session.run(file: shop + "/app.lua", chunkName: "app.lua")
        return session
    }

    /// Links, a navigation behind the waiting login interceptor, the clock,
    /// addresses and the app's own state, printed.
    static let probe = """
        local product = open_url("shop://product/42")
        print(product.ok, product.route, app.top().class, app.top().product_id, tostring({}))
        local orders = open_url("shop://account/orders")
        print("orders pending:", orders.pending, app.top().class)
        shop.log_in("ann")
        print("orders:", orders.ok, app.top().class, #shop.screens_shown, app.now(), os.time())
        print(expect_ok(router:navigate(routes.cart)).ok, app.top().class, #links:routes())
        print(open_url("shop://product/TS-001").ok, open_url("shop://vandal").ok)
        """

    /// Everything a flow and its reader see of `session` after the probe,
    /// and the memory it uses (which differs between hosts in a template
    /// place and others, whose set-up runs differently).
    static func observe(_ session: FlowSession) throws -> (seen: String, memory: String) {
        var printed = ""
        session.host.outputHandler = { printed += $0 }
        try session.run(source: probe, chunkName: "probe.lua")
        let seen = printed + session.tree.text() + "\n" + session.journal.map(\.text).joined(separator: "\n")
            + "\nobjects \(session.liveObjectCount), references \(session.host.referenceCount)"
        let memory = try session.host.call(try session.host.load("return collectgarbage('count')", chunkName: "=count"), [], read: { try $0.number(1) })
        return (seen, "\(memory) KiB, \(session.host.memoryInUse) bytes")
    }

    static let vandal = """
        local orders = open_url("shop://account/orders")
        assert(orders.pending)
        app.class("VandalViewController")
        app.push("VandalViewController")
        router:add(route.post_task(function() error("the vandal's post task ran") end))
        router:add(route.interceptor(function() return false, "the vandal's interceptor" end))
        links:add("shop://vandal", routes.home)
        links:converter("vandal_sku", function() return nil end)
        app.links(nil) app.links(route.links())
        app.container_class("VandalContainer", { visible = function() return {} end, make_visible = function() end })
        for i = 1, 200 do routes["vandal" .. i] = route.step { finder = route.class_finder("VandalViewController"), factory = route.class_factory("VandalViewController") } end
        shop.user, shop.cart, links, routes.cart = "mallory", nil, nil, nil
        huge = ("x"):rep(4 << 20)
        string.rep, table.concat = nil, nil
        getmetatable("").__index.upper = function() return "vandalised" end
        setmetatable(_G, { __index = function() return "ghost" end })
        app.wait(30)
        """

    @Test("a rewound session is the one the checkpoint kept: a probe does and prints the same as in a session just set up")
    func rewoundIsFresh() throws {
        let fresh = try Self.observe(try Self.shopSession(placed: false))
        let session = try Self.shopSession(placed: true)
        #expect(session.checkpoint())
        let first = try Self.observe(session)
        #expect(first.seen == fresh.seen)
        for _ in 0..<3 {
            #expect(session.rewind())
            do { try session.run(source: Self.vandal, chunkName: "vandal.lua") } catch { Issue.record("the vandal failed: \(error)") }
            #expect(session.tree.text() != "", "the vandal changed the app")
            #expect(session.rewind())
            let again = try Self.observe(session)
            #expect(again.seen == first.seen)
            #expect(again.memory == first.memory)
        }
    }

    @Test("a checkpoint needs a session in a template place with nothing under way")
    func refusals() throws {
        let unplaced = try Self.shopSession(placed: false)
        #expect(!unplaced.checkpoint())
        #expect(!unplaced.rewind())

        let lifted = try SessionTemplateTests.recordingSession()
        #expect(!lifted.checkpoint(), "flows without a sandbox may hold what a rewind cannot take back")

        let session = try Self.shopSession(placed: true)
        try session.run(source: #"pending = open_url("shop://account/orders")"#, chunkName: "waiting.lua")
        #expect(!session.checkpoint(), "a navigation waits for the login")
        try session.run(source: #"shop.log_in("ann") app.wait(5) assert(pending.ok)"#, chunkName: "done.lua")
        #expect(session.checkpoint())
        #expect(!session.checkpoint())
    }
}
