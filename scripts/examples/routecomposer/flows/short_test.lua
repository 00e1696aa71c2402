-- ShortUITests.swift, one test per scenario, in its order and named as its
-- function: each button the UI test taps is the navigation the Example's
-- button starts (the same route and context), and each screen it expects is
-- the one on top.

--- The prompt screen's "Continue" (PromptViewController.goToHomeTapped): home, on the circle tab.
local function continue_home()
  expect_top("PromptViewController")
  expect_ok(router:navigate(routes.homeScreen))
  expect_top("CircleViewController")
end

test("testPromptScreenAndBack", function()
  continue_home()
  -- "Go to Welcome"
  expect_ok(router:navigate(routes.welcomeScreen))
  expect_top("PromptViewController")
end)

test("testGoToSquareFromModalInTab", function()
  continue_home()
  -- "Go to Routing control": a tab bar pushed onto a presented colour stack.
  expect_ok(router:navigate(routes.routingSupportScreen, "00FF00"))
  expect_top("RoutingRuleSupportViewController")
  -- "Go to Square Tab": the modal goes, the square tab shows.
  expect_ok(router:navigate(routes.squareScreen))
  expect_top("SquareViewController")
end)

test("testCollectionsAndReturnHome", function()
  continue_home()
  expect_ok(router:navigate(routes.squareScreen))
  expect_top("SquareViewController")
  -- "Go to Collections*": behind the login.
  local collections = router:navigate(routes.collections, "collections")
  expect_top("LoginViewController")
  example.log_in()
  expect_ok(collections)
  expect_top("WishListViewController", { shown = "collections" })
  -- "Done": the wish list closes itself.
  app.back()
  expect_top("SquareViewController")
end)

test("testCancelLoginScreenAndReturnHome", function()
  continue_home()
  -- "Go to Second modal"
  expect_ok(router:navigate(routes.secondModalScreen, "0000FF"))
  expect_top("SecondModalLevelViewController")
  -- "Go to Berlin*": the login is shown, and closed.
  local berlin = router:navigate(routes.cityDetail, 15)
  expect_top("LoginViewController")
  example.close_login()
  expect_failure(berlin)
  expect_top("SecondModalLevelViewController")
  -- "Go to Home": every modal goes, the circle tab shows.
  expect_ok(router:navigate(routes.homeScreen))
  expect_top("CircleViewController")
end)

--- The login screen shows over what the navigation started from; the user logs in.
local function log_in_on(nav)
  expect_top("LoginViewController")
  example.log_in()
  expect_ok(nav)
end

--- The images module's screens, as the "Go to Images" buttons show them: the
--- list in the custom container, presented in a navigation stack; the image
--- tapped in its place ("image<name>ViewController"); its "Dismiss" (the list
--- again); the container's "Done".
local function images_module(image)
  expect_ok(router:navigate(routes.images))
  expect_top("ImagesViewController")
  expect_ok(router:navigate(routes.imageDetails, image))
  expect_top("ImageDetailsViewController", { image_id = image })
  expect_ok(router:navigate(routes.images))
  expect_top("ImagesViewController")
  app.back()
end

