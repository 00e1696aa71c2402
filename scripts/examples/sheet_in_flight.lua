-- sheet_in_flight.lua: a deep link arrives while the login sheet slides away.
--
-- Commands take { animated = true } to leave their transition in flight on
-- the virtual clock. While the sheet is being dismissed, UIKit refuses to
-- present or dismiss anything else; RouteComposer's delaying interceptor
-- either fails the navigation ("abort", its default) or waits ("wait").

app.class("HomeViewController")
app.class("LoginViewController")
app.class("OrderViewController")
app.launch(app.tab_bar { app.navigation { app.screen("HomeViewController") } })

local order = route.step { finder = route.nil_finder(), factory = route.class_factory("OrderViewController") }
  :adding(route.context_setting_task())
  :using(route.general.present_modally { style = "page_sheet" })
  :from(route.general.current())
  :assemble()
local links = route.links()
links:add("shop://orders/:id<int>", order, function(params) return params.id end)
app.links(links)

local login = app.present("LoginViewController", { style = "page_sheet" })
app.swipe_down { animated = true }             -- the user flicks the sheet away…
expect(login.is_being_dismissed and app.transition_in_progress())

local early = open_url("shop://orders/7")      -- …and a link arrives at once
expect_equal(early.kind, "composition_failed")  -- UIKit cannot present over a sheet mid-dismissal

router:add(route.navigation_delaying_interceptor("wait"))
local link = open_url("shop://orders/7")       -- with the delaying interceptor, it waits
expect_ok(link)
expect_top("OrderViewController")
expect(app.now() >= 1.0, "it waited for the dismissal, which ends at 1.0 s")
