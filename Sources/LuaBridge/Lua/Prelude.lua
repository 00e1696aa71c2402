local B, reloadable = ...
-- What LuaKit's hot reload says of the project's modules.
local module_named, current_function, reload, module_generation, is_reloading, module_versions =
      reloadable.module_named, reloadable.current, reloadable.reload, reloadable.generation, reloadable.reloading,
      reloadable.versions
-- The Swift bindings, one table per part of the API they serve.
local b_prelude, b_objects, b_app, b_nodes, b_commands, b_clock, b_waits, b_router, b_links, b_route, b_spelling, b_data, b_environment =
      B.prelude, B.objects, B.app, B.nodes, B.commands, B.clock, B.waits, B.router, B.links, B.route, B.spelling, B.data, B.environment
local HANDLE = setmetatable({}, { __name = "handle key" })
local error, format, type, tostring, rawget, getmetatable, setmetatable, ipairs, math_type =
      error, string.format, type, tostring, rawget, getmetatable, setmetatable, ipairs, math.type
local next, sort, concat, unpack = next, table.sort, table.concat, table.unpack
local pairs, select, rawset, pcall = pairs, select, rawset, pcall
-- Read once: a flow that replaces it cannot make a wait return early. A wait
-- yields only on an interceptor's own thread (one flowrun drives): anywhere
-- else, a coroutine the flow made would receive flowrun's wait instead.
local yield, isyieldable = coroutine.yield, coroutine.isyieldable
local function in_interceptor() return isyieldable() and b_waits.in_interceptor() end

-- What a nil argument's message adds (most often a misspelt name).
local nil_hint = b_spelling.nil_hint()

-- How many values a call returned, then the values: a function that ends
-- without `return` is told from one returning nil.
local function returned(...) return select("#", ...), ... end

-- " (did you mean 'search'?)" when `word` is most likely a misspelling of one of `names`, else "".
local function did_you_mean(word, names)
  local near = type(word) == "string" and b_spelling.suggest(word, unpack(names))
  return near and format(" (did you mean '%s'?)", near) or ""
end

-- Swift objects: a table holding the handle of a Swift object, of the class
-- of its kind; collected tables release their object. Swift lists the kinds
-- (one class each) and says the kind of each object it hands over.
local classes, class_methods = {}, {}
-- What a flow most likely missed when it asks an object for a method it
-- does not have yet: kind -> method -> the fix.
local missing_step = {
  step_assembly = {
    assemble = "a step needs :using(action) and :from(origin) before :assemble()",
    from = "a step needs :using(action) before :from(origin)",
  },
  action_chain = { assemble = "a chain needs :from(origin) before :assemble()" },
  integrator = {
    assemble = "a chain needs :using(action) and :from(origin) before :assemble()",
    from = "a chain needs :using(action) before :from(origin)",
  },
}
local single_step_use = "a single step is a link of a chain: route.chain(step):using(action):from(origin):assemble(), "
  .. "or another step's origin, as in :from(step)"
missing_step.intermediate = { using = single_step_use, from = single_step_use, assemble = single_step_use }
local assembled = "it is assembled already: add to the step before its :assemble()"
missing_step.destination = {
  adding = assembled .. ", or give every navigation the piece with router:add(…)",
  using = assembled, from = assembled, assemble = "it is assembled already: navigate to it as it is",
}
local kinds, kind_displays = b_objects.kinds()
local display_of = {}
for i, kind in ipairs(kinds) do display_of[kind] = kind_displays[i] end
-- "a step assembly": an object kind as a message names it.
local function kind_name(kind)
  if kind == "links" then return "a link table" end
  local name = display_of[kind] or kind
  return (name:find("^[aeiou]") and "an " or "a ") .. name
