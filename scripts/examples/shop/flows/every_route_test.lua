-- Every route of the link table and every destination, each exercised at
-- least once: what `flowrun test --coverage` checks (the shop's suite covers
-- them all). The other flow files test how the routes behave; these only
-- follow the links and chains the others leave aside to where they lead.

-- The screen each link not followed elsewhere lands on.
local lands_on = {
  ["shop://home"] = "HomeViewController",
  ["shop://swatch/red"] = "SwatchViewController",
  ["shop://support"] = "SupportViewController",
  ["shop://promo"] = "PromoViewController",
  ["shop://welcome"] = "WelcomeViewController",
  ["shop://search/history"] = "SearchHistoryViewController",
  ["shop://wishlist"] = "WishlistViewController",
  ["shop://images/2"] = "ImageViewController",
}
local urls = {}
for url in pairs(lands_on) do urls[#urls + 1] = url end

group("each link of the table", function()
  test("lands on its screen", { each = urls }, function(_, url)
    expect_ok(open_url(url))
    expect_top(lands_on[url])
  end)
end)

group("the destinations chains go through", function()
  test("the tab bar is found where it is, and home shown", function()
    app.select_tab(2)
    expect_ok(router:navigate(routes.tabs))
    expect_tab(2)
    expect_top("CatalogViewController")
  end)

  test("the split view replaces the root", function()
    expect_ok(router:navigate(routes.cities))
    expect_top("UISplitViewController")
  end)

  test("a region's list builds its split view from the root", function()
    expect_ok(router:navigate(routes.city_list, "south"))
    expect_top("CityListViewController", { region = "south" })
  end)

  test("with another root, a chain through the tab bar builds it again", { each = { "tabs", "account", "deals" } }, function(_, name)
    expect_ok(router:navigate(routes.welcome))
    expect_ok(router:navigate(routes[name]))
    expect_top(({ tabs = "HomeViewController", account = "AccountViewController", deals = "DealsViewController" })[name])
  end)

  test("the gallery is presented empty, as a page sheet", function()
    expect_ok(router:navigate(routes.gallery))
    expect_top("GalleryController")
  end)

  test("the search's tab bar is built whole and presented, on its first tab", function()
    expect_ok(router:navigate(routes.search, "mug"))
    expect_top("SearchResultsViewController")
  end)
end)