test("testImagesModule", function()
  continue_home()
  -- "Go to Images", the third image (ImageFetcherImpl: first, second, star).
  -- The images go into the container because CustomContainerFactory
  -- (Images/ImagesFactories.swift:10) is a container factory: it builds a
  -- CustomContainerController that the next step's action fills.
  images_module("star")
  expect_top("CircleViewController")
  -- "Go to Images (No Library)": the same screens, put together by hand in
  -- ImagesWithoutLibraryConfiguration.showCustomController (no route to
  -- import: its own comments name the routes' parts each line stands for),
  -- so the flow takes the same routes. The second image.
  images_module("second")
  expect_top("CircleViewController")
end)

test("testAlternativeStarRoute", function()
  continue_home()
  expect_ok(router:navigate(routes.squareScreen))
  expect_top("SquareViewController")
  -- The square screen's switch: AlternativeExampleConfiguration.
  example.alternative = true
  expect_top("SquareViewController")
  -- "Go to Star Screen*": pushed onto the circle's stack, behind the login.
  log_in_on(router:navigate(example.star_screen(), "Test Context"))
  expect_top("StarViewController")
  -- "Go to Product 02"
  expect_ok(router:navigate(routes.productScreen, { productId = "02" }))
  expect_top("ProductViewController", { context = { productId = "02" } })
  -- "Go to Circle Tab"
  expect_ok(router:navigate(routes.circleScreen))
  expect_top("CircleViewController")
  expect_ok(router:navigate(routes.squareScreen))
  expect_top("SquareViewController")
  expect_ok(router:navigate(example.star_screen(), "Test Context"))
  expect_top("StarViewController")
  -- "Dismiss Star Tab*": the star leaves its container, the circle shows.
  expect_ok(example.dismiss_star_tab())
  expect_top("CircleViewController")
  expect_ok(router:navigate(routes.squareScreen))
  expect_top("SquareViewController")
  -- The switch again: ExampleConfiguration, the star as a tab of its own.
  example.alternative = false
  expect_top("SquareViewController")
  expect_ok(router:navigate(example.star_screen(), "Test Context"))
  expect_top("StarViewController")
  expect_ok(example.dismiss_star_tab())
  expect_top("CircleViewController")
end)

test("testLastProductRoute", function()
  continue_home()
  expect_ok(router:navigate(routes.squareScreen))
  expect_top("SquareViewController")
  -- "Go to Split*": the cities replace the tab bar, behind the login.
  log_in_on(router:navigate(routes.citiesList_cityId))
  expect_equal(app.root().class, "UISplitViewController")
  -- "Product" (CitiesTableViewController.goToProductTapped): the welcome
  -- screen, then product 123 once it shows.
  expect_ok(router:navigate(routes.welcomeScreen))
  expect_ok(router:navigate(routes.productScreen, { productId = "123" }))
  expect_top("ProductViewController", { context = { productId = "123" } })
end)

test("testUnexpectedAnimation", function()
  continue_home()
  expect_ok(router:navigate(routes.routingSupportScreen, "00FF00"))
  expect_top("RoutingRuleSupportViewController")
  -- "Go to New York*": the second modal, and at once New York, which waits
  -- for it, then for the login.
  local modal = router:navigate(routes.secondModalScreen, "0000FF")
  local new_york = router:navigate(routes.cityDetail, 2)
  expect_ok(modal)
  log_in_on(new_york)
  expect_top("CityDetailViewController", { city_id = 2 })
end)

test("testGoProductFromCircle", function()
  continue_home()
  -- "Go to Product 00": pushed onto the circle's stack.
  expect_ok(router:navigate(routes.productScreen, { productId = "00" }))
  expect_top("ProductViewController", { context = { productId = "00" } })
  -- "Go to next Product from Circle", twice.
  expect_ok(router:navigate(routes.productScreenFromCircle, { productId = "01" }))
  expect_top("ProductViewController", { context = { productId = "01" } })
  expect_ok(router:navigate(routes.productScreenFromCircle, { productId = "02" }))
  expect_top("ProductViewController", { context = { productId = "02" } })
  -- "Go to Product 01": the one already shown is found.
  expect_ok(router:navigate(routes.productScreen, { productId = "01" }))
  expect_top("ProductViewController", { context = { productId = "01" } })
  expect_ok(router:navigate(routes.productScreenFromCircle, { productId = "02" }))
  expect_top("ProductViewController", { context = { productId = "02" } })
  expect_ok(router:navigate(routes.circleScreen))
  expect_top("CircleViewController")
end)

-- Skipped: InternalSearchConfiguration.home finds its screen with
-- ClassWithContextFinder, which the Example's HomeViewController answers with
-- isTarget(for:) (ContextChecking, InternalSearchConfiguration's
-- AnyContextCheckingViewController subclasses): the Lua model's finder
-- compares the node's own context, which no task of this route sets, and
-- the Lua vocabulary has no ContextChecking of a class.
test.skip("testGoToHome", "ContextChecking (isTarget(for:)) of HomeViewController/SettingsViewController has no Lua equivalent", function()
  continue_home()
  expect_ok(router:navigate(routes.productScreen, { productId = "00" }))
  expect_top("ProductViewController", { context = { productId = "00" } })
  -- "Go to Home" (InternalSearchConfiguration.home, with: .home): a tab bar
  -- of home and settings pushed onto the circle's stack, home shown.
  expect_ok(router:navigate(routes.home, "home"))
  expect_top("HomeViewController")
end)

-- Skipped: InternalSearchConfiguration.settings finds its screen with
-- ClassWithContextFinder, which the Example's SettingsViewController answers with
-- isTarget(for:) (ContextChecking, InternalSearchConfiguration's
-- AnyContextCheckingViewController subclasses): the Lua model's finder
-- compares the node's own context, which no task of this route sets, and
-- the Lua vocabulary has no ContextChecking of a class.
test.skip("testGoToSettings", "ContextChecking (isTarget(for:)) of HomeViewController/SettingsViewController has no Lua equivalent", function()
  continue_home()
  expect_ok(router:navigate(routes.productScreen, { productId = "00" }))
  expect_top("ProductViewController", { context = { productId = "00" } })
  -- "Go to Settings" (InternalSearchConfiguration.settings, with: .settings).
  expect_ok(router:navigate(routes.settings, "settings"))
  expect_top("SettingsViewController")
end)
