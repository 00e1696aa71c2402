import Testing
@testable import LuaBridge

/// A small shop: a tab bar (home, account), products pushed onto the visible
/// stack, a login presented modally, an account screen behind a login
/// interceptor that redirects to the login link and waits, and a link table.
private let shop = """
    app.class("HomeViewController")
    app.class("ProductViewController")
    app.class("LoginViewController")
    app.class("OrdersViewController")
    app.launch(app.tab_bar {
      app.navigation { app.screen("HomeViewController") },
      app.navigation { app.screen("HomeViewController", { tab = "account" }) },
    })
    session = { user = nil, refuse = false }
    local visible_stack = route.general.custom(route.class_finder("UINavigationController", { search = "current_visible_only", start = "root" }))
    local function pushed(class, ...)
      local step = route.step { finder = route.class_with_context_finder(class), factory = route.class_factory(class) }
        :adding(route.context_task(function(vc, context) vc.shown = context end))
      for _, extra in ipairs({ ... }) do step = step:adding(extra) end
      return step:using(route.nav.push()):from(visible_stack):assemble()
    end
    product = pushed("ProductViewController")
    login = route.step { finder = route.class_finder("LoginViewController"), factory = route.class_factory("LoginViewController") }
      :using(route.general.present_modally()):from(route.general.current()):assemble()
    orders = pushed("OrdersViewController", route.interceptor(function()
      if session.user then return true end
      local shown = route.redirect("shop://login")
      if not shown.ok then return false, shown.error end
      route.wait_until(function() return session.user ~= nil or session.refuse end)
      app.back()
      return session.user ~= nil, "login refused"
    end))
    links = route.links()
    links:converter("sku", function(text) return text:match("^%u%u%-%d+$") and text:lower() end)
    links:add("shop://product/:id<int>", product, function(params) return params.id end)
    links:add("shop://product/:sku<sku>", product, function(params) return params.sku end)
    links:add("shop://login", login)
    links:add("shop://orders", orders)
    app.links(links)
    """

@Suite("Deep links from Lua: open_url, cold starts, redirects")
struct DeepLinkFlowTests {
    @Test("a link opens its route's destination with the context made from its parameters; typed and custom parameters pick the route")
    func warmStart() throws {
        let session = try FlowSession()
        try session.run(source: shop + """

            local opened = expect_ok(open_url("shop://product/42"))
            expect_equal(opened.kind, "opened")
            expect_equal(opened.route, "shop://product/:id<int>")
            expect_equal(opened.params, { id = 42 })
            expect_top("ProductViewController", { shown = 42 })
            local by_sku = expect_ok(open_url("shop://product/AB-12"))
            expect_equal(by_sku.route, "shop://product/:sku<sku>")
            expect_top("ProductViewController", { shown = "ab-12" })
            expect_stack { "HomeViewController", "ProductViewController", "ProductViewController" }
            expect(by_sku.navigation.ok and by_sku.trace:find("ProductViewController", 1, true) ~= nil)
            """, chunkName: "warm.lua")
    }

