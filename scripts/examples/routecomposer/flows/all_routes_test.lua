-- AllRoutesInAppUITests.swift's one scenario, testAllRoutesInHome: every
-- route of the Example in the order its UI test taps them, each checked as
-- it checks them (the screen on top).

test("testAllRoutesInHome", function()
  -- "Continue"
  expect_top("PromptViewController")
  expect_ok(router:navigate(routes.homeScreen))
  expect_top("CircleViewController")

  -- "Go to Blue color", and its "Done".
  expect_ok(router:navigate(routes.colorScreen, "0000FF"))
  expect_top("ColorViewController", { color_hex = "0000FF" })
  app.back()
  expect_top("CircleViewController")

  -- "Go to Routing control"; its switch makes it refuse to be dismissed, so
  -- neither a colour, the square tab nor London can be reached.
  expect_ok(router:navigate(routes.routingSupportScreen, "00FF00"))
  expect_top("RoutingRuleSupportViewController")
  app.top().can_be_dismissed = false
  expect_top("RoutingRuleSupportViewController")
  expect_failure(router:navigate(routes.colorScreen, "FFFF00"))
  expect_top("RoutingRuleSupportViewController")
  expect_failure(router:navigate(routes.squareScreen))
  expect_top("RoutingRuleSupportViewController")
  expect_failure(router:navigate(routes.cityDetail, 13))
  expect_top("RoutingRuleSupportViewController")
  -- The switch again: "Go to Yellow color" reaches the colour under it.
  app.top().can_be_dismissed = true
  expect_top("RoutingRuleSupportViewController")
  expect_ok(router:navigate(routes.colorScreen, "FFFF00"))
  expect_top("ColorViewController")
  app.back()
  expect_top("CircleViewController")

  -- "Go to London*": the login, then London.
  expect_ok(router:navigate(routes.routingSupportScreen, "00FF00"))
  expect_top("RoutingRuleSupportViewController")
  local london = router:navigate(routes.cityDetail, 13)
  expect_top("LoginViewController")
  example.log_in()
  expect_ok(london)
  expect_top("CityDetailViewController", { city_id = 13 })

  -- "Go to Cities"; the sixth city (Galway); "Go to Cities" again.
  expect_ok(router:navigate(routes.citiesList_cityId))
  expect_equal(app.root().class, "UISplitViewController")
  expect_ok(router:navigate(routes.cityDetail, 6))
  expect_top("CityDetailViewController", { city_id = 6 })
  expect_ok(router:navigate(routes.citiesList_cityId))
  expect_equal(app.root().class, "UISplitViewController")

  -- "Square": the tab bar replaces the split view.
  expect_ok(router:navigate(routes.squareScreen))
  expect_top("SquareViewController")
  -- "Go to Figures in Circle Tab*" (logged in already), "Go to Figures".
  expect_ok(router:navigate(routes.figuresScreen))
  expect_top("FiguresViewController")
  expect_ok(router:navigate(routes.figuresScreen))
  expect_top("FiguresViewController")
  expect_ok(router:navigate(routes.circleScreen))
  expect_top("CircleViewController")
  expect_ok(router:navigate(routes.squareScreen))
  expect_top("SquareViewController")

  -- "Go to Figures + Product 03 in Circle Tab*", and the back button.
  expect_ok(router:navigate(routes.figuresAndProductScreen, { productId = "03" }))
  expect_top("ProductViewController", { context = { productId = "03" } })
  app.tap_back()
  expect_top("FiguresViewController")
  expect_ok(router:navigate(routes.circleScreen))
  expect_top("CircleViewController")
  expect_ok(router:navigate(routes.squareScreen))
  expect_top("SquareViewController")
  expect_ok(router:navigate(routes.circleScreen))
  expect_top("CircleViewController")

  -- "Go to Second modal", "Go to Red Color" over it, "Done", "Go to Home".
  -- The red colour is a new screen only because ColorViewControllerFinder
  -- searches the current stack alone (its iterator's .currentAllStack,
  -- Screens/Colors.swift:12; `search` in entities/ColorViewControllerFinder.lua):
  -- a finder searching everything finds the blue one under the modals.
  expect_ok(router:navigate(routes.secondModalScreen, "0000FF"))
  expect_top("SecondModalLevelViewController")
  expect_ok(router:navigate(routes.colorScreen, "FF0000"))
  expect_top("ColorViewController", { color_hex = "FF0000" })
  app.back()
  expect_top("SecondModalLevelViewController")
  expect_ok(router:navigate(routes.homeScreen))
  expect_top("CircleViewController")

  -- "Go to Product 00", "Go to Product 01".
  expect_ok(router:navigate(routes.productScreen, { productId = "00" }))
  expect_top("ProductViewController", { context = { productId = "00" } })
  expect_ok(router:navigate(routes.productScreen, { productId = "01" }))
  expect_top("ProductViewController", { context = { productId = "01" } })
  expect_ok(router:navigate(routes.circleScreen))
  expect_top("CircleViewController")
  expect_ok(router:navigate(routes.squareScreen))
  expect_top("SquareViewController")

  -- "Go to Star Screen*": a tab of its own; "Go to Product 02" from it.
  expect_ok(router:navigate(example.star_screen(), "Test Context"))
  expect_top("StarViewController")
  expect_ok(router:navigate(routes.productScreen, { productId = "02" }))
  expect_top("ProductViewController", { context = { productId = "02" } })
  expect_ok(router:navigate(routes.circleScreen))
  expect_top("CircleViewController")
  expect_ok(router:navigate(routes.squareScreen))
  expect_top("SquareViewController")
  expect_ok(router:navigate(example.star_screen(), "Test Context"))
  expect_top("StarViewController")
  expect_ok(example.dismiss_star_tab())
  expect_top("CircleViewController")
  expect_ok(router:navigate(routes.squareScreen))
  expect_top("SquareViewController")

  -- "Go to Split*", "Square", "Go to Login" and its "Close".
  expect_ok(router:navigate(routes.citiesList_cityId))
  expect_equal(app.root().class, "UISplitViewController")
  expect_ok(router:navigate(routes.squareScreen))
  expect_top("SquareViewController")
  expect_ok(router:navigate(routes.login))
  expect_top("LoginViewController")
  example.close_login()
  expect_top("SquareViewController")
end)
