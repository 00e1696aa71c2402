-- Deep links: "the user can be anywhere in the app and a link arrives".
-- The starting states are the app's own (state(name, fn) in app.lua); a
-- test runs from each with a matrix axis: states() for all of them.

group("a product link", function()
  test("lands on the product, presented in a stack of its own, from any state", { matrix = { from = states() } }, function()
    local link = expect_ok(open_url("shop://product/42"))
    expect_equal(link.route, "shop://product/:id<int>")
    expect_equal(link.params, { id = 42 })
    expect_top("ProductViewController", { product_id = 42 })
    expect_equal(app.top().parent.class, "UINavigationController")
    expect_equal(#app.top().parent.children, 1)
  end)

  test("by SKU, a custom parameter type, reaches the same product", function()
    local link = expect_ok(open_url("shop://product/TS-001"))
    expect_equal(link.route, "shop://product/:sku<sku>")
    expect_top("ProductViewController", { product_id = 1 })
  end)

  test("a universal link on the web domain opens it too", function()
    expect_ok(open_url("https://shop.example.com/p/9"))
    expect_top("ProductViewController", { product_id = 9 })
  end)
end)

group("a tab link", function()
  test("dismisses what is presented and selects its tab",
       { matrix = { from = states { "under_a_modal", "deep_in_a_modal_stack", "on_the_login_form" } } }, function()
    expect_ok(open_url("shop://account"))
    expect_top("AccountViewController")
    expect_tab(3)
    expect_presented(nil)
  end)

  test("from the city browser, rebuilds the tab bar", { matrix = { from = states { "in_the_city_browser" } } }, function()
    expect_ok(open_url("shop://catalog"))
    expect_equal(app.root().class, "UITabBarController")
    expect_top("CatalogViewController")
  end)

  test("any other page of the web domain falls back to home", function()
    app.select_tab(2)
    local link = expect_ok(open_url("https://shop.example.com/about/us"))
    expect_equal(link.route, "https://shop.example.com/*path")
    expect_equal(link.params, { path = "about/us" })
    expect_top("HomeViewController")
  end)
end)

group("the orders link, behind the login", function()
  test("lands on the orders from any state, for a logged-in user", { matrix = { user = fixtures { "logged_in" }, from = states() } }, function()
    expect_ok(open_url("shop://account/orders"))
    expect_top("OrdersViewController")
    expect_stack { "AccountViewController", "OrdersViewController" }
  end)

  test("a guest is redirected to the login; the link goes on once they log in", function()
    app.select_tab(2)
    local link = open_url("shop://account/orders")
    expect(link.pending, tostring(link))
    expect_top("LoginViewController")
    shop.log_in("ann")
    expect_ok(link)
    expect_top("OrdersViewController")
    expect_tab(3)
  end)

  test("a guest who refuses to log in stays where they were", function()
    app.select_tab(2)
    local link = open_url("shop://account/orders")
    shop.cancel_login()
    local refused = expect_failure(link)
    expect(refused.error:find("login refused", 1, true), refused.error)
    expect_top("CatalogViewController")
    expect_presented(nil)
  end)

  test("mid-login, another link is turned away until the login is over", function()
    local orders = open_url("shop://account/orders")
    local product = expect_failure(open_url("shop://product/42"), "busy")
    expect(product.error:find("is still pending: Lua interceptor login.require_user", 1, true), product.error)
    expect_top("LoginViewController")
    shop.log_in("ann")
    expect_ok(orders)
    expect_ok(open_url("shop://product/42"))
    expect_top("ProductViewController")
  end)
end)

group("a cold start", function()
  local lands_on = {
    ["shop://product/42"] = "ProductViewController", ["shop://cart"] = "CartViewController",
    ["shop://cities/2"] = "CityViewController", ["shop://deals"] = "DealsViewController",
  }
  test("relaunches from the launch tree before following the link, even past a screen that blocks dismissal", {
    matrix = { url = { "shop://product/42", "shop://cart", "shop://cities/2", "shop://deals" }, from = states { "deep_in_a_modal_stack" } },
  }, function(_, case)
    local url = case.url
    app.top().can_be_dismissed = false
    expect_ok(open_url(url, { cold = true }))
    expect_top(lands_on[url])
    expect(app.find("SupportViewController") == nil, "the old screens are gone")
    expect(app.find("SwatchViewController") == nil, "the old screens are gone")
  end)

  test("abandons a login that was waiting", function()
    local orders = open_url("shop://account/orders")
    expect(orders.pending)
    expect_ok(open_url("shop://catalog", { cold = true }))
    expect_failure(orders)
    expect(orders.error:find("relaunched", 1, true), orders.error)
    expect_top("CatalogViewController")
    shop.log_in("ann")
    expect_top("CatalogViewController", nil)
  end)

  test("keeps what the app stored: a logged-in user stays logged in", { fixtures = { "logged_in" } }, function()
    expect_ok(open_url("shop://account/orders", { cold = true }))
    expect_top("OrdersViewController")
  end)
end)

group("the app's own handler", function()
  test("rewrites a link of the old app to the product link", function()
    local link = expect_ok(open_url("shop://item/42"))
    expect_equal(link.url, "shop://item/42")
    expect_equal(link.route, "shop://product/:id<int>")
    expect_top("ProductViewController", { product_id = 42 })
  end)

  test("refuses links during the welcome, and the app stays as it was", function()
    expect_ok(router:navigate(routes.welcome))
    shop.onboarding = true
    local link = expect_failure(open_url("shop://product/42"), "refused")
    expect_equal(link.error, "links wait until the welcome is over")
    expect_top("WelcomeViewController")
  end)
end)

group("links that fail", function()
  test("an unknown link is an outcome to assert, with every route's reason, and changes nothing", function()
    local before = app.tree()
    local link = expect_failure(open_url("shop://basket"), "unmatched")
    expect(link.error:find("shop://cart: the host is basket, not cart", 1, true), link.error)
    expect_equal(app.tree(), before)
  end)

  test("a product id that is not a number nor a SKU matches no route", function()
    local link = expect_failure(open_url("shop://product/teapot"), "unmatched")
    expect(link.error:find("segment 1 'teapot' is not an int for :id", 1, true), link.error)
    expect(link.error:find("is not a valid sku", 1, true), link.error)
  end)

  test("a malformed URL is invalid", function()
    expect_failure(open_url("shop://product/%4"), "invalid")
    expect_failure(open_url("product 42"), "invalid")
  end)

  test("a search link without its query is unmatched", function()
    local link = expect_failure(open_url("shop://search"), "unmatched")
    expect(link.error:find("the query has no 'q'", 1, true), link.error)
    expect_ok(open_url("shop://search?q=green%20tea"))
    expect_top("SearchResultsViewController", { query = "green tea" })
  end)

  test("a screen that cannot be dismissed blocks the link, and the app stays as it was",
       { matrix = { from = states { "deep_in_a_modal_stack" } } }, function()
    app.top().can_be_dismissed = false
    local before = app.tree()
    local link = expect_failure(open_url("shop://cart"), "cant_be_dismissed")
    expect(link.error:find("SupportViewController", 1, true), link.error)
    expect_equal(app.tree(), before)
  end)
end)
