-- The app definition: every test starts from a fresh app built by this file.
app.class("HomeViewController")
app.class("ProductViewController")
app.class("AccountViewController")
app.launch(app.tab_bar {
  app.navigation { app.screen("HomeViewController") },
  app.navigation { app.screen("AccountViewController") },
})

session = { logged_in = false }

product = route.step {
    finder  = route.class_finder("ProductViewController"),
    factory = route.class_factory("ProductViewController"),
  }
  :adding(route.interceptor(function() return session.logged_in, "log in first" end))
  :adding(route.context_task(function(vc, id) vc.product_id = id end))
  :using(route.nav.push())
  :from(route.general.custom(
    route.class_finder("UINavigationController", { search = "current_visible_only" })))
  :assemble()

fixture("logged_in", function() session.logged_in = true end)
