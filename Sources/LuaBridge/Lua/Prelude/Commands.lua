-- The Route library's commands and user gestures, on `app`. Each returns
-- the screen then on top. With no options, it lets its transitions finish;
-- options `{ animated = true }` leave them in flight on the virtual clock
-- (app.wait moves it on), `{ animated = false }` make the change at once.
-- Also the adapters of containers, the app's own operations for actions
-- written in Lua (app.ops) and the virtual clock (app.wait…).
local B, K = ...
local b_app, b_nodes, b_commands, b_clock = B.app, B.nodes, B.commands, B.clock
local error, format, type, tostring, rawget, getmetatable, setmetatable, ipairs, concat =
      error, string.format, type, tostring, rawget, getmetatable, setmetatable, ipairs, table.concat
local HANDLE, did_you_mean, colon_call, dot_call, optional, no_more, kind_of, check_options =
      K.HANDLE, K.did_you_mean, K.colon_call, K.dot_call, K.optional, K.no_more, K.kind_of, K.check_options
local node, node_list, node_argument, Node, app = K.node, K.node_list, K.node_argument, K.Node, K.app

-- The schemas of this module's option tables.
local schemas = {
  present = { style = "string", properties = "table", animated = "boolean" },
  transition = { animated = "boolean" },
  present_op = { style = "string", animated = "boolean" },
}

local function first(handles, class, condition)
  for _, id in ipairs(handles) do
    local candidate = node(id)
    if (class == nil or b_nodes.node_is_kind(id, class)) and (condition == nil or condition(candidate)) then return candidate end
  end
  return nil
end

-- `properties` of app.push, app.replace or app.set_root: a table with an
-- `animated` key and no options after it is most likely the options put
-- one place too early.
local function command_properties(properties, options, name, class)
  if type(properties) == "table" and getmetatable(properties) == nil and rawget(properties, "animated") ~= nil and options == nil then
    dot_call(class, name, 3)
    error(format("%s: 'animated' in the properties (argument #2) would be a property of the new screen: the options go third, "
      .. "as in %s(%q, nil, { animated = true }) (for a property of that name, give the options too, {})", name, name, tostring(class)), 3)
  end
  return properties
end

-- The `animated` choice of a command's options (nil: let it finish).
local function animated(options, name, n, first_argument)
  return check_options(options, name, n, schemas.transition, 4, first_argument).animated
end

-- `condition, options` of app.back_to and app.jump: the condition may be left out.
local function condition_and_options(condition, options, name, class)
  if type(condition) == "table" and getmetatable(condition) == nil and options == nil then return nil, condition end
  if condition ~= nil and type(condition) ~= "function" then
    dot_call(class, name, 3)
    error(format("bad argument #2 to '%s' (function expected, got %s)", name, type(condition)), 3)
  end
  return condition, options
end

--- Pushes a new screen of `class` onto the stack the user sees; options: `animated`.
function app.push(class, properties, options, ...)
  no_more("app.push", 3, class, ...)
  return node(b_commands.cmd_push(class, command_properties(properties, options, "app.push", class), animated(options, "app.push", 3, class)))
end
--- Presents a new screen of `class` from the top screen; options: `style`, `properties`, `animated`.
function app.present(class, options, ...)
  no_more("app.present", 2, class, ...)
  options = check_options(options, "app.present", 2, schemas.present, nil, class)
  return node(b_commands.cmd_present(class, options.properties, options.style, options.animated))
end
--- Goes back one screen: pops the stack, or else dismisses the modal; options: `animated`.
function app.back(options, ...)
  no_more("app.back", 1, options, ...)
  return node(b_commands.cmd_back(animated(options, "app.back", 1)))
end
--- Goes back to the nearest screen of `class` in the back stack for which `condition(node)` holds; options: `animated`.
function app.back_to(class, condition, options, ...)
  no_more("app.back_to", 3, class, ...)
  condition, options = condition_and_options(condition, options, "app.back_to", class)
  local choice = animated(options, "app.back_to", condition and 3 or 2, class)
  local target = first(b_commands.cmd_back_stack(), class, condition)
  if target == nil or target == app.top() then error(format("no %s to go back to", class), 2) end
  return node(b_commands.cmd_back_to(rawget(target, HANDLE), choice))
