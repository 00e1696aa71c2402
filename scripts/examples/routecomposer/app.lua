-- An app like RouteComposer's Example app (the same screens and routes),
-- modelled around its routing configuration.
--
-- The routes are not written here: `flowrun import-swift` reads them from the
-- app's Swift (Tests/Fixtures/SwiftImport/ExampleStyleApp, a configuration
-- written for flowrun's tests on the model of the Example's) into
-- routes_generated.lua, regenerated on every import and never committed (see
-- README.md). This file is what the team writes around them: what the
-- storyboards hold, the screen the app starts on, the app's state, the link
-- table of its URL translators, and the login the Example fakes.

-- The custom container of the Example's images module (its
-- ContainerViewController library), which the generated routes name but
-- cannot adapt: it shows its one child, its root (CustomContainerControllerAdapter).
app.container_class("CustomContainerController", {
  visible = function(container) return { container.children[1] } end,
  make_visible = function() end,
})

routes = require("routes_generated")

-- What the app keeps. The Example fakes its login with a global variable
-- (isLoggedIn), and switches between two configurations with a UISwitch on
-- the square screen (ConfigurationHolder.configuration).
example = {
  logged_in = false,
  login_closed = false,
  alternative = false,
  prepared = {},
  -- CitiesDataModel.cities: the ids and names the cities list shows.
  cities = {
    "Dublin", "New York", "Los Angeles", "Limerick", "Cork", "Galway", "San Francisco", "Washington, DC",
    "Boston", "Chicago", "Belfast", "Paris", "London", "Bristol", "Berlin",
  },
}

--- The login screen's "Login" button (any name and password will do) and its "Close".
function example.log_in()
  example.logged_in = true
  app.settle()
end
function example.close_login()
  example.login_closed = true
  app.settle()
  example.login_closed = false
  local top = app.top()
  if top and top.class == "LoginViewController" then app.back() end
end

--- ConfigurationHolder.configuration's starScreen: ExampleConfiguration's,
--- or AlternativeExampleConfiguration's once the square screen's switch is on.
function example.star_screen()
  if example.alternative then return routes.AlternativeExampleConfiguration_starScreen end
  return routes.ExampleConfiguration_starScreen
end

--- The star screen's "Dismiss Star Tab*" (StarViewController.dismissStarTapped):
--- the star leaves the tab bar it is a tab of, and the circle shows.
function example.dismiss_star_tab()
  local star = app.top()
  local tabs = star.parent
  if tabs and tabs.class == "UITabBarController" then
    local others = {}
    for _, child in ipairs(tabs.children) do
      if child.id ~= star.id then others[#others + 1] = child end
    end
    app.ops.set_children(tabs, others)
  end
  return router:navigate(routes.circleScreen)
end

-- LoginConfiguration.login, which the import leaves out (its modal starts
-- from `.custom(…window?.topmostViewController)`, LoginConfiguration.swift:10):
-- Login.storyboard's navigation stack holding the login screen, presented
-- over the current context from the screen on top.
routes.login = route.step { finder = route.class_finder("LoginViewController"), factory = route.nil_factory() }
  :from(route.single_step {
    finder = route.nil_finder(),
    factory = route.factory { class = "UINavigationController", build = function()
      local stack = app.make("UINavigationController")
      app.ops.set_children(stack, { app.make("LoginViewController") })
      return stack
    end },
  })
  :using(route.general.present_modally { style = "over_current_context" })
  :from(route.general.current())
  :assemble()

-- ExampleScreenConfiguration.swiftUIScreen, which the import leaves out (its
-- finder, UIHostingControllerWithContextFinder, ExampleScreenConfiguration.swift:117):
-- the SwiftUI view's hosting controller, found by its context (the text it
-- shows) or built, and pushed onto the circle's stack.
local hosting = "UIHostingController<SwiftUIContentView>"
routes.swiftUIScreen = route.step { finder = route.class_with_context_finder(hosting), factory = route.class_factory(hosting) }
  :adding(route.context_task(require("entities.ExampleGenericContextTask").perform))
  :adding(route.context_setting_task())
  :using(route.nav.push())
  :from(routes.circleScreen:expecting_container())
  :assemble()

-- What each storyboard's initial controller holds: a storyboard factory
-- builds its class, and the storyboard gives it its children. A context task
-- every navigation runs fills a container built empty, as loading the
-- storyboard would.
local storyboards = {
  -- TabBar.storyboard: the circle in a navigation stack, and the square.
  UITabBarController = function(tabs)
    local circle_stack = app.make("UINavigationController")
    app.ops.set_children(circle_stack, { app.make("CircleViewController") })
    app.ops.set_children(tabs, { circle_stack, app.make("SquareViewController") })
  end,
  -- Split.storyboard: the cities list in a stack as master, a city as detail.
  UISplitViewController = function(split)
    local master = app.make("UINavigationController")
    app.ops.set_children(master, { app.make("CitiesTableViewController") })
    app.ops.set_children(split, { master, app.make("CityDetailViewController") })
  end,
}
router:add(route.context_task(function(vc)
  local load = storyboards[vc.class]
  if load and #vc.children == 0 then load(vc) end
end))

-- The router the app builds (App/Router.swift): a navigation asked for
-- while another runs waits for it.
router:add(route.navigation_delaying_interceptor("wait"))

-- The app starts on PromptScreen.storyboard, its main storyboard.
app.launch(app.screen("PromptViewController"))

-- The links the app follows (SceneDelegate, App/SceneDelegate.swift: colors,
-- products, cities), and the login screen the login interceptor shows.
links = route.links()
links:add("dll://colors?color<string>", routes.colorScreen, function(params) return params.color end)
links:add("dll://products?product<string>", routes.productScreen,
  function(params) return { productId = params.product, productURL = "dll://products?product=" .. params.product } end)
links:add("dll://cities?city<int>", routes.cityDetail, function(params) return params.city end)
links:add("dll://login", routes.login)
app.links(links)
