-- The shop: the app definition every test of the example starts from.
--
-- A tab bar (home, catalog, account) of navigation stacks; products pushed
-- onto the stack the user sees (or a new one, for links); a login form that
-- waits for the user; a modal cart; a split-view city browser; a gallery in
-- a custom container; and the deep links that reach all of them. The routes
-- follow RouteComposer's example configurations (numbered as in its
-- documentation), in the shop's words.

local login = require("login")

for _, class in ipairs {
  "HomeViewController", "CatalogViewController", "AccountViewController", "ProductViewController",
  "CartViewController", "LoginViewController", "OrdersViewController", "WishlistViewController",
  "SwatchViewController", "SupportViewController", "PromoViewController", "WelcomeViewController",
  "DealsViewController", "CityListViewController", "CityViewController", "SearchResultsViewController",
  "SearchHistoryViewController", "ImageViewController",
} do app.class(class) end

-- The gallery: a custom container showing one image at a time, the first.
app.container_class("GalleryController", {
  visible = function(gallery) return { gallery.children[1] } end,
  make_visible = function(image, gallery)
    local order = { image }
    for _, other in ipairs(gallery.children) do if other ~= image then order[#order + 1] = other end end
    app.ops.set_children(gallery, order)
  end,
})

-- What the app keeps: who is logged in, what is in the cart, what analytics saw; each city's region.
shop = { user = nil, login_cancelled = false, cart = {}, screens_shown = {}, regions = { [1] = "north", [2] = "north", [3] = "south", [4] = "south" } }

-- A feature flag each run sets: NEW_CART is "on" under the new_cart profile
-- of flowrun.json (flowrun test --profile new_cart), else "off". The new
-- cart is a page sheet; the old one, a form sheet.
shop.new_cart = env("NEW_CART", "off") == "on"

--- The user logs in (or cancels the login form); waiting interceptors go on.
function shop.log_in(name) shop.user = name app.settle() end
function shop.cancel_login() shop.login_cancelled = true app.settle() end

-- The launch tree: what a cold start shows.
app.launch(app.tab_bar {
  app.navigation { app.screen("HomeViewController") },
  app.navigation { app.screen("CatalogViewController") },
  app.navigation { app.screen("AccountViewController") },
})

-- 12. The router: navigations wait for running transitions, and every screen
--     shown is counted (analytics).
router:add(route.navigation_delaying_interceptor("wait"))
router:add(route.post_task(function(vc) shop.screens_shown[#shop.screens_shown + 1] = vc.class end))

local function screen_step(class, finder)
  return route.step { finder = finder or route.class_finder(class), factory = route.class_factory(class) }
end
local visible_stack = route.class_finder("UINavigationController", { search = "current_visible_only", start = "root" })
local closes_itself = route.dismissal_task(function() app.back() end)

routes = {}

-- 1. Home: the tab bar, found, or built as the storyboard would and made the
--    window's root.
local function storyboard_tabs()
  local stacks = {}
  for i, class in ipairs { "HomeViewController", "CatalogViewController", "AccountViewController" } do
    stacks[i] = app.make("UINavigationController")
    app.ops.set_children(stacks[i], { app.make(class) })
  end
  local tabs = app.make("UITabBarController")
  app.ops.set_children(tabs, stacks)
  return tabs
end
routes.tabs = route.chain(route.single_step { finder = route.class_finder("UITabBarController", { start = "root", search = "current" }),
                                              factory = route.factory { build = storyboard_tabs } })
  :using(route.general.replace_root()):from(route.general.root()):assemble()

-- 2. Home, catalog, account: found after the tab bar is (nothing to build).
local function tab(class)
  return route.step { finder = route.class_finder(class), factory = route.nil_factory() }:from(routes.tabs):assemble()
end
routes.home, routes.catalog, routes.account = tab("HomeViewController"), tab("CatalogViewController"), tab("AccountViewController")

-- 3. A colour swatch: a finder written in Lua; pushed into a new stack
--    presented from the current screen; it knows how to dismiss itself.
routes.swatch = screen_step("SwatchViewController",
    route.finder { is_target = function(vc, colour) return vc.class == "SwatchViewController" and vc.colour == colour end })
  :adding(route.context_task(function(vc, colour) vc.colour = colour end))
  :adding(closes_itself)
  :using(route.nav.push())
  :from(route.navigation_controller())
  :using(route.general.present_modally())
  :from(route.general.current())
  :assemble()

-- 4. Support: a tab added to a new tab bar pushed onto the swatch's stack.
--    A support chat in progress makes itself non-dismissible.
routes.support = screen_step("SupportViewController")
  :using(route.tab.add())
  :from(route.chain(route.tab_bar_controller()):using(route.nav.push()):from(routes.swatch):assemble())
  :assemble()

-- 5. Orders: behind the login interceptor, pushed onto the account tab.
routes.orders = screen_step("OrdersViewController")
  :adding(route.interceptor(login.require_user))
  :using(route.nav.push())
  :from(routes.account)
  :assemble()

-- 6. A promotion over everything: presented from the topmost parent, over the current context.
routes.promo = screen_step("PromoViewController")
  :adding(closes_itself)
  :using(route.general.present_modally { start = "topmost_parent", style = "over_current_context" })
  :from(route.general.current())
  :assemble()

-- 7. Welcome replaces the root; deals is a tab added to the home tab bar.
routes.welcome = screen_step("WelcomeViewController"):using(route.general.replace_root()):from(route.general.root()):assemble()
routes.deals = screen_step("DealsViewController"):using(route.tab.add()):from(routes.tabs):assemble()

-- 8. Cities: a split view that replaces the root; the list as master, a city
--    pushed to the details. The list is reached with the city's region.
--    (Each city's region is in shop.regions, at the top: its routes' functions read it wherever they are written.)
routes.cities = route.chain(route.single_container_step { finder = route.class_finder("UISplitViewController", { start = "root", search = "current" }),
                                                          factory = route.split_factory() })
  :using(route.general.replace_root()):from(route.general.root()):assemble()
routes.city_list = screen_step("CityListViewController")
  :adding(route.context_task(function(vc, region) vc.region = region end))
  :using(route.split.set_as_master()):from(routes.cities):assemble()
routes.city = screen_step("CityViewController", route.class_with_context_finder("CityViewController"))
  :adding(route.context_task(function(vc, id) vc.city = id end))
  :using(route.split.push_to_details())
  :from(routes.city_list:adapting_context(function(id) return shop.regions[id] or "elsewhere" end))
  :assemble()

-- 9. Product: a switch picks where it goes. From a link, into a new stack
--    presented modally; else onto the stack the user sees; else the catalog's.
local presented_stack = route.chain(route.navigation_controller())
  :using(route.general.present_modally()):from(route.general.current()):assemble()
local product_origin = route.switch()
  :add_case { when = function(product) return type(product) == "table" and product.from_link end, from = presented_stack }
  :add_case { expecting = visible_stack }
  :assemble(routes.catalog)
routes.product = screen_step("ProductViewController",
    route.finder { is_target = function(vc, product) return vc.class == "ProductViewController" and vc.product_id == product.id end })
  :adding(route.context_task(function(vc, product) vc.product_id = product.id end))
  :using(route.nav.push())
  :from(product_origin)
  :assemble()

-- The cart: a dismissible modal (form sheet) over whatever is shown.
routes.cart = screen_step("CartViewController")
  :adding(closes_itself)
  :adding(route.context_task(function(vc) vc.items = #shop.cart end))
  :using(route.general.present_modally { style = shop.new_cart and "page_sheet" or "form_sheet" })
  :from(route.general.current())
  :assemble()

-- 10. Search: a complete tab bar of results and history, built at once and
--     presented, every tab given the query by a context task; each screen
--     is found in it (finding one shows its tab).
local search_tabs = route.complete_factory(route.tab_bar_factory())
  :with(route.class_factory("SearchResultsViewController"), route.tab.add())
  :with(route.class_factory("SearchHistoryViewController"), route.tab.add())
  :adding(route.context_setting_task())
  :assemble()
routes.search = route.chain(route.single_container_step { finder = route.class_finder("UITabBarController", { search = "presented" }), factory = search_tabs })
  :using(route.general.present_modally()):from(route.general.current()):assemble()
local function search_tab(class)
  return route.step { finder = route.class_finder(class), factory = route.nil_factory() }
    :adding(route.context_task(function(vc, query) vc.query = query end))
    :from(routes.search):assemble()
end
routes.search_results, routes.search_history = search_tab("SearchResultsViewController"), search_tab("SearchHistoryViewController")

-- 11. Login in a presented stack (a form sheet); the wishlist as a page
--     sheet; images in the gallery, a custom container.
routes.login = screen_step("LoginViewController")
  :using(route.nav.push())
  :from(route.navigation_controller())
  :using(route.general.present_modally { style = "form_sheet" })
  :from(route.general.current())
  :assemble()
routes.wishlist = screen_step("WishlistViewController")
  :adding(closes_itself)
  :using(route.general.present_modally { style = "page_sheet" })
  :from(route.general.current())
  :assemble()
local into_gallery = route.container_action("GalleryController", function(image, images)
  images[#images + 1] = image
  return images
end)
routes.gallery = route.chain(route.single_container_step { finder = route.class_finder("GalleryController"),
                                                           factory = route.container_factory("GalleryController") })
  :using(route.general.present_modally { style = "page_sheet" }):from(route.general.current()):assemble()
routes.image = screen_step("ImageViewController", route.class_with_context_finder("ImageViewController"))
  :adding(route.context_setting_task())
  :using(into_gallery)
  :from(routes.gallery)
  :assemble()

-- Deep links --------------------------------------------------------------------

links = route.links { redirect_limit = 3 }
links:converter("sku", function(text) return text:match("^%u%u%-%d%d%d$") end)
local skus = { ["TS-001"] = 1, ["MG-002"] = 2 }
local function product_link(params) return { id = params.id or skus[params.sku], from_link = true } end

links:add("shop://home", routes.home)
links:add("shop://catalog", routes.catalog)
links:add("shop://account", routes.account)
links:add("shop://account/orders", routes.orders)
links:add("shop://product/:id<int>", routes.product, product_link)
links:add("shop://product/:sku<sku>", routes.product, product_link)
links:add("https://shop.example.com/p/:id<int>", routes.product, product_link)
links:add("https://shop.example.com/*path", routes.home)
links:add("shop://cart", routes.cart)
links:add("shop://swatch/:colour", routes.swatch, function(params) return params.colour end)
links:add("shop://support", routes.support, function() return "teal" end)
links:add("shop://promo", routes.promo)
links:add("shop://welcome", routes.welcome)
links:add("shop://deals", routes.deals)
links:add("shop://cities/:id<int>", routes.city, function(params) return params.id end)
links:add("shop://search?q<string>", routes.search_results, function(params) return params.q end)
links:add("shop://search/history", routes.search_history)
links:add("shop://login", routes.login)
links:add("shop://wishlist", routes.wishlist)
links:add("shop://images/:n<int>", routes.image, function(params) return params.n end)
app.links(links)

-- The app's own handler sees every link first: links from the old app
-- (shop://item/42) become product links, and none is followed while the
-- welcome screens are shown.
shop.onboarding = false
app.on_open_url(function(url)
  if shop.onboarding then return false, "links wait until the welcome is over" end
  local item = url:match("^shop://item/(%d+)$")
  if item then return "shop://product/" .. item end
end)

-- Fixtures tests ask for by name.
fixture("logged_in", function() shop.user = "ann" end)
fixture("guest", function() shop.user = nil end)

-- Starting states: "the user can be anywhere in the app when a link
-- arrives", the last as captured on a device. Matrices start tests from
-- them (states { … }), and flowrun links --fuzz opens its URLs from each.
state("another_tab", function() app.select_tab(3) app.push("WishlistViewController") end)
state("under_a_modal", function() expect_ok(router:navigate(routes.cart)) end)
state("deep_in_a_modal_stack", function() expect_ok(router:navigate(routes.support, "teal")) end)
state("on_the_login_form", function() expect_ok(open_url("shop://login")) end)
state("in_the_city_browser", function() expect_ok(open_url("shop://cities/4")) end)
state("captured_cart_over_catalog", "captures/cart_over_catalog.txt", { launch = false })
fixture("cart_with_two", function() shop.cart = { "TS-001", "MG-002" } end)