end
for _, kind in ipairs(kinds) do
  local methods = {}
  class_methods[kind] = methods
  classes[kind] = {
    __name = kind,
    __method_names = {},
    __gc = function(self) b_objects.release(rawget(self, HANDLE)) end,
    __tostring = function() return kind end,
    __index = function(_, key)
      local method = methods[key]
      if method == nil then
        local fix = missing_step[kind] and missing_step[kind][key]
        if fix then error(format("%s has no field '%s' (%s)", kind_name(kind), tostring(key), fix), 2) end
        local names = {}
        for name in next, methods do names[#names + 1] = name end
        sort(names)
        error(format("%s has no field '%s'%s; its methods are %s", kind_name(kind), tostring(key), did_you_mean(key, names),
          #names == 0 and "none" or concat(names, ", ")), 2)
      end
      return method
    end,
  }
end

-- A method called with a dot (`links.add(p, d)`) takes its first argument
-- for `self`: said as that, at the flow's line (level 3: the method's caller).
local function colon_call(owner, name)
  error(format("'%s' is a method of %s: call it with a colon, :%s(…), not .%s(…)", name, owner, name, name), 3)
end

-- More arguments than `name` reads: an error at `level`, never dropped.
local function too_many(name, most, given, level)
  local takes = most == 0 and "no arguments" or most == 1 and "one argument" or most .. " arguments"
  error(format("%s takes %s, but was given %d; the rest would be ignored", name, takes, given), level + 1)
end

-- Gives the objects of `kind` their methods; each checks it was called on
-- one and was given no more arguments than the method reads, then
-- tail-calls the method, so its errors' levels are unchanged. A
-- tail call leaves the method's frame unnamed: the class's
-- `__method_names` names it, so a bad argument is reported against
-- `kind:method` (flowrun's C side reads it), not the binding's name.
local function object_class(kind, methods)
  local own, class = class_methods[kind], classes[kind]
  if own == nil then error("no Swift object kind '" .. tostring(kind) .. "'", 2) end
  for name, method in pairs(methods) do
    class.__method_names[method] = name
    local most = b_objects.parameters(method) - 1
    own[name] = function(self, ...)
      if getmetatable(self) ~= class then colon_call(kind_name(kind), name) end
      if most >= 0 and select("#", ...) > most then too_many(kind .. ":" .. name, most, select("#", ...), 2) end
      return method(self, ...)
    end
  end
end

-- The object for a handle and kind, as the bindings return them.
local function object(handle, kind) return setmetatable({ [HANDLE] = handle }, classes[kind]) end

-- The handle of an object; anything else as it is, so Swift can say what
-- was passed instead of what was expected.
local function handle(value)
  if type(value) == "table" then return rawget(value, HANDLE) or value end
  return value
end

-- The API's own tables (app, route, route.nav…), filled as they are built:
-- one given where an argument goes is most likely `route:step{…}` for
-- `route.step{…}`, which passes the table first.
local api_tables = {}
local function dot_call(value, name, level)
  if api_tables[value] then
    error(format("%s was called with a colon, which passes %s as its first argument: call it as %s(…), with a dot",
      name, api_tables[value], name), level + 1)
  end
end

-- Checks of a public function's optional arguments: a bad one is an error
-- at the flow's line (the caller of the public function) naming both.
-- `first` is the function's first argument: an API table there (a colon
-- call) is what to say when a later argument is wrong.
local function optional(value, expected, name, n, first)
  if value ~= nil and type(value) ~= expected then
    dot_call(first, name, 2)
    error(format("bad argument #%d to '%s' (%s expected, got %s)", n, name, expected, type(value)), 3)
  end
  return value
end

-- Arguments past the `most` a public function reads: an error naming it,
-- never dropped (`route.interceptor(f, { name = "auth" })`).
-- `first` is its first argument (nil when it takes none): an API table
-- there, or first among the extra ones, is a colon call, said as that.
local function no_more(name, most, first, ...)
  dot_call(first, name, 3)
  dot_call((...), name, 3)
  if select("#", ...) > 0 then too_many(name, most, most + select("#", ...), 3) end
end

-- Option tables, checked in this one place against the schema of the
-- function taking them: option name -> the shape of its value, a Lua type
-- ("string"), types joined by " or ", "strings" (a list of strings) or
-- "any" (checked by the function itself). An unknown option (with the
-- nearest known one) or a value of another shape is an error at `level`
-- (default 3: the flow's call of the public function).
-- What a function given no options reads them from; never written to.
local NO_OPTIONS = {}

-- What a value is, for a bad argument: its type, or a flowrun object's kind.
local function kind_of(value)
  local meta = type(value) == "table" and getmetatable(value)
  local kind = type(meta) == "table" and rawget(meta, "__name")
  return type(kind) == "string" and (display_of[kind] or kind:gsub("_", " ")) or type(value)
end

local function has_shape(value, shape)
  local kind = type(value)
  if shape == "any" or kind == shape then return true end
  if shape == "strings" then
    if kind ~= "table" then return false end
    local count = 0
    for key, item in pairs(value) do
      if math_type(key) ~= "integer" or type(item) ~= "string" then return false end
      count = count + 1
    end
    return count == #value
  end
  for each in shape:gmatch("%a+") do if each == kind then return true end end
  return false
end

local function describe_shape(shape)
  if shape == "strings" then return "a list of strings" end
  return "a " .. shape:gsub(" or ", " or a ")
end

local function quoted(value)
  local text = tostring(value)
  if #text > 60 then text = text:sub(1, 60) .. "…" end
  return type(value) == "string" and format("%q", text) or text
end

-- What is wrong with a table given for a list of strings, in words; nil
-- when nothing is. An empty list or a hole is most likely a variable
-- misspelt where a string was meant ({ logged_in } for { "logged_in" }).
local function list_problem(list)
  local count, last, seen = 0, 0, {}
  for key, item in pairs(list) do
    if math_type(key) ~= "integer" or key < 1 then return format("must be a list of strings, but has the key %s", quoted(key)) end
    if type(item) ~= "string" then return format("must be a list of strings, but item %d is %s %s", key, type(item), quoted(item)) end
    if item:find("^%s") or item:find("%s$") or item == "" then
      return format("has item %d '%s', %s: a name has none", key, item, item == "" and "an empty string" or "with space at an end")
    end
    local before = seen[item]
    if before then
      return format("names '%s' twice (items %d and %d)", item, before < key and before or key, before < key and key or before)
    end
    seen[item] = key
    count, last = count + 1, key > last and key or last
  end
  if count == 0 then
    return "is an empty list, so it names nothing (a misspelt variable, { logged_in } for { \"logged_in\" }?); leave it out for none"
  end
  if count ~= last then
    local hole = 1
    while list[hole] ~= nil do hole = hole + 1 end
    return format("has nil at position %d of %d (a misspelt variable, or a name without quotes?)", hole, last)
  end
end


local function unknown_option(key, name, schema, level)
  local names = {}
  for option in pairs(schema) do names[#names + 1] = option end
  sort(names)
  error(format("%s: unknown option '%s'%s; %s", name, tostring(key), did_you_mean(key, names),
    #names == 0 and "it takes no options" or "the options are " .. concat(names, ", ")), level + 1)
end

local function check_options(value, name, n, schema, level, first)
  level = level or 3
  if value == nil then return NO_OPTIONS end
  dot_call(value, name, level)
  if type(value) ~= "table" then
    dot_call(first, name, level)
    error(format("bad argument #%d to '%s' (table of options expected, got %s)", n, name, type(value)), level)
  end
  if getmetatable(value) ~= nil then
    local kind = kind_of(value)
    error(format("bad argument #%d to '%s' (table of options expected, got a %s)", n, name,
      kind == "table" and "table with a metatable" or kind), level)
  end
  for key, item in next, value do
    local shape = schema[key]
    local problem = shape == "strings" and type(item) == "table" and list_problem(item)
    if shape == nil then
      dot_call(first, name, level)
      unknown_option(key, name, schema, level)
    elseif problem then
      error(format("%s: option '%s' %s", name, key, problem), level)
    elseif not has_shape(item, shape) then
      error(format("%s: option '%s' must be %s, got %s %s", name, key, describe_shape(shape), type(item), quoted(item)), level)
    end
  end
  return value
end

-- The schemas of the flow API's option tables.
local schemas = {
  tab_bar = { selected = "number", properties = "table" },
  launch_from = { keep_modules = "boolean", containers = "table", styles = "table" },
  tree = { ids = "boolean" },
  present = { style = "string", properties = "table", animated = "boolean" },
  transition = { animated = "boolean" },
  present_op = { style = "string", animated = "boolean" },
  container_class = { visible = "function", make_visible = "function" },
  finder_options = { search = "string or table", start = "any" },
  finder = { is_target = "function", find = "function", search = "string or table", start = "any" },
  factory = { build = "function", prepare = "function" },
  preparing = { prepare = "function" },
  -- Swift says what a part that is not a finder or factory is.
  step_parts = { finder = "any", factory = "any" },
  present_modally = { style = "string", start = "any", modal_in_presentation = "boolean" },
  tab_add = { at = "number", replacing = "boolean" },
  links = { case_insensitive_paths = "boolean", redirect_limit = "number" },
  links_fuzz = { seed = "number", count = "number" },
  open_url = { cold = "boolean" },
  switch_case = { when = "any", from = "any", expecting = "any" },
}

local function check_function(f, what)
  if type(f) ~= "function" then
    dot_call(f, what:match("^[%w_.:]+"), 3)
    error(format("%s needs a function, got %s%s", what, type(f), f == nil and nil_hint or ""), 3)
  end
end

-- A function the flow hands over, as Swift names it in traces: the function
-- that defines it (a module's own, for a module function) and the name
-- flowrun knows it by (nil: Swift finds it among the caller's variables).
local function named(fn)
  local defined, name = current_function(fn)
  if name == nil then return fn, nil end
  return type(defined) == "function" and defined or fn, name
end

-- Nodes ---------------------------------------------------------------------

-- One proxy per node, kept while the node lives so that scans over the app
-- make none. Keyed by the node's handle, an opaque value (Swift alone knows
-- what it is made of). Proxies of deallocated nodes are swept out whenever
-- the cache has doubled.
local nodes, node_count, sweep_at = {}, 0, 1024
local node

local function sweep_nodes()
  for key, proxy in pairs(nodes) do
    if not b_nodes.node_alive(rawget(proxy, HANDLE)) then
      nodes[key] = nil
      node_count = node_count - 1
    end
  end
  sweep_at = node_count * 2 > 1024 and node_count * 2 or 1024
end

local function node_list(ids)
  local list = {}
  for i, id in ipairs(ids) do list[i] = node(id) end
  return list
end

local node_fields = {
  id = function(id) return b_nodes.node_number(id) end,
  class = function(id) return b_nodes.node_class(id) end,
  context = function(id) return b_nodes.node_context(id) end,
  parent = function(id) return node(b_nodes.node_parent(id)) end,
  children = function(id) return node_list(b_nodes.node_children(id)) end,
  presented = function(id) return node(b_nodes.node_presented(id)) end,
  presenting = function(id) return node(b_nodes.node_presenting(id)) end,
  selected = function(id) return b_nodes.node_selected(id) end,
}
-- Settable flags: whether a navigation may dismiss the node (RouteComposer's
-- canBeDismissed), and whether a presented node refuses the swipe down.
local node_flags = { can_be_dismissed = true, modal_in_presentation = true }
-- UIKit's read-only transition flags: true while an animated transition runs.
local node_transition_flags = { is_being_presented = true, is_being_dismissed = true,
  is_moving_to_parent = true, is_moving_from_parent = true }

-- A node's properties have names: `vc[1]` is a mistake (its children are
-- `vc.children`), not a nil to carry on with. Raised for a key that is no string.
local function property_name(key, verb)
  error(format("cannot %s node[%s]: a node's properties are named by strings (its children are node.children)",
    verb, type(key) == "number" and tostring(key) or type(key)), 3)
end

local Node = {
  __name = "node",
  __index = function(self, key)
    if type(key) ~= "string" then property_name(key, "read") end
    local id = rawget(self, HANDLE)
    local field = node_fields[key]
    if field then return field(id) end
    if node_flags[key] or node_transition_flags[key] then return b_nodes.node_flag(id, key) end
    return b_nodes.node_get(id, key)
  end,
  __newindex = function(self, key, value)
    if type(key) ~= "string" then property_name(key, "set") end
    if node_fields[key] or node_transition_flags[key] then
      local names = {}
      for name in pairs(node_fields) do names[#names + 1] = name end
      for name in pairs(node_transition_flags) do names[#names + 1] = name end
      sort(names)
      error(format("'%s' of a node cannot be set: it is the node's own (its fields %s are read-only); give the property another name",
        key, concat(names, ", ")), 2)
    end
    if node_flags[key] then
      if type(value) ~= "boolean" then error(format("'%s' of a node is true or false, not %s", key, type(value)), 2) end
      return b_nodes.node_set_flag(rawget(self, HANDLE), key, value)
    end
    b_nodes.node_set(rawget(self, HANDLE), key, value)
  end,
  __tostring = function(self) return b_nodes.node_describe(rawget(self, HANDLE)) end,
  -- pairs(vc): the node's own properties, by name.
  __pairs = function(self)
    local id = rawget(self, HANDLE)
    local names, i = b_nodes.node_property_names(id), 0
    return function()
      i = i + 1
      local name = names[i]
      if name ~= nil then return name, b_nodes.node_get(id, name) end
    end, self, nil
  end,
}

node = function(id)
  if id == nil then return nil end
  local n = nodes[id]
  if n == nil then
    n = setmetatable({ [HANDLE] = id }, Node)
    nodes[id] = n
    node_count = node_count + 1
    if node_count >= sweep_at then sweep_nodes() end
  end
  return n
end

-- The handle of a node, or an error naming what was expected.
local function node_handle(value, what)
  if type(value) == "table" and getmetatable(value) == Node then return rawget(value, HANDLE) end
  error((what or "a node") .. " expected", 3)
end

-- Argument `n` of the public function `name` as a node's handle; a bad
-- argument at the flow's line otherwise.
local function node_argument(value, name, n)
  if type(value) == "table" and getmetatable(value) == Node then return rawget(value, HANDLE) end
  dot_call(value, name, 3)
  error(format("bad argument #%d to '%s' (node expected, got %s)", n, name, kind_of(value)), 3)
end

-- `fn(context)` as Swift calls it: the node it returns, as a handle (nil
-- stays nil); anything else is an error naming `what`.
local function returning_node(fn, what)
  return function(context)
    local result = fn(context)
    return result and node_handle(result, what)
  end
end

-- The app -------------------------------------------------------------------

local app = {}

--- Defines a screen class, a subclass of `superclass` (default UIViewController).
function app.class(name, superclass, ...) no_more("app.class", 2, name, ...) b_app.define_class(name, superclass) end

--- Defines a custom container class: `visible(container)` returns the list
--- of children it shows, `make_visible(child, container)` shows one (see app.ops).
function app.container_class(name, adapter, ...)
  no_more("app.container_class", 2, name, ...)
  if type(adapter) ~= "table" then
    dot_call(name, "app.container_class", 2)
    error("app.container_class needs { visible = ..., make_visible = ... }", 2)
  end
  check_options(adapter, "app.container_class", 2, schemas.container_class)
  check_function(adapter.visible, "app.container_class visible")
  check_function(adapter.make_visible, "app.container_class make_visible")
  b_app.define_container_class(name,
    function(id)
      local ids = {}
      for i, child in ipairs(adapter.visible(node(id))) do ids[i] = node_handle(child, "a node from visible") end
      return ids
    end,
    function(child, container) adapter.make_visible(node(child), node(container)) end)
end

-- The children of a container for app.launch: a list of entries (made by
-- app.screen, app.navigation…, or class names), checked where it is written.
local function launch_children(children, name)
  dot_call(children, name, 3)
  if type(children) ~= "table" or getmetatable(children) ~= nil then
    error(format("bad argument #1 to '%s' (list of screens expected, got %s)", name, kind_of(children)), 3)
  end
  if type(children.class) == "string" then
    error(format("bad argument #1 to '%s' (list of screens expected, got one screen (%s): put it in a list, as in %s { app.screen(\"%s\") })",
      name, children.class, name, children.class), 3)
  end
  for i, child in ipairs(children) do
    if type(child) ~= "string" and (type(child) ~= "table" or type(child.class) ~= "string") then
      error(format("bad argument #1 to '%s' (item %d: a screen (app.screen, app.navigation, …) or a class name expected, got %s)",
        name, i, kind_of(child)), 3)
    end
  end
  return children
end

-- The properties of an entry for app.launch: nil or a table of them; a
-- screen given there most likely belongs in the list of children.
local function launch_properties(properties, name)
  if properties ~= nil and type(properties) ~= "table" then
    error(format("bad argument #2 to '%s' (table of properties expected, got %s)", name, type(properties)), 3)
  end
  if type(properties) == "table" and type(properties.class) == "string" and getmetatable(properties) == nil then
    error(format("bad argument #2 to '%s' (properties expected, got a screen (%s): put every screen in the list, the first argument)",
      name, properties.class), 3)
  end
  return properties
end

--- A screen of `class` for app.launch, with optional properties.
function app.screen(class, properties, ...)
  no_more("app.screen", 2, class, ...)
  b_app.require_class(class)
  return { class = class, properties = launch_properties(properties, "app.screen") }
end

--- A navigation stack for app.launch: `app.navigation { screen, ... }`.
function app.navigation(children, properties, ...)
  no_more("app.navigation", 2, children, ...)
  return { class = "UINavigationController", children = launch_children(children, "app.navigation"),
           properties = launch_properties(properties, "app.navigation") }
end

--- A tab bar for app.launch: `app.tab_bar({ tab, ... }, { selected = 1 })`.
function app.tab_bar(children, options, ...)
  no_more("app.tab_bar", 2, children, ...)
  options = check_options(options, "app.tab_bar", 2, schemas.tab_bar, nil, children)
  return { class = "UITabBarController", children = launch_children(children, "app.tab_bar"), selected = options.selected,
           properties = options.properties }
end

--- A split view for app.launch: `app.split { primary, secondary }`.
function app.split(children, properties, ...)
  no_more("app.split", 2, children, ...)
  if type(properties) == "table" and getmetatable(properties) == nil and rawget(properties, "collapsed") ~= nil then
    error("app.split: 'collapsed' in the properties would be a property of the split, not collapse it: write the entry as "
      .. "{ class = \"UISplitViewController\", collapsed = true, children = { primary, secondary } }, or collapse it after "
      .. "launching with app.ops.set_collapsed(split, true)", 2)
  end
  return { class = "UISplitViewController", children = launch_children(children, "app.split"),
           properties = launch_properties(properties, "app.split") }
end

--- An entry for app.launch presenting another: `presented` (an entry, or a
--- class name) presented over `presenter` with `style` (default "full_screen").
--- Only the outermost entry, or one presented, can present (as in UIKit).
function app.presenting(presenter, presented, style, ...)
  no_more("app.presenting", 3, presenter, ...)
  for n, entry in ipairs({ presenter, presented }) do
    if type(entry) ~= "string" and (type(entry) ~= "table" or getmetatable(entry) ~= nil or type(entry.class) ~= "string") then
      dot_call(entry, "app.presenting", 2)
      error(format("bad argument #%d to 'app.presenting' (a screen (app.screen, app.navigation, …) or a class name expected, got %s)",
        n, kind_of(entry)), 2)
    end
  end
  optional(style, "string", "app.presenting", 3, presenter)
  if style ~= nil then b_app.check_presentation_style(style) end
  local entry = type(presenter) == "string" and { class = presenter } or {}
  if type(presenter) == "table" then
    if presenter.presented ~= nil then
      error(format("bad argument #1 to 'app.presenting' (%s presents already: present the second from the first, "
        .. "app.presenting(a, app.presenting(b, c)))", presenter.class), 2)
    end
    for key, value in next, presenter do entry[key] = value end
  end
  entry.presented, entry.presented_style = presented, style
  return entry
end

-- The fields of a launch tree entry written as a table, listed and as a set.
local launch_fields = { "children", "class", "collapsed", "presented", "presented_style", "properties", "selected" }
local launch_field = {}
for _, field in ipairs(launch_fields) do launch_field[field] = true end

-- Builds the entry `spec` (not what it presents); `inside` a container, it may not present.
-- Its errors are raised at `level`: the flow's call of the public function.
local function build(spec, inside, level)
  if type(spec) == "string" then spec = { class = spec } end
  if type(spec) == "table" and getmetatable(spec) == nil then
    for key in next, spec do
      if not launch_field[key] then
        error(format("a launch tree entry has no field '%s'%s; its fields are %s (or use app.screen, app.navigation, app.tab_bar)",
          tostring(key), did_you_mean(key, launch_fields), concat(launch_fields, ", ")), level)
      end
    end
  end
  if type(spec) ~= "table" or type(spec.class) ~= "string" then
    error("a launch tree entry needs a class (use app.screen, app.navigation, app.tab_bar)", level)
  end
  if inside and spec.presented ~= nil then
    error(format("a launch tree entry inside a container cannot present (%s presents %s): the simulator presents from the "
      .. "outermost container, as UIKit does; present from the outermost entry, app.presenting(root, …)",
      spec.class, type(spec.presented) == "table" and tostring(spec.presented.class) or tostring(spec.presented)), level)
  end
  local id = b_app.make_node(spec.class, spec.properties)
  if spec.children then
    local ids = {}
    for i, child in ipairs(spec.children) do ids[i] = build(child, true, level + 1) end
    b_app.set_children(id, ids)
  end
  if spec.selected then b_app.select_tab(id, spec.selected) end
  if spec.collapsed ~= nil then
    if type(spec.collapsed) ~= "boolean" then
      error(format("a launch tree entry's 'collapsed' is true or false, got %s", kind_of(spec.collapsed)), level)
    end
    b_app.set_collapsed(id, spec.collapsed)
  end
  return id
end

-- What app.launch and app.launch_window launched, window by window, in
-- order, for app.relaunch.
local launches = {}
local function remember_launch(window, spec)
  for _, launch in ipairs(launches) do
    if launch.window == window then launch.spec = spec return end
  end
  launches[#launches + 1] = { window = window, spec = spec }
end

-- Makes the entry `spec` the root of `window` (nil: the key window), then
-- presents what it presents, and what that presents, in turn. Called by the
-- public functions, so the flow's call is four levels up from `build`.
local function launch_tree(spec, window)
  local id = build(spec, false, 4)
  if window == nil then b_app.set_root(id) else b_app.window_set_root(window, id) end
  while type(spec) == "table" and spec.presented ~= nil do
    local presented = build(spec.presented, false, 4)
    b_nodes.node_present(id, presented, spec.presented_style)
    id, spec = presented, spec.presented
  end
end

--- Makes `spec` the root of the main window, and remembers it for app.relaunch.
function app.launch(spec, ...)
  no_more("app.launch", 1, spec, ...)
  launch_tree(spec)
  remember_launch(b_app.key_window(), spec)
end

--- Makes `spec` the root of the window `name`, made if new (the first window
--- is "main"), and remembers it for app.relaunch. The key window, where
--- routing, commands and app.top work, stays as it is: app.make_key moves it.
function app.launch_window(name, spec, ...)
  no_more("app.launch_window", 2, name, ...)
  if type(name) ~= "string" then
    dot_call(name, "app.launch_window", 2)
    error(format("bad argument #1 to 'app.launch_window' (a window's name expected, got %s)", kind_of(name)), 2)
  end
  launch_tree(spec, name)
  remember_launch(name, spec)
end

--- Makes the window `name` the key window: where navigations start (as
--- RouteComposer's key window provider sees it), and what app.top, app.root
--- and the commands work on.
function app.make_key(name, ...)
  no_more("app.make_key", 1, name, ...)
  b_app.make_key(name)
end

--- The names of the app's windows, in the order they were made.
function app.windows(...) no_more("app.windows", 0, nil, ...) return b_app.windows() end
--- The name of the key window.
function app.key_window(...) no_more("app.key_window", 0, nil, ...) return b_app.key_window() end

--- Launches from a view controller hierarchy captured on a device (UIKit's
--- _printHierarchy), a file of the project; options: `keep_modules`,
--- `containers`, `styles`. Remembered for app.relaunch.
function app.launch_from(path, options, ...)
  no_more("app.launch_from", 2, path, ...)
  if type(path) ~= "string" then
    dot_call(path, "app.launch_from", 2)
    error(format("bad argument #1 to 'app.launch_from' (the path of a captured hierarchy expected, got %s)", kind_of(path)), 2)
  end
  options = check_options(options, "app.launch_from", 2, schemas.launch_from, nil, path)
  local spec = b_app.launch_capture(path, options.keep_modules or false, options.containers, options.styles)
  launch_tree(spec)
  remember_launch(b_app.key_window(), spec)
end

--- A cold start: abandons what is waiting (a navigation's interceptor, its
--- waits), lets transitions finish and builds the launch tree again. Lua
--- state (modules, variables) stays, as what the app keeps on disk would.
local function relaunch(...)
  no_more("app.relaunch", 0, nil, ...)
  if launches[1] == nil then error("app.relaunch needs app.launch to have run first", 2) end
  b_app.relaunch_prepare()
  -- A cold start: the first window is the key window again.
  b_app.make_key(b_app.windows()[1])
  for _, launch in ipairs(launches) do launch_tree(launch.spec, launch.window) end
end
app.relaunch = relaunch

--- The screen the user sees (the visible leaf of the topmost screen).
function app.top(...) no_more("app.top", 0, nil, ...) return node(b_app.visible_leaf()) end
--- The topmost node: the window root followed up its presentations.
function app.topmost(...) no_more("app.topmost", 0, nil, ...) return node(b_app.topmost()) end
--- The root of the key window, or of the window `name`.
function app.root(name, ...)
  no_more("app.root", 1, name, ...)
  if name == nil then return node(b_app.root()) end
  return node(b_app.window_root(name))
end
--- The tree in its compact text form; `{ ids = true }` adds node ids.
function app.tree(options, ...)
  no_more("app.tree", 1, options, ...)
  options = check_options(options, "app.tree", 1, schemas.tree)
  return b_app.tree_text(options.ids or false)
end

-- The Route library's commands and user gestures. Each returns the screen
-- then on top. With no options, it lets its transitions finish; options
-- `{ animated = true }` leave them in flight on the virtual clock (app.wait
-- moves it on), `{ animated = false }` make the change at once.

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
--- Asks `vc` to dismiss itself, with the method a route.dismissal_task gave it.
function app.dismiss(vc, context, ...)
  no_more("app.dismiss", 2, vc, ...)
  b_nodes.node_dismiss(node_argument(vc, "app.dismiss", 1), context)
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

-- Routing -------------------------------------------------------------------


-- :using takes an action; a function given instead is most likely one not called.
local function using(self, action)
  if type(action) == "function" then
    error("bad argument #1 to 'using' (an action expected, got a function: call it, as in route.nav.push())", 2)
  end
  return object(b_route.using(handle(self), handle(action)))
end

-- :from takes an origin or a destination (the chain is complete) or an
-- intermediate step (which then needs its own :using).
local function chain_from(self, origin)
  return object(b_route.from(handle(self), handle(origin)))
end

object_class("destination", {
  adapting_context = function(self, fn)
    check_function(fn, ":adapting_context")
    return object(b_route.adapting_context(handle(self), function(context) return fn(context) end, named(fn)))
  end,
  expecting_container = function(self) return self end,
  unsafely_rewrapped = function(self) return self end,
})
object_class("complete_chain", { assemble = function(self) return object(b_route.assemble(handle(self))) end })
object_class("action_chain", { from = chain_from })
object_class("integrator", {
  using = using,
})
object_class("step_assembly", {
  adding = function(self, task) return object(b_route.adding(handle(self), handle(task))) end,
  using = using,
  from = chain_from,
})
object_class("switch", {
  --- A case: a function of the context returning a destination or nil; or
  --- { when = boolean | function(context) | finder, from = destination };
  --- or { from = finder } / { expecting = finder } to start from what the finder finds.
  add_case = function(self, case)
    if type(case) == "function" then
      return object(b_route.switch_case(handle(self), function(context)
        local destination = case(context)
        return destination and handle(destination)
      end, named(case)))
    end
    if type(case) ~= "table" then error("add_case needs a function or a table", 2) end
    check_options(case, "switch:add_case", 1, schemas.switch_case)
    if case.when ~= nil then
      local condition = type(case.when) == "table" and handle(case.when) or case.when
      return object(b_route.switch_when(handle(self), condition, handle(case.from), named(case.when)))
    end
    local finder = case.expecting or case.from
    return object(b_route.switch_from(handle(self), handle(finder)))
  end,
  assemble = function(self, default) return object(b_route.switch_assemble(handle(self), handle(default))) end,
})


local route = { nav = {}, general = {}, tab = {}, split = {} }

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
  return object(b_route.class_finder(class, options.search, start_argument(options.start, "route.class_finder")))
end

--- A class finder that also needs the node's context to equal the navigation's.
function route.class_with_context_finder(class, options, ...)
  no_more("route.class_with_context_finder", 2, class, ...)
  options = check_options(options, "route.class_with_context_finder", 2, schemas.finder_options, nil, class)
  return object(b_route.class_with_context_finder(class, options.search,
    start_argument(options.start, "route.class_with_context_finder")))
end
--- A finder that never finds (its step always builds).
function route.nil_finder(...) no_more("route.nil_finder", 0, nil, ...) return object(b_route.nil_finder()) end
--- Finds what presents the topmost screen: "go back" as a destination.
function route.presenting_finder(...) no_more("route.presenting_finder", 0, nil, ...) return object(b_route.presenting_finder()) end
--- Finds the navigation stack shown as a split view's detail.
function route.details_navigation_finder(...) no_more("route.details_navigation_finder", 0, nil, ...) return object(b_route.details_navigation_finder()) end
--- Finds this very node, while it is in the app.
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
    return object(b_route.stack_finder(scan, spec.search, start_argument(spec.start, "route.finder"), nodes, named(is_target)))
  end
  local find = spec.find
  check_function(find, "route.finder find")
  return object(b_route.custom_finder(returning_node(find, "a node (or nil) from find"), named(find)))
end
object_class("finder", {
  --- Runs the finder now, as a navigation's walk would: the node it finds, or nil.
  find = function(self, context) return node(b_route.finder_find(handle(self), context)) end,
})

--- A factory that builds nothing: with a real finder, "find after build".
function route.nil_factory(...) no_more("route.nil_factory", 0, nil, ...) return object(b_route.nil_factory()) end
--- A factory written in Lua: { build = function(context) return app.make(class) end }.
function route.factory(spec, ...)
  no_more("route.factory", 1, spec, ...)
  if type(spec) == "table" then check_options(spec, "route.factory", 1, schemas.factory) end
  local make = type(spec) == "table" and spec.build or nil
  check_function(make, "route.factory build")
  local defined, name = named(make)
  return object(b_route.custom_factory(returning_node(make, "a node from build"), defined, name, spec.prepare))
end
--- A factory building a custom container of `class` (see app.container_class).
function route.container_factory(class, ...) no_more("route.container_factory", 1, class, ...) return object(b_route.container_factory(class)) end
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

--- Container factories (a subclass name may be given).
function route.navigation_factory(class, ...) no_more("route.navigation_factory", 1, class, ...) return object(b_route.navigation_factory(class)) end
function route.tab_bar_factory(class, ...) no_more("route.tab_bar_factory", 1, class, ...) return object(b_route.tab_bar_factory(class)) end
function route.split_factory(class, ...) no_more("route.split_factory", 1, class, ...) return object(b_route.split_factory(class)) end

--- A factory building a node of `class`, with optional properties.
function route.class_factory(class, properties, ...) no_more("route.class_factory", 2, class, ...) return object(b_route.class_factory(class, properties)) end

--- A context task: `fn(node, context)` sets up the node found or built.
function route.context_task(fn, options, ...)
  no_more("route.context_task", 2, fn, ...)
  check_function(fn, "route.context_task")
  options = check_options(options, "route.context_task", 2, schemas.preparing)
  local defined, name = named(fn)
  return object(b_route.context_task(function(id, context) fn(node(id), context) end, defined, name, options.prepare))
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
  return object(b_route.interceptor(fn, defined, name, options.prepare))
end

--- A post-routing task: `fn(node, context, routing_stack)` runs after success.
function route.post_task(fn, ...)
  no_more("route.post_task", 1, fn, ...)
  check_function(fn, "route.post_task")
  return object(b_route.post_task(function(id, context, ...) fn(node(id), context, node_list({ ... })) end, named(fn)))
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
function route.general.replace_root(...) no_more("route.general.replace_root", 0, nil, ...) return object(b_route.replace_root()) end
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
  parts = check_options(parts, "route.single_step", 1, schemas.step_parts)
  return object(b_route.single_step(handle(parts.finder), handle(parts.factory)))
end
function route.single_container_step(parts, ...)
  no_more("route.single_container_step", 1, parts, ...)
  parts = check_options(parts, "route.single_container_step", 1, schemas.step_parts)
  return object(b_route.single_container_step(handle(parts.finder), handle(parts.factory)))
end
function route.navigation_controller(class, ...) no_more("route.navigation_controller", 1, class, ...) return object(b_route.navigation_step(class)) end
function route.tab_bar_controller(class, ...) no_more("route.tab_bar_controller", 1, class, ...) return object(b_route.tab_bar_step(class)) end
function route.split_controller(class, ...) no_more("route.split_controller", 1, class, ...) return object(b_route.split_step(class)) end
--- Starts a chain with an intermediate step: route.chain(step):using(..):from(..):assemble().
function route.chain(step, ...) no_more("route.chain", 1, step, ...) return object(b_route.chain(handle(step))) end
--- A switch: picks the rest of the chain when the navigation starts.
function route.switch(...) no_more("route.switch", 0, nil, ...) return object(b_route.switch_new()) end

--- While a modal of the key window is being presented or dismissed: "abort"
--- (the default, as in RouteComposer) fails the navigation, "wait" looks
--- again every 0.1 s of the virtual clock.
function route.navigation_delaying_interceptor(strategy, ...)
  no_more("route.navigation_delaying_interceptor", 1, strategy, ...)
  return object(b_route.delaying_interceptor(strategy))
end
--- Sets the navigation's context as the node's context.
function route.context_setting_task(...) no_more("route.context_setting_task", 0, nil, ...) return object(b_route.context_setting_task()) end
--- Gives the node its way of being dismissed: `fn(vc, context)`; see app.dismiss.
function route.dismissal_task(fn, ...)
  no_more("route.dismissal_task", 1, fn, ...)
  check_function(fn, "route.dismissal_task")
  return object(b_route.dismissal_task(function(id, context) fn(node(id), context) end, named(fn)))
end

function route.general.root(...) no_more("route.general.root", 0, nil, ...) return object(b_route.general_root()) end
function route.general.current(...) no_more("route.general.current", 0, nil, ...) return object(b_route.general_current()) end
function route.general.custom(finder, ...) no_more("route.general.custom", 1, finder, ...) return object(b_route.general_custom(handle(finder))) end

--- A step: `route.step { finder = ..., factory = ... }`, then :adding, :using, :from, :assemble.
function route.step(parts, ...)
  no_more("route.step", 1, parts, ...)
  if type(parts) ~= "table" then error("route.step needs a table { finder = ..., factory = ... }", 2) end
  check_options(parts, "route.step", 1, schemas.step_parts)
  return object(b_route.step(handle(parts.finder), handle(parts.factory)))
end

-- A navigation, live: its fields say where it is now (a waiting interceptor
-- keeps it pending until the flow does what it waits for).
local NAVIGATION = setmetatable({}, { __name = "navigation key" })
local LINK = setmetatable({}, { __name = "link key" })
-- The fields b_router.navigation_field(number, name) reads, live, one at a time.
local navigation_fields = {
  pending = true, ok = true, error = true, kind = true, failed_step = true, traceback = true, waiting = true, trace = true,
  synchronous = true, initial_controller = true,
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

--- Adds an interceptor, context task or post task that runs for every navigation.
function router:add(entity, ...)
  if self ~= router then colon_call("the router", "add") end
  no_more("router:add", 1, entity, ...)
  b_router.router_add(handle(entity))
end

--- Navigates to a destination with a context. Returns the navigation:
--- `ok`, `pending`, `error`, `kind`, `failed_step`, `traceback` (of the Lua
--- code that failed, if any) and `trace` (rendered when read).
function router:navigate(destination, context, ...)
  if self ~= router then colon_call("the router", "navigate") end
  no_more("router:navigate", 2, destination, ...)
  local module = type(context) == "table" and module_named(context)
  if module then
    error(format("bad argument #2 to 'router:navigate' (a context expected, got the module '%s': was one of its functions "
      .. "called with a colon, m:f(…), where m.f(…) was meant?)", module), 2)
  end
  return setmetatable({ [NAVIGATION] = b_router.navigate(handle(destination), context) }, Navigation)
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
--- at once ("Navigation is in progress").
function route.single_navigation_router(inner, ...)
  no_more("route.single_navigation_router", 1, inner, ...)
  return object(b_router.single_navigation_router(inner_router(inner, "route.single_navigation_router")))
end
object_class("router", {
  --- Navigates through this router, as router:navigate does through the flow's.
  navigate = function(self, destination, context)
    return setmetatable({ [NAVIGATION] = b_router.wrapper_navigate(handle(self), handle(destination), context) }, Navigation)
  end,
  --- Adds an interceptor that runs before each navigation (a global interceptor router's).
  add_global = function(self, interceptor) b_router.router_add_global(handle(self), handle(interceptor)) end,
})

-- Deep links ------------------------------------------------------------------

-- The parameters a route pattern names: `:id`, `*rest`, `id<int>`, `page<int>?`.
local function pattern_names(pattern, into)
  local names = into or {}
  for name in pattern:gmatch("[:*]([%w_]+)") do names[name] = true end
  for name in pattern:gmatch("([%w_]+)<") do names[name] = true end
  return names
end

-- Each link table's parameter names, over all its patterns: a make_context
-- shared by routes reads names another route of the table has.
local table_names = setmetatable({}, { __mode = "k" })

-- A link's params as make_context and `link.params` read them: a name no
-- pattern of its table has is an error naming the pattern's own (a
-- misspelt `p.idd` would be a nil context). Still plain data (`__plain`):
-- the expectations compare and show it by content.
local function strict_params(params, pattern, known)
  return setmetatable(params, { __plain = true, __index = function(_, key)
    if known[key] then return nil end
    local list = {}
    for name in pairs(pattern_names(pattern)) do list[#list + 1] = name end
    sort(list)
    error(format("the params of %s have no '%s'%s; its pattern names %s", pattern, tostring(key), did_you_mean(key, list),
      #list == 0 and "no parameter" or concat(list, ", ")), 2)
  end })
end

object_class("links", {
  --- Adds a route: URLs matching `pattern` open `destination`, with the
  --- context `make_context(params)` returns (default: the params table).
  add = function(self, pattern, destination, make_context)
    if type(pattern) ~= "string" then error("links:add needs a URL pattern string, got " .. type(pattern), 2) end
    if getmetatable(destination) ~= classes.destination then
      error("links:add needs a destination (from :assemble()), got " .. type(destination), 2)
    end
    local known = table_names[self] or {}
    table_names[self] = known
    pattern_names(pattern, known)
    local maker = make_context
    if make_context ~= nil then
      check_function(make_context, "links:add make_context")
      maker = function(params)
        local count, context = returned(make_context(strict_params(params, pattern, known)))
        setmetatable(params, nil)
        -- A function that forgot its `return` would open the screen with no context.
        if count == 0 then
          error(format("the make_context of %s returned nothing; return the context (return nil, explicitly, for none)", pattern), 0)
        end
        return context
      end
    end
    b_links.links_add(handle(self), pattern, handle(destination), maker)
    return self
  end,
  --- A parameter type of its own: `fn(text)` returns the value, or nil when the text is not one.
  converter = function(self, name, fn)
    check_function(fn, "links:converter")
    b_links.links_converter(handle(self), name, fn)
    return self
  end,
  --- The routes in declaration order: { pattern, location }.
  routes = function(self) return b_links.links_routes(handle(self)) end,
  --- Problems with the table: duplicates, routes that never win.
  lint = function(self) return b_links.links_lint(handle(self)) end,
  --- How `url` resolves: every candidate (matched, params or reason), the winner's index and the rule.
  explain = function(self, url) return b_links.links_explain(handle(self), url) end,
  --- URLs made from each route's pattern, `links:fuzz { seed = 1, count = 12 }` (count: per route),
  --- as rows for a test's `each`: name (the URL), url, route, variant, fits (its own route takes it),
  --- and check(link), which fails the test when the opening surprises (see flowrun links --fuzz).
  fuzz = function(self, options)
    options = check_options(options, "links:fuzz", 1, schemas.links_fuzz)
    local seed, count = options.seed or 1, options.count or 12
    if math_type(seed) ~= "integer" or seed < 0 then error("links:fuzz: seed must be a whole number of 0 or more, got " .. tostring(seed), 2) end
    if math_type(count) ~= "integer" or count < 1 then
      error("links:fuzz: count must be a whole number of 1 or more (URLs per route), got " .. tostring(count), 2)
    end
    local rows = b_links.links_fuzz(handle(self), seed, count)
    for _, row in ipairs(rows) do
      local route_pattern, fits, url = row.route, row.fits, row.url
      row.name = row.url
      row.check = function(link, ...)
        no_more("check", 1, link, ...)
        local number = type(link) == "table" and rawget(link, LINK)
        if not number then error("check needs the opening open_url returned, got " .. kind_of(link), 2) end
        local why = b_links.fuzz_surprise(number, route_pattern, fits, url)
        -- An expectation either way: the opening's outcome is what the test checks.
        local expect = rawget(_G, "expect")
        if expect then expect(why == nil, why) elseif why ~= nil then error(why, 2) end
        return link
      end
    end
    return rows
  end,
})

--- A deep-link route table: route.links { case_insensitive_paths = false, redirect_limit = 5 }.
function route.links(options, ...)
  no_more("route.links", 1, options, ...)
  local links = object(b_links.links_new())
  if options ~= nil then
    if type(options) ~= "table" then error("route.links takes an option table", 2) end
    check_options(options, "route.links", 1, schemas.links)
    local limit = options.redirect_limit
    if limit ~= nil and (math_type(limit) ~= "integer" or limit < 0) then
      error("route.links redirect_limit must be a whole number of 0 or more, got " .. tostring(limit), 2)
    end
    b_links.links_configure(handle(links), options.case_insensitive_paths, options.redirect_limit)
  end
  return links
end

--- Makes `links` the table the app opens URLs with (open_url, route.redirect).
--- A reloaded module giving it again replaces it.
function app.links(links, ...) no_more("app.links", 1, links, ...) b_links.app_links(handle(links), is_reloading()) end

--- The app's own handler of opened URLs, asked before the table:
--- `fn(url)` returns nothing or true to go on, a string to open that URL
--- instead, or false (or nil) and a reason to refuse the link. nil removes it.
function app.on_open_url(fn, ...)
  no_more("app.on_open_url", 1, fn, ...)
  if fn ~= nil then check_function(fn, "app.on_open_url") end
  b_links.app_on_open_url(fn, named(fn), is_reloading())
end

-- A link opening: what the URL resolved to and, once it navigated, how the
-- navigation went (live, like a navigation).
local function navigation_object(number) return setmetatable({ [NAVIGATION] = number }, Navigation) end
local link_fields = {
  params = function(state)
    local params, pattern = state.params, state.route
    return params and pattern and strict_params(params, pattern, pattern_names(pattern)) or params
  end,
  navigation = function(_, nav) return nav end,
  failed_step = function(_, nav) return nav and nav.failed_step end,
  traceback = function(_, nav) return nav and nav.traceback end,
  trace = function(_, nav) return nav and nav.trace end,
  waiting = function(_, nav) return nav and nav.waiting end,
}
-- The fields of b_links.link_state (some nil, as `route` of an unmatched link).
local link_state_fields = {
  url = true, chain = true, rewrite = true, route = true, route_location = true, params = true,
  ok = true, pending = true, kind = true, error = true,
}
local link_field_names = {}
for name in pairs(link_fields) do link_field_names[name] = true end
for name in pairs(link_state_fields) do link_field_names[name] = true end
local Link = {
  __name = "link",
  __tostring = standing_text,
  __index = function(self, key)
    if not link_field_names[key] then no_field("a link opening", key, link_field_names) end
    local state = b_links.link_state(rawget(self, LINK), false, key)
    local nav = state.navigation and navigation_object(state.navigation)
    local field = link_fields[key]
    if field then return field(state, nav) end
    return state[key]
  end,
  __newindex = function(_, key) read_only("a link opening", key) end,
}
local function link_object(number) return setmetatable({ [LINK] = number }, Link) end

--- Opens a deep link as the user tapping it would: resolved in the app's
--- table (app.links) and navigated to through the router, interceptors and
--- all. `{ cold = true }` relaunches the app first (a cold start). Returns
--- the opening: `ok`, `pending`, `kind` (opened, pending, unmatched,
--- invalid, redirect_loop, too_many_redirects, context, converter, no_links,
--- busy, refused, handler, or the navigation's failure), `error`, `url`, `route`, `params`, `chain`,
--- `navigation`, `trace`.
local function open_url(url, options, ...)
  no_more("open_url", 2, url, ...)
  if type(url) ~= "string" then error("open_url needs a URL string, got " .. type(url), 2) end
  if options ~= nil and type(options) ~= "table" then error("open_url options must be a table ({ cold = true })", 2) end
  options = check_options(options, "open_url", 2, schemas.open_url)
  if options.cold then relaunch() end
  return link_object(b_links.open_link(url))
end

--- Inside an interceptor: opens `url` first (a login screen, say) and
--- returns that opening once it has navigated; the interceptor then goes on.
--- Redirects extend the chain of the link being opened: a loop, or more
--- redirects than the table's limit, ends the chain with the whole of it.
function route.redirect(url, ...)
  no_more("route.redirect", 1, url, ...)
  if type(url) ~= "string" then error("route.redirect needs a URL string, got " .. type(url), 2) end
  if not in_interceptor() then error("route.redirect can only be used inside an interceptor", 2) end
  return link_object(yield(b_waits.redirect(url)))
end

-- Hot reload ------------------------------------------------------------------

local host = {}

--- Reloads a required module: runs its new text, carries its state over
--- (non-function fields, or what its `migrate(old, new)` does), and swaps it in.
--- Returns true, the new generation, the names of the kept fields whose
--- value the new text changed (kept as they were) and the names of the
--- functions the flow took from the module that the new text no longer
--- defines (calling them fails). A module never required, or a new text
--- that fails, is an error at the flow's line (the old version stays): a
--- reload that did nothing is never taken for one that worked.
function host:reload(name, ...)
  if self ~= host then colon_call("the host", "reload") end
  no_more("host:reload", 1, name, ...)
  local ok, generation, kept, dropped = reload(name)
  if not ok then error("host:reload: " .. generation, 2) end
  return ok, generation, kept, dropped
end

--- How many times a module has been loaded (1 before any reload); an error
--- for a module never required.
function host:generation(name, ...)
  if self ~= host then colon_call("the host", "generation") end
  no_more("host:generation", 1, name, ...)
  local loaded, refusal = module_generation(name)
  if loaded == nil then error("host:generation: " .. refusal, 2) end
  return loaded
end

-- Data files ------------------------------------------------------------------

--- Reads a CSV file of the project (a path from the project folder; *.tsv:
--- tab-separated): a list of rows, each a table by column name, for a
--- test's `each`. Numbers and true/false read as such, other cells as text;
--- a column the file does not have is an error, not nil.
local function read_csv(path, ...)
  no_more("read_csv", 1, path, ...)
  if type(path) ~= "string" then error("read_csv needs a file's path (a string), got " .. type(path), 2) end
  local rows, columns, file = b_data.read_csv(path)
  local row_class = { __name = "row", __index = function(_, key)
    error(format("%s has no column '%s'%s; its columns are %s", file, tostring(key), did_you_mean(key, columns),
      concat(columns, ", ")), 2)
  end }
  for _, row in ipairs(rows) do setmetatable(row, row_class) end
  return rows
end

--- Reads a JSON file of the project (a path from the project folder):
--- objects become tables, arrays lists; a null in an object leaves its key out.
local function read_json(path, ...)
  no_more("read_json", 1, path, ...)
  if type(path) ~= "string" then error("read_json needs a file's path (a string), got " .. type(path), 2) end
  local value = b_data.read_json(path)
  -- An object's key read misspelt (`row.ulr` beside `url`) is an error; one it simply lacks reads nil, as JSON's optional keys do.
  local function guard(item)
    if type(item) ~= "table" then return end
    local keys = {}
    for key, inner in pairs(item) do
      if type(key) == "string" then keys[#keys + 1] = key end
      guard(inner)
    end
    if #keys == 0 then return end
    sort(keys)
    setmetatable(item, { __index = function(_, key)
      local near = did_you_mean(key, keys)
      if near ~= "" then
        error(format("%s: this object has no key '%s'%s; its keys are %s", path, tostring(key), near, concat(keys, ", ")), 2)
      end
    end })
  end
  guard(value)
  return value
end

-- Environment -------------------------------------------------------------------

--- The variable `name` given to flows (flowrun's --env NAME=VALUE, "env"
--- of flowrun.json or of the profile chosen with --profile), else `default`
--- when one is given; a variable neither given nor defaulted is an error.
local function env(name, default, ...)
  no_more("env", 2, name, ...)
  if type(name) ~= "string" then error("env needs a variable's name (a string), got " .. type(name), 2) end
  if default ~= nil and type(default) ~= "string" then
    error(format("env: the default for '%s' must be a string, as every variable is, got %s", name, type(default)), 2)
  end
  local value = b_environment.variable(name)
  if value ~= nil then return value end
  if default ~= nil then return default end
  local names = b_environment.names()
  error(format("env: no variable '%s' is given%s (%s); give it with --env %s=VALUE, in \"env\" of flowrun.json or of a profile "
    .. "(--profile), or pass a default: env(%q, \"…\")", name, did_you_mean(name, names),
    #names == 0 and "none is" or "the variables given are " .. concat(names, ", "), name, name), 2)
end

-- The sandbox hides the process's environment; its refusal points at env.
if not pcall(os.getenv, "PATH") then
  rawset(os, "getenv", function(name)
    error(format("os.getenv: the process's environment is hidden from sandboxed flows; read a variable given to them with env(%q) "
      .. "(given with --env NAME=VALUE, or in \"env\" of flowrun.json)", tostring(name)), 2)
  end)
end

_G.app, _G.route, _G.router, _G.host, _G.open_url = app, route, router, host, open_url
_G.read_csv, _G.read_json, _G.env = read_csv, read_json, env
api_tables[app], api_tables[app.ops], api_tables[route] = "app", "app.ops", "route"
for name, part in pairs { nav = route.nav, general = route.general, tab = route.tab, split = route.split } do
  api_tables[part] = "route." .. name
end
-- A name the API does not have (`app.psuh`) is an error naming the nearest,
-- not a nil to call.
local guarded = { [router] = "router", [host] = "host" }
for part, name in next, api_tables do guarded[part] = name end
for part, name in next, guarded do
  setmetatable(part, { __name = name, __index = function(self, key)
    local names = {}
    for known in next, self do
      if type(known) == "string" then names[#names + 1] = known end
    end
    sort(names)
    error(format("%s has no '%s'%s; see its functions in types/flowrun.lua (flowrun init writes it)", name, tostring(key), did_you_mean(key, names)), 2)
  end })
end

-- For Swift -------------------------------------------------------------------

-- The names in `t` (string keys of non-nil values), sorted.
local function names_in(t, into)
  into = into or {}
  for name in next, t do
    if type(name) == "string" then into[#into + 1] = name end
  end
  return into
end

-- The standard libraries a misspelt field (`string.fromat`) is looked for in.
local libraries = { "string", "table", "math", "os", "io", "utf8", "coroutine" }

-- The field of a table the flow reaches that is nearest `name`, among its
-- global tables (`login.log_in`), the modules it required and the standard
-- libraries (`string.format`), the first holder of a name winning: the field
-- as shown, and what to add after it (" of the module 'src.login'"); or nil.
local function field_meant(name)
  local library, holders = {}, {}
  for _, known in ipairs(libraries) do library[known] = true end
  for global, value in next, _G do
    if type(global) == "string" and not library[global] and type(value) == "table" and value ~= _G
      and getmetatable(value) == nil and not api_tables[value] then
      holders[#holders + 1] = global
    end
  end
  sort(holders)
  local versions = module_versions()
  local required = names_in(versions)
  sort(required)
  -- Each field name once, with the prefix and note of its first holder.
  local prefix, note, names = {}, {}, {}
  local function offer(fields, holder_prefix, holder_note)
    sort(fields)
    for _, field in ipairs(fields) do
      if prefix[field] == nil and #names < 5000 then
        prefix[field], note[field], names[#names + 1] = holder_prefix, holder_note, field
      end
    end
  end
  for _, global in ipairs(holders) do offer(names_in(_G[global]), global .. ".", "") end
  for _, module in ipairs(required) do offer(names_in(versions[module]), "", format(" of the module '%s'", module)) end
  for _, known in ipairs(libraries) do
    if type(_G[known]) == "table" then offer(names_in(_G[known]), known .. ".", "") end
  end
  local near = b_spelling.suggest(name, unpack(names))
  if near then return prefix[near] .. near, note[near] end
end

-- Another Lua test tool's words (busted's describe and it) for ours.
local foreign_words = { describe = "group", it = "test" }

-- Every error a protected call raises with a string: a call or index of a
-- nil global (`expect_topp(…)`, `rooter.x`), library field (`string.fromat`)
-- or method (`("x"):uper()`, `top:chidren()`) gets the nearest name there is.
b_prelude.provide("error_advice", function(message)
  -- An unset global read (the host's check, or Lua's own error) named as another tool names a test.
  local unset = message:match("^[^\n]-'([%w_]+)' is not set") or message:match("a nil value %(global '([%w_]+)'%)$")
  local ours = unset and foreign_words[unset]
  if ours and rawget(_G, ours) then
    -- Not a global that may be unset: the host's rawget hint would send the user the wrong way.
    local said = message:gsub("; to read one that may be unset, .*$", "")
    return format("%s (flowrun declares tests with test(name, function() … end) and groups them with "
      .. "group(name, function() … end): use %s)", said, ours)
  end
  local what, name = message:match("a nil value %((%a+) '([%w_]+)'%)$")
  if not what or message:find("(did you mean", 1, true) then return nil end
  local near, note
  if what == "global" then
    near = b_spelling.suggest(name, unpack(names_in(_G)))
  elseif what == "field" then
    near, note = field_meant(name)
  elseif what == "method" then
    local names = names_in(string)
    for _, methods in next, class_methods do names_in(methods, names) end
    near = b_spelling.suggest(name, unpack(names))
  end
  return near and format("%s (did you mean '%s'%s?)", message, near, note or "") or nil
end)

-- FlowSession.destinations: the destinations in `t` (default: the globals)
-- as { name, handle } pairs, sorted by name; then those in a plain table
-- held there (`screens.product`) that none of those is, each once, under
-- its first name; with `every`, each under every name it has.
b_prelude.provide("destinations", function(t, every)
  local held = t or _G
  local found, fields, listed = {}, {}, {}
  local function by_name(a, b) return a.name < b.name end
  for name, value in next, held do
    if type(name) == "string" and type(value) == "table" then
      local meta = getmetatable(value)
      if meta == classes.destination then
        found[#found + 1] = { name = name, handle = rawget(value, HANDLE) }
        listed[rawget(value, HANDLE)] = true
      elseif meta == nil and value ~= held then
        for field, inner in next, value do
          if type(field) == "string" and type(inner) == "table" and getmetatable(inner) == classes.destination then
            fields[#fields + 1] = { name = name .. "." .. field, handle = rawget(inner, HANDLE) }
          end
        end
      end
    end
  end
  sort(fields, by_name)
  for _, entry in ipairs(fields) do
    if every or not listed[entry.handle] then found[#found + 1], listed[entry.handle] = entry, true end
  end
  sort(found, by_name)
  return found
end)

-- FlowSession.expose: the Lua object for a Swift object.
b_prelude.provide("wrap", object)

-- FlowSession.openURL(_:cold:), whatever a flow did to `app`.
b_prelude.provide("relaunch", relaunch)
b_prelude.provide("check_options", check_options)
b_prelude.provide("suggest", function(word, ...) return b_spelling.suggest(word, ...) end)

-- FlowSession.interceptor(module:function:) and the like: a function that
-- looks up `require(module)[name]` at each call (so a reload swaps it) and
-- calls it as Lua code of that kind is called, with node proxies.
local module_callers = {
  interceptor = function(lookup) return function(context) return lookup()(context) end end,
  context_task = function(lookup) return function(id, context) lookup()(node(id), context) end end,
  post_task = function(lookup)
    return function(id, context, ...) lookup()(node(id), context, node_list({ ... })) end
  end,
  finder = function(lookup)
    return function(context)
      local found = lookup()(context)
      return found and node_handle(found, "a node (or nil) from find")
    end
  end,
}
b_prelude.provide("module_function", function(kind, module, name)
  local function lookup()
    local f = require(module)[name]
    if type(f) ~= "function" then error(format("%s.%s is not a function (got %s)", module, name, type(f)), 3) end
    return f
  end
  return module_callers[kind](lookup)
end)