end
--- Dismisses every modal and pops the visible stacks to their first screens; options: `animated`.
function app.back_to_root(options, ...)
  no_more("app.back_to_root", 1, options, ...)
  return node(b_commands.cmd_back_to_root(animated(options, "app.back_to_root", 1)))
end
--- Goes to the first screen of `class` (for which `condition(node)` holds), wherever it is; options: `animated`.
function app.jump(class, condition, options, ...)
  no_more("app.jump", 3, class, ...)
  condition, options = condition_and_options(condition, options, "app.jump", class)
  local choice = animated(options, "app.jump", condition and 3 or 2, class)
  local target = first(b_commands.cmd_find_all(class), nil, condition)
  if target == nil then error(format("no %s in the app", class), 2) end
  return node(b_commands.cmd_jump(rawget(target, HANDLE), choice))
end
--- The first screen of `class` (for which `condition(node)` holds), or nil.
function app.find(class, condition, ...)
  no_more("app.find", 2, class, ...)
  optional(condition, "function", "app.find", 2, class)
  return first(b_commands.cmd_find_all(class), nil, condition)
end
--- Replaces the top screen with a new one of `class`, where it stands; options: `animated`.
function app.replace(class, properties, options, ...)
  no_more("app.replace", 3, class, ...)
  return node(b_commands.cmd_replace(class, command_properties(properties, options, "app.replace", class), animated(options, "app.replace", 3, class)))
end
--- Makes a new screen of `class` the window's root; options: `animated`.
function app.set_root(class, properties, options, ...)
  no_more("app.set_root", 3, class, ...)
  return node(b_commands.cmd_set_root(class, command_properties(properties, options, "app.set_root", class), animated(options, "app.set_root", 3, class)))
end
--- The screens back() would reach, top first.
function app.back_stack(...) no_more("app.back_stack", 0, nil, ...) return node_list(b_commands.cmd_back_stack()) end
--- From the window root to the top screen, containers and modals included.
function app.top_stack(...) no_more("app.top_stack", 0, nil, ...) return node_list(b_commands.cmd_top_stack()) end
--- Taps the back button of the navigation bar on show; options: `animated`.
function app.tap_back(options, ...)
  no_more("app.tap_back", 1, options, ...)
  return node(b_commands.gesture_tap_back(animated(options, "app.tap_back", 1)))
end
--- Swipes the top modal down; options: `animated`.
function app.swipe_down(options, ...)
  no_more("app.swipe_down", 1, options, ...)
  return node(b_commands.gesture_swipe_down(animated(options, "app.swipe_down", 1)))
end
--- Selects tab `n` (1-based) of the tab bar on show (tab changes are not animated, as in UIKit).
function app.select_tab(n, ...) no_more("app.select_tab", 1, n, ...) return node(b_commands.gesture_select_tab(n)) end
--- A new, detached node of `class` (for factories written in Lua).
function app.make(class, properties, ...)
  no_more("app.make", 2, class, ...)
  return node(b_app.make_node(class, properties))
end
--- Asks `vc` to dismiss itself, with the method a route.dismissal_task gave it; options: `animated`
--- (given to the method; nil: animated, and the clock runs until its transitions end).
function app.dismiss(vc, context, options, ...)
  no_more("app.dismiss", 3, vc, ...)
  local choice = animated(options, "app.dismiss", 3, vc)
  b_nodes.node_dismiss(node_argument(vc, "app.dismiss", 1), context, choice)
end
-- A container's adapter, as the router works it (RouteComposer's ContainerAdapter).
local Adapter = { __name = "adapter" }
do
  local function id(self, name)
    if getmetatable(self) ~= Adapter then colon_call("an adapter", name) end
    return rawget(self, HANDLE)
  end
  local methods = {
    --- Every child the container holds, in order.
    contained = function(self) return node_list(b_nodes.adapter_contained(id(self, "contained"))) end,
    --- The children the container shows.
    visible = function(self) return node_list(b_nodes.adapter_visible(id(self, "visible"))) end,
    --- Shows one of its children (pops to it, selects its tab…), at once.
    make_visible = function(self, child)
      b_nodes.adapter_make_visible(id(self, "make_visible"), node_argument(child, "adapter:make_visible", 1))
    end,
  }
  local names = { "contained", "make_visible", "visible" }
  Adapter.__index = function(_, key)
    local method = methods[key]
    if method == nil then
      error(format("an adapter has no method '%s'%s; its methods are %s", tostring(key), did_you_mean(key, names), concat(names, ", ")), 2)
    end
    return method
  end
