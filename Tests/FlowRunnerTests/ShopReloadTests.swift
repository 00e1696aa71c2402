import Foundation
import Testing
@testable import FlowRunner
import LuaBridge

/// The README tour's hot reload, on a copy of the shop example: the login
/// interceptor's new text takes over at the next navigation, while the one
/// already waiting finishes on the old code.
@Suite("The shop's login interceptor, hot-reloaded")
struct ShopReloadTests {
    static let shop = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("scripts/examples/shop")

    @Test("an edited login.lua reloads in place: waiting links finish on the old code, new ones use the new")
    func reloadLogin() throws {
        let copy = FileManager.default.temporaryDirectory.appendingPathComponent("flowrun-shop-\(UUID().uuidString)")
        try FileManager.default.copyItem(at: Self.shop, to: copy)
        defer { try? FileManager.default.removeItem(at: copy) }
        let session = try AppLauncher(settings: RunSettings(projectRoot: copy.path), appDefinition: copy.appendingPathComponent("app.lua").path).launch()
        try session.run(source: #"waiting = open_url("shop://account/orders") assert(waiting.pending)"#, chunkName: "tour.lua")

        let login = copy.appendingPathComponent("login.lua")
        let edited = try String(contentsOf: login, encoding: .utf8)
            .replacingOccurrences(of: "return shop.user ~= nil, login.refusal", with: #"return shop.user ~= nil, "log in to see your orders""#)
        #expect(edited.contains("log in to see your orders"), "the edit applies to the example's text")
        try Data(edited.utf8).write(to: login)
        #expect(try session.reload(module: "login") == ModuleReload(generation: 2))

        try session.run(source: """
            shop.cancel_login()
            expect_failure(waiting)
            expect(waiting.error:find("login refused", 1, true), "the waiting one finished on the old code: " .. waiting.error)
            shop.login_cancelled = false
            local again = open_url("shop://account/orders")
            shop.cancel_login()
            expect_failure(again)
            expect(again.error:find("log in to see your orders", 1, true), "the new code: " .. again.error)
            """, chunkName: "tour.lua")

        try Data("return {".utf8).write(to: login)
        #expect(throws: FlowError.self) { try session.reload(module: "login") }
        try session.run(source: """
            shop.login_cancelled = false
            local still = open_url("shop://account/orders")
            shop.cancel_login()
            expect(still.error:find("log in to see your orders", 1, true), "a broken edit keeps the last good code")
            """, chunkName: "tour.lua")

        let constant = edited.replacingOccurrences(of: #"login.refusal = "login refused""#, with: #"login.refusal = "not now""#)
        #expect(constant != edited, "the edit applies to the example's text")
        try Data(constant.utf8).write(to: login)
        #expect(try session.reload(module: "login") == ModuleReload(generation: 3, keptFields: ["refusal"]), "an edited constant is kept, and said")
    }
}
