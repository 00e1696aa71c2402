-- route: RouteComposer's building blocks (finders, factories, actions,
-- context tasks, interceptors, post tasks) and the steps they make up.
local B, K = ...
local b_waits, b_route = B.waits, B.route
local error, format, type, tostring, rawget, getmetatable, ipairs, math_type =
      error, string.format, type, tostring, rawget, getmetatable, ipairs, math.type
local HANDLE, yield, in_interceptor, classes, object_class, object, handle, dot_call, no_more, kind_of, check_function, named =
      K.HANDLE, K.yield, K.in_interceptor, K.classes, K.object_class, K.object, K.handle, K.dot_call, K.no_more, K.kind_of,
      K.check_function, K.named
local check_options, node, node_list, node_handle, node_argument, returning_node, Node, nodes =
      K.check_options, K.node, K.node_list, K.node_handle, K.node_argument, K.returning_node, K.Node, K.nodes

-- The schemas of this module's option tables.
local schemas = {
  finder_options = { search = "string or table", start = "any", context = "string or function" },
  finder = { is_target = "function", find = "function", search = "string or table", start = "any", context = "string or function",
             class = "string" },
  factory = { build = "function", prepare = "function", context = "string or function", class = "string" },
  preparing = { prepare = "function", context = "string or function" },
  typing = { context = "string or function" },
  -- Swift says what a part that is not a finder or factory is.
  step_parts = { finder = "any", factory = "any" },
  typed_step_parts = { finder = "any", factory = "any", context = "string or function" },
  present_modally = { style = "string", start = "any", modal_in_presentation = "boolean" },
  tab_add = { at = "number", replacing = "boolean" },
  context_setting = { check_compatibility = "function" },
  configured = { configuration = "function", context = "string or function" },
  class_factory = { configuration = "function", context = "string or function", storyboard = "table", xib = "table" },
  storyboard = { name = "string", identifier = "string" },
  xib = { nib_name = "string" },
  switch = { context = "string or function", class = "string" },
  window = { window = "string" },
}

local route = { nav = {}, general = {}, tab = {}, split = {} }

-- The entity (handle `h` and its kind, as a binding returns them) checked
-- for the context type an option declares (a kind's name or a
-- function(value) -> ok[, why]); the entity itself when none.
local function typed(context, h, kind)
  if context == nil or h == nil then return h, kind end
  return b_route.typed(h, context)
end

--- A finder of the first node of `class` (or a subclass). Options:
--- `search` (a name such as "current_visible_only", or a list of flags),
--- `start` ("topmost" or "root").
-- Where a search or a presentation starts: a name (nil: the default), a node,
-- or a function returning one when the navigation runs (nil: nothing).
local function start_argument(start, name)
  if start == nil or type(start) == "string" then return start end
  if type(start) == "table" and getmetatable(start) == Node then return rawget(start, HANDLE) end
  if type(start) == "function" then return returning_node(start, "a node from start") end
  error(format("%s: option 'start' must be a name, a node, or a function returning a node, got %s", name, kind_of(start)), 3)
end

function route.class_finder(class, options, ...)
  no_more("route.class_finder", 2, class, ...)
  options = check_options(options, "route.class_finder", 2, schemas.finder_options, nil, class)
  return object(typed(options.context, b_route.class_finder(class, options.search, start_argument(options.start, "route.class_finder"))))
end

--- A class finder that also needs the node's context to equal the navigation's.
function route.class_with_context_finder(class, options, ...)
  no_more("route.class_with_context_finder", 2, class, ...)
  options = check_options(options, "route.class_with_context_finder", 2, schemas.finder_options, nil, class)
  return object(typed(options.context, b_route.class_with_context_finder(class, options.search,
    start_argument(options.start, "route.class_with_context_finder"))))
