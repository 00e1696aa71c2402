-- Navigations, live objects saying how each goes, and the routers that
-- start them: the flow's `router` and RouteComposer's wrappers around it.
local B, K = ...
local b_router, b_links = B.router, B.links
local error, format, type, tostring, rawget, getmetatable, setmetatable, sort, concat, pairs =
      error, string.format, type, tostring, rawget, getmetatable, setmetatable, table.sort, table.concat, pairs
local did_you_mean, classes, colon_call, object_class, object, handle, no_more, kind_of, route =
      K.did_you_mean, K.classes, K.colon_call, K.object_class, K.object, K.handle, K.no_more, K.kind_of, K.route
-- The module a table is of (LuaKit's hot reload).
local module_named = K.reloadable.module_named

-- A navigation, live: its fields say where it is now (a waiting interceptor
-- keeps it pending until the flow does what it waits for).
local NAVIGATION = setmetatable({}, { __name = "navigation key" })
local LINK = setmetatable({}, { __name = "link key" })
-- The fields b_router.navigation_field(number, name) reads, live, one at a time.
local navigation_fields = {
  pending = true, ok = true, error = true, kind = true, failed_step = true, traceback = true, waiting = true, trace = true,
  synchronous = true, initial_controller = true, failure = true,
}
-- How a navigation or link opening prints: "success", "failure: why", or
-- "pending: Lua interceptor … is waiting (route.wait_until at guards.lua:13)".
-- Read without counting as the flow reading it: a message showing a
-- navigation (tostring(nav)) checks nothing.
local function standing_text(self)
  local number = rawget(self, NAVIGATION)
  local pending, ok, failure
  if number then
    local function peek(key) return b_router.navigation_field(number, key, true) end
    pending, ok, failure = peek("pending"), peek("ok"), peek("error")
  else
    local state = b_links.link_state(rawget(self, LINK), true)
    number, pending, ok, failure = state.navigation, state.pending, state.ok, state.error
  end
  if pending then
    -- A link waits as its navigation does.
    local waiting = number and b_router.navigation_field(number, "waiting", true)
    return waiting and ("pending: " .. waiting) or "pending"
  end
  return ok and "success" or ("failure: " .. tostring(failure))
end
-- A field a navigation or link opening does not have: a misspelt one
-- (`nav.pendng`) would read nil and pass an expectation, so it is an error.
local function no_field(what, key, fields)
  local names = {}
  for name in pairs(fields) do names[#names + 1] = name end
  sort(names)
  error(format("%s has no field '%s'%s; its fields are %s", what, tostring(key), did_you_mean(key, names), concat(names, ", ")), 3)
end
-- Setting a field of a navigation or link opening (`nav.ok = true`) would
-- make an expectation of it pass: they say how it went, and only that.
local function read_only(what, key)
  error(format("%s's fields are read-only: they say how it went ('%s' cannot be set)", what, tostring(key)), 3)
end
local Navigation = {
  __name = "navigation",
  __tostring = standing_text,
  __index = function(self, key)
    local number = rawget(self, NAVIGATION)
    if key == "trace" then return b_router.navigation_trace(number) end
    if not navigation_fields[key] then no_field("a navigation", key, navigation_fields) end
    return b_router.navigation_field(number, key)
  end,
  __newindex = function(_, key) read_only("a navigation", key) end,
}

local router = {}

-- A destination with its context, as one value (RouteComposer's Destination(to:with:)).
-- Its fields live under private keys, so that setting one is an error too.
local STEP, CONTEXT = setmetatable({}, { __name = "step key" }), setmetatable({}, { __name = "context key" })
local Destination = { __name = "destination with context" }
Destination.__index = function(self, key)
  if key == "step" then return rawget(self, STEP) end
  if key == "context" then return rawget(self, CONTEXT) end
  error(format("a destination with context has no field '%s'; its fields are context, step", tostring(key)), 2)
end
Destination.__newindex = function(_, key)
  error(format("a destination with context is a value: '%s' cannot be set; make another with route.destination", tostring(key)), 2)
end
Destination.__tostring = function() return "destination with context" end
--- A destination and the context to navigate to it with, as one value
--- (RouteComposer's `Destination(to:with:)`): `router:navigate(value)` takes it.
function route.destination(step, context, ...)
  no_more("route.destination", 2, step, ...)
  if type(step) ~= "table" or getmetatable(step) ~= classes.destination then
    error(format("bad argument #1 to 'route.destination' (a destination (from :assemble()) expected, got %s)", kind_of(step)), 2)
  end
  return setmetatable({ [STEP] = step, [CONTEXT] = context }, Destination)
end

local navigate_options = { animated = "boolean" }
-- The step, context and animation of a navigation: a destination with its
-- context stands for both, and options say `animated` (default true).
local function navigation_arguments(name, destination, context, options)
  if getmetatable(destination) == Destination then
    if context ~= nil then
      error(format("bad argument #2 to '%s' (the destination carries its context already (route.destination); "
        .. "give nil, or the step and the context apart)", name), 3)
    end
    destination, context = rawget(destination, STEP), rawget(destination, CONTEXT)
  end
  options = K.check_options(options, name, 3, navigate_options, 4)
  return handle(destination), context, options.animated ~= false
end

--- Adds an interceptor, context task or post task that runs for every navigation.
function router:add(entity, ...)
  if self ~= router then colon_call("the router", "add") end
  no_more("router:add", 1, entity, ...)
  b_router.router_add(handle(entity))
end

--- Navigates to a destination with a context (or to a route.destination
--- value); options: `animated` (default true). Returns the navigation:
--- `ok`, `pending`, `error`, `kind`, `failed_step`, `traceback` (of the Lua
--- code that failed, if any), `failure` (the error as data) and `trace` (rendered when read).
function router:navigate(destination, context, options, ...)
  if self ~= router then colon_call("the router", "navigate") end
  no_more("router:navigate", 3, destination, ...)
  local module = type(context) == "table" and module_named(context)
  if module then
    error(format("bad argument #2 to 'router:navigate' (a context expected, got the module '%s': was one of its functions "
      .. "called with a colon, m:f(…), where m.f(…) was meant?)", module), 2)
  end
  local step, value, animated = navigation_arguments("router:navigate", destination, context, options)
  return setmetatable({ [NAVIGATION] = b_router.navigate(step, value, animated) }, Navigation)
end

-- The router a wrapper goes around: the flow's router (nil to Swift) or another wrapper.
local function inner_router(inner, name)
  if inner == router then return nil end
  if type(inner) == "table" and getmetatable(inner) == classes.router then return handle(inner) end
  error(format("bad argument #1 to '%s' (router, or a router from route.global_interceptor_router or "
    .. "route.single_navigation_router, expected, got %s)", name, kind_of(inner)), 3)
end
--- RouteComposer's GlobalInterceptorRouter around `inner` (router or another
--- wrapper): interceptors given with :add_global run before each of its
--- navigations, before the inner router walks the chain.
function route.global_interceptor_router(inner, ...)
  no_more("route.global_interceptor_router", 1, inner, ...)
  return object(b_router.global_interceptor_router(inner_router(inner, "route.global_interceptor_router")))
end
--- RouteComposer's SingleNavigationRouter around `inner` (router or another
--- wrapper): a navigation asked of it while one it started still runs fails
--- at once ("Navigation is in progress"). Routers given the same `lock`
--- (route.single_navigation_lock) refuse each other's navigations too.
function route.single_navigation_router(inner, lock, ...)
  no_more("route.single_navigation_router", 2, inner, ...)
  return object(b_router.single_navigation_router(inner_router(inner, "route.single_navigation_router"), handle(lock)))
end
--- RouteComposer's SingleNavigationLock: shared by single navigation routers.
function route.single_navigation_lock(...)
  no_more("route.single_navigation_lock", 0, nil, ...)
  return object(b_router.single_navigation_lock())
end
object_class("single_navigation_lock", {
  --- Whether a navigation started by a router holding this lock still runs.
  is_navigation_in_progress = function(self) return b_router.lock_in_progress(handle(self)) end,
})
object_class("router", {
  --- Navigates through this router, as router:navigate does through the flow's.
  navigate = function(self, destination, context, options)
    local step, value, animated = navigation_arguments("router:navigate", destination, context, options)
    return setmetatable({ [NAVIGATION] = b_router.wrapper_navigate(handle(self), step, value, animated) }, Navigation)
  end,
  --- Adds an interceptor that runs before each navigation (a global interceptor router's).
  add_global = function(self, interceptor) b_router.router_add_global(handle(self), handle(interceptor)) end,
})

return {
  router = router,
  Navigation = Navigation,
  NAVIGATION = NAVIGATION,
  LINK = LINK,
  standing_text = standing_text,
  no_field = no_field,
  read_only = read_only,
}