    @Test("an unknown link, a bad URL, a failing converter or context maker, and no table: clear outcomes, the app untouched")
    func failuresBeforeNavigating() throws {
        let session = try FlowSession()
        try session.run(source: shop + """

            local before = app.tree()
            local unknown = expect_failure(open_url("shop://basket"), "unmatched")
            expect(unknown.error:find("no route matches shop://basket", 1, true), unknown.error)
            expect(unknown.error:find("shop://login: the host is basket, not login", 1, true), unknown.error)
            expect_failure(open_url("shop://product/ab-12"), "unmatched")
            expect_failure(open_url("no scheme here"), "invalid")
            expect_failure(open_url("shop://product/%zz"), "invalid")
            local again = select(2, pcall(links.converter, links, "sku", function() return true end))
            expect(again:find("this table has a converter 'sku' already", 1, true), again)
            local twice = select(2, pcall(app.links, route.links()))
            expect(twice:find("the app has a link table already", 1, true), twice)
            local failing = route.links()
            failing:converter("sku", function(text) error("sku table missing") end)
            failing:add("shop://product/:sku<sku>", product)
            app.links(nil)
            app.links(failing)
            local broken = expect_failure(open_url("shop://product/AB-12"), "converter")
            expect(broken.error:find("sku table missing", 1, true), broken.error)
            expect(broken.error:find("context.lua:", 1, true), "the converter's file and line: " .. broken.error)
            local makers = route.links()
            makers:add("shop://product/:id<int>", product, function(params) return params.id / nil end)
            makers:add("shop://forgot/:id<int>", product, function(params) local id = params.id end)
            app.links(nil)
            app.links(makers)
            local forgot = expect_failure(open_url("shop://forgot/1"), "context")
            expect(forgot.error:find("returned nothing; return the context", 1, true), forgot.error)
            local context = expect_failure(open_url("shop://product/1"), "context")
            expect(context.error:find("make_context of shop://product/:id<int>", 1, true), context.error)
            app.links(nil)
            expect_failure(open_url("shop://product/1"), "no_links")
            expect_equal(app.tree(), before)
            """, chunkName: "context.lua")
    }

    @Test("a cold start rebuilds the launch tree first: a modal and another tab are gone, a waiting navigation is abandoned")
    func coldStart() throws {
        let session = try FlowSession()
        try session.run(source: shop + """

            app.select_tab(2)
            app.present("LoginViewController")
            local waiting = router:navigate(orders)
            expect(waiting.pending)
            local cold = expect_ok(open_url("shop://product/7", { cold = true }))
            expect_failure(waiting)
            expect(waiting.error:find("relaunched", 1, true), waiting.error)
            expect_tab(1)
            expect_stack { "HomeViewController", "ProductViewController" }
            expect_presented(nil)
            session.user = "ann"
            app.settle()
            expect_top("ProductViewController", { shown = 7 })
            """, chunkName: "cold.lua")
    }

    @Test("a cold start from Swift relaunches the app even when the flow replaced app and app.relaunch")
    func coldStartFromSwift() throws {
        let session = try FlowSession()
        try session.run(source: shop + """

            app.present("LoginViewController")
            app.relaunch = function() error("the flow's own relaunch") end
            app = nil
            """, chunkName: "cold.lua")
        let opening = try session.openURL("shop://product/7", cold: true)
        #expect(opening.ok, "\(String(describing: opening.error))")
        #expect(session.tree.presentedNode(of: try #require(session.tree.keyRoot)) == nil, "the modal went with the relaunch")
        #expect(session.tree.visibleLeaf.map { session.tree.className(of: $0) } == "ProductViewController")
    }

    @Test("an interceptor redirects to the login link, waits for the user, then the link goes on to its screen")
    func loginRedirect() throws {
        let session = try FlowSession()
        try session.run(source: shop + """

            local link = open_url("shop://orders")
            expect(link.pending, tostring(link))
            expect_equal(link.kind, "pending")
            expect_top("LoginViewController")
            session.user = "ann"
            app.settle()
            expect_ok(link)
            expect_top("OrdersViewController")
            expect_presented(nil)
            session.user = nil
            app.back()
            local refused = open_url("shop://orders")
            session.refuse = true
            app.settle()
            expect_failure(refused)
            expect(refused.error:find("login refused", 1, true), refused.error)
            expect_top("HomeViewController")
            """, chunkName: "login.lua")
    }

