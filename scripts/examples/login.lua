-- login.lua: an interceptor that waits.
--
-- The profile needs a logged-in user. The login interceptor presents the
-- login screen and waits until the flow logs in; meanwhile the navigation is
-- pending, and the flow acts as the user would.

app.class("HomeViewController")
app.class("ProfileViewController")
app.class("LoginViewController")
app.launch(app.tab_bar { app.navigation { app.screen("HomeViewController") } })

local session = { logged_in = false }

local login = route.interceptor(function()
  if session.logged_in then return true end
  app.present("LoginViewController", { style = "form_sheet" })
  route.wait_until(function() return session.logged_in end)
  app.back()                                   -- dismiss the login screen
  return true
end)

local profile = route.step {
    finder  = route.class_finder("ProfileViewController"),
    factory = route.class_factory("ProfileViewController"),
  }
  :adding(login)
  :using(route.nav.push())
  :from(route.general.custom(
    route.class_finder("UINavigationController", { search = "current_visible_only", start = "root" })))
  :assemble()

local nav = router:navigate(profile)
expect(nav.pending, "the login interceptor waits")
expect_equal(app.top().class, "LoginViewController")

session.logged_in = true                       -- the user logs in…
app.settle()                                   -- …and the interceptor goes on
expect(nav.ok, tostring(nav))
expect_equal(app.top().class, "ProfileViewController")