end
--- A finder that never finds (its step always builds).
function route.nil_finder(...) no_more("route.nil_finder", 0, nil, ...) return object(b_route.nil_finder()) end
--- Finds what presents the topmost screen: "go back" as a destination.
function route.presenting_finder(...) no_more("route.presenting_finder", 0, nil, ...) return object(b_route.presenting_finder()) end
--- Finds the navigation stack shown as a split view's detail.
function route.details_navigation_finder(...) no_more("route.details_navigation_finder", 0, nil, ...) return object(b_route.details_navigation_finder()) end
--- Finds this very node while it is alive, in a window or not (RouteComposer's InstanceFinder).
function route.instance_finder(vc, ...)
  no_more("route.instance_finder", 1, vc, ...)
  return object(b_route.instance_finder(node_argument(vc, "route.instance_finder", 1)))
end
--- A finder written in Lua: { is_target = function(vc, context), search = ..., start = ... }
--- walks the app as class_finder does; { find = function(context) return node end } does it all.
function route.finder(spec, ...)
  no_more("route.finder", 1, spec, ...)
  if type(spec) ~= "table" then error("route.finder needs { is_target = ... } or { find = ... }", 2) end
  check_options(spec, "route.finder", 1, schemas.finder)
  if spec.is_target ~= nil and spec.find ~= nil then
    error("route.finder takes is_target (a test the app is walked with) or find (a function doing the whole search), not both", 2)
  end
  if spec.find ~= nil and (spec.search ~= nil or spec.start ~= nil) then
    error("route.finder: search and start say how is_target's walk goes; a find function does the whole search itself (drop them, or use is_target)", 2)
  end
  if spec.is_target then
    local is_target = spec.is_target
    check_function(is_target, "route.finder is_target")
    -- Swift walks the app and hands over the nodes to test in batches
    -- (batch[1..n], proxies from the cache; `misses` are handles still):
    -- the index of the first target, or 0.
    local function scan(context, batch, n, misses)
      if misses > 0 then
        for i = 1, n do
          local v = batch[i]
          if math_type(v) == "integer" then batch[i] = node(v) end
        end
      end
      for i = 1, n do
        if is_target(batch[i], context) then return i end
      end
      return 0
    end
    local defined, name = named(is_target)
    return object(typed(spec.context, b_route.stack_finder(scan, spec.search, start_argument(spec.start, "route.finder"), nodes, defined, name, spec.class)))
  end
  local find = spec.find
  check_function(find, "route.finder find")
  local defined, name = named(find)
  return object(typed(spec.context, b_route.custom_finder(returning_node(find, "a node (or nil) from find"), defined, name, spec.class)))
end
object_class("finder", {
  --- Runs the finder now, as a navigation's walk would: the node it finds, or nil.
  find = function(self, context) return node(b_route.finder_find(handle(self), context)) end,
})

-- A built-in factory's options (`configuration`, `context`), checked.
local function factory_options(options, name, n, first)
  return check_options(options, name, n, schemas.configured, 4, first)
end

-- A factory's `configuration` option: the function, and its name as Swift traces it.
local function configuration(options)
  if options.configuration == nil then return nil end
  local configure = options.configuration
  local defined, known = named(configure)
  return function(id) configure(node(id)) end, defined, known
end

--- A factory that builds nothing: with a real finder, "find after build".
function route.nil_factory(...) no_more("route.nil_factory", 0, nil, ...) return object(b_route.nil_factory()) end
--- A factory written in Lua: { build = function(context) return app.make(class) end }.
function route.factory(spec, ...)
  no_more("route.factory", 1, spec, ...)
  if type(spec) == "table" then check_options(spec, "route.factory", 1, schemas.factory) end
  local make = type(spec) == "table" and spec.build or nil
  check_function(make, "route.factory build")
  local defined, name = named(make)
  return object(typed(spec.context, b_route.custom_factory(returning_node(make, "a node from build"), defined, name, spec.prepare, spec.class)))
end
--- A factory building a custom container of `class` (see app.container_class);
--- option `configuration = function(container)`, as for route.navigation_factory.
function route.container_factory(class, options, ...)
  no_more("route.container_factory", 2, class, ...)
  options = factory_options(options, "route.container_factory", 2, class)
  return object(typed(options.context, b_route.container_factory(class, configuration(options))))
end
--- An action putting nodes into containers of `class`: `embed(vc, children)`
--- returns the new list of children.
function route.container_action(class, embed, ...)
  no_more("route.container_action", 2, class, ...)
  check_function(embed, "route.container_action")
  return object(b_route.container_action(class, function(id, ids)
    local children = node_list(ids)
    local result = {}
    for i, child in ipairs(embed(node(id), children)) do result[i] = node_handle(child, "a node from embed") end
    return result
  end, named(embed)))
end
--- A container factory with preset children:
--- route.complete_factory(route.tab_bar_factory()):with(factory[, action][, adapt]):adding(task):assemble().
--- A child without an action goes after the ones before it; a nil_factory child is dropped.
function route.complete_factory(container, ...) no_more("route.complete_factory", 1, container, ...) return object(b_route.complete_new(handle(container))) end
object_class("complete_assembly", {
  with = function(self, factory, action, adapt)
    if type(action) == "function" and adapt == nil then action, adapt = nil, action end
    local adapter = adapt and function(context) return adapt(context) end
    return object(b_route.complete_with(handle(self), handle(factory), handle(action), adapter, named(adapt)))
  end,
  adding = function(self, task) return object(b_route.complete_adding(handle(self), handle(task))) end,
  assemble = function(self) return object(b_route.complete_assemble(handle(self))) end,
})

-- A container factory's arguments, (class[, options]) or (options): the class and the options.
local function container_class(class, options)
  if type(class) == "table" and getmetatable(class) == nil and options == nil then return nil, class end
  return class, options
end

--- Container factories (a subclass name may be given); option
--- `configuration = function(container)` runs on each container built, once it holds its children.
for _, kind in ipairs { "navigation_factory", "tab_bar_factory", "split_factory" } do
  local name = "route." .. kind
  route[kind] = function(class, options, ...)
    no_more(name, 2, class, ...)
    class, options = container_class(class, options)
    options = factory_options(options, name, class == nil and 1 or 2, class)
    return object(typed(options.context, b_route[kind](class, configuration(options))))
  end
end

-- The slip of giving class_factory's options as its properties (its second
-- argument): `configuration` holding a function, or `context`, with no options
-- given (with options, even {}, a property may be called `context`).
local function options_as_properties(properties, options)
  if options ~= nil or type(properties) ~= "table" or getmetatable(properties) ~= nil then return end
  for _, key in ipairs { "configuration", "context", "storyboard", "xib" } do
    local value = rawget(properties, key)
    if value ~= nil and (key == "context" or type(value) == (key == "configuration" and "function" or "table")) then
      error(format("bad argument #2 to 'route.class_factory' ({ %s = … } is an option: "
        .. "route.class_factory(class, properties, { %s = … }) (properties may be nil))", key, key), 3)
    end
  end