    @Test("redirects that come back are a loop, reported with the whole chain; a long chain stops at the limit")
    func redirectLoopAndLimit() throws {
        let session = try FlowSession()
        try session.run(source: """
            app.class("HomeViewController")
            app.class("AViewController")
            app.launch(app.navigation { app.screen("HomeViewController") })
            local function screen(to)
              return route.step { finder = route.class_with_context_finder("AViewController"), factory = route.class_factory("AViewController") }
                :adding(route.interceptor(function()
                  local hop = route.redirect(to)
                  if not hop.ok then return false, hop.error end
                  return true
                end))
                :using(route.nav.push())
                :from(route.general.custom(route.class_finder("UINavigationController", { search = "current_visible_only", start = "root" })))
                :assemble()
            end
            local links = route.links { redirect_limit = 3 }
            links:add("shop://a", screen("shop://login"))
            links:add("shop://login", screen("SHOP://a/"))
            links:add("shop://hop/:n<int>", screen("shop://hop/next"), function(p) return p.n end)
            links:add("shop://hop/next", screen("shop://hop/next2"))
            links:add("shop://hop/next2", screen("shop://hop/next3"))
            links:add("shop://hop/next3", screen("shop://hop/next4"))
            app.links(links)
            local loop = expect_failure(open_url("shop://a"), "redirect_loop")
            expect_equal(loop.error, "redirect loop: shop://a → shop://login → SHOP://a/")
            local long = expect_failure(open_url("shop://hop/1"), "too_many_redirects")
            expect_equal(long.error, "too many redirects (the limit is 3): shop://hop/1 → shop://hop/next → shop://hop/next2 → shop://hop/next3 → shop://hop/next4")
            expect_stack { "HomeViewController" }
            local ok, message = pcall(route.redirect, "shop://a")
            expect(not ok and message:find("only be used inside an interceptor", 1, true), message)
            """, chunkName: "loop.lua")
    }

    @Test("the table from Lua: explain gives every candidate and the rule, lint finds duplicates and shadowed routes, paths may ignore case")
    func explainAndLint() throws {
        let session = try FlowSession()
        try session.run(source: shop + """

            local why = links:explain("shop://product/42")
            expect_equal(why.winner, 1)
            expect_equal(why.candidates[1].params, { id = 42 })
            expect_equal(why.candidates[2].reason, "segment 1 '42' is not a valid sku for :sku")
            expect_equal(why.candidates[3].reason, "the host is product, not login")
            expect(why.candidates[1].location:find("lint.lua:", 1, true), "where the route was declared")
            expect_equal(#links:lint(), 0)
            links:add("shop://login", login)
            links:add("shop://product/:n", product)
            links:add("shop://product/:other", product)
            local findings = links:lint()
            expect_equal(#findings, 2)
            expect(findings[1]:find("duplicates shop://login", 1, true), findings[1])
            expect(findings[2]:find("never wins", 1, true) or findings[2]:find("duplicates", 1, true), findings[2])
            expect_equal(#links:routes(), 7)
            local loose = route.links { case_insensitive_paths = true }
            loose:add("shop://catalog/Product/:id<int>", product, function(p) return p.id end)
            app.links(nil)
            app.links(loose)
            expect_ok(open_url("SHOP://Catalog/PRODUCT/5"))
            local strict = route.links()
            strict:add("shop://catalog/Product/:id<int>", product)
            app.links(nil)
            app.links(strict)
            expect_failure(open_url("shop://catalog/PRODUCT/5"), "unmatched")
            expect(open_url("shop://CATALOG/Product/5").ok, "scheme and host ignore case")
            """, chunkName: "lint.lua")
    }

