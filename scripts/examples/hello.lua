-- hello.lua: the smallest flow that goes through every layer.
--
-- The app launches with a tab bar holding two navigation stacks. A
-- RouteComposer-style step finds the product screen or builds it, pushes it
-- into the navigation stack the user sees, and a context task written in Lua
-- gives it the product id. The flow then checks where the user landed.

app.class("HomeViewController")
app.class("SettingsViewController")
app.class("ProductViewController")

app.launch(app.tab_bar {
  app.navigation { app.screen("HomeViewController") },
  app.navigation { app.screen("SettingsViewController") },
})

local product = route.step {
    finder  = route.class_finder("ProductViewController"),
    factory = route.class_factory("ProductViewController"),
  }
  :adding(route.context_task(function(vc, id) vc.product_id = id end))
  :using(route.nav.push())
  :from(route.general.custom(
    route.class_finder("UINavigationController", { search = "current_visible_only" })))
  :assemble()

local result = router:navigate(product, "42")
expect(result.ok, tostring(result))

local top = app.top()
expect_equal(top.class, "ProductViewController", "top screen")
expect_equal(top.product_id, "42", "product id")
expect_equal(top.parent.class, "UINavigationController", "container")
expect_equal(#top.parent.children, 2, "screens in the visible stack")