end

-- A name a storyboard or xib option gives: a string with something in it.
local function resource_name(value, option, key, example)
  if value == nil or value:find("^%s*$") then
    error(format("route.class_factory: option '%s' needs '%s', a non-empty string: %s", option, key, example), 4)
  end
end

-- Where class_factory's class is loaded from, as RouteComposer says it:
-- "storyboard", its name and identifier; "xib" and its nib name; nil for code.
local function resource(options)
  local storyboard, xib = options.storyboard, options.xib
  if storyboard ~= nil and xib ~= nil then
    error("route.class_factory: options 'storyboard' and 'xib' both say where the class is loaded from; give one", 3)
  end
  if storyboard ~= nil then
    check_options(storyboard, "route.class_factory option 'storyboard'", 3, schemas.storyboard, 4)
    resource_name(storyboard.name, "storyboard", "name", '{ name = "Main", identifier = "ProductViewController" } (identifier may be nil)')
    if storyboard.identifier ~= nil then
      resource_name(storyboard.identifier, "storyboard", "identifier", "leave it out for the storyboard's initial controller")
    end
    return "storyboard", storyboard.name, storyboard.identifier
  end
  if xib ~= nil then
    check_options(xib, "route.class_factory option 'xib'", 3, schemas.xib, 4)
    resource_name(xib.nib_name, "xib", "nib_name", '{ nib_name = "ProductViewController" }')
    return "xib", xib.nib_name
  end