    @Test("the app's open-URL handler is asked first: it may rewrite a link, refuse it with a reason, or fail")
    func openURLHandler() throws {
        let session = try FlowSession()
        try session.run(source: shop + """

            local seen = {}
            app.on_open_url(function(url)
              seen[#seen + 1] = url
              if url == "shop://old/7" then return "shop://product/7" end
              if url == "shop://closed" then return false, "the shop is closed" end
              if url == "shop://quiet" then return false end
              if url == "shop://broken" then error("handler bug") end
            end)
            expect_ok(open_url("shop://old/7"))
            expect_top("ProductViewController", { shown = 7 })
            expect_equal(expect_failure(open_url("shop://closed"), "refused").error, "the shop is closed")
            expect_equal(expect_failure(open_url("shop://quiet"), "refused").error, "the app's open-URL handler refused it")
            local broken = expect_failure(open_url("shop://broken"), "handler")
            expect(broken.error:find("handler bug", 1, true), broken.error)
            expect(broken.error:find("handler.lua:", 1, true), "where it broke: " .. broken.error)
            local orders = open_url("shop://orders")
            expect_equal(seen[#seen], "shop://login", "redirects go through the handler too")
            local second = select(2, pcall(app.on_open_url, function() end))
            expect(second:find("the app has an open-URL handler already (given at handler.lua:", 1, true), second)
            app.on_open_url(nil)
            expect_failure(open_url("shop://old/7"), "unmatched")
            """, chunkName: "handler.lua")
    }

    @Test("a table the app takes is linted at once: duplicates and routes that never win are warned about")
    func lintWhenTaken() throws {
        let session = try FlowSession()
        var warnings: [String] = []
        session.host.warningHandler = { warnings.append($0) }
        try session.run(source: shop + """

            local extra = route.links()
            extra:add("shop://a/:x", login)
            extra:add("shop://a/:y", login)
            app.links(nil)
            app.links(extra)
            """, chunkName: "taken.lua")
        #expect(warnings.count == 1)
        #expect(warnings.first?.hasPrefix("link table: shop://a/:y (taken.lua:") == true, "\(warnings)")
        #expect(warnings.first?.contains("duplicates shop://a/:x (taken.lua:") == true, "\(warnings)")
    }

    @Test("misuse is an error at the caller's line, with the cause", arguments: [
        (#"links:add("nonsense", product)"#, "misuse.lua:1: route pattern 'nonsense': it needs a scheme and host"),
        (#"links:add("shop://a", 5)"#, "misuse.lua:1: links:add needs a destination (from :assemble()), got number"),
        (#"links:add(7, product)"#, "misuse.lua:1: links:add needs a URL pattern string, got number"),
        (#"links:converter("int", function() end)"#, "misuse.lua:1: 'int' is a built-in type; a converter needs a name of its own"),
        (#"route.links { redirect_limit = -1 }"#, "misuse.lua:1: route.links redirect_limit must be a whole number of 0 or more, got -1"),
        (#"open_url(42)"#, "misuse.lua:1: open_url needs a URL string, got number"),
        (#"open_url("shop://cart", 5)"#, "misuse.lua:1: open_url options must be a table ({ cold = true })"),
        (#"app.on_open_url("yes")"#, "misuse.lua:1: app.on_open_url needs a function"),
    ])
    func misuse(line: String, message: String) throws {
        let session = try FlowSession()
        try session.run(source: shop, chunkName: "shop.lua")
        #expect {
            try session.run(source: line, chunkName: "misuse.lua")
        } throws: { error in
            "\(error)".hasPrefix(message)
        }
    }

    @Test("a cold start before any launch says so; a custom type without a converter is an error at links:add")
    func relaunchAndConverterErrors() throws {
        let fresh = try FlowSession()
        #expect {
            try fresh.run(source: "app.relaunch()", chunkName: "cold.lua")
        } throws: { error in
            "\(error)".hasPrefix("cold.lua:1: app.relaunch needs app.launch to have run first")
        }
        let session = try FlowSession()
        let line = shop.split(separator: "\n", omittingEmptySubsequences: false).count + 2
        #expect {
            try session.run(source: shop + """

                local typed = route.links()
                typed:add("shop://colour/:c<colour>", product)
                """, chunkName: "types.lua")
        } throws: { error in
            "\(error)".hasPrefix("types.lua:\(line): links:add shop://colour/:c<colour>: unknown parameter type 'colour'; the types are int, string, uuid")
        }
    }
}