end
--- The adapter of `container` (a navigation stack, tab bar, split or custom
--- container): `:contained()`, `:visible()`, `:make_visible(child)`.
function app.adapter(container, ...)
  no_more("app.adapter", 1, container, ...)
  local id = node_argument(container, "app.adapter", 1)
  b_nodes.adapter_check(id)
  return setmetatable({ [HANDLE] = id }, Adapter)
end

--- The app's own operations, for actions written in Lua. Each makes its
--- change at once, or with options `{ animated = true }` starts it on the
--- virtual clock and returns while it is in flight.
app.ops = {
  push = function(navigation, vc, options, ...)
    no_more("app.ops.push", 3, navigation, ...)
    b_nodes.node_push(node_argument(navigation, "app.ops.push", 1), node_argument(vc, "app.ops.push", 2),
      animated(options, "app.ops.push", 3))
  end,
  present = function(presenter, vc, style, ...)
    no_more("app.ops.present", 3, presenter, ...)
    local choice
    if type(style) == "table" then
      local options = check_options(style, "app.ops.present", 3, schemas.present_op)
      style, choice = options.style, options.animated
    end
    b_nodes.node_present(node_argument(presenter, "app.ops.present", 1), node_argument(vc, "app.ops.present", 2), style, choice)
  end,
  dismiss_presented = function(vc, options, ...)
    no_more("app.ops.dismiss_presented", 2, vc, ...)
    b_nodes.node_dismiss_presented(node_argument(vc, "app.ops.dismiss_presented", 1), animated(options, "app.ops.dismiss_presented", 2))
  end,
  set_children = function(container, children, options, ...)
    no_more("app.ops.set_children", 3, container, ...)
    local handle_of_container = node_argument(container, "app.ops.set_children", 1)
    if type(children) ~= "table" or getmetatable(children) ~= nil then
      error(format("bad argument #2 to 'app.ops.set_children' (list of nodes expected, got %s)", kind_of(children)), 2)
    end
    local ids = {}
    for i, child in ipairs(children) do
      if type(child) ~= "table" or getmetatable(child) ~= Node then
        error(format("bad argument #2 to 'app.ops.set_children' (item %d: node expected, got %s)", i, kind_of(child)), 2)
      end
      ids[i] = rawget(child, HANDLE)
    end
    b_app.set_children(handle_of_container, ids, animated(options, "app.ops.set_children", 3))
  end,
  select_tab = function(tab_bar, n, ...)
    no_more("app.ops.select_tab", 2, tab_bar, ...)
    b_app.select_tab(node_argument(tab_bar, "app.ops.select_tab", 1), n)
  end,
  set_collapsed = function(split, collapsed, ...)
    no_more("app.ops.set_collapsed", 2, split, ...)
    if type(collapsed) ~= "boolean" then
      error(format("bad argument #2 to 'app.ops.set_collapsed' (true or false expected, got %s)", kind_of(collapsed)), 2)
    end
    b_app.set_collapsed(node_argument(split, "app.ops.set_collapsed", 1), collapsed)
  end,
}

--- Lets `seconds` pass on the app's virtual clock (costs no real time):
--- transitions in flight end when their time comes, and waiting
--- interceptors whose conditions now hold go on.
function app.wait(seconds, ...) no_more("app.wait", 1, seconds, ...) b_clock.clock_wait(seconds) end
--- Lets the app settle: transitions in flight run to their end (the clock
--- moves on to the last one's end), then waiting interceptors whose
--- conditions now hold go on.
function app.settle(...) no_more("app.settle", 0, nil, ...) b_clock.clock_settle() end
--- Seconds since the app started, on its virtual clock.
function app.now(...) no_more("app.now", 0, nil, ...) return b_clock.clock_now() end
--- Whether an animated transition is running (a push, a pop, a presentation, a dismissal).
function app.transition_in_progress(...) no_more("app.transition_in_progress", 0, nil, ...) return b_clock.clock_in_transition() end

return {}