end

--- A factory building a node of `class`, with optional properties; option
--- `configuration = function(node)` runs on each node built. Option
--- `storyboard = { name =, identifier = }` or `xib = { nib_name = }` says where
--- the app loads the class from (RouteComposer's StoryboardFactory, ClassFactory(nibName:)):
--- the simulated app has no storyboards, so a node of `class` is built all the same.
function route.class_factory(class, properties, options, ...)
  no_more("route.class_factory", 3, class, ...)
  options_as_properties(properties, options)
  options = check_options(options, "route.class_factory", 3, schemas.class_factory, nil, class)
  local configure, defined, known = configuration(options)
  return object(typed(options.context, b_route.class_factory(class, properties, configure, defined, known, resource(options))))
end
--- A factory that builds nothing and finds its node with `finder` once the
--- steps before it have run ("find after build"); option
--- `configuration = function(node)` runs on the node found.
function route.finder_factory(finder, options, ...)
  no_more("route.finder_factory", 2, finder, ...)
  options = factory_options(options, "route.finder_factory", 2, finder)
  return object(typed(options.context, b_route.finder_factory(handle(finder), configuration(options))))
end

--- A context task: `fn(node, context)` sets up the node found or built.
function route.context_task(fn, options, ...)
  no_more("route.context_task", 2, fn, ...)
  check_function(fn, "route.context_task")
  options = check_options(options, "route.context_task", 2, schemas.preparing)
  local defined, name = named(fn)
  return object(typed(options.context, b_route.context_task(function(id, context) fn(node(id), context) end, defined, name, options.prepare)))
end

--- Inside an interceptor: resumes after `seconds` of virtual time.
function route.wait(seconds, ...)
  no_more("route.wait", 1, seconds, ...)
  if math_type(seconds) == nil or not (seconds >= 0 and seconds <= 1e9) then
    error(format("bad argument #1 to 'route.wait' (number from 0 to 1e9 expected, got %s)", tostring(seconds)), 2)
  end
  if not in_interceptor() then error("route.wait can only be used inside an interceptor (a flow waits with app.wait)", 2) end
  yield(b_waits.delay(seconds))
end
--- Inside an interceptor: resumes once `condition()` holds (checked after each action of the flow).
function route.wait_until(condition, ...)
  no_more("route.wait_until", 1, condition, ...)
  check_function(condition, "route.wait_until")
  if not in_interceptor() then error("route.wait_until can only be used inside an interceptor", 2) end
  if yield(b_waits.condition(condition)) ~= true then
    error("route.wait_until: resumed before its condition held", 2)
  end
end

--- An interceptor: `fn(context)` returns true to go on, or false and a
--- reason; it may wait first (route.wait, route.wait_until).
function route.interceptor(fn, options, ...)
  no_more("route.interceptor", 2, fn, ...)
  check_function(fn, "route.interceptor")
  options = check_options(options, "route.interceptor", 2, schemas.preparing)
  local defined, name = named(fn)
  return object(typed(options.context, b_route.interceptor(fn, defined, name, options.prepare)))
end

--- A post-routing task: `fn(node, context, routing_stack)` runs after success.
function route.post_task(fn, options, ...)
  no_more("route.post_task", 2, fn, ...)
  check_function(fn, "route.post_task")
  options = check_options(options, "route.post_task", 2, schemas.typing)
  return object(typed(options.context, b_route.post_task(function(id, context, ...) fn(node(id), context, node_list({ ... })) end, named(fn))))
end

function route.nav.push(...) no_more("route.nav.push", 0, nil, ...) return object(b_route.nav_push()) end
function route.nav.push_as_root(...) no_more("route.nav.push_as_root", 0, nil, ...) return object(b_route.nav_push_as_root()) end
function route.nav.push_replacing_last(...) no_more("route.nav.push_replacing_last", 0, nil, ...) return object(b_route.nav_push_replacing_last()) end

--- Presents modally; options: `style` ("page_sheet"…), `start` ("current" or
--- "topmost_parent"), `modal_in_presentation`.
function route.general.present_modally(options, ...)
  no_more("route.general.present_modally", 1, options, ...)
  options = check_options(options, "route.general.present_modally", 1, schemas.present_modally)
  return object(b_route.present_modally(options.style, start_argument(options.start, "route.general.present_modally"),
    options.modal_in_presentation))
end
--- RouteComposer's DispatchQueue.delay: `action`, reporting it is done
--- `seconds` (default 0.3) of virtual time after it succeeded, when animated.
function route.delay(action, seconds, ...)
  no_more("route.delay", 2, action, ...)
  if type(action) == "function" then
    error("bad argument #1 to 'route.delay' (an action expected, got a function: call it, as in route.nav.push())", 2)
  end
  return object(b_route.delay(handle(action), seconds))
end
--- RouteComposer's CATransaction.wrap: `action`, done only once its
--- animations have ended. Every action of the simulated app already is, so
--- this is `action` itself.
function route.transaction_wrap(action, ...)
  no_more("route.transaction_wrap", 1, action, ...)
  if type(action) ~= "table" or getmetatable(action) ~= classes.action then
    dot_call(action, "route.transaction_wrap", 2)
    error(format("bad argument #1 to 'route.transaction_wrap' (an action expected, got %s)", kind_of(action)), 2)
  end
  return action
end
-- The `window` option: the name of the window a provider gives (nil: the key window).
local function window_option(options, name)
  return check_options(options, name, 1, schemas.window, 4).window
end
--- Makes the node the root of the key window (option `window = "name"`:
--- of that window), whose root must be the previous step's node; the window becomes key.
function route.general.replace_root(options, ...)
  no_more("route.general.replace_root", 1, options, ...)
  return object(b_route.replace_root(window_option(options, "route.general.replace_root")))
end
function route.general.nil_action(...) no_more("route.general.nil_action", 0, nil, ...) return object(b_route.nil_action()) end
--- Adds a tab; options: `at` (1-based) and `replacing`.
function route.tab.add(options, ...)
  no_more("route.tab.add", 1, options, ...)
  options = check_options(options, "route.tab.add", 1, schemas.tab_add)
  return object(b_route.tab_add(options.at, options.replacing))
end
function route.split.set_as_master(...) no_more("route.split.set_as_master", 0, nil, ...) return object(b_route.split_set_as_master()) end
function route.split.push_to_details(...) no_more("route.split.push_to_details", 0, nil, ...) return object(b_route.split_push_to_details()) end
function route.split.push_on_to_details(...) no_more("route.split.push_on_to_details", 0, nil, ...) return object(b_route.split_push_on_to_details()) end
--- An action written in Lua: `fn(vc, existing)` puts `vc` in place (see app.ops).
function route.action(fn, ...)
  no_more("route.action", 1, fn, ...)
  check_function(fn, "route.action")
  return object(b_route.custom_action(function(id, existing) fn(node(id), node(existing)) end, named(fn)))
end

--- Steps for the middle of a chain; each takes the action of the next :using.
function route.single_step(parts, ...)
  no_more("route.single_step", 1, parts, ...)
  parts = check_options(parts, "route.single_step", 1, schemas.typed_step_parts)
  return object(b_route.single_step((typed(parts.context, handle(parts.finder))), (typed(parts.context, handle(parts.factory)))))
end
function route.single_container_step(parts, ...)
  no_more("route.single_container_step", 1, parts, ...)
  parts = check_options(parts, "route.single_container_step", 1, schemas.typed_step_parts)
  return object(b_route.single_container_step((typed(parts.context, handle(parts.finder))), (typed(parts.context, handle(parts.factory)))))
end
function route.navigation_controller(class, ...) no_more("route.navigation_controller", 1, class, ...) return object(b_route.navigation_step(class)) end
function route.tab_bar_controller(class, ...) no_more("route.tab_bar_controller", 1, class, ...) return object(b_route.tab_bar_step(class)) end
function route.split_controller(class, ...) no_more("route.split_controller", 1, class, ...) return object(b_route.split_step(class)) end
--- Starts a chain with an intermediate step: route.chain(step):using(..):from(..):assemble().
function route.chain(step, ...) no_more("route.chain", 1, step, ...) return object(b_route.chain(handle(step))) end
--- A switch: picks the rest of the chain when the navigation starts. Options:
--- `context`, and `class`, the class every case leads to (RouteComposer's SwitchAssembly<VC, C>).
function route.switch(options, ...)
  no_more("route.switch", 1, options, ...)
  options = check_options(options, "route.switch", 1, schemas.switch)
  return object(b_route.switch_new(options.context, options.class))
end

--- While a modal of the key window is being presented or dismissed: "abort"
--- (the default, as in RouteComposer) fails the navigation, "wait" looks
--- again every 0.1 s of the virtual clock.
function route.navigation_delaying_interceptor(strategy, ...)
  no_more("route.navigation_delaying_interceptor", 1, strategy, ...)
  return object(b_route.delaying_interceptor(strategy))
end
--- Sets the navigation's context as the node's context. Option `check_compatibility(context)`
--- (RouteComposer's checkCompatibility(with:)) refuses, in prepare, a context the screen cannot accept.
function route.context_setting_task(options, ...)
  no_more("route.context_setting_task", 1, options, ...)
  options = check_options(options, "route.context_setting_task", 1, schemas.context_setting)
  return object(b_route.context_setting_task(options.check_compatibility))
end
--- Gives the node its way of being dismissed: `fn(vc, context, animated)`; see app.dismiss.
function route.dismissal_task(fn, ...)
  no_more("route.dismissal_task", 1, fn, ...)
  check_function(fn, "route.dismissal_task")
  return object(b_route.dismissal_task(function(id, context, animated) fn(node(id), context, animated) end, named(fn)))
end

--- The key window's root (option `window = "name"`: that window's).
function route.general.root(options, ...)
  no_more("route.general.root", 1, options, ...)
  return object(b_route.general_root(window_option(options, "route.general.root")))
end
--- The topmost node of the key window (option `window = "name"`: of that window).
function route.general.current(options, ...)
  no_more("route.general.current", 1, options, ...)
  return object(b_route.general_current(window_option(options, "route.general.current")))
end
function route.general.custom(finder, ...) no_more("route.general.custom", 1, finder, ...) return object(b_route.general_custom(handle(finder))) end

--- A step: `route.step { finder = ..., factory = ... }`, then :adding, :using, :from, :assemble.
function route.step(parts, ...)
  no_more("route.step", 1, parts, ...)
  if type(parts) ~= "table" then error("route.step needs a table { finder = ..., factory = ... }", 2) end
  check_options(parts, "route.step", 1, schemas.typed_step_parts)
  return object(b_route.step((typed(parts.context, handle(parts.finder))), (typed(parts.context, handle(parts.factory)))))
end

return {
  route = route,
}
