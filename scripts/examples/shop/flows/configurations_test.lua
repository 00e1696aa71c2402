-- RouteComposer's example configurations, one group each (numbered as in
-- its documentation), on the shop's screens.

group("1 home", function()
  test("the launch tree: home, catalog and account stacks in a tab bar", function()
    expect_tree [[
      window main
        UITabBarController
          UINavigationController (selected)
            HomeViewController
          UINavigationController
            CatalogViewController
          UINavigationController
            AccountViewController
    ]]
  end)

  test("home builds the tab bar again once another root replaced it", function()
    expect_ok(router:navigate(routes.welcome))
    expect_equal(app.root().class, "WelcomeViewController")
    expect_ok(router:navigate(routes.home))
    expect_equal(app.root().class, "UITabBarController")
    expect_top("HomeViewController")
    expect_tab(1)
  end)
end)

group("2 find after build", function()
  local tabs = { catalog = { "CatalogViewController", 2 }, account = { "AccountViewController", 3 } }
  test("a tab's first screen is found and its tab selected; nothing is built", { each = { "catalog", "account" } }, function(_, name)
    local class, tab = table.unpack(tabs[name])
    local before = #app.root().children
    expect_ok(router:navigate(routes[name]))
    expect_top(class)
    expect_tab(tab)
    expect_equal(#app.root().children, before)
  end)
end)

group("3 swatch", function()
  test("a swatch is pushed into a new stack presented from the current screen", function()
    expect_ok(router:navigate(routes.swatch, "red"))
    expect_top("SwatchViewController", { colour = "red" })
    expect_equal(app.topmost().class, "UINavigationController")
    expect_presented("UINavigationController")
  end)

  test("the same colour is found again; another colour presents another stack", function()
    expect_ok(router:navigate(routes.swatch, "red"))
    local red = app.top()
    expect_ok(router:navigate(routes.swatch, "red"))
    expect_equal(app.top(), red)
    expect_ok(router:navigate(routes.swatch, "blue"))
    expect_top("SwatchViewController", { colour = "blue" })
    expect_equal(app.top().parent.presenting, red.parent)
  end)

  test("a swatch dismisses itself with the method its dismissal task gave it", function()
    expect_ok(router:navigate(routes.swatch, "red"))
    app.dismiss(app.top())
    expect_top("HomeViewController")
    expect_presented(nil)
  end)
end)

group("4 support", function()
  test("support is a tab of a new tab bar pushed onto the swatch's stack", function()
    expect_ok(router:navigate(routes.support, "teal"))
    expect_top("SupportViewController")
    local tabs = app.top().parent
    expect_equal(tabs.class, "UITabBarController")
    expect_equal(tabs.parent.children[1].colour, "teal")
  end)

  test("a support chat that cannot be dismissed blocks a navigation away, and the app stays as it was", function()
    expect_ok(router:navigate(routes.support, "teal"))
    app.top().can_be_dismissed = false
    local before = app.tree()
    local blocked = expect_failure(router:navigate(routes.home), "cant_be_dismissed")
    expect(blocked.error:find("SupportViewController", 1, true), blocked.error)
    expect_equal(app.tree(), before)
    app.top().can_be_dismissed = true
    expect_ok(router:navigate(routes.home))
  end)
end)

group("5 orders behind the login", function()
  test("a logged-in user goes straight to the orders", { fixtures = { "logged_in" } }, function()
    expect_ok(router:navigate(routes.orders))
    expect_stack { "AccountViewController", "OrdersViewController" }
    expect_tab(3)
  end)

  test("a guest sees the login form; the orders follow the login", function()
    local nav = router:navigate(routes.orders)
    expect(nav.pending, tostring(nav))
    expect_top("LoginViewController")
    expect_presented("UINavigationController")
    shop.log_in("ann")
    expect_ok(nav)
    expect_top("OrdersViewController")
    expect_presented(nil)
  end)

  test("a guest who cancels the login is refused and stays where they were", function()
    local nav = router:navigate(routes.orders)
    shop.cancel_login()
    expect_failure(nav)
    expect(nav.error:find("login refused", 1, true), nav.error)
    expect_top("HomeViewController")
    expect_presented(nil)
  end)
end)

group("6 promotion", function()
  test("a promotion is presented over the current context from the topmost parent, and closes itself", function()
    expect_ok(router:navigate(routes.catalog))
    expect_ok(router:navigate(routes.promo))
    expect_top("PromoViewController")
    expect_equal(app.top().presenting.class, "UITabBarController")
    app.dismiss(app.top())
    expect_top("CatalogViewController")
  end)
end)

group("7 welcome and deals", function()
  test("welcome replaces the root", function()
    expect_ok(router:navigate(routes.welcome))
    expect_tree [[
      window main
        WelcomeViewController
    ]]
  end)

  test("deals is a tab added to the home tab bar", function()
    expect_ok(router:navigate(routes.deals))
    expect_equal(#app.root().children, 4)
    expect_top("DealsViewController")
    expect_tab(4)
    expect_ok(router:navigate(routes.deals))
    expect_equal(#app.root().children, 4, "found, not added twice")
  end)
end)

group("8 cities", function()
  test("a city opens in a split view that replaces the root, next to its region's list", function()
    expect_ok(router:navigate(routes.city, 3))
    expect_tree [[
      window main
        UISplitViewController
          CityListViewController region="south"
          CityViewController city=3
    ]]
  end)

  test("another city replaces the details, and the list follows its region", function()
    expect_ok(router:navigate(routes.city, 3))
    expect_ok(router:navigate(routes.city, 1))
    local split = app.root()
    expect_equal(#split.children, 2)
    expect_equal(split.children[1].region, "north")
    expect_top("CityViewController", { city = 1 })
  end)
end)

group("9 product", function()
  test("from a link, a product is presented in a new stack", function()
    expect_ok(router:navigate(routes.product, { id = 7, from_link = true }))
    expect_top("ProductViewController", { product_id = 7 })
    expect_presented("UINavigationController")
  end)

  test("otherwise it is pushed onto the stack the user sees", function()
    app.select_tab(3)
    expect_ok(router:navigate(routes.product, { id = 7 }))
    expect_stack { "AccountViewController", "ProductViewController" }
    expect_presented(nil)
  end)

  test("with no stack in sight it goes to the catalog's", function()
    expect_ok(router:navigate(routes.welcome))
    expect_ok(router:navigate(routes.product, { id = 7 }))
    expect_tab(2)
    expect_stack { "CatalogViewController", "ProductViewController" }
  end)

  test("a product already shown is found, not pushed again", function()
    expect_ok(router:navigate(routes.product, { id = 7 }))
    expect_ok(router:navigate(routes.product, { id = 7 }))
    expect_stack { "HomeViewController", "ProductViewController" }
  end)
end)

group("10 search", function()
  local screens = { search_results = { "SearchResultsViewController", 1 }, search_history = { "SearchHistoryViewController", 2 } }
  test("search builds its tab bar at once and shows the tab asked for", { each = { "search_results", "search_history" } }, function(_, name)
    local class, tab = table.unpack(screens[name])
    expect_ok(router:navigate(routes[name], "mug"))
    expect_top(class, { query = "mug" })
    expect_equal(app.topmost().selected, tab)
    expect_equal(#app.topmost().children, 2)
    expect_equal(app.topmost().children[2].context, "mug", "every tab got the query")
  end)
end)

group("11 login, wishlist, images", function()
  test("the login form is a stack presented as a form sheet", function()
    expect_ok(router:navigate(routes.login))
    expect_presented("UINavigationController", { style = "form_sheet" })
    expect_equal(app.topmost().style, "form_sheet")
  end)

  test("the wishlist is a page sheet that closes itself", function()
    expect_ok(router:navigate(routes.wishlist))
    expect_presented("WishlistViewController", { style = "page_sheet" })
    app.dismiss(app.top())
    expect_presented(nil)
  end)

  test("images go into the gallery, a custom container, which shows the one navigated to", function()
    expect_ok(router:navigate(routes.image, 1))
    expect_ok(router:navigate(routes.image, 2))
    local gallery = app.topmost()
    expect_equal(gallery.class, "GalleryController")
    expect_equal(#gallery.children, 2)
    expect_equal(gallery.children[1].context, 2)
    expect_ok(router:navigate(routes.image, 1))
    expect_equal(gallery.children[1].context, 1, "a found image is shown through make_visible")
    expect_equal(#gallery.children, 2)
  end)
end)

group("12 the router", function()
  test("every screen a navigation starts from, finds or builds is counted", function()
    expect_ok(router:navigate(routes.swatch, "red"))
    -- The screen it starts from (route.general.current()) first, as in RouteComposer.
    expect_equal(shop.screens_shown, { "UITabBarController", "SwatchViewController", "UINavigationController" })
  end)
end)
